import { expect, type Page, type TestInfo } from "@playwright/test";
import { axeScan } from "./axe";

/** The server runs with the default SUPPORT_EMAIL unless the runner's environment sets one. */
export const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? "support@sobremesa.example";

/** The footer every public page ends with (spec §1, §2). */
export async function expectPublicFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
    "href",
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(footer.getByRole("link", { name: "About", exact: true })).toHaveAttribute("href", "/about");
  await expect(footer.getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByText("Madrid, Spain")).toBeVisible();
  await expect(footer.getByText("© 2025 Sobremesa. All rights reserved.")).toBeVisible();
}

/** The text of every h1–h3 in document order, with its level, e.g. "h2 How it works". */
export async function headingOutline(page: Page): Promise<string[]> {
  return page
    .locator("h1, h2, h3")
    .evaluateAll((nodes) => nodes.map((node) => `${node.tagName.toLowerCase()} ${node.textContent?.trim()}`));
}

/** Exactly one h1, and no level skipped on the way down. */
export async function expectHeadingsInOrder(page: Page) {
  const levels = (await headingOutline(page)).map((line) => Number(line[1]));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThanOrEqual(levels[i - 1] + 1);
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeScan(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`)).toEqual(
    [],
  );
}

/** A 320 px phone must not scroll sideways. */
export async function expectNoHorizontalScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Full-page screenshots at a phone and a desktop width, kept with the test's results. */
export async function attachScreenshots(page: Page, testInfo: TestInfo, path: string, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // Lazy images would otherwise be blank in a full-page capture.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    const file = testInfo.outputPath(`${name}-${width}.png`);
    // Chromium occasionally refuses a tall full-page capture right after a resize: try again
    // until it takes one (no fixed pause; toPass backs off 0.1, 0.25, 0.5, 1 s).
    await expect(async () => {
      await page.screenshot({ path: file, fullPage: true });
    }).toPass({ timeout: 10_000 });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: "image/png" });
  }
}
