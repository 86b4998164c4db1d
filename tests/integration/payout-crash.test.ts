import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { localDateAt } from "~/domain/local-time";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import { BOOKS_ZONE } from "~/features/earnings/earnings";
import { creatorPayoutAccounts, creatorPayouts, payoutRuns } from "~/features/earnings/earnings-tables";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { AGREEMENT_VERSION } from "~/features/self-billing/agreement";
import { acceptAgreement } from "~/features/self-billing/agreements.server";
import { eventually } from "../support/eventually";
import { seedApprovedCreator, seedPaidBooking, seedRecommendation, seedReservation } from "../support/factories";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.mjs";
import { type RunningServer, startServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * A payout run killed mid-way (decision 0076): a built server pays three creators through the
 * fake Stripe, which makes the second one's transfer and answers it only much later; the process
 * is killed (SIGKILL) while it waits. Started again on the same database, the owner runs the
 * payouts again: each creator has exactly one transfer at Stripe, nobody is skipped, and the
 * dead run is shown as abandoned.
 */

let stripe: FakeStripe;
let server: RunningServer;

const serverEnv = () => ({
  DATABASE_PATH: process.env.DATABASE_PATH!,
  TRUST_PROXY: "loopback",
  LOG_LEVEL: "warn",
  STRIPE_SECRET_KEY: "sk_test_fake123",
  STRIPE_API_BASE: stripe.url,
  STRIPE_WEBHOOK_SECRET: "whsec_crashtest123",
  PUBLIC_URL: "http://127.0.0.1:9",
});

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer(serverEnv());
});

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

function runOwnerPayouts(cookie: string) {
  return fetch(`${server.url}/admin/earnings`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      Cookie: cookie,
      "X-Forwarded-For": "198.51.100.7",
    },
    body: new URLSearchParams({ intent: "run-payouts" }),
  });
}

/** A creator able to be paid: tax details, the agreement, an enabled account on the fake Stripe, and €6 payable. */
async function payableCreator(name: string) {
  const creator = seedApprovedCreator(db(), { city: "Madrid" });
  db()
    .insert(creatorTaxDetails)
    .values({
      creatorId: creator.id,
      kind: "individual",
      legalName: name,
      addressLine: "1 Test Street",
      postalCode: "10001",
      city: "Test City",
      country: "US",
      dateOfBirth: "1990-01-01",
      tin: "123456789",
      tinCountry: "US",
      taxStatus: "non_eu",
      updatedBy: "creator",
    })
    .run();
  acceptAgreement(creator.id, AGREEMENT_VERSION, "en");
  const made = await fetch(`${stripe.url}/v1/accounts`, {
    method: "POST",
    headers: { Authorization: "Bearer sk_test_fake123", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ type: "express" }),
  });
  const { id: accountId } = (await made.json()) as { id: string };
  stripe.enablePayouts(accountId);
  db()
    .insert(creatorPayoutAccounts)
    .values({ creatorId: creator.id, stripeAccountId: accountId, payoutsEnabled: true })
    .run();
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-03-09",
    checkOut: "2037-03-11",
    reservations: 1,
    status: "booked",
    assignedCreatorId: creator.id,
    name: `${name} Traveller`,
  });
  const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId: creator.id, restaurantName: "Casa Lucio" });
  seedReservation(db(), {
    bookingId: booking.id,
    mealPosition: 1,
    recommendationId: pick.id,
    localDate: "2037-03-10",
    startsAt: "2037-03-10T20:00:00.000Z",
  });
  sendItinerary(booking.id, { actor: "admin" });
  return { creator, accountId };
}

describe("a payout run killed mid-way", () => {
  it("pays each creator exactly once after a restart, skips nobody, and shows the dead run as abandoned", async () => {
    const period = localDateAt(clock.now(), BOOKS_ZONE).slice(0, 7);
    // The monthly run may start with the server (on or after its day): let it end, with nothing to pay, first.
    await eventually(
      () =>
        db()
          .select()
          .from(payoutRuns)
          .where(eq(payoutRuns.startedBy, "Monthly run"))
          .all()
          .every((run) => run.state === "finished"),
      "the monthly run's end",
    );
    const creators = [];
    for (const name of ["Aitor", "Begoña", "Carmen"]) creators.push(await payableCreator(name));
    completeFinishedTrips(new Date("2037-03-13T12:00:00Z"));
    const owner = await seedStaff(db(), { role: "owner" });
    const cookie = staffCookie(db(), owner.id);

    // The second creator's transfer is made at Stripe, and its answer never reaches the app.
    const slow = creators[1].accountId;
    stripe.slowTransfersTo(slow, 120_000);
    const cutOff = runOwnerPayouts(cookie).then(
      (response) => response.status,
      () => "cut off" as const,
    );
    await eventually(
      () => [...stripe.transfers.values()].some((t) => t.destination === slow),
      "the slow transfer made at Stripe",
    );
    await server.stop("SIGKILL");
    expect(await cutOff).toBe("cut off");
    expect(db().select().from(payoutRuns).where(eq(payoutRuns.state, "running")).all()).toHaveLength(1);

    stripe.slowTransfersTo(null);
    server = await startServer(serverEnv());
    expect((await runOwnerPayouts(cookie)).status).toBe(302);

    for (const { creator, accountId } of creators) {
      const transfers = [...stripe.transfers.values()].filter((t) => t.destination === accountId);
      expect(transfers.map((t) => t.amount)).toEqual([600]);
      const keys = stripe.requests
        .filter((r) => r.path === "/v1/transfers" && r.params.destination === accountId)
        .map((r) => r.headers["idempotency-key"]);
      // Asked again after the crash only for the one whose answer was lost, under the same key.
      expect(new Set(keys)).toEqual(new Set([`payout:${creator.id}:${period}`]));
      expect(keys).toHaveLength(accountId === slow ? 2 : 1);
      const payouts = db()
        .select()
        .from(creatorPayouts)
        .where(and(eq(creatorPayouts.creatorId, creator.id), eq(creatorPayouts.period, period)))
        .all();
      expect(payouts).toMatchObject([{ status: "paid", amountCents: 600, stripeTransferId: transfers[0].id }]);
    }
    const runs = db().select().from(payoutRuns).where(eq(payoutRuns.startedBy, owner.name)).all();
    expect(runs.map((run) => run.state)).toEqual(["abandoned", "finished"]);
    const page = (
      await (
        await fetch(`${server.url}/admin/earnings`, {
          headers: { Cookie: cookie, "X-Forwarded-For": "198.51.100.8" },
        })
      ).text()
    ).replaceAll("<!-- -->", "");
    expect(page).toContain("finished never (abandoned)");
  });
});
