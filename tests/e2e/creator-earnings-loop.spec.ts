import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { clockEnv } from "../../scripts/clock-env.mjs";
import { signInAsStaff, toast } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import {
  openSeedDatabase,
  seedCreatorAccount,
  seedMeal,
  seedPaidBooking,
  seedRecommendation,
  uniqueTag,
} from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The creators' earnings loop from the screens, on the worker's own server in the local TEST
 * payout mode (no Stripe key): a creator connects a payout account, gives tax details and
 * accepts the self-billing agreement; the concierge books their pick and sends the itinerary;
 * the background jobs complete the trip; an owner runs the payouts twice and one transfer is
 * made; the creator sees the euros and downloads the invoice; a second creator's earning,
 * refunded before any payout, shows as reversed; the owner downloads the quarter's CSV and the
 * year's DAC7 XML with the creator's figures. Seeded: only what other features make (the
 * accounts, the paid trips, the creators' picks). The trips ended yesterday, so "now" completes them.
 */

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "one pass is enough: the screens' no-JS paths have their own specs",
);
test.setTimeout(240_000);

const root = resolve(import.meta.dirname, "../..");

/** A Madrid calendar date `days` from today. */
function madridDate(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(at);
}

/** A trip that ended yesterday in Madrid, paid, with the creator on it and their pick for its one meal. */
function tripWithPick(databasePath: string, creatorId: number, traveller: string, restaurant: string) {
  const database = openSeedDatabase(databasePath);
  try {
    const booking = seedPaidBooking(database, {
      name: traveller,
      cityName: "Madrid",
      regionCode: "ES",
      checkIn: madridDate(-3),
      checkOut: madridDate(-1),
      reservations: 1,
      status: "curating",
      assignedCreatorId: creatorId,
      // As the TEST checkout stores a payment, so the concierge can refund it.
      paymentIntentId: `pi_test_local_${uniqueTag()}`,
    });
    seedMeal(database, booking.id, { position: 1, date: madridDate(-2), meal: "dinner", partySize: 2 });
    seedRecommendation(database, { bookingId: booking.id, creatorId, mealPosition: 1, restaurantName: restaurant });
    return booking;
  } finally {
    database.$client.close();
  }
}

/** A browser context of its own, signed in through the creator's login form. */
async function creatorSignsIn(browser: Browser, url: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Creator Dashboard" })).toBeVisible();
  return page;
}

/** The concierge takes the booking, uses the creator's pick for meal 1, books it and sends the itinerary. */
async function bookPickAndSend(page: Page, url: string, reference: string, restaurant: string) {
  await page.goto(`${url}/admin/bookings/${reference}`);
  // The page's scripts first: a click before they run would race the client's own navigation.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByRole("button", { name: "Take it" })).toBeHidden();
  await page.getByRole("link", { name: "Use this pick for meal 1" }).click();
  await expect(page).toHaveURL(/[?&]pick=\d+/);
  const meal = page.getByRole("form", { name: "Reservation for meal 1" });
  await expect(meal.getByLabel("Restaurant", { exact: true })).toHaveValue(restaurant);
  await meal.getByLabel("Address").fill("Calle Cava Baja, 35, Madrid");
  await meal.getByLabel("Time").fill("21:00");
  await meal.getByRole("button", { name: "Save meal 1" }).click();
  await expect(toast(page, "Reservation saved")).toBeVisible();
  await page.getByRole("button", { name: "Mark as booked" }).click();
  await expect(toast(page, "Marked as booked")).toBeVisible();
  await page.locator("#next-action").getByRole("link", { name: "Send itinerary" }).click();
  await page.getByRole("button", { name: "Yes, send the itinerary" }).click();
  await expect(toast(page, "Itinerary sent")).toBeVisible();
}

/** One round of the server's background jobs as of now (`npm run jobs:due`), on the server's file. */
function runDueJobs(databasePath: string) {
  const run = spawnSync(process.execPath, [join(root, "scripts/jobs-due.mjs")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...clockEnv(),
      BUILD_DIR: resolve(root, process.env.BUILD_DIR ?? "build"),
      DATABASE_PATH: databasePath,
      // The worker's server's own (tests/support/server.ts).
      SESSION_SECRET: "test-session-secret-0123456789abcdefghij",
      ADMIN_TOKEN: "test-admin-token-0123456789",
      APP_ENV: "development",
    },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
}

const plainText = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** The text of a PDF, as pdftotext reads it, spaces collapsed. */
function pdfText(bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), "earnings-loop-")), "invoice.pdf");
  writeFileSync(path, bytes);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

test("a creator is paid once for a booked pick, sees the euros and the invoice; the owner's tax files hold them", async ({
  page: owner,
  context,
  browser,
  server,
}) => {
  const tag = uniqueTag();
  const seedDb = openSeedDatabase(server.databasePath);
  const ownerRow = await seedStaff(seedDb, { role: "owner" });
  await signInAsStaff(context, server.url, seedDb, ownerRow.id);
  const paid = await seedCreatorAccount(seedDb, { name: `Ainhoa ${tag}`, city: "Madrid" });
  const refunded = await seedCreatorAccount(seedDb, { name: `Bruno ${tag}`, city: "Madrid" });
  seedDb.$client.close();
  const tripA = tripWithPick(server.databasePath, paid.id, `Zuriñe Etxeberria ${tag}`, "Casa Lucio");
  const tripB = tripWithPick(server.databasePath, refunded.id, `Olivier Martin ${tag}`, "Sobrino de Botín");

  // The creator connects a payout account (TEST), gives tax details, accepts self-billing.
  const creator = await creatorSignsIn(browser, server.url, paid);
  const payouts = creator.getByRole("region", { name: "Payouts" });
  await payouts.getByRole("button", { name: "Connect a payout account" }).click();
  await expect(creator.getByRole("heading", { level: 1, name: "TEST payout onboarding" })).toBeVisible();
  await expect(creator.getByText("This is a test: no Stripe account is made and no money moves.")).toBeVisible();
  await creator.getByRole("button", { name: "Finish test onboarding" }).click();
  await expect(toast(creator, "Payout account connected")).toBeVisible();
  await expect(payouts).toContainText("Payout account connected: you can be paid.");
  await expect(payouts).toContainText("TEST account");

  await payouts.getByRole("link", { name: "Add your tax details" }).click();
  await creator.getByLabel("A person").check();
  await creator.getByLabel("Legal name").fill(`Ainhoa Etxeberria ${tag}`);
  await creator.getByLabel("Street and number").fill("Calle de Toledo 12");
  await creator.getByLabel("Postal code").fill("28005");
  await creator.getByLabel("Town or city").fill("Madrid");
  await creator.getByLabel("Country", { exact: true }).selectOption("ES");
  await creator.getByLabel("Date of birth").fill("1990-04-01");
  await creator.getByLabel("Tax identification number").fill("12345678Z");
  await creator.getByLabel("Country that issued it").selectOption("ES");
  await creator.getByLabel("A professional in Spain").check();
  await creator.getByLabel("15 %: the general rate").check();
  await creator.getByRole("button", { name: "Save tax details" }).click();
  await expect(toast(creator, "Tax details saved")).toBeVisible();
  await expect(payouts).toContainText("Tax details: complete");

  const agreement = creator.getByRole("region", { name: "Self-billing agreement" });
  await agreement.getByRole("button", { name: "I accept" }).click();
  await expect(toast(creator, "Agreement accepted")).toBeVisible();
  await expect(creator.getByRole("region", { name: "Self-billing agreement" })).toContainText(/Accepted on/);

  // The concierge books both creators' picks and sends the itineraries.
  await bookPickAndSend(owner, server.url, tripA.reference, "Casa Lucio");
  await bookPickAndSend(owner, server.url, tripB.reference, "Sobrino de Botín");
  await creator.reload();
  const earnings = creator.getByRole("region", { name: "Your earnings" });
  await expect(earnings).toContainText("Zuriñe · Madrid");
  await expect(earnings).toContainText("Meal 1 · Casa Lucio");
  await expect(earnings.getByText("Earned", { exact: true })).toBeVisible();

  // The second trip is cancelled with a full refund before any payout.
  await owner.goto(`${server.url}/admin/bookings/${tripB.reference}`);
  await owner.waitForLoadState("networkidle");
  const cancel = owner.locator("#cancel");
  await cancel.getByText("Cancel or refund…").click();
  await cancel.getByRole("radio", { name: /^Full refund/ }).check();
  await cancel.getByRole("button", { name: "Review the cancellation…" }).click();
  await expect(cancel.getByText(/^Cancel this booking and refund €\d+ to the traveller\?/)).toBeVisible();
  await cancel.getByRole("button", { name: /^Yes, cancel and refund/ }).click();
  await expect(toast(owner, "Booking cancelled")).toBeVisible();

  // The stay ended yesterday: the background jobs' round completes the first trip.
  runDueJobs(server.databasePath);
  await creator.reload();
  await expect(earnings.getByText("Payable", { exact: true })).toBeVisible();
  await expect(creator.getByRole("region", { name: "Your earnings" })).toContainText("€6.00");

  // The owner runs the payouts twice: one transfer.
  await owner.goto(`${server.url}/admin/earnings`);
  await owner.waitForLoadState("networkidle");
  await owner.getByRole("button", { name: "Run payouts now" }).click();
  await expect(owner.getByRole("table").filter({ hasText: paid.name }).first()).toBeVisible();
  // The second run adds its own table of what it did: wait for it before counting payouts.
  const tablesBefore = await owner.getByRole("table").count();
  await owner.getByRole("button", { name: "Run payouts now" }).click();
  await expect(owner.getByRole("table")).toHaveCount(tablesBefore + 1);
  const paidRows = owner.getByRole("row").filter({ hasText: paid.name }).filter({ hasText: "Paid" });
  await expect(paidRows).toHaveCount(1);
  // €6.00 with 21 % VAT less 15 % IRPF: €6.36 sent.
  await expect(paidRows).toContainText("€6.36");
  const store = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    const payoutsOf = store.prepare("select count(*) as n from creator_payouts where creator_id = ?");
    expect(payoutsOf.get(paid.id)).toEqual({ n: 1 });
  } finally {
    store.close();
  }

  // The creator sees the euros, the payout and its invoice, and downloads it.
  await creator.reload();
  const figures = creator.getByRole("region", { name: "Your figures" });
  await expect(figures).toContainText("This Month");
  await expect(figures).toContainText("€6.00");
  await expect(earnings.getByText("Paid out", { exact: true })).toBeVisible();
  await expect(payouts).toContainText("Paid");
  const year = madridDate(0).slice(0, 4);
  const invoiceLink = payouts.getByRole("link", { name: new RegExp(`^Invoice AF-${paid.id}-${year}-000001`) });
  await expect(invoiceLink).toBeVisible();
  const download = await creator.request.get((await invoiceLink.getAttribute("href")) ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await download.body());
  expect(text).toContain(`AF-${paid.id}-${year}-000001`);
  expect(text).toContain("Facturación por el destinatario");

  // The refunded creator's earning is shown reversed, and "This Month" nets it out.
  const second = await creatorSignsIn(browser, server.url, refunded);
  const secondEarnings = second.getByRole("region", { name: "Your earnings" });
  await expect(secondEarnings).toContainText("Olivier · Madrid");
  await expect(secondEarnings.getByText("Reversed", { exact: true })).toBeVisible();
  await expect(second.getByRole("region", { name: "Your figures" })).toContainText("€0.00");

  // The owner's tax reports: the quarter's withholdings and the year's DAC7 XML.
  const quarter = Math.floor((Number(madridDate(0).slice(5, 7)) - 1) / 3) + 1;
  await owner.goto(`${server.url}/admin/tax-reports`);
  await owner.waitForLoadState("networkidle");
  await owner.getByLabel("Year", { exact: true }).fill(year);
  await owner.getByLabel("Quarter", { exact: true }).selectOption(String(quarter));
  await owner.getByRole("button", { name: "Show the quarter" }).click();
  await owner.getByLabel("Year paid").fill(year);
  await owner.getByRole("button", { name: "Show the year" }).click();
  await expect(owner.getByRole("region", { name: `Creators paid in ${year}` })).toContainText(
    `Ainhoa Etxeberria ${tag}`,
  );

  const csvDownload = owner.waitForEvent("download");
  await owner.getByRole("link", { name: `Withholdings ${year}-Q${quarter} (CSV)` }).click();
  const csv = plainText(readFileSync((await (await csvDownload).path()) ?? "", "utf8"));
  expect(csv).toContain(`"AF-${paid.id}-${year}-000001"`);
  expect(csv).toMatch(new RegExp(`"Ainhoa Etxeberria ${tag}","12345678Z","6.00","15(\\.00)?","0.90"`));

  const xmlDownload = owner.waitForEvent("download");
  await owner.getByRole("link", { name: `DAC7 ${year} (XML)` }).click();
  const xml = readFileSync((await (await xmlDownload).path()) ?? "", "utf8");
  expect(xml).toContain("12345678Z");
  expect(xml).toContain(`Etxeberria ${tag}`);
  // One meal paid this quarter, €6.36 written in whole euros as the schema asks.
  expect(xml).toContain(`<dpi:NumbQ${quarter}>1</dpi:NumbQ${quarter}>`);
  expect(xml).toContain(`<dpi:ConsQ${quarter} currCode="EUR">6</dpi:ConsQ${quarter}>`);
  await second.context().close();
  await creator.context().close();
});
