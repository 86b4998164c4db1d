import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sendItinerary } from "~/features/booking/move-booking.server";
import {
  creatorEarnings,
  creatorPayoutAccounts,
  creatorPayouts,
  payoutRunLines,
} from "~/features/earnings/earnings-tables";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { seedCreatorAccount, seedPaidBooking, seedRecommendation, seedReservation } from "../support/factories";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.mjs";
import { postTo as post, sendTo as send, stripeEnv } from "../support/payouts";
import { seedReadyToBill } from "../support/self-billing";
import { type RunningServer, startServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * Paying creators (decision 0070) on a real SQLite file shared by two built servers: one talking
 * to the fake Stripe on loopback through the real SDK (Connect onboarding, the account.updated
 * webhook, transfers), one without a Stripe key (the local TEST onboarding). The owner runs the
 * payouts over HTTP; the ledger, the payouts and the fake's transfers are read after.
 */

const SECRET = "whsec_payouttest123";
let stripe: FakeStripe;
let live: RunningServer;
let local: RunningServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const common = { DATABASE_PATH: process.env.DATABASE_PATH!, TRUST_PROXY: "loopback", LOG_LEVEL: "warn" };
  // The local server first: it makes the database; the other then finds it migrated.
  local = await startServer(common);
  live = await startServer({ ...common, ...stripeEnv(stripe, SECRET) });
});

afterAll(async () => {
  await live?.stop();
  await local?.stop();
  await stripe?.close();
});

async function creatorSignedIn(server: RunningServer) {
  const account = await seedCreatorAccount(db(), { city: "Madrid", password: `pw-${Math.random()}-long-enough` });
  const { response } = await post(server, "/dashboard", {
    intent: "login",
    email: account.email,
    password: account.password,
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("sm_creator="))
    ?.split(";")[0];
  if (!cookie) throw new Error("creator not signed in");
  // Tax details outside the EU and the self-billing agreement: the run may pay them, and the amount sent is the base.
  seedReadyToBill(db(), account.id);
  return { ...account, cookie };
}

/** A completed trip with one meal booked from the creator's pick: €6 payable (the default rate). */
function payableEarning(creatorId: number, name = "Zuriñe Etxeberria") {
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-03-09",
    checkOut: "2037-03-11",
    reservations: 1,
    status: "booked",
    assignedCreatorId: creatorId,
    name,
  });
  const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId, restaurantName: "Casa Lucio" });
  seedReservation(db(), {
    bookingId: booking.id,
    mealPosition: 1,
    recommendationId: pick.id,
    localDate: "2037-03-10",
    startsAt: "2037-03-10T20:00:00.000Z",
  });
  sendItinerary(booking.id, { actor: "admin" });
  completeFinishedTrips(new Date("2037-03-13T12:00:00Z"));
  return booking;
}

const accountOf = (creatorId: number) =>
  db().select().from(creatorPayoutAccounts).where(eq(creatorPayoutAccounts.creatorId, creatorId)).get();
const payoutsOf = (creatorId: number) =>
  db().select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId)).all();
const transfersTo = (account: string) => [...stripe.transfers.values()].filter((t) => t.destination === account);
const plain = (html: string) => html.replaceAll("<!-- -->", "").replace(/[\u00a0\u202f]/g, " ");

async function owner() {
  const row = await seedStaff(db(), { role: "owner" });
  return staffCookie(db(), row.id);
}

/** Onboards on the fake Stripe through the app: the Account Link redirect, Stripe's page, the webhook. */
async function onboardOnStripe(creator: { id: number; cookie: string }) {
  const started = await post(live, "/dashboard/payouts", { intent: "connect-payouts" }, creator.cookie);
  expect(started.response.status).toBe(303);
  const link = started.response.headers.get("location")!;
  const accountId = accountOf(creator.id)!.stripeAccountId;
  expect(link).toBe(`${stripe.url}/onboard/${accountId}`);
  const created = stripe.requests.find((r) => r.path === "/v1/accounts" && r.method === "POST")!;
  expect(created.params).toMatchObject({ type: "express", capabilities: { transfers: { requested: "true" } } });
  const linked = stripe.requests.filter((r) => r.path === "/v1/account_links").at(-1)!;
  expect(linked.params).toMatchObject({
    account: accountId,
    type: "account_onboarding",
    return_url: "http://127.0.0.1:9/dashboard/payouts",
  });
  // Onboarding finished on Stripe's side; the webhook tells the app.
  const account = (await (await fetch(link)).json()) as { id: string; payouts_enabled: boolean };
  const delivered = await stripe.sendEvent(`${live.url}/api/stripe-webhook`, SECRET, "account.updated", account);
  expect(delivered.status).toBe(200);
  return accountId;
}

describe("onboarding", () => {
  it("Stripe: the connect button redirects to Stripe's onboarding; account.updated turns payouts on", async () => {
    const creator = await creatorSignedIn(live);
    const before = plain((await send(live, "/dashboard", { cookie: creator.cookie })).text);
    expect(before).toContain("Connect a payout account");
    const accountId = await onboardOnStripe(creator);
    expect(accountOf(creator.id)).toMatchObject({ stripeAccountId: accountId, payoutsEnabled: true });
    // A second click never makes a second account.
    await post(live, "/dashboard/payouts", { intent: "connect-payouts" }, creator.cookie);
    expect(stripe.requests.filter((r) => r.path === "/v1/accounts" && r.method === "POST")).toHaveLength(1);
    const after = plain((await send(live, "/dashboard", { cookie: creator.cookie })).text);
    expect(after).toContain("Payout account connected: you can be paid.");
    // Stripe turns payouts off again later: the webhook says so.
    await stripe.sendEvent(
      `${live.url}/api/stripe-webhook`,
      SECRET,
      "account.updated",
      stripe.enablePayouts(accountId, false),
    );
    expect(accountOf(creator.id)?.payoutsEnabled).toBe(false);
    // A forged event (wrong secret) changes nothing.
    const forged = await stripe.sendEvent(
      `${live.url}/api/stripe-webhook`,
      "whsec_other",
      "account.updated",
      stripe.enablePayouts(accountId, true),
    );
    expect(forged.status).toBe(400);
    expect(accountOf(creator.id)?.payoutsEnabled).toBe(false);
  });

  it("TEST mode: the local onboarding page says it is a test and enables the account", async () => {
    const creator = await creatorSignedIn(local);
    const started = await post(local, "/dashboard/payouts", { intent: "connect-payouts" }, creator.cookie);
    expect(started.response.status).toBe(303);
    expect(started.response.headers.get("location")).toBe("/dashboard/payouts");
    expect(accountOf(creator.id)).toMatchObject({ payoutsEnabled: false });
    const page = plain((await send(local, "/dashboard/payouts", { cookie: creator.cookie })).text);
    expect(page).toContain("This is a test: no Stripe account is made and no money moves.");
    const finished = await post(local, "/dashboard/payouts", { intent: "finish-test-onboarding" }, creator.cookie);
    expect(finished.response.status).toBe(302);
    expect(accountOf(creator.id)?.payoutsEnabled).toBe(true);
    expect(plain((await send(local, "/dashboard", { cookie: creator.cookie })).text)).toContain("TEST account");
    // The Stripe server has no local test page, and nobody signed out reaches it.
    expect(
      (await post(live, "/dashboard/payouts", { intent: "finish-test-onboarding" }, creator.cookie)).response.status,
    ).toBe(404);
    expect((await send(local, "/dashboard/payouts")).response.status).toBe(302);
  });
});

describe("the payout run", () => {
  it("pays the payable balance in one transfer, once, however often and however many at once it runs", async () => {
    const creator = await creatorSignedIn(live);
    const accountId = await onboardOnStripe(creator);
    payableEarning(creator.id);
    const cookie = await owner();

    const ran = await post(live, "/admin/earnings", { intent: "run-payouts" }, cookie);
    expect(ran.response.status).toBe(302);
    const transfers = transfersTo(accountId);
    expect(transfers.map((t) => [t.amount, t.currency, t.destination])).toEqual([[600, "eur", accountId]]);
    const [payout] = payoutsOf(creator.id);
    expect(payout).toMatchObject({ amountCents: 600, status: "paid", stripeTransferId: transfers[0].id });
    const sent = stripe.requests.find((r) => r.path === "/v1/transfers")!;
    expect(sent.headers["idempotency-key"]).toBe(`payout:${creator.id}:${payout.period}`);
    const ledger = db().select().from(creatorEarnings).where(eq(creatorEarnings.creatorId, creator.id)).all();
    expect(ledger.map((e) => [e.kind, e.amountCents, e.payoutId])).toEqual([
      ["earned", 600, null],
      ["payable", 600, null],
      ["paid_out", 600, payout.id],
    ]);

    // Again, and twice at once: still one transfer, one payout.
    await post(live, "/admin/earnings", { intent: "run-payouts" }, cookie);
    const both = await Promise.all([
      post(live, "/admin/earnings", { intent: "run-payouts" }, cookie),
      post(live, "/admin/earnings", { intent: "run-payouts" }, cookie),
    ]);
    expect(both.map((b) => b.response.status).sort()).toEqual(expect.arrayContaining([302]));
    expect(transfersTo(accountId)).toHaveLength(1);
    expect(payoutsOf(creator.id)).toHaveLength(1);

    const dashboard = plain((await send(live, "/dashboard", { cookie: creator.cookie })).text);
    expect(dashboard).toMatch(/Payouts/);
    expect(dashboard).toContain("€6.00");
    expect(dashboard).toContain(">Paid<");
    expect(dashboard).toContain(">Paid out<");
    const adminPage = plain((await send(live, "/admin/earnings", { cookie })).text);
    expect(adminPage).toContain(creator.name);
    expect(adminPage).toContain(transfers[0].id);
  });

  it("carries over a creator whose account cannot receive payouts, with the reason for them and the owner", async () => {
    const creator = await creatorSignedIn(live);
    payableEarning(creator.id, "Iker Arrieta");
    const cookie = await owner();
    await post(live, "/admin/earnings", { intent: "run-payouts" }, cookie);
    expect(payoutsOf(creator.id)).toEqual([]);
    const line = db().select().from(payoutRunLines).where(eq(payoutRunLines.creatorId, creator.id)).all().at(-1);
    expect(line).toMatchObject({ outcome: "carried_over", amountCents: 600, reason: "no_account" });
    expect(plain((await send(live, "/dashboard", { cookie: creator.cookie })).text)).toContain(
      "Your balance is carried over to the next payout: connect a payout account to be paid.",
    );
    expect(plain((await send(live, "/admin/earnings", { cookie })).text)).toContain("No payout account connected");
  });

  it("records a refused transfer as failed with Stripe's message and pays it at the next run", async () => {
    const creator = await creatorSignedIn(live);
    const accountId = await onboardOnStripe(creator);
    payableEarning(creator.id, "Maite Goñi");
    const cookie = await owner();
    stripe.refuseTransfersTo(accountId);
    await post(live, "/admin/earnings", { intent: "run-payouts" }, cookie);
    expect(payoutsOf(creator.id)).toMatchObject([{ status: "failed", attempts: 1, amountCents: 600 }]);
    expect(payoutsOf(creator.id)[0].error).toContain("capabilities enabled: transfers");
    expect(transfersTo(accountId)).toEqual([]);
    expect(plain((await send(live, "/admin/earnings", { cookie })).text)).toContain("capabilities enabled: transfers");
    expect(plain((await send(live, "/dashboard", { cookie: creator.cookie })).text)).toContain(
      "Not paid yet: tried again at the next payout",
    );

    stripe.refuseTransfersTo(null);
    await post(live, "/admin/earnings", { intent: "run-payouts" }, cookie);
    expect(transfersTo(accountId).map((t) => t.amount)).toEqual([600]);
    expect(payoutsOf(creator.id)).toMatchObject([{ status: "paid", attempts: 1, error: null }]);
  });
});

describe("permissions", () => {
  it("only an owner runs payouts: a concierge gets 403, nobody signed in is sent to sign in, nothing is paid", async () => {
    const creator = await creatorSignedIn(live);
    const accountId = await onboardOnStripe(creator);
    payableEarning(creator.id, "Ane Urrutia");
    const concierge = staffCookie(db(), (await seedStaff(db(), { role: "concierge" })).id);
    expect((await post(live, "/admin/earnings", { intent: "run-payouts" }, concierge)).response.status).toBe(403);
    expect((await send(live, "/admin/earnings", { cookie: concierge })).response.status).toBe(403);
    expect([302, 303]).toContain((await post(live, "/admin/earnings", { intent: "run-payouts" })).response.status);
    expect(transfersTo(accountId)).toEqual([]);
    // A creator's own payouts only: another creator sees none of them.
    await post(live, "/admin/earnings", { intent: "run-payouts" }, await owner());
    expect(transfersTo(accountId)).toHaveLength(1);
    const other = await creatorSignedIn(live);
    const page = plain((await send(live, "/dashboard", { cookie: other.cookie })).text);
    expect(page).toContain("No payouts yet");
    expect(page).not.toContain("Ane");
  });

  it("refuses a bad payout day with a 400 and keeps the default", async () => {
    const cookie = await owner();
    const bad = await post(live, "/admin/earnings", { intent: "set-payout-day", day: "31" }, cookie);
    expect(bad.response.status).toBe(400);
    expect(plain(bad.text)).toContain("Enter a day of the month from 1 to 28");
    expect(plain((await send(live, "/admin/earnings", { cookie })).text)).toContain(
      "Runs happen on day 5 of each month",
    );
    const good = await post(live, "/admin/earnings", { intent: "set-payout-day", day: "12" }, cookie);
    expect(good.response.status).toBe(302);
    expect(plain((await send(live, "/admin/earnings", { cookie })).text)).toContain(
      "Runs happen on day 12 of each month",
    );
  });
});
