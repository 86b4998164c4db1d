import type { Page } from "@playwright/test";
import type { Db } from "../../app/db/client.server";
import { bookingEvents } from "../../app/db/schema";
import { signInAsStaff } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedPaidBooking, uniqueTag } from "../support/factories";
import { startServer } from "../support/server";
import { seedStaff } from "../support/staff";

/**
 * The queue on /admin and the workspace's Concierge section, for a signed-in person,
 * with JavaScript on and off (the no-js project runs this same file): the tabs, "Take it",
 * axe, and 320 px. The people are seeded into a server of the worker's own, never the shared
 * e2e database, whose tests need it to stay without staff. No owner is seeded there (the
 * worker's server keeps its token gate for the other specs); the owner's view starts a server
 * of its own.
 */

const HOUR = 60 * 60 * 1000;

/** A booking paid `hoursAgo` hours ago, so its contact promise falls due `24 - hoursAgo` hours from now. */
function paidBooking(seed: Db, hoursAgo: number, name: string, assignedStaffId: number | null = null) {
  const paidAt = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  const booking = seedPaidBooking(seed, { status: "paid", createdAt: paidAt, name, assignedStaffId });
  seed
    .insert(bookingEvents)
    .values({ bookingId: booking.id, toStatus: "pending", actor: "traveller", createdAt: paidAt })
    .run();
  seed
    .insert(bookingEvents)
    .values({ bookingId: booking.id, fromStatus: "pending", toStatus: "paid", actor: "system", createdAt: paidAt })
    .run();
  return booking;
}

/** The page is no wider than the 320 px screen. */
async function expectFits320(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
}

test("a concierge opens on Mine, moves between the tabs and takes an unassigned booking", async ({
  server,
  page,
  context,
}) => {
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const person = await seedStaff(seed, { role: "concierge", name: `Marta ${tag}` });
    const own = paidBooking(seed, 30, `Overdue ${tag}`, person.id);
    const waiting = paidBooking(seed, 2, `Waiting ${tag}`);
    await signInAsStaff(context, server.url, seed, person.id);

    await page.goto(`${server.url}/admin`);
    const tabs = page.getByRole("navigation", { name: "Queue tabs" });
    await expect(tabs.getByRole("link", { name: /^Mine \(1\)$/ })).toHaveAttribute("aria-current", "page");
    const mine = page.getByRole("listitem").filter({ hasText: own.readableReference });
    await expect(mine).toContainText(/Contact by \d{1,2} \w{3,4} \d{4}, \d\d:\d\d CES?T · overdue by 6 h/);
    await expect(mine).toContainText(`Concierge: Marta ${tag}`);
    // The database keeps its own tabs below.
    await expect(page.getByRole("link", { name: /Client Bookings \(\d+\)/ })).toBeVisible();

    await tabs.getByRole("link", { name: /^Unassigned \(\d+\)$/ }).click();
    await expect(tabs.getByRole("link", { name: /^Unassigned/ })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("listitem").filter({ hasText: waiting.readableReference });
    await expect(row).toContainText(/\d+ h left/);
    await row.getByRole("button", { name: "Take it" }).click();

    await expect(tabs.getByRole("link", { name: /^Mine \(2\)$/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("listitem").filter({ hasText: waiting.readableReference })).toContainText(
      `Concierge: Marta ${tag}`,
    );

    await page.getByRole("link", { name: `Waiting ${tag} · Madrid` }).click();
    const section = page.getByRole("region", { name: "Concierge" });
    await expect(section).toContainText(`Marta ${tag} has this booking.`);
    await expect(page.getByRole("region", { name: "Internal notes" })).toContainText(`Taken by Marta ${tag}.`);
  } finally {
    seed.$client.close();
  }
});

test("the queue and the Concierge section are axe clean and fit 320 px, for a concierge and for an owner", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  // An owner changes the server for good (the token no longer opens pages): a server of this test's own.
  const server = await startServer({ LOG_LEVEL: "warn" });
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const owner = await seedStaff(seed, { role: "owner", name: `Olga ${tag}` });
    const concierge = await seedStaff(seed, { role: "concierge", name: `Marta ${tag}` });
    paidBooking(seed, 30, `Overdue ${tag} with a long name that has to wrap on a small phone`, concierge.id);
    const waiting = paidBooking(seed, 2, `Waiting ${tag}`);
    await page.setViewportSize({ width: 320, height: 640 });

    for (const person of [concierge, owner]) {
      await context.clearCookies();
      await signInAsStaff(context, server.url, seed, person.id);
      await page.goto(`${server.url}/admin?queue=all`);
      await expect(page.getByRole("heading", { name: "Queue" })).toBeVisible();
      await expect(page.getByText(/overdue by 6 h/)).toBeVisible();
      // axe runs in the page: the no-js project checks the same pages' fit and forms without it.
      if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
      await expectFits320(page);

      await page.goto(`${server.url}/admin/bookings/${waiting.reference}`);
      await expect(page.getByRole("region", { name: "Concierge" })).toBeVisible();
      // axe runs in the page: the no-js project checks the same pages' fit and forms without it.
      if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
      await expectFits320(page);
    }

    // The owner's view: the setting on /admin and the team to choose from in the workspace.
    const section = page.getByRole("region", { name: "Concierge" });
    await section.getByLabel("Concierge on the team").selectOption({ label: `Marta ${tag}` });
    await section.getByRole("button", { name: "Save concierge" }).click();
    await expect(section).toContainText(`Marta ${tag} has this booking.`);
    await expect(page.getByRole("region", { name: "Internal notes" })).toContainText(
      `Assigned to Marta ${tag} by Olga ${tag}.`,
    );

    await page.goto(`${server.url}/admin`);
    const setting = page.getByLabel("Assign new paid bookings to the concierge with the fewest open bookings");
    await expect(setting).not.toBeChecked();
    await setting.check();
    await page.getByRole("button", { name: "Save setting" }).click();
    await expect(
      page.getByLabel("Assign new paid bookings to the concierge with the fewest open bookings"),
    ).toBeChecked();
  } finally {
    seed.$client.close();
    await server.stop();
  }
});
