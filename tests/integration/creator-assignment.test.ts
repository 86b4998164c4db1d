import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingNotes, bookings } from "~/db/schema";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { seedApprovedCreator, seedFreeBooking, seedPaidBooking, uniqueTag } from "../support/factories";

/**
 * Who a request goes to, over HTTP against the built server on this file's database: offered
 * only to creators of its destination, given by the concierge only to one the rule allows (the
 * same rule on /admin as in the workspace), and given back when its creator is rejected.
 */

const { send, postForm, account, logIn, url } = creatorHttp();
const TOKEN = "test-admin-token-0123456789";
let admin = "";

/** A post from the admin's own pages: same origin, with the admin session. */
const adminPost = (path: string, fields: Record<string, string>) =>
  send(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url() },
    body: new URLSearchParams(fields),
    cookie: admin,
  });

beforeAll(async () => {
  const unlocked = await send("/admin", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url() },
    body: new URLSearchParams({ intent: "unlock", token: TOKEN }),
  });
  admin = unlocked.response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(admin).toContain("sm_admin=");
});

const assignedTo = (id: number) =>
  db().select({ creator: bookings.assignedCreatorId }).from(bookings).where(eq(bookings.id, id)).get()?.creator;
const notesOn = (id: number) =>
  db()
    .select({ body: bookingNotes.body, author: bookingNotes.author })
    .from(bookingNotes)
    .where(eq(bookingNotes.bookingId, id))
    .all();

/** A request for a destination outside the catalogue, as the form stores it: "Other", no city. */
const otherRequest = (name: string) =>
  seedFreeBooking(db(), { regionCode: "OTHER", cityName: "Other", name, status: "pending" });

describe("a request for an 'Other' destination", () => {
  it("is offered to no creator, not even one whose city is 'Other', and none can accept it", async () => {
    const request = otherRequest(`Traveller Elsewhere ${uniqueTag()}`);
    for (const city of ["Other", "other", "Reykjavík"]) {
      const me = await account(city);
      const cookie = sessionCookie((await logIn(me.email, me.password)).response);
      const dashboard = await send("/dashboard?tab=requests", { cookie });
      expect(dashboard.text).toContain("Creator Dashboard");
      expect(dashboard.text, city).not.toContain(request.name);
      const accepted = await postForm("/dashboard", { intent: "accept", bookingId: String(request.id) }, { cookie });
      expect(accepted.response.status, city).toBe(404);
      expect(assignedTo(request.id), city).toBeNull();
    }
  });

  it("is given by the concierge to any approved creator, and then shows on that creator's dashboard", async () => {
    const request = otherRequest(`Traveller Hanoi ${uniqueTag()}`);
    const me = await account("Lisbon");
    const assigned = await adminPost(`/admin/bookings/${request.reference}`, {
      intent: "assign",
      creatorId: String(me.id),
    });
    expect(assigned.response.status).toBe(302);
    expect(assignedTo(request.id)).toBe(me.id);
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    expect((await send("/dashboard?tab=requests", { cookie })).text).toContain(request.name);
  });
});

describe("the Internal Database's assign form", () => {
  it("gives a booking only to an approved creator of its city, as the workspace does, and offers only them", async () => {
    const booking = seedPaidBooking(db(), { cityName: "Madrid", status: "paid", name: `Madrid Trip ${uniqueTag()}` });
    const madrid = seedApprovedCreator(db(), { city: "madrid", name: `Lucía ${uniqueTag()}` });
    const lisbon = seedApprovedCreator(db(), { city: "Lisbon", name: `João ${uniqueTag()}` });

    const page = await send(`/admin?tab=bookings&q=${encodeURIComponent(booking.name)}`, { cookie: admin });
    const select = page.text.match(new RegExp(`<select[^>]*id="assign-${booking.id}"[\\s\\S]*?</select>`))?.[0];
    expect(select).toContain(madrid.name);
    expect(select).not.toContain(lisbon.name);

    const refused = await adminPost("/admin", {
      intent: "assign",
      bookingId: String(booking.id),
      creatorId: String(lisbon.id),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain("Choose an approved creator of Madrid.");
    expect(assignedTo(booking.id)).toBeNull();

    const given = await adminPost("/admin", {
      intent: "assign",
      bookingId: String(booking.id),
      creatorId: String(madrid.id),
    });
    expect(given.response.status).toBe(200);
    expect(assignedTo(booking.id)).toBe(madrid.id);
  });
});

describe("rejecting a creator", () => {
  it("gives their open requests back to the creators of the city, noted on each, and keeps the booked ones", async () => {
    const me = await account("Madrid");
    const city = { cityName: "Madrid", checkIn: "2031-05-02", checkOut: "2031-05-05" };
    const curating = seedPaidBooking(db(), { ...city, status: "curating", assignedCreatorId: me.id });
    const paid = seedPaidBooking(db(), {
      ...city,
      status: "paid",
      assignedCreatorId: me.id,
      name: `Open ${uniqueTag()}`,
    });
    const booked = seedPaidBooking(db(), { ...city, status: "booked", assignedCreatorId: me.id });

    const rejected = await adminPost("/admin?tab=creators", { intent: "reject", creatorId: String(me.id) });
    expect(rejected.response.status).toBe(200);

    expect([assignedTo(curating.id), assignedTo(paid.id), assignedTo(booked.id)]).toEqual([null, null, me.id]);
    const released = `Released: ${me.name} is no longer an approved creator; open again to the creators of Madrid.`;
    expect(notesOn(curating.id)).toEqual([{ body: released, author: "admin" }]);
    expect(notesOn(paid.id)).toEqual([{ body: released, author: "admin" }]);
    expect(notesOn(booked.id)).toEqual([]);
    // The workspace shows the note where the concierge reads the booking's record.
    expect((await send(`/admin/bookings/${paid.reference}`, { cookie: admin })).text).toContain(
      `Released: ${me.name} is no longer an approved creator`,
    );

    // Another creator of the city now sees the request and can take it.
    const next = await account("Madrid");
    const cookie = sessionCookie((await logIn(next.email, next.password)).response);
    expect((await send("/dashboard?tab=requests", { cookie })).text).toContain(paid.name);
    const accepted = await postForm("/dashboard", { intent: "accept", bookingId: String(paid.id) }, { cookie });
    expect(accepted.response.status).toBe(302);
    expect(assignedTo(paid.id)).toBe(next.id);
  });
});
