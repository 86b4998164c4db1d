import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectNoAxeViolations } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { seedPaidBooking } from "../support/factories";
import { type RunningServer, startServer } from "../support/server";
import { totpCode } from "../support/totp";

/**
 * The team's first day, in a browser, with and without JavaScript (the no-js project runs the
 * same journey): from a database without any account, the token creates the first owner, who
 * sets up TOTP from the secret the page shows; the token then opens nothing. The server is the
 * test's own: creating an owner changes what the token opens, which no other test may see.
 */

const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;

test.beforeEach(async () => {
  server = await startServer();
  database = new Database(server.databasePath);
});
test.afterEach(async () => {
  database?.close();
  await server?.stop();
});

/** Signs in through the setup page: reads the key shown, answers with its code, keeps the recovery codes. */
async function setUpSecondFactor(page: Page) {
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code for the Sobremesa account/ })).toBeVisible();
  if (test.info().project.name === "js") await expectNoAxeViolations(page);
  const secret = (await page.getByTestId("totp-secret").innerText()).replaceAll(" ", "");
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  // Waited for as a count first: a page still arriving (streamed, on a loaded machine) may hold half the list.
  await expect(page.getByTestId("recovery-code")).toHaveCount(10);
  const codes = await page.getByTestId("recovery-code").allInnerTexts();
  return { secret, codes };
}

test("the first owner is created with the token, sets up TOTP, and the token then opens nothing", async ({
  page,
  browser,
}) => {
  const seed = seedPaidBooking(database, { name: "Traveller In Queue" });
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Admin token").fill(TOKEN);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByRole("link", { name: "Create the first owner account" }).click();
  await expect(page.getByRole("heading", { name: "Create the first owner" })).toBeVisible();

  // A refused form keeps what was typed (but the passwords) and points at the field.
  await page.getByLabel("Your name").fill("Olga Ortega");
  await page.getByLabel("Email", { exact: true }).fill("olga@example.com");
  await page.getByLabel("Password", { exact: true }).fill("too short");
  await page.getByLabel("Repeat the password").fill("too short");
  await page.getByRole("button", { name: "Create the owner account" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Your name")).toHaveValue("Olga Ortega");

  await page.getByLabel("Password", { exact: true }).fill("olga's long pass phrase");
  await page.getByLabel("Repeat the password").fill("olga's long pass phrase");
  await page.getByRole("button", { name: "Create the owner account" }).click();
  const { secret } = await setUpSecondFactor(page);
  if (test.info().project.name === "js") await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await expect(page.getByText(seed.readableReference).first()).toBeVisible();

  // The token no longer opens a page for anyone, in a browser of its own.
  const other = await browser.newContext();
  const tokenPage = await other.newPage();
  await tokenPage.goto(`${server.url}/admin`);
  await expect(tokenPage.getByRole("heading", { name: "Team sign-in" })).toBeVisible();
  await expect(tokenPage.getByLabel("Admin token")).toHaveCount(0);

  // A second sign-in asks for the code after the password; a wrong code opens nothing.
  await tokenPage.getByLabel("Email").fill("OLGA@example.com");
  await tokenPage.getByLabel("Password").fill("olga's long pass phrase");
  await tokenPage.getByRole("button", { name: "Continue" }).click();
  await expect(tokenPage.getByRole("heading", { name: "Authentication code" })).toBeVisible();
  if (test.info().project.name === "js") await expectNoAxeViolations(tokenPage);
  await tokenPage.getByLabel("Code").fill("000000");
  await tokenPage.getByRole("button", { name: "Sign in" }).click();
  await expect(tokenPage.getByText("That code did not work.")).toBeVisible();
  await expect(tokenPage.getByLabel("Code")).toBeFocused();
  await tokenPage.getByLabel("Code").fill(totpCode(secret, 1));
  await tokenPage.getByRole("button", { name: "Sign in" }).click();
  await expect(tokenPage.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await other.close();
});

/** The invitation link the outbox delivered to that address (the stored copy, as the mail viewer has it). */
async function invitationLink(address: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => {
      const row = database
        .prepare("SELECT text FROM mail_messages WHERE type = 'staff_invitation' AND to_address = ? ORDER BY id DESC")
        .get(address) as { text: string } | undefined;
      link = /https?:\/\/\S+\/admin\/welcome\?token=[\w-]+/.exec(row?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return new URL(link).pathname + new URL(link).search;
}

async function createOwner(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Admin token").fill(TOKEN);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await page.goto(`${server.url}/admin/first-owner`);
  await page.getByLabel("Your name").fill("Olga Ortega");
  await page.getByLabel("Email", { exact: true }).fill("olga@example.com");
  await page.getByLabel("Password", { exact: true }).fill("olga's long pass phrase");
  await page.getByLabel("Repeat the password").fill("olga's long pass phrase");
  await page.getByRole("button", { name: "Create the owner account" }).click();
  await setUpSecondFactor(page);
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
}

test("an owner invites a concierge, who signs in, takes a booking and is seen by name until deactivated", async ({
  page,
  browser,
}) => {
  const booking = seedPaidBooking(database, { name: "Traveller Waiting" });
  await createOwner(page);

  // The owner invites Marta.
  await page.goto(`${server.url}/admin/staff`);
  await page.getByLabel("Name", { exact: true }).fill("Marta López");
  await page.getByLabel("Email", { exact: true }).fill("marta@example.com");
  await page.getByLabel("Role", { exact: true }).selectOption("concierge");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("row").filter({ hasText: "marta@example.com" })).toContainText("Invited");

  // Marta follows the link, chooses a password, signs in and sets up her second factor.
  const marta = await (await browser.newContext()).newPage();
  await marta.goto(`${server.url}${await invitationLink("marta@example.com")}`);
  await marta.getByLabel("New password").fill("marta's own long phrase");
  await marta.getByLabel("Repeat the password").fill("marta's own long phrase");
  await marta.getByRole("button", { name: "Set password" }).click();
  await expect(marta.getByRole("heading", { name: "Team sign-in" })).toBeVisible();
  await marta.getByLabel("Email").fill("marta@example.com");
  await marta.getByLabel("Password").fill("marta's own long phrase");
  await marta.getByRole("button", { name: "Continue" }).click();
  await setUpSecondFactor(marta);
  await marta.getByRole("link", { name: "I have saved them: continue" }).click();

  // She takes the waiting booking from Unassigned and moves it on; the history names her.
  const tabs = marta.getByRole("navigation", { name: "Queue tabs" });
  await tabs.getByRole("link", { name: /^Unassigned/ }).click();
  await marta
    .getByRole("listitem")
    .filter({ hasText: booking.readableReference })
    .getByRole("button", { name: "Take it" })
    .click();
  await expect(tabs.getByRole("link", { name: /^Mine \(1\)$/ })).toHaveAttribute("aria-current", "page");
  await marta.goto(`${server.url}/admin/bookings/${booking.reference}`);
  await marta
    .getByRole("button", { name: /^Move to / })
    .first()
    .click();
  await expect(marta.getByRole("listitem").filter({ hasText: "→" }).last()).toContainText("Marta López");
  expect(await marta.getByText("· admin").count()).toBe(0);

  // The owner sees her work in the audit log.
  await page.goto(`${server.url}/admin/audit`);
  await expect(page.getByRole("row").filter({ hasText: "Marta López" }).first()).toBeVisible();

  // Deactivated, her open session opens nothing on the next request.
  await page.goto(`${server.url}/admin/staff`);
  await page.getByRole("button", { name: "Deactivate Marta López" }).click();
  await expect(page.getByRole("row").filter({ hasText: "marta@example.com" })).toContainText("Deactivated");
  await marta.goto(`${server.url}/admin`);
  await expect(marta.getByRole("heading", { name: "Team sign-in" })).toBeVisible();
  await marta.context().close();
});

/** Every recovery code's box is one line high (no code wraps), and the page does not scroll sideways. */
async function expectCodesOnOneLine(page: Page) {
  const width = page.viewportSize()?.width;
  const boxes = await page.getByTestId("recovery-code").evaluateAll((items) =>
    items.map((item) => ({
      code: item.textContent ?? "",
      height: item.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(item).lineHeight),
    })),
  );
  expect(boxes).toHaveLength(10);
  for (const box of boxes) expect(Math.abs(box.height - box.line), `${box.code} at ${width} px`).toBeLessThan(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
}

test("every sign-in page fits 320 px and passes axe, from the first owner to a later code", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const js = test.info().project.name === "js";
  const check = async (heading: string) => {
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, heading).toBeLessThanOrEqual(0);
    if (js) await expectNoAxeViolations(page);
  };
  await page.goto(`${server.url}/admin/login`);
  await check("Team sign-in");
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Admin token").fill(TOKEN);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await page.goto(`${server.url}/admin/first-owner`);
  await check("Create the first owner");
  await page.getByLabel("Your name").fill("Olga Ortega");
  await page.getByLabel("Email", { exact: true }).fill("olga@example.com");
  await page.getByLabel("Password", { exact: true }).fill("olga's long pass phrase");
  await page.getByLabel("Repeat the password").fill("olga's long pass phrase");
  await page.getByRole("button", { name: "Create the owner account" }).click();
  await check("Set up your second factor");
  const { secret } = await setUpSecondFactor(page);
  await check("Save your recovery codes");
  // Each code whole on one line, on a phone and on a wide screen (where two columns once split them at the dash).
  await expectCodesOnOneLine(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectCodesOnOneLine(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Email").fill("olga@example.com");
  await page.getByLabel("Password").fill("olga's long pass phrase");
  await page.getByRole("button", { name: "Continue" }).click();
  await check("Authentication code");
  await page.getByLabel("Code").fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
});
