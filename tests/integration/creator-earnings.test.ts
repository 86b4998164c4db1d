import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "~/clock";
import { db, writeTransaction } from "~/db/client.server";
import { type Booking, reservations } from "~/db/schema";
import { transition } from "~/features/booking/lifecycle.server";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { rateInForce } from "~/features/earnings/earnings.server";
import { creatorEarnings, creatorRates } from "~/features/earnings/earnings-tables";
import { addRate } from "~/features/earnings/rates.server";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { sendItineraryUpdate } from "~/features/itinerary/itinerary.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { seedApprovedCreator, seedPaidBooking, seedRecommendation, seedReservation } from "../support/factories";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * Creators' earnings (decision 0068) on a real SQLite file: the ledger written by the itinerary's
 * first send, the trip's completion and a refund; the append-only triggers; the rates' history;
 * and, over HTTP against the built server, the creator's dashboard and the owners' rate page.
 */

const { send, logIn, account, url } = creatorHttp();

afterEach(() => setClock(null));

const ledgerOf = (bookingId: number) =>
  db().select().from(creatorEarnings).where(eq(creatorEarnings.bookingId, bookingId)).orderBy(creatorEarnings.id).all();

async function anOwner() {
  const row = await seedStaff(db(), { role: "owner" });
  return { id: row.id, name: row.name, role: "owner" as const };
}

/**
 * A booked trip of two meals: the first table from the creator's pick, the second one the
 * concierge found on their own (no pick behind it). Paid through Stripe, so it can be refunded.
 */
function bookedTrip(creatorId: number, seed: Partial<Booking> = {}) {
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    reservations: 2,
    status: "booked",
    assignedCreatorId: creatorId,
    paymentIntentId: `pi_test_${Math.random().toString(36).slice(2)}`,
    ...seed,
  });
  const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId, restaurantName: "Casa Lucio" });
  seedReservation(db(), { bookingId: booking.id, mealPosition: 1, recommendationId: pick.id });
  seedReservation(db(), {
    bookingId: booking.id,
    mealPosition: 2,
    restaurantName: "Sacha",
    localDate: "2037-12-11",
    localTime: "14:00",
    startsAt: "2037-12-11T13:00:00.000Z",
  });
  return booking;
}

describe("the ledger", () => {
  it("records one earning at the rate in force when the itinerary is sent, for the creator's pick only; an update earns nothing more", async () => {
    const owner = await anOwner();
    // Ibiza's own rates: €7 from 2031, €9 from July 2031; the default (€5) comes second to them.
    addRate(owner, { euros: 500, city: null, appliesFrom: "2031-01-01" });
    addRate(owner, { euros: 700, city: "Ibiza", appliesFrom: "2031-01-01" });
    addRate(owner, { euros: 900, city: "Ibiza", appliesFrom: "2031-07-01" });
    const creator = seedApprovedCreator(db(), { city: "Ibiza" });
    const booking = bookedTrip(creator.id, { cityName: "Ibiza" });

    setClock("2031-06-15T10:00:00Z", { freeze: true });
    sendItinerary(booking.id, { actor: "admin" });
    const earned = ledgerOf(booking.id);
    expect(earned.map((e) => [e.kind, e.creatorId, e.mealPosition, e.restaurantName, e.amountCents])).toEqual([
      ["earned", creator.id, 1, "Casa Lucio", 700],
    ]);
    expect(earned[0].at).toBe("2031-06-15T10:00:00.000Z");

    // The concierge changes a tip and sends the update: the meal is the same, and earns once.
    setClock("2031-07-02T10:00:00Z", { freeze: true });
    db()
      .update(reservations)
      .set({ dishTips: "Ask for the off-menu croquetas" })
      .where(eq(reservations.bookingId, booking.id))
      .run();
    expect(sendItineraryUpdate(booking.id).changes.length).toBeGreaterThan(0);
    expect(ledgerOf(booking.id)).toEqual(earned);
  });

  it("a trip whose every table the concierge found alone earns nobody anything", () => {
    const creator = seedApprovedCreator(db(), { city: "Madrid" });
    const booking = seedPaidBooking(db(), {
      status: "booked",
      checkIn: "2037-12-09",
      checkOut: "2037-12-12",
      reservations: 1,
      assignedCreatorId: creator.id,
    });
    // The creator made a pick, but the table booked is not it.
    seedRecommendation(db(), { bookingId: booking.id, creatorId: creator.id });
    seedReservation(db(), { bookingId: booking.id, mealPosition: 1, restaurantName: "Somewhere Else" });
    sendItinerary(booking.id, { actor: "admin" });
    expect(ledgerOf(booking.id)).toEqual([]);
  });

  it("makes the earning payable when the trip is completed", () => {
    const creator = seedApprovedCreator(db(), { city: "Madrid" });
    const booking = bookedTrip(creator.id);
    sendItinerary(booking.id, { actor: "admin" });
    expect(completeFinishedTrips(new Date("2037-12-14T12:00:00Z"))).toBeGreaterThanOrEqual(1);
    const ledger = ledgerOf(booking.id);
    expect(ledger.map((e) => e.kind)).toEqual(["earned", "payable"]);
    expect(ledger[1].amountCents).toBe(ledger[0].amountCents);
    // The nightly job run again adds nothing.
    completeFinishedTrips(new Date("2037-12-15T12:00:00Z"));
    expect(ledgerOf(booking.id)).toHaveLength(2);
  });

  it("reverses the earning with a new entry when the booking is refunded before it is paid out", () => {
    const creator = seedApprovedCreator(db(), { city: "Madrid" });
    const booking = bookedTrip(creator.id);
    sendItinerary(booking.id, { actor: "admin" });
    const [earned] = ledgerOf(booking.id);
    writeTransaction((tx) =>
      transition(tx, { bookingId: booking.id, to: "cancelled", actor: "admin", refundCents: 1000 }),
    );
    const ledger = ledgerOf(booking.id);
    expect(ledger.map((e) => [e.kind, e.amountCents])).toEqual([
      ["earned", earned.amountCents],
      ["reversed", -earned.amountCents],
    ]);
    // The earned entry is still there as it was: nothing was changed in place.
    expect(ledger[0]).toEqual(earned);
  });

  it("refuses any UPDATE or DELETE on the ledger and the rates, whoever asks", async () => {
    const creator = seedApprovedCreator(db(), { city: "Madrid" });
    const booking = bookedTrip(creator.id);
    sendItinerary(booking.id, { actor: "admin" });
    const [entry] = ledgerOf(booking.id);
    const raw = db().$client;
    expect(() => raw.prepare("update creator_earnings set amount_cents = 1 where id = ?").run(entry.id)).toThrow(
      "creator_earnings is append-only: write a reversing entry instead",
    );
    expect(() => raw.prepare("delete from creator_earnings where id = ?").run(entry.id)).toThrow(
      "creator_earnings is append-only: an earning is never deleted",
    );
    addRate(await anOwner(), { euros: 650, city: "Palma de Mallorca", appliesFrom: "2030-01-01" });
    expect(() => raw.prepare("update creator_rates set amount_cents = 1").run()).toThrow(
      "creator_rates keeps its history: add a new rate instead",
    );
    expect(() => raw.prepare("delete from creator_rates").run()).toThrow(
      "creator_rates keeps its history: a rate is never deleted",
    );
    expect(ledgerOf(booking.id)).toEqual([entry]);
  });
});

describe("the rates' history", () => {
  it("applies a new rate from its day only, a city's rate before the default, and the latest of one day", async () => {
    const owner = await anOwner();
    // Before any rate of its own or a default that applies: €6.
    expect(rateInForce("Lisbon", "2020-01-01")).toEqual({ id: null, amountCents: 600 });
    const lisbon = addRate(owner, { euros: 800, city: "Lisbon", appliesFrom: "2032-03-01" });
    expect(rateInForce("Lisbon", "2032-02-29").amountCents).not.toBe(800);
    expect(rateInForce("Lisbon", "2032-03-01")).toEqual({ id: lisbon.id, amountCents: 800 });
    const raised = addRate(owner, { euros: 850, city: "Lisbon", appliesFrom: "2032-06-01" });
    expect(rateInForce("Lisbon", "2032-05-31").amountCents).toBe(800);
    expect(rateInForce("Lisbon", "2032-06-01")).toEqual({ id: raised.id, amountCents: 850 });
    // A correction the same day is a new row, and the one added last wins; the old one stays.
    const corrected = addRate(owner, { euros: 825, city: "Lisbon", appliesFrom: "2032-06-01" });
    expect(rateInForce("Lisbon", "2032-06-02")).toEqual({ id: corrected.id, amountCents: 825 });
    const rows = db().select().from(creatorRates).where(eq(creatorRates.cityName, "Lisbon")).all();
    expect(rows.map((r) => r.amountCents)).toEqual([800, 850, 825]);
    // A city without its own rate takes the default in force (here the €5 of 2031, set above).
    expect(rateInForce("Porto", "2032-06-02").amountCents).toBe(500);
  });
});

/** Every kind of space Intl puts in money ("12,00 €" has a no-break one) as a plain space. */
const plain = (html: string) => html.replaceAll("<!-- -->", "").replace(/[\u00a0\u202f]/g, " ");
const figure = (html: string, label: string) =>
  plain(html).match(new RegExp(`>${label}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];
const earningsPart = (html: string) => {
  const text = plain(html);
  return text.slice(text.indexOf('id="earnings-title"'), text.indexOf("<nav", text.indexOf('id="earnings-title"')));
};

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  send(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url() },
    body: new URLSearchParams(fields),
    cookie,
  });

describe("over HTTP", () => {
  it("lets an owner add a rate and see its history; refuses bad input with nothing stored", async () => {
    const owner = await seedStaff(db(), { role: "owner" });
    const cookie = staffCookie(db(), owner.id);
    const before = db().select().from(creatorRates).all().length;

    const bad = await post(
      "/admin/earnings",
      { intent: "add-rate", euros: "six", city: "Atlantis", appliesFrom: "2031-02-30" },
      cookie,
    );
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Enter an amount in euros, such as 6 or 6.50");
    expect(bad.text).toContain("Pick a city from the list, or none");
    expect(bad.text).toContain("Enter a date as YYYY-MM-DD");
    expect(db().select().from(creatorRates).all()).toHaveLength(before);

    const added = await post(
      "/admin/earnings",
      { intent: "add-rate", euros: "6,00", city: "Valencia", appliesFrom: "2000-01-01" },
      cookie,
    );
    expect(added.response.status).toBe(302);
    const rows = db().select().from(creatorRates).where(eq(creatorRates.cityName, "Valencia")).all();
    expect(rows.map((r) => [r.amountCents, r.appliesFrom, r.setBy])).toEqual([[600, "2000-01-01", owner.name]]);
    const page = plain((await send("/admin/earnings", { cookie })).text);
    expect(page).toContain("Rate history");
    expect(page).toMatch(/2000-01-01<\/th><td[^>]*>Valencia<\/td><td[^>]*>€6<\/td>/);
  });

  it("a concierge gets the 403 page on the rate form; an anonymous visitor is sent to sign in", async () => {
    await seedStaff(db(), { role: "owner" });
    const concierge = staffCookie(db(), (await seedStaff(db(), { role: "concierge" })).id);
    const before = db().select().from(creatorRates).all().length;
    const page = await send("/admin/earnings", { cookie: concierge });
    expect(page.response.status).toBe(403);
    expect(page.text).toContain("Only an owner can open this.");
    const posted = await post(
      "/admin/earnings",
      { intent: "add-rate", euros: "99", appliesFrom: "2000-01-01" },
      concierge,
    );
    expect(posted.response.status).toBe(403);

    const anonymous = await send("/admin/earnings");
    expect(anonymous.response.status).toBe(302);
    expect(anonymous.response.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=%2Fadmin%2Fearnings/);
    const anonymousPost = await post("/admin/earnings", { intent: "add-rate", euros: "99", appliesFrom: "2000-01-01" });
    expect([302, 303]).toContain(anonymousPost.response.status);
    expect(db().select().from(creatorRates).all()).toHaveLength(before);
  });

  it("shows the month's earnings in euros in the creator's language, the payable balance and each earning; another creator sees none of it", async () => {
    // Valencia's own rate (€6, added over HTTP above, or here if this test runs alone).
    if (db().select().from(creatorRates).where(eq(creatorRates.cityName, "Valencia")).all().length === 0) {
      addRate(await anOwner(), { euros: 600, city: "Valencia", appliesFrom: "2000-01-01" });
    }
    const me = await account("Valencia");
    const other = await account("Valencia");
    const booking = seedPaidBooking(db(), {
      cityName: "Valencia",
      checkIn: "2037-05-03",
      checkOut: "2037-05-06",
      reservations: 2,
      status: "booked",
      assignedCreatorId: me.id,
      name: "Zuriñe Etxeberria",
    });
    for (const [position, name] of [
      [1, "Casa Carmela"],
      [2, "La Pepica"],
    ] as const) {
      const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId: me.id, restaurantName: name });
      seedReservation(db(), {
        bookingId: booking.id,
        mealPosition: position,
        restaurantName: name,
        localDate: "2037-05-04",
        recommendationId: pick.id,
      });
    }
    const mine = sessionCookie((await logIn(me.email, me.password)).response);
    expect(figure((await send("/dashboard", { cookie: mine })).text, "This Month")).toBe("€0.00");

    sendItinerary(booking.id, { actor: "admin" });
    const en = (await send("/dashboard", { cookie: mine })).text;
    expect(figure(en, "This Month")).toBe("€12.00");
    const part = earningsPart(en);
    expect(part).toContain("Payable balance");
    expect(part).toContain("€0.00");
    expect(part).toContain("Zuriñe · Valencia");
    expect(part).toContain("Meal 1 · Casa Carmela");
    expect(part).toContain("Meal 2 · La Pepica");
    expect(part.match(/>Earned</g)).toHaveLength(2);
    // The trip by first name and city only.
    expect(part).not.toContain("Etxeberria");

    expect(figure((await send("/es/dashboard", { cookie: mine })).text, "Este mes")).toBe("12,00 €");
    expect(figure((await send("/fr/dashboard", { cookie: mine })).text, "Ce mois-ci")).toBe("12,00 €");
    expect(earningsPart((await send("/es/dashboard", { cookie: mine })).text)).toContain("Ganada");

    // The trip is completed: both meals payable, the balance €12.00.
    completeFinishedTrips(new Date("2037-05-08T12:00:00Z"));
    const completed = earningsPart((await send("/dashboard", { cookie: mine })).text);
    expect(completed).toMatch(/Payable balance<\/dt><dd[^>]*>€12\.00</);
    expect(completed.match(/>Payable</g)).toHaveLength(2);

    const theirs = sessionCookie((await logIn(other.email, other.password)).response);
    const otherPage = (await send("/dashboard", { cookie: theirs })).text;
    expect(figure(otherPage, "This Month")).toBe("€0.00");
    expect(earningsPart(otherPage)).toContain("No earnings yet");
    expect(otherPage).not.toContain("Zuriñe");
  });
});
