import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import type { Booking } from "~/db/schema";
import { changeRequests, conversationMessages } from "~/features/conversation/conversation-tables";
import { openSeedDatabase, seedCreatorAccount, seedMeal, seedPaidBooking, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { statementsDuring } from "../support/statement-count";
import { visibleText } from "../support/trip-http";

/**
 * /admin/inbox through the built server, in this process (so the statements a request runs can
 * be counted): the conversations waiting for the team across trips, the longest wait first, with
 * how long each has waited and, for a change request, its meal and what changes; a reply posted
 * from there with the conversation's own form stores the message and comes back to the inbox;
 * Mine and All for two concierges; who may open it; and a read that does not grow with the trips.
 */

let server: RunningServer;
let seed: Db;
let marta: SeededStaff;
let pablo: SeededStaff;
const cookies: Record<string, string> = {};
const trips: Record<string, Booking> = {};

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** A traveller's (or the team's) message on a trip, written as the conversation writes it. */
function message(
  booking: Booking,
  minutesAgo: number,
  body: string,
  fields: { staffId?: number; read?: boolean } = {},
) {
  const staff = fields.staffId !== undefined;
  return seed
    .insert(conversationMessages)
    .values({
      bookingId: booking.id,
      author: staff ? "staff" : "traveller",
      staffId: fields.staffId ?? null,
      body,
      createdAt: ago(minutesAgo),
      readAt: !staff && fields.read ? ago(minutesAgo - 1) : null,
    })
    .returning()
    .get();
}

/** A paid trip in service, whose concierge is `owner`. */
const trip = (name: string, owner: SeededStaff, status: Booking["status"] = "booked") =>
  seedPaidBooking(seed, { name, status, assignedStaffId: owner.id, checkIn: "2030-03-10", checkOut: "2030-03-14" });

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
  const owner = await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  marta = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  pablo = await seedStaff(seed, { role: "concierge", name: "Pablo Ruiz" });
  cookies.owner = staffCookie(seed, owner.id);
  cookies.marta = staffCookie(seed, marta.id);
  cookies.pablo = staffCookie(seed, pablo.id);
  const creator = await seedCreatorAccount(seed, { city: "Madrid" });
  const login = await fetch(`${server.url}/dashboard`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "login", email: creator.email, password: creator.password }),
  });
  cookies.creator = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  // Marta's traveller wrote 2 h 10 min ago, after an exchange the team had answered.
  trips.unread = trip("Ana Unread", marta);
  message(trips.unread, 300, "Hello, thanks for the booking!", { read: true });
  message(trips.unread, 290, "Happy to help.", { staffId: marta.id });
  message(trips.unread, 130.5, "Is the dinner on Tuesday outdoors?");

  // Pablo's traveller asked 65 minutes ago to move meal 2; the team has read it but not resolved it.
  trips.change = trip("Bruno Change", pablo);
  seedMeal(seed, trips.change.id, { position: 2, meal: "dinner", date: "2030-03-12" });
  seedReservation(seed, {
    bookingId: trips.change.id,
    mealPosition: 2,
    restaurantName: "Sobrino de Botín",
    localDate: "2030-03-12",
    localTime: "21:00",
    startsAt: "2030-03-12T20:00:00.000Z",
  });
  const asked = message(trips.change, 65.5, "Could we move the dinner to Wednesday?", { read: true });
  seed
    .insert(changeRequests)
    .values({
      bookingId: trips.change.id,
      messageId: asked.id,
      mealPosition: 2,
      newDate: "2030-03-13",
      newTime: "21:30",
      createdAt: asked.createdAt,
    })
    .run();

  // Answered: the traveller's message was read and replied to.
  trips.answered = trip("Carla Answered", marta);
  message(trips.answered, 200, "Where do we meet?", { read: true });
  message(trips.answered, 190, "At the hotel lobby.", { staffId: marta.id });

  // A cancelled trip takes no messages: its unread one waits for nobody.
  trips.cancelled = trip("Dora Cancelled", marta, "cancelled");
  message(trips.cancelled, 500, "Why was it cancelled?");
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

async function get(path: string, cookie = cookies.marta) {
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  return { status: response.status, location: response.headers.get("location"), html, text: visibleText(html) };
}

const post = (path: string, fields: Record<string, string>, cookie = cookies.marta) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

/** The conversations listed, in page order, by traveller name. */
const listed = (html: string) =>
  [...html.matchAll(/<h2 id="inbox-\d+-title"[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => visibleText(m[1]));

describe("/admin/inbox", () => {
  it("lists the unread message and the open change request, the longest wait first, not the answered trip", async () => {
    const { status, html, text } = await get("/admin/inbox?view=all");
    expect(status).toBe(200);
    expect(listed(html)).toEqual(["Ana Unread · Madrid", "Bruno Change · Madrid"]);
    expect(text).not.toContain("Carla Answered");
    expect(text).not.toContain("Dora Cancelled");
    // Each with its trip, how long it waited in words, and what waits.
    expect(text).toContain(`${trips.unread.readableReference} · 2030-03-10 – 2030-03-14 · Assigned to Marta López`);
    expect(text).toContain("Waiting 2 h 10 min · 1 unread message");
    expect(text).toContain("Is the dinner on Tuesday outdoors?");
    expect(text).not.toContain("Hello, thanks for the booking!");
    expect(text).toContain("Waiting 1 h 5 min");
    expect(text).toContain(
      "Change request, meal 2 (Dinner on 2030-03-12 · table at Sobrino de Botín, 2030-03-12 21:00 CET): date 2030-03-13, time 21:30",
    );
    // The conversation's own forms, posting to the booking's messages page and coming back here.
    expect(html).toContain(`action="/admin/bookings/${trips.unread.reference}/messages"`);
    expect(html).toContain('name="returnTo" value="/admin/inbox?view=all"');
    expect(html).toMatch(/<label for="inbox-\d+-reply"[^>]*>Reply to the traveller<\/label>/);
    // The staff bar counts what waits in the view the inbox opens on for Marta (her own: one).
    expect(html).toMatch(/<a[^>]*href="\/admin\/inbox"[^>]*>Inbox \(1\)<\/a>/);
  });

  it("shows Mine and All: each concierge's own conversations, everyone's in All", async () => {
    const mine = await get("/admin/inbox");
    expect(mine.text).toContain("Mine (1)");
    expect(mine.text).toContain("All (2)");
    expect(listed(mine.html)).toEqual(["Ana Unread · Madrid"]);

    const pablos = await get("/admin/inbox?view=mine", cookies.pablo);
    expect(listed(pablos.html)).toEqual(["Bruno Change · Madrid"]);
    const all = await get("/admin/inbox?view=all", cookies.pablo);
    expect(listed(all.html)).toEqual(["Ana Unread · Madrid", "Bruno Change · Madrid"]);
  });

  it("a reply from the inbox stores the message, takes the trip off the inbox and comes back to it", async () => {
    const response = await post(`/admin/bookings/${trips.unread.reference}/messages`, {
      intent: "reply",
      returnTo: "/admin/inbox?view=all",
      body: "Yes, on the terrace.",
    });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/admin/inbox?view=all");
    const stored = seed.$client
      .prepare("select author, staff_id as staffId, body from conversation_messages where booking_id = ? order by id")
      .all(trips.unread.id);
    expect(stored.at(-1)).toEqual({ author: "staff", staffId: marta.id, body: "Yes, on the terrace." });

    const after = await get("/admin/inbox?view=all");
    expect(listed(after.html)).toEqual(["Bruno Change · Madrid"]);
    expect(after.html).toMatch(/<a[^>]*href="\/admin\/inbox"[^>]*>Inbox \(1\)<\/a>/);
  });

  it("declining a change request from the inbox comes back to it, the request resolved", async () => {
    const request = seed.$client
      .prepare("select id from change_requests where booking_id = ?")
      .get(trips.change.id) as { id: number };
    const response = await post(
      `/admin/bookings/${trips.change.reference}/messages`,
      {
        intent: "resolve",
        requestId: String(request.id),
        outcome: "declined",
        body: "Wednesday is fully booked, sorry.",
        returnTo: "/admin/inbox?view=mine",
      },
      cookies.pablo,
    );
    expect(response.headers.get("location")).toBe("/admin/inbox?view=mine");
    expect(seed.$client.prepare("select status from change_requests where id = ?").get(request.id)).toEqual({
      status: "declined",
    });
    const after = await get("/admin/inbox?view=mine", cookies.pablo);
    expect(listed(after.html)).toEqual([]);
    expect(after.text).toContain("No traveller of yours is waiting for an answer.");
  });

  it("goes back to the booking for any other returnTo: never another site or page", async () => {
    const waiting = trip("Eva Elsewhere", marta);
    message(waiting, 10, "One more question");
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/admin/inbox",
      "/admin/inbox/../staff",
      "/admin/staff",
    ]) {
      const response = await post(`/admin/bookings/${waiting.reference}/messages`, {
        intent: "reply",
        returnTo,
        body: `Answer for ${returnTo}`,
      });
      expect(response.headers.get("location"), returnTo).toBe(`/admin/bookings/${waiting.reference}#conversation`);
    }
  });

  it("answers a post to the inbox itself with a 400, never a 500, storing nothing", async () => {
    const before = seed.$client.prepare("select count(*) as n from conversation_messages").get();
    for (const intent of ["reply", "resolve", "", "__proto__"]) {
      const response = await post("/admin/inbox", { intent, body: "<script>alert(1)</script>", requestId: "1" });
      expect(response.status, intent).toBe(400);
    }
    expect(seed.$client.prepare("select count(*) as n from conversation_messages").get()).toEqual(before);
  });

  it("runs the same few statements however many trips wait", async () => {
    const count = async () => {
      const statements = await statementsDuring(async () => {
        const response = await fetch(`${server.url}/admin/inbox?view=all`, { headers: { Cookie: cookies.owner } });
        expect(response.status).toBe(200);
        await response.text();
      });
      if (process.env.SHOW_STATEMENTS) console.info(statements.join("\n"));
      // The session's own upkeep (a touch now and then) is the sign-in's, not the inbox's.
      return statements.filter((sql) => !/"sessions"/.test(sql)).length;
    };
    const waitingTrip = (i: number) =>
      message(trip(`Many Waiting ${i}`, i % 2 ? marta : pablo), 20 + i, `Question ${i}`);
    waitingTrip(0);
    await count();
    const few = await count();
    for (let i = 1; i <= 12; i++) waitingTrip(i);
    const many = await count();
    expect(many).toBe(few);
    // The signed-in person, the bar's count, the waiting trips and their messages.
    expect(few).toBeLessThanOrEqual(8);
  });
});

describe("who may open /admin/inbox", () => {
  it("sends a visitor and a creator's session to sign in, coming back to the inbox", async () => {
    for (const cookie of ["", cookies.creator]) {
      const { status, location, text } = await get("/admin/inbox?view=all", cookie);
      expect(status).toBe(302);
      expect(location).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/inbox?view=all")}`);
      expect(text).not.toContain("Bruno Change");
    }
  });

  it("opens for an owner too, on All when nothing waits on their own trips", async () => {
    const { status, html } = await get("/admin/inbox", cookies.owner);
    expect(status).toBe(200);
    expect(html).toContain('aria-current="page"');
    expect(visibleText(html)).toContain("All (");
  });
});
