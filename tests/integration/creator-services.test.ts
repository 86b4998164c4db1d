import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingEvents, bookingNotes, bookings, creators, outbox, recommendations } from "~/db/schema";
import { ConflictError, InvalidInputError, NotFoundError } from "~/domain/errors";
import { acceptRequest, releaseRequest, TAKEN } from "~/features/creators/accept-request.server";
import { recommendationsBy, requestsFor } from "~/features/creators/creator-requests.server";
import {
  apply,
  approveCreator,
  listApprovedCreators,
  rejectCreator,
  SET_PASSWORD_TTL_MS,
  setPassword,
  setPasswordLink,
  verifyCredentials,
} from "~/features/creators/creators.server";
import { addRecommendation } from "~/features/creators/recommendations.server";
import { validApplication } from "../support/creator-form";
import { testDb } from "../support/db";
import {
  seedBooking,
  seedCreatorAccount,
  seedFreeBooking,
  seedPaidBooking,
  tokenOf,
  uniqueEmail,
} from "../support/factories";

beforeAll(() => {
  testDb();
});

const creatorByEmail = (email: string) => db().select().from(creators).where(eq(creators.email, email)).get()!;
const outboxOf = (type: "creator" | "creator_approved" | "creator_reapplied") =>
  db().select().from(outbox).where(eq(outbox.type, type)).all();

describe("applying", () => {
  it("stores one pending application per email and queues the automation record with it", () => {
    const email = uniqueEmail();
    const before = outboxOf("creator").length;
    expect(apply(validApplication({ email }))).toBe("created");
    expect(apply({ ...validApplication({ email }), name: "Someone Else" })).toBe("duplicate");

    const rows = db().select().from(creators).where(eq(creators.email, email)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Lucía Gómez", status: "pending", passwordHash: null });
    const records = outboxOf("creator");
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)?.payload).toEqual({
      type: "creator",
      ...validApplication({ email }),
      status: "pending",
      appliedAt: rows[0].appliedAt,
      timestamp: rows[0].appliedAt,
      userAgent: "",
      referrer: "Direct visit",
      Environment: "Staging",
      source: "sobremesa-internal",
    });
  });

  it("tells a known address by email that it applied again, at most once a day", () => {
    const email = uniqueEmail();
    apply(validApplication({ email }));
    const notices = () => outboxOf("creator_reapplied").filter((r) => (r.payload as { email: string }).email === email);
    const now = new Date();
    expect(apply({ ...validApplication({ email }), name: "Someone Else" }, undefined, now)).toBe("duplicate");
    expect(notices().map((r) => r.payload)).toEqual([
      { type: "creator_reapplied", email, applicationStatus: "pending", reappliedAt: now.toISOString() },
    ]);
    // Repeats the same day queue nothing more, so the form cannot flood the address's inbox.
    apply(validApplication({ email }));
    apply(validApplication({ email }));
    expect(notices()).toHaveLength(1);
  });
});

describe("approval and the one-time link", () => {
  it("approves with a 72-hour link whose token is stored only as a hash, queued for the team's email", () => {
    const email = uniqueEmail();
    apply(validApplication({ email }));
    const { id } = creatorByEmail(email);
    const now = new Date("2030-01-01T10:00:00Z");
    const { setPasswordUrl } = approveCreator(id, now);

    const token = tokenOf(setPasswordUrl);
    expect(new URL(setPasswordUrl).pathname).toBe("/set-password");
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = creatorByEmail(email);
    expect(row).toMatchObject({ status: "approved", approvedAt: now.toISOString() });
    expect(row.setPasswordTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.setPasswordExpiresAt).toBe(new Date(now.getTime() + SET_PASSWORD_TTL_MS).toISOString());
    // Queued for the team's email with the link sealed, never in clear (built when it is sent).
    const record = outboxOf("creator_approved").at(-1)!;
    expect(record.payload).toMatchObject({
      type: "creator_approved",
      name: "Lucía Gómez",
      email,
      approvedAt: now.toISOString(),
    });
    expect(JSON.stringify(record)).not.toContain(token);
    expect(listApprovedCreators()).toContainEqual({ id, name: "Lucía Gómez", city: "Madrid" });
  });

  it("lets nobody log in before the password is set, and uses the link exactly once", async () => {
    const email = uniqueEmail();
    apply(validApplication({ email }));
    const { id } = creatorByEmail(email);
    const token = tokenOf(approveCreator(id).setPasswordUrl);

    expect(await verifyCredentials(email, "")).toBeNull();
    expect(setPasswordLink(token)).toEqual({ name: "Lucía Gómez", email });
    expect(await setPassword(token, email.toUpperCase())).toEqual({ ok: false, reason: "password-is-email" });
    expect(await setPassword(token, "paella every sunday")).toMatchObject({ ok: true, email });
    expect(creatorByEmail(email).passwordHash).toMatch(/^\$argon2id\$/);
    expect(await setPassword(token, "another password!")).toEqual({ ok: false, reason: "invalid-link" });
    expect(setPasswordLink(token)).toBeNull();

    expect(await verifyCredentials(` ${email.toUpperCase()} `, "paella every sunday")).toMatchObject({ id, email });
    expect(await verifyCredentials(email, "paella every monday")).toBeNull();
  });

  it("refuses an expired link, and approving again issues a fresh one that replaces it", async () => {
    const email = uniqueEmail();
    apply(validApplication({ email }));
    const { id } = creatorByEmail(email);
    const old = tokenOf(approveCreator(id, new Date(Date.now() - SET_PASSWORD_TTL_MS - 1000)).setPasswordUrl);
    expect(await setPassword(old, "too late for this")).toEqual({ ok: false, reason: "invalid-link" });

    const fresh = tokenOf(approveCreator(id).setPasswordUrl);
    expect(fresh).not.toBe(old);
    expect(await setPassword(fresh, "right on time now")).toMatchObject({ ok: true });
  });

  it("keeps pending and rejected creators out, even with the right password", async () => {
    const account = await seedCreatorAccount(db());
    expect(await verifyCredentials(account.email, account.password)).not.toBeNull();
    rejectCreator(account.id);
    expect(await verifyCredentials(account.email, account.password)).toBeNull();
    expect(creatorByEmail(account.email)).toMatchObject({ status: "rejected", passwordHash: null });

    const pending = uniqueEmail();
    apply(validApplication({ email: pending }));
    expect(await verifyCredentials(pending, "anything at all")).toBeNull();
    expect(await verifyCredentials("nobody@example.com", "anything at all")).toBeNull();
  });

  it("answers 404 for an unknown creator", () => {
    expect(() => approveCreator(999_999)).toThrow(NotFoundError);
    expect(() => rejectCreator(999_999)).toThrow(NotFoundError);
  });
});

describe("what a creator sees and may recommend for", () => {
  it("shows paid and free requests of their city and those assigned to them, never another city's or unpaid ones", async () => {
    const me = await seedCreatorAccount(db(), { city: "Valencia" });
    const account = { id: me.id, name: "Carmen Test", email: me.email, city: "Valencia" };
    const paid = seedPaidBooking(db(), { cityName: "Valencia" });
    const free = seedFreeBooking(db(), { cityName: "Valencia" });
    seedBooking(db(), { cityName: "Valencia" }); // unpaid: never among the requests
    const elsewhere = seedPaidBooking(db(), { cityName: "Barcelona" });
    const assigned = seedPaidBooking(db(), { cityName: "Lisbon", regionCode: "EU", assignedCreatorId: me.id });

    const seen = requestsFor(account);
    expect(seen.map((r) => r.id).sort()).toEqual([paid.id, free.id, assigned.id].sort());
    expect(JSON.stringify(seen)).not.toContain(paid.email);
    expect(JSON.stringify(seen)).not.toContain(paid.phoneNumber);

    const input = {
      mealPosition: 1,
      restaurantName: "Casa Carmela",
      googleMapsLink: "https://maps.app.goo.gl/x",
      dishSuggestion: "Paella",
    };
    expect(() => addRecommendation(account, { ...input, bookingId: elsewhere.id })).toThrow("Request not found");
    expect(() => addRecommendation(account, { ...input, bookingId: 999_999 })).toThrow("Request not found");
    // An open request of their city is theirs to recommend for only once they accept it.
    expect(() => addRecommendation(account, { ...input, bookingId: paid.id })).toThrow("Request not found");
    expect(db().select().from(recommendations).where(eq(recommendations.bookingId, elsewhere.id)).all()).toEqual([]);

    acceptRequest(account, paid.id);
    expect(() => addRecommendation(account, { ...input, bookingId: paid.id, mealPosition: 9 })).toThrow(
      InvalidInputError,
    );
    addRecommendation(account, { ...input, bookingId: paid.id });
    expect(recommendationsBy(account)).toMatchObject([
      { restaurantName: "Casa Carmela", travellerName: paid.name, cityName: "Valencia", bookingId: paid.id },
    ]);
    expect(requestsFor(account).find((r) => r.id === paid.id)?.recommendations).toHaveLength(1);
  });
});

describe("accepting and releasing a request", () => {
  const accountOf = async (city: string) => {
    const me = await seedCreatorAccount(db(), { city });
    return { id: me.id, name: `Creator ${me.id}`, email: me.email, city };
  };
  const assignedTo = (id: number) =>
    db().select({ a: bookings.assignedCreatorId, s: bookings.status }).from(bookings).where(eq(bookings.id, id)).get();

  it("one of two creators of the city wins; the request leaves the other's list; curating starts", async () => {
    const first = await accountOf("Valencia");
    const second = await accountOf("valencia");
    const request = seedPaidBooking(db(), { cityName: "Valencia", status: "preferences_received" });
    expect(requestsFor(second).map((r) => r.id)).toContain(request.id);
    acceptRequest(first, request.id);
    expect(() => acceptRequest(second, request.id)).toThrow(TAKEN);
    expect(assignedTo(request.id)).toEqual({ a: first.id, s: "curating" });
    expect(requestsFor(second).map((r) => r.id)).not.toContain(request.id);
    expect(requestsFor(first).find((r) => r.id === request.id)?.mine).toBe(true);
    const history = db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, request.id)).all();
    expect(history.map((e) => [e.toStatus, e.actor, e.actorId])).toEqual([["curating", "creator", String(first.id)]]);
  });

  it("refuses another city's request and a made-up one as not found, storing nothing", async () => {
    const me = await accountOf("Valencia");
    const elsewhere = seedPaidBooking(db(), { cityName: "Porto" });
    expect(() => acceptRequest(me, elsewhere.id)).toThrow(NotFoundError);
    expect(() => acceptRequest(me, 999_999)).toThrow(NotFoundError);
    expect(assignedTo(elsewhere.id)?.a).toBeNull();
  });

  it("releases only the creator's own request and only before it is booked, leaving a note for the concierge", async () => {
    const me = await accountOf("Valencia");
    const other = await accountOf("Valencia");
    const request = seedPaidBooking(db(), { cityName: "Valencia", status: "curating" });
    acceptRequest(me, request.id);
    expect(() => releaseRequest(other, request.id)).toThrow(NotFoundError);
    releaseRequest(me, request.id);
    expect(assignedTo(request.id)?.a).toBeNull();
    expect(db().select().from(bookingNotes).where(eq(bookingNotes.bookingId, request.id)).all()).toMatchObject([
      { author: `creator:${me.id}` },
    ]);
    const booked = seedPaidBooking(db(), { cityName: "Valencia", status: "booked", assignedCreatorId: me.id });
    expect(() => releaseRequest(me, booked.id)).toThrow(ConflictError);
    expect(assignedTo(booked.id)?.a).toBe(me.id);
  });
});
