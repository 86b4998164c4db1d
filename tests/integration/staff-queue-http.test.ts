import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { bookingEvents, bookingNotes, bookings, staff } from "~/db/schema";
import { asBookingBrowser, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { openSeedDatabase, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";

/**
 * The queue and assignment through the built server, as the team uses them: the
 * signed-in person's tabs on /admin, "Take it", an owner's assignment in the workspace, and the
 * owners' setting that gives new paid bookings to the least busy concierge.
 */

const HOUR = 60 * 60 * 1000;
let server: RunningServer;
let seed: Db;
let owner: SeededStaff;
let marta: SeededStaff;
let pablo: SeededStaff;
const cookies = new Map<number, string>();

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
  seed = openSeedDatabase(server.databasePath);
  owner = await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  marta = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  pablo = await seedStaff(seed, { role: "concierge", name: "Pablo Ruiz" });
  for (const person of [owner, marta, pablo]) cookies.set(person.id, staffCookie(seed, person.id));
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

/** A page's text without React's text separators, as a reader sees it. */
const text = (html: string) => html.replaceAll("<!-- -->", "");

async function get(path: string, person: SeededStaff) {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookies.get(person.id)! } });
  return { status: response.status, html: text(await response.text()) };
}

async function post(path: string, person: SeededStaff, fields: Record<string, string>) {
  const response = await postForm(`${server.url}${path}`, fields, {
    Cookie: cookies.get(person.id)!,
    Origin: server.url,
  });
  return { status: response.status, location: response.headers.get("location"), html: text(await response.text()) };
}

/** A booking paid `hoursAgo` hours ago: its 24-hour contact promise falls due `24 - hoursAgo` hours from now. */
function paidBooking(hoursAgo: number, name: string) {
  const paidAt = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  const booking = seedPaidBooking(seed, { status: "paid", createdAt: paidAt, name });
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

const assignee = (id: number) =>
  seed.select({ id: bookings.assignedStaffId }).from(bookings).where(eq(bookings.id, id)).get()?.id;
const notesOf = (id: number) =>
  seed
    .select({ body: bookingNotes.body })
    .from(bookingNotes)
    .where(eq(bookingNotes.bookingId, id))
    .all()
    .map((note) => note.body);

describe("the queue on /admin", () => {
  it("opens on Mine with every tab's count, soonest promise first, and says 'overdue' in words", async () => {
    const overdue = paidBooking(30, "Overdue Traveller"); // contact was due 6 hours ago
    const soon = paidBooking(20, "Soon Traveller"); // due in 4 hours
    const later = paidBooking(1, "Later Traveller"); // due in 23 hours
    seed.update(bookings).set({ assignedStaffId: marta.id }).where(eq(bookings.id, later.id)).run();
    seed.update(bookings).set({ assignedStaffId: marta.id }).where(eq(bookings.id, overdue.id)).run();

    const { status, html } = await get("/admin", marta);
    expect(status).toBe(200);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Mine \(2\)<\/a>/);
    for (const tab of ["Unassigned (1)", "Overdue (1)", "All (3)"]) expect(html).toContain(tab);
    const queue = html.slice(html.indexOf('aria-label="Queue tabs"'), html.indexOf("Client Bookings ("));
    expect(queue.indexOf(overdue.readableReference)).toBeGreaterThan(-1);
    expect(queue.indexOf(overdue.readableReference)).toBeLessThan(queue.indexOf(later.readableReference));
    expect(queue).not.toContain(soon.readableReference);
    // Due times in the desk's zone (Madrid until an owner sets another), the zone named.
    expect(queue).toMatch(/Contact by \d{1,2} \w{3,4} \d{4}, \d\d:\d\d CES?T · overdue by 6 h/);
    expect(queue).toMatch(/Contact by \d{1,2} \w{3,4} \d{4}, \d\d:\d\d CES?T · 2[23] h left/);
    expect(queue).toContain("Marta López");
    // The database below keeps its own tabs.
    expect(html).toContain("Client Bookings (");

    const all = await get("/admin?queue=all", marta);
    const rows = all.html.slice(all.html.indexOf('aria-label="Queue tabs"'), all.html.indexOf("Client Bookings ("));
    expect(rows.indexOf(overdue.readableReference)).toBeLessThan(rows.indexOf(soon.readableReference));
    expect(rows.indexOf(soon.readableReference)).toBeLessThan(rows.indexOf(later.readableReference));
    expect(all.html).toMatch(/<a[^>]*aria-current="page"[^>]*>All \(3\)<\/a>/);
  });

  it("a concierge takes an unassigned booking: it is theirs, the history names them, a second taker is refused", async () => {
    const booking = paidBooking(2, "Unassigned Traveller");
    const before = await get("/admin?queue=unassigned", pablo);
    expect(before.html).toContain(booking.reference);
    expect(before.html).toContain("Take it");

    const taken = await post("/admin?queue=unassigned", pablo, { intent: "take", bookingId: String(booking.id) });
    expect(taken.status).toBe(302);
    expect(taken.location).toBe("/admin?queue=mine");
    expect(assignee(booking.id)).toBe(pablo.id);
    expect(notesOf(booking.id)).toEqual(["Taken by Pablo Ruiz."]);
    const mine = await get("/admin?queue=mine", pablo);
    expect(mine.html).toContain(booking.reference);
    const workspace = await get(`/admin/bookings/${booking.reference}`, pablo);
    expect(workspace.html).toContain("Taken by Pablo Ruiz.");
    expect(workspace.html).toMatch(/Concierge[\s\S]*Pablo Ruiz/);

    const again = await post("/admin", marta, { intent: "take", bookingId: String(booking.id) });
    expect(again.status).toBe(409);
    expect(again.html).toContain("Someone else took this booking first.");
    expect(assignee(booking.id)).toBe(pablo.id);
  });

  it("taking an unknown or malformed booking is a 400 or 404, never a 500", async () => {
    for (const bookingId of ["0", "abc", "999999"]) {
      const refused = await post("/admin", marta, { intent: "take", bookingId });
      expect([400, 404]).toContain(refused.status);
    }
  });
});

describe("assigning in the workspace", () => {
  it("a concierge cannot give a booking to someone else (403, unchanged); an owner reassigns, by name", async () => {
    const booking = paidBooking(3, "Assigned Traveller");
    const path = `/admin/bookings/${booking.reference}`;
    const refused = await post(path, marta, { intent: "assign-staff", staffId: String(pablo.id) });
    expect(refused.status).toBe(403);
    expect(assignee(booking.id)).toBeNull();
    expect((await get(path, marta)).html).not.toContain('name="staffId"');

    const ownerPage = await get(path, owner);
    expect(ownerPage.html).toContain('name="staffId"');
    expect((await post(path, owner, { intent: "assign-staff", staffId: String(marta.id) })).status).toBe(302);
    expect(assignee(booking.id)).toBe(marta.id);
    expect((await post(path, owner, { intent: "assign-staff", staffId: String(pablo.id) })).status).toBe(302);
    expect(assignee(booking.id)).toBe(pablo.id);
    expect((await post(path, owner, { intent: "assign-staff", staffId: "" })).status).toBe(302);
    expect(assignee(booking.id)).toBeNull();
    expect(notesOf(booking.id)).toEqual([
      "Assigned to Marta López by Olga Owner.",
      "Assigned to Pablo Ruiz by Olga Owner.",
      "Unassigned by Olga Owner.",
    ]);
    const page = await get(path, owner);
    expect(page.html).toContain("Assigned to Pablo Ruiz by Olga Owner.");

    const unknown = await post(path, owner, { intent: "assign-staff", staffId: "999999" });
    expect(unknown.status).toBe(400);
    expect(assignee(booking.id)).toBeNull();
  });

  it("a concierge takes from the workspace too", async () => {
    const booking = paidBooking(4, "Workspace Traveller");
    const path = `/admin/bookings/${booking.reference}`;
    expect((await get(path, marta)).html).toContain("Take it");
    const taken = await post(path, marta, { intent: "take" });
    expect(taken.status).toBe(302);
    expect(assignee(booking.id)).toBe(marta.id);
    expect((await post(path, pablo, { intent: "take" })).status).toBe(409);
    expect((await post("/admin/bookings/nosuchbooking", marta, { intent: "take" })).status).toBe(404);
  });
});

describe("assigning new paid bookings automatically", () => {
  it("is an owner's setting, off by default; when on, a paid booking goes to the concierge with the fewest open bookings", async () => {
    // Only people who can sign in (a second factor) are given bookings.
    const busy = await seedStaff(seed, { role: "concierge", name: "Busy Concierge" });
    const free = await seedStaff(seed, { role: "concierge", name: "Free Concierge" });
    for (const person of [busy, free]) {
      seed.update(staff).set({ totpEnabledAt: new Date().toISOString() }).where(eq(staff.id, person.id)).run();
    }
    const held = paidBooking(1, "Held Traveller");
    seed.update(bookings).set({ assignedStaffId: busy.id }).where(eq(bookings.id, held.id)).run();

    const ownerPage = await get("/admin", owner);
    expect(ownerPage.html).toContain("Assign new paid bookings to the concierge with the fewest open bookings");
    expect((await get("/admin", marta)).html).not.toContain("Assign new paid bookings");

    // Off by default: a payment leaves the booking unassigned.
    const first = await payNewBooking();
    expect(assignee(first)).toBeNull();

    const refused = await post("/admin", marta, { intent: "auto-assign", enabled: "on" });
    expect(refused.status).toBe(403);
    expect((await get("/admin", owner)).html).toMatch(/<input[^>]*name="enabled"(?![^>]*checked)[^>]*>/);

    const saved = await post("/admin", owner, { intent: "auto-assign", enabled: "on" });
    expect(saved.status).toBe(302);
    expect((await get("/admin", owner)).html).toMatch(/<input[^>]*name="enabled"[^>]*checked[^>]*>/);

    const second = await payNewBooking();
    expect(assignee(second)).toBe(free.id);
    expect(notesOf(second)).toEqual(["Assigned automatically to Free Concierge."]);

    const off = await post("/admin", owner, { intent: "auto-assign" });
    expect(off.status).toBe(302);
    expect(assignee(await payNewBooking())).toBeNull();
  });
});

/** A traveller books and pays on the local TEST checkout (no Stripe key): the same fulfilment as Stripe's. */
async function payNewBooking(): Promise<number> {
  const booked = await postForm(`${server.url}/clients`, validBooking());
  const reference = referenceFrom(booked.headers.get("location"));
  if (!reference) throw new Error(`no booking made: ${booked.status}`);
  const paid = await postForm(`${server.url}/checkout/test/${reference}`, { intent: "pay" }, asBookingBrowser(booked));
  expect(paid.status).toBe(303);
  const row = seed.select().from(bookings).where(eq(bookings.reference, reference)).get()!;
  expect(row.paymentStatus).toBe("succeeded");
  return row.id;
}
