import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { seedCreator, seedMeal, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * Staff names and the audit log: what a signed-in person does in the existing admin screens
 * and APIs carries their name, and the money-moving and data-leaving actions are in the audit
 * log. This file creates owners, so it runs its own server and database (the token stops
 * opening pages once an owner exists).
 */
const TOKEN = "names-audit-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;
let concierge: SeededStaff;
let owner: SeededStaff;
let conciergeCookie = "";
let ownerCookie = "";

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

// biome-ignore lint/suspicious/noExplicitAny: rows are checked field by field
const rows = (sql: string, ...params: unknown[]) => database.prepare(sql).all(...params) as Record<string, any>[];
const audit = (action: string) => rows("select * from audit_events where action = ? order by id", action);
const workspace = async (reference: string, cookie: string) =>
  visibleText((await call(`/admin/bookings/${reference}`, { headers: { Cookie: cookie } })).body);

function preferencesReceived() {
  const booking = seedPaidBooking(database, {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2026-12-09",
    checkOut: "2026-12-12",
    reservations: 1,
    status: "preferences_received",
    amountPaidCents: 3900,
    paidAt: "2026-11-20T10:00:00.000Z",
    paymentIntentId: `pi_local_${Math.random().toString(36).slice(2)}`,
  });
  const history = database.prepare(
    "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, ?, ?)",
  );
  history.run(booking.id, "pending", "paid", "system", "2026-11-20T10:00:00.000Z");
  history.run(booking.id, "paid", "preferences_received", "traveller", "2026-11-21T10:00:00.000Z");
  seedMeal(database, booking.id, { position: 1, date: "2026-12-10", meal: "dinner", partySize: 2 });
  return booking;
}

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info", ADMIN_TOKEN: TOKEN }, { jobs: true });
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  owner = await seedStaff(database, { role: "owner", name: "Olivia Owner" });
  concierge = await seedStaff(database, { role: "concierge", name: "Marta López" });
  ownerCookie = staffCookie(database, owner.id);
  conciergeCookie = staffCookie(database, concierge.id);
});

afterAll(async () => {
  database?.close();
  await server?.stop();
});

describe("a concierge's work carries their name", () => {
  it("moves, notes and a cancellation with refund show Marta López in the history, and the refund is audited", async () => {
    const booking = preferencesReceived();
    const here = `/admin/bookings/${booking.reference}`;
    expect((await post(here, { intent: "move", to: "curating" }, conciergeCookie)).status).toBe(302);
    expect((await post(here, { intent: "note", body: "Called the traveller." }, conciergeCookie)).status).toBe(302);
    const cancel = { intent: "cancel", refund: "partial", amount: "20", note: "Traveller asked", confirm: "yes" };
    expect((await post(here, cancel, conciergeCookie)).status).toBe(302);

    const events = rows("select * from booking_events where booking_id = ? order by id", booking.id);
    expect(events.at(-2)).toMatchObject({ to_status: "curating", actor: "admin", actor_id: `staff:${concierge.id}` });
    expect(events.at(-1)).toMatchObject({ to_status: "cancelled", actor: "admin", actor_id: `staff:${concierge.id}` });
    const notes = rows("select * from booking_notes where booking_id = ? order by id", booking.id);
    expect(notes[0]).toMatchObject({ body: "Called the traveller.", author: `staff:${concierge.id}` });

    const page = await workspace(booking.reference, ownerCookie);
    expect(page).toContain("Preferences received → Curating · Marta López");
    expect(page).toContain("Curating → Cancelled · Marta López");
    expect(page).toMatch(/\d\d:\d\d CES?T · Marta López Called the traveller\./);
    expect(page).toContain("Refund of €20 by Marta López");
    expect(page).not.toMatch(/· admin|by admin/);

    const [refunded] = audit("booking.refunded").filter((row) => row.object_id === String(booking.id));
    expect(refunded).toMatchObject({
      actor_staff_id: concierge.id,
      actor_label: "Marta López",
      role: "concierge",
      object_type: "booking",
      outcome: "success",
    });
    expect(JSON.parse(refunded.detail)).toEqual({ refundCents: 2000 });
    expect(refunded.client_address).toBeTruthy();
    const [cancelled] = audit("booking.cancelled").filter((row) => row.object_id === String(booking.id));
    expect(cancelled).toMatchObject({ actor_staff_id: concierge.id });
  });

  it("a deactivated person's name still shows, and old rows by the shared token keep 'admin'", async () => {
    const booking = preferencesReceived();
    database
      .prepare("insert into booking_notes (booking_id, body, author) values (?, 'Before the team had names.', 'admin')")
      .run(booking.id);
    const leaver = await seedStaff(database, { role: "concierge", name: "Lola Leaver" });
    await post(
      `/admin/bookings/${booking.reference}`,
      { intent: "move", to: "curating" },
      staffCookie(database, leaver.id),
    );
    database.prepare("update staff set status = 'deactivated' where id = ?").run(leaver.id);

    const page = await workspace(booking.reference, ownerCookie);
    expect(page).toContain("Paid → Preferences received · traveller");
    expect(page).toContain("Preferences received → Curating · Lola Leaver");
    expect(page).toMatch(/\d\d:\d\d CES?T · admin Before the team had names\./);
  });

  it("a new trip link is noted under the person's name and audited", async () => {
    const booking = preferencesReceived();
    const here = `/admin/bookings/${booking.reference}`;
    expect((await post(here, { intent: "new-trip-link" }, conciergeCookie)).status).toBe(302);
    const note = rows("select * from booking_notes where booking_id = ? order by id", booking.id).at(-1);
    expect(note).toMatchObject({ author: `staff:${concierge.id}` });
    const [rotated] = audit("trip_link.rotated").filter((row) => row.object_id === String(booking.id));
    expect(rotated).toMatchObject({ actor_staff_id: concierge.id, object_type: "booking" });
  });
});

describe("exports", () => {
  it("an owner's CSV export writes an audit row with the row count", async () => {
    const expected = rows("select count(*) as n from bookings")[0].n;
    const response = await call("/api/get-bookings?format=csv", { headers: { Cookie: ownerCookie } });
    expect(response.status).toBe(200);
    const [row] = audit("export.csv").filter((r) => r.actor_staff_id === owner.id);
    expect(row).toMatchObject({ actor_label: "Olivia Owner", role: "owner", object_type: "export" });
    expect(JSON.parse(row.detail)).toMatchObject({ kind: "bookings", rows: expected });
  });

  it("a Bearer export is audited as the admin token", async () => {
    const expected = rows("select count(*) as n from creators")[0].n;
    const response = await call("/api/get-creators?format=csv", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const row = audit("export.csv").at(-1);
    expect(row).toMatchObject({ actor_staff_id: null, actor_label: "admin token", role: null });
    expect(JSON.parse(row?.detail)).toMatchObject({ kind: "creators", rows: expected });
  });

  it("a concierge's session gets 403 on the full exports and nothing is written", async () => {
    const before = rows("select count(*) as n from audit_events where action like 'export.%'")[0].n;
    for (const path of ["/api/get-bookings?format=csv", "/api/get-creators", "/api/admin-bookings?download=all"]) {
      const response = await call(path, { headers: { Cookie: conciergeCookie } });
      expect(response.status, path).toBe(403);
      expect(response.body).not.toContain("@");
    }
    expect(rows("select count(*) as n from audit_events where action like 'export.%'")[0].n).toBe(before);
  });

  it("no credentials still answer 401 Invalid admin token", async () => {
    const response = await call("/api/get-bookings");
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ error: "Invalid admin token" });
  });
});

describe("creators' applications", () => {
  it("a concierge's approval is refused with 403 and the creator stays pending", async () => {
    const creator = seedCreator(database);
    const response = await post("/admin", { intent: "approve", creatorId: String(creator.id) }, conciergeCookie);
    expect(response.status).toBe(403);
    expect(rows("select status from creators where id = ?", creator.id)[0].status).toBe("pending");
    expect(audit("creator.approved").filter((row) => row.object_id === String(creator.id))).toEqual([]);
  });

  it("an owner's approval and rejection are audited under their name", async () => {
    const approved = seedCreator(database);
    const rejected = seedCreator(database);
    expect((await post("/admin", { intent: "approve", creatorId: String(approved.id) }, ownerCookie)).status).toBe(200);
    expect((await post("/admin", { intent: "reject", creatorId: String(rejected.id) }, ownerCookie)).status).toBe(200);
    const [approval] = audit("creator.approved").filter((row) => row.object_id === String(approved.id));
    expect(approval).toMatchObject({ actor_staff_id: owner.id, object_type: "creator", detail: null });
    const [rejection] = audit("creator.rejected").filter((row) => row.object_id === String(rejected.id));
    expect(rejection).toMatchObject({ actor_staff_id: owner.id, object_type: "creator" });
  });
});

describe("the mail viewer", () => {
  it("opening a traveller's message is audited with the mail's id", async () => {
    const booking = preferencesReceived();
    const here = `/admin/bookings/${booking.reference}`;
    await post(here, { intent: "new-trip-link" }, conciergeCookie);
    // The outbox worker stores the email shortly after the commit.
    const mail = await eventually(
      () => rows("select id from mail_messages where to_address = ? order by id desc", booking.email)[0],
      "the new trip link's mail",
    );
    const response = await call(`/admin/mail/${mail.id}`, { headers: { Cookie: conciergeCookie } });
    expect(response.status).toBe(200);
    const [opened] = audit("mail.opened").filter((row) => row.object_id === String(mail.id));
    expect(opened).toMatchObject({ actor_staff_id: concierge.id, object_type: "mail" });
  });
});
