import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { parse } from "csv-parse/sync";
import * as clock from "../../app/clock";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast, unlock } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { E2E_ADMIN_TOKEN } from "../support/e2e/journey";
import { seedBookings, seedCreator, uniqueTag } from "../support/factories";

/** The token startServer gives a server of a test's own. */
const STANDALONE_ADMIN_TOKEN = "test-admin-token-0123456789";
/**
 * The bookings the admin screens read, made afresh each time the hook runs: with fullyParallel
 * a worker runs it again for a later test of this file, and rows seeded twice under one name
 * would double every search's matches.
 */
let run = "";
let traveller = "";
/** One booking of this run per badge, found by its email. */
let BADGES: { email: string; label: string; tone: string; colour: string }[] = [];

// The admin screens only read: rows go straight into the e2e server's database.
test.beforeAll(({ seed }) => {
  run = randomUUID().slice(0, 8);
  traveller = `Admin E2E ${run}, "Ñandú" 東京`;
  BADGES = [
    { email: `paid-${run}@example.com`, label: "Paid", tone: "green", colour: "text-success" },
    { email: `failed-${run}@example.com`, label: "Payment Failed", tone: "red", colour: "text-danger" },
    { email: `pending-${run}@example.com`, label: "Pending Payment", tone: "yellow", colour: "text-warning" },
    { email: `free-${run}@example.com`, label: "No Payment Required", tone: "grey", colour: "text-ink-soft" },
    { email: `unknown-${run}@example.com`, label: "Unknown", tone: "grey", colour: "text-ink-soft" },
  ];
  seedBookings(seed, [
    {
      name: traveller,
      email: BADGES[0].email,
      paymentStatus: "succeeded",
      stripeSessionId: `cs_test_${run}ABCDEFGH`,
      cityName: "Lisbon",
      regionCode: "EU",
    },
    { name: `${traveller} failed`, email: BADGES[1].email, paymentStatus: "failed" },
    { name: `${traveller} pending`, email: BADGES[2].email, paymentStatus: "pending" },
    {
      name: `${traveller} free`,
      email: BADGES[3].email,
      paymentStatus: "not_required",
      regionCode: "OTHER",
      cityName: "Other",
    },
    // A status the app does not know.
    { name: `${traveller} refunded`, email: BADGES[4].email, paymentStatus: "refunded" },
  ]);
});

async function search(page: Page, text: string) {
  await page.getByLabel(/^Search by name/).fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

test.describe("the admin gate", () => {
  test("an empty token says 'Please enter admin token'", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(toast(page, "Error")).toContainText("Please enter admin token");
    await expect(page.getByLabel("Admin token")).toHaveAttribute("aria-invalid", "true");
  });

  test("a wrong token fails with 401, and the typed token is not sent back", async ({ page }) => {
    await unlock(page, "/admin", "not-the-token-123456");
    await expect(toast(page, "Authentication failed")).toContainText("401: Invalid admin token");
    await expect(page.getByLabel("Admin token")).toHaveValue("");
    expect(await page.content()).not.toContain("not-the-token-123456");
  });

  test("the right token opens the database with the load toast; Refresh reloads with new counts; Log out works", async ({
    page,
    seed,
  }) => {
    await unlock(page);
    await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
    const loaded = toast(page, "Success");
    await expect(loaded.getByText(/^Loaded \d+ bookings? and \d+ creators?$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Client Bookings \(\d+\)/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Creator Signups \(\d+\)/ })).toBeVisible();
    const bookingsLoaded = async () => Number(/Loaded (\d+) bookings?/.exec((await loaded.textContent()) ?? "")?.[1]);
    const before = await bookingsLoaded();

    // A booking made meanwhile: Refresh's toast counts it, so it is not the first toast still showing.
    seedBookings(seed, [{ name: `Refresh check ${run}` }]);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(bookingsLoaded).toBeGreaterThan(before);
    await expect(loaded.getByText(/^Loaded \d+ bookings? and \d+ creators?$/)).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await page.goto("/payment-admin");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });

  test("a session older than 8 hours shows the gate again", async ({ page, context, seed }) => {
    await unlock(page);
    await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
    // The session's row says it began 9 hours ago (and so ended an hour ago).
    const value = (await context.cookies()).find((c) => c.name === "sm_admin")?.value ?? "";
    const token = JSON.parse(Buffer.from(decodeURIComponent(value).split(".")[0], "base64").toString("utf8"));
    const began = clock.nowMs() - 9 * 60 * 60 * 1000;
    seed.$client
      .prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE token_hash = ?")
      .run(
        new Date(began).toISOString(),
        new Date(began + 8 * 60 * 60 * 1000).toISOString(),
        createHash("sha256").update(token).digest("hex"),
      );
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await page.goto("/payment-admin");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });

  test("/payment-admin has its own wording for a wrong token and shares the session", async ({ page }) => {
    await unlock(page, "/payment-admin", "not-the-token-123456");
    await expect(toast(page, "Invalid token")).toContainText("Please check your admin token.");
    await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("heading", { name: "Payment Dashboard" })).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  });

  test("the gate has no accessibility violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, AXE_NEEDS_JS);
    await page.goto("/admin");
    await expectNoAxeViolations(page);
  });
});

test.describe("the internal database", () => {
  test("finds a booking by name and shows its row", async ({ adminPage: page, javaScriptEnabled }) => {
    await search(page, `Admin E2E ${run}`);
    const row = page.getByRole("row").filter({ hasText: traveller }).filter({ hasText: "Lisbon" });
    await expect(row).toContainText("€39");
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    const free = page.getByRole("row").filter({ hasText: `${traveller} free` });
    await expect(free.getByText("No Payment Required", { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing 1–5 of 5 matching “Admin E2E ${run}”`, { exact: true })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);
  });

  test("pages 50 rows at a time, newest first", async ({ adminPage: page, seed }) => {
    const batch = `Page check ${randomUUID().slice(0, 8)}`;
    seedBookings(
      seed,
      Array.from({ length: 51 }, (_, i) => ({
        name: `${batch} #${i}`,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
      })),
    );
    await search(page, batch);
    await expect(page.getByText(`Showing 1–50 of 51 matching “${batch}”`, { exact: true })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toContainText(`${batch} #50`);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page.getByText(`Showing 51–51 of 51 matching “${batch}”`, { exact: true })).toBeVisible();
    await expect(page.getByText("Page 2 of 2", { exact: true })).toBeVisible();
    // The name's cell also shows the readable reference under the link.
    await expect(page.getByRole("link", { name: `${batch} #0`, exact: true })).toBeVisible();
  });

  test("a refresh that gets no answer says 'Refresh failed' and keeps the table", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "needs JavaScript (without it the browser shows the failed answer itself)");
    // The refresh request is lost on the way; the page's own reloads still get through.
    await page.route("**/admin.data**", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(toast(page, "Refresh failed")).toContainText("Network error:");
    await expect(page.getByRole("table", { name: "Client bookings, newest first" })).toBeVisible();
  });

  test("Download CSV gives the bookings file with hostile names intact", async ({ adminPage: page }) => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const records: string[][] = parse(readFileSync((await download.path()) ?? ""), { bom: true });
    expect(records[0]).toEqual([
      "ID",
      "Name",
      "Email",
      "Phone",
      "City",
      "Dates",
      "Reservations",
      "Price (EUR)",
      "Payment",
      "Created",
      "Status",
    ]);
    const mine = records.find((r) => r[1] === traveller);
    expect(mine?.slice(3, 9)).toEqual(["'+34 612345678", "Lisbon", "2030-03-10 – 2030-03-14", "2", "39.00", "Paid"]);
  });

  test("Download All Data gives one JSON file", async ({ adminPage: page, seed }) => {
    const creator = seedCreator(seed, { city: "Porto" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download All Data" }).click(),
    ]);
    const data = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
    expect(data.bookings.some((b: { name: string }) => b.name === traveller)).toBe(true);
    expect(data.creators.some((c: { name: string }) => c.name === creator.name)).toBe(true);
    expect(Array.isArray(data.recommendations)).toBe(true);
  });

  test("a failed download says so", async ({ adminPage: page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "needs JavaScript (without it the browser shows the 401 answer)");
    await context.clearCookies();
    await page.getByRole("link", { name: "Download CSV" }).click();
    await expect(toast(page, "Download failed")).toContainText('401: {"error":"Invalid admin token"}');
  });

  test("approve → one-time link → the creator sets a password; an assigned booking shows on their dashboard", async ({
    adminPage: page,
    browser,
    seed,
    javaScriptEnabled,
  }) => {
    // This test's own applicant and booking: it changes both, so no other test (or repeat) may share them.
    const own = uniqueTag();
    const handle = `porto.${own}`;
    const creatorName = `Creator E2E ${own}`;
    const creatorEmail = `creator-${own}@example.com`;
    const assigned = `Assigned E2E ${own}`;
    seedCreator(seed, { name: creatorName, email: creatorEmail, city: "Porto", instagram: `@${handle}` });
    seedBookings(seed, [{ name: assigned, paymentStatus: "succeeded", cityName: "Porto", regionCode: "EU" }]);
    await page.getByRole("link", { name: /Creator Signups/ }).click();
    // Both tabs have a search field: search only once the creators tab is the page.
    await page.waitForURL((url) => url.searchParams.get("tab") === "creators");
    await expect(page.getByRole("columnheader", { name: "Instagram" })).toBeVisible();
    await search(page, creatorEmail);
    await expect(page.getByRole("link", { name: `@${handle}` })).toHaveAttribute(
      "href",
      `https://www.instagram.com/${handle}/`,
    );
    await page.getByRole("button", { name: `Approve ${creatorName}` }).click();
    // Under the creator's row, in a field of its own, where the owner pressed Approve.
    const field = page.getByRole("textbox", { name: `Set-password link for ${creatorName}` });
    await expect(field).toHaveValue(/\/set-password\?token=/);
    if (javaScriptEnabled) await expect(field).toBeFocused();
    const link = await field.inputValue();
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // Assign the Porto booking: /admin offers only creators of the booking's city.
    await page.getByRole("link", { name: /Client Bookings/ }).click();
    // Both tabs have a search field: search only once the bookings tab is the page.
    await page.waitForURL((url) => url.searchParams.get("tab") === "bookings");
    await expect(page.getByLabel(/^Search by name, email, phone or reference/)).toBeVisible();
    await search(page, assigned);
    const row = page.getByRole("row").filter({ hasText: assigned });
    await expect(row).toHaveCount(1);
    await row.getByRole("combobox").selectOption({ label: `${creatorName} (Porto)` });
    await row.getByRole("button", { name: "Assign" }).click();
    await expect(toast(page, "Booking assigned")).toBeVisible();

    const creator = await browser.newPage();
    await creator.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await creator.getByLabel("New password", { exact: true }).fill("porto-tasting-2030");
    await creator.getByLabel("Repeat password").fill("porto-tasting-2030");
    await creator.getByRole("button", { name: "Save password" }).click();
    await creator.waitForURL(/\/dashboard/);
    // With JavaScript the URL changes a moment before the page does: wait for one of the two screens.
    const emailField = creator.getByLabel("Email");
    await expect(emailField.or(creator.getByRole("heading", { name: "Creator Dashboard" }))).toBeVisible();
    if (await emailField.isVisible()) {
      await creator.getByLabel("Email").fill(creatorEmail);
      await creator.getByLabel("Password", { exact: true }).fill("porto-tasting-2030");
      await creator.getByRole("button", { name: "Log in" }).click();
    }
    // Theirs, not an open request of the city: a recommendation form instead of an Accept button.
    const card = creator.getByRole("article", { name: assigned });
    await expect(card.getByRole("form", { name: new RegExp(`^Add a recommendation for ${assigned}`) })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Accept request/ })).toHaveCount(0);
    await creator.close();
  });
});

test.describe("payment badges", () => {
  async function expectBadges(page: Page) {
    for (const { email, label, tone, colour } of BADGES) {
      const badge = page.getByRole("row").filter({ hasText: email }).getByText(label, { exact: true });
      await expect(badge).toHaveAttribute("data-tone", tone);
      await expect(badge).toHaveClass(new RegExp(`(^|\\s)${colour}(\\s|$)`));
    }
  }

  test("show the same words and colours on both admin pages", async ({ adminPage: page }) => {
    await search(page, `Admin E2E ${run}`);
    await expectBadges(page);
    await page.goto("/payment-admin");
    await search(page, `Admin E2E ${run}`);
    await expectBadges(page);
  });
});

test.describe("the payment dashboard", () => {
  test("shows six cards, the weekly chart with a text alternative, and Stripe links", async ({
    page,
    javaScriptEnabled,
  }) => {
    await unlock(page, "/payment-admin");
    for (const label of [
      "Total Bookings",
      "Paid",
      "Pending Payment",
      "Failed Payments",
      "No Payment Required",
      "Total Revenue",
    ]) {
      await expect(page.locator("dt").getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("figure")).toContainText("Bookings and revenue per week");
    await expect(page.getByRole("table", { name: /per week, last 12 weeks/ }).getByRole("row")).toHaveCount(13);
    await search(page, `Admin E2E ${run}`);
    const row = page.getByRole("row").filter({ hasText: "Lisbon" });
    // With JavaScript the address changes a moment before the filtered table replaces the full one.
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("€39");
    // The e2e server uses the local test checkout, whose sessions do not exist at Stripe: no link.
    await expect(row.getByText("…ABCDEFGH", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `${traveller} free` })).toContainText("Not yet charged");
    await page.getByRole("link", { name: "Refresh" }).click();
    await expect(page.getByRole("heading", { name: "All Bookings" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);
  });
});

test.describe("when the bookings cannot be read", () => {
  // A server of its own (the worker's `server`), so breaking its database touches no other test.
  function renameBookings(databasePath: string, from: string, to: string) {
    const database = new Database(databasePath);
    database.exec(`alter table ${from} rename to ${to}`);
    database.close();
  }

  test("the internal database's Refresh says 'Refresh failed' with the status and keeps the table", async ({
    page,
    server,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "needs JavaScript (without it the browser shows the error page)");
    await unlock(page, `${server.url}/admin`, STANDALONE_ADMIN_TOKEN);
    await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
    renameBookings(server.databasePath, "bookings", "bookings_away");
    try {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(toast(page, "Refresh failed")).toContainText("500: Unexpected Server Error");
      await expect(page.getByRole("table", { name: "Client bookings, newest first" })).toBeVisible();
    } finally {
      renameBookings(server.databasePath, "bookings_away", "bookings");
    }
  });

  test("the payment dashboard says 'Error loading bookings' / 'Failed to fetch booking data.'; Refresh recovers", async ({
    page,
    server,
  }) => {
    await unlock(page, `${server.url}/payment-admin`, STANDALONE_ADMIN_TOKEN);
    await expect(page.getByRole("heading", { name: "All Bookings" })).toBeVisible();
    renameBookings(server.databasePath, "bookings", "bookings_away");
    try {
      await page.getByRole("link", { name: "Refresh" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Error loading bookings" });
      await expect(alert).toContainText("Failed to fetch booking data.");
    } finally {
      renameBookings(server.databasePath, "bookings_away", "bookings");
    }
    await page.getByRole("link", { name: "Refresh" }).click();
    await expect(page.getByRole("heading", { name: "All Bookings" })).toBeVisible();
  });
});
