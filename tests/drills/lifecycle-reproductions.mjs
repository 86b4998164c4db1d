// @ts-check
/**
 * Reproductions about the lifecycle and who a request goes to, run again over HTTP
 * against a server of their own (they move, assign and release bookings, which the hostile
 * stream's server must never see). The drill sets the scene in the database, as an operator
 * would; every action under test is a request, as an outsider or the concierge would send it.
 * The numbers below label the checks.
 *
 * Lifecycle: the JSON API cannot mark a booking booked, or send its itinerary, while a meal has no table.
 * 12. A creator whose city is "Other" is not offered, and cannot accept, an "Other" request.
 * 13. /admin's assign form checks the creator's city; rejecting a creator releases their open requests.
 */
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";
import { validBooking } from "../support/booking-form.mjs";

const ADMIN_TOKEN = "drill-lifecycle-admin-token-0123456789ab";

/** @typedef {{ finding: string, check: string, ok: boolean, seen: string }} Reproduction */

/**
 * @param {import("../support/drill-support.mjs").DrillOptions} options
 * @returns {Promise<{ ok: boolean, checks: Reproduction[], failed: Reproduction[] }>}
 */
export async function lifecycleReproductions({ start }) {
  const server = await start({ ADMIN_TOKEN, LOG_LEVEL: "warn" });
  /** @type {Reproduction[]} */
  const checks = [];
  const check = (/** @type {string} */ finding, /** @type {string} */ name, /** @type {boolean} */ ok, seen = "") =>
    checks.push({ finding, check: name, ok, seen: String(seen).slice(0, 200) });
  const url = (/** @type {string} */ path) => `${server.url}${path}`;
  const form = (/** @type {string} */ path, /** @type {Record<string, string>} */ fields, cookie = "") =>
    fetch(url(path), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const cookieOf = (/** @type {Response} */ response) =>
    response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
  const sqlite = new Database(server.databasePath);
  sqlite.pragma("busy_timeout = 5000");
  const row = (/** @type {string} */ sql, /** @type {unknown[]} */ ...args) =>
    /** @type {Record<string, unknown> | undefined} */ (sqlite.prepare(sql).get(...args));

  /** A request made through the booking form, then put where the scene needs it. */
  const booking = async (/** @type {string} */ city, /** @type {Record<string, unknown>} */ set) => {
    const email = `lifecycle-${randomUUID().slice(0, 8)}@drill.test`;
    const values = validBooking({ email, city, reservations: "2", name: `Drill ${email.slice(10, 18)}` });
    await form("/clients", values);
    const found = row("select id, reference, name from bookings where email = ?", email);
    if (!found) throw new Error("the drill could not book");
    const columns = Object.keys(set);
    sqlite
      .prepare(`update bookings set ${columns.map((c) => `${c} = ?`).join(", ")} where id = ?`)
      .run(...Object.values(set), found.id);
    return /** @type {{ id: number, reference: string, name: string }} */ (found);
  };
  const password = "drill creator passphrase";
  const passwordHash = await hash(password, { algorithm: 2 });
  /** An approved creator who can log in; returns their id and session cookie. */
  const creator = async (/** @type {string} */ city) => {
    const email = `creator-${randomUUID().slice(0, 8)}@drill.test`;
    const { lastInsertRowid } = sqlite
      .prepare(
        "insert into creators (name, email, city, instagram, status, password_hash) values (?, ?, ?, ?, 'approved', ?)",
      )
      .run(`Creator ${city}`, email, city, "https://www.instagram.com/drill/", passwordHash);
    const login = await form("/dashboard", { intent: "login", email, password });
    return { id: Number(lastInsertRowid), cookie: cookieOf(login) };
  };
  const table = (/** @type {number} */ bookingId, /** @type {number} */ meal) =>
    sqlite
      .prepare(
        `insert into reservations (booking_id, meal_position, restaurant_name, address, local_date, local_time,
           time_zone, starts_at, party_size, table_name, confirmation_code)
         values (?, ?, 'Casa Drill', 'Calle Drill 1', '2030-03-11', '21:30', 'Europe/Madrid', '2030-03-11T20:30:00.000Z', 2, 'Drill', 'D-1')`,
      )
      .run(bookingId, meal);
  const assignedTo = (/** @type {number} */ id) =>
    row("select assigned_creator_id as c from bookings where id = ?", id)?.c;
  const status = (/** @type {number} */ id) => row("select status from bookings where id = ?", id)?.status;

  try {
    // The lifecycle: two meals, one table.
    const move = (/** @type {string} */ reference, /** @type {string} */ to) =>
      fetch(url("/api/update-booking-status"), {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify({ reference, status: to }),
      });
    const paid = { payment_status: "succeeded", requires_payment: 1, reservations: 2 };
    const curating = await booking("ES|Madrid", { ...paid, status: "curating" });
    table(curating.id, 1);
    const booked = await move(curating.reference, "booked");
    const bookedBody = await booked.text();
    check(
      "lifecycle",
      "POST /api/update-booking-status booked, a meal without its table: 409 with the reason, still curating",
      booked.status === 409 &&
        bookedBody.includes("Record a reservation for every meal first") &&
        status(curating.id) === "curating",
      `${booked.status} ${bookedBody} ${status(curating.id)}`,
    );
    const halfBooked = await booking("ES|Madrid", { ...paid, status: "booked" });
    table(halfBooked.id, 1);
    const sent = await move(halfBooked.reference, "itinerary_ready");
    check(
      "lifecycle",
      "POST /api/update-booking-status itinerary_ready, a meal without its table: 409, no itinerary",
      sent.status === 409 && !row("select id from itineraries where booking_id = ?", halfBooked.id),
      `${sent.status} ${await sent.text()}`,
    );

    // 12: "Other" is no place.
    const elsewhere = await booking("other", { status: "pending" });
    const otherCreator = await creator("Other");
    const dashboard = await (
      await fetch(url("/dashboard?tab=requests"), { headers: { cookie: otherCreator.cookie } })
    ).text();
    check(
      "12",
      "a creator of 'Other' is not shown an 'Other' request",
      dashboard.includes("Creator Dashboard") && !dashboard.includes(elsewhere.name),
    );
    const accepted = await form(
      "/dashboard",
      { intent: "accept", bookingId: String(elsewhere.id) },
      otherCreator.cookie,
    );
    check(
      "12",
      "a creator of 'Other' cannot accept an 'Other' request",
      accepted.status === 404 && assignedTo(elsewhere.id) === null,
      `${accepted.status} assigned to ${assignedTo(elsewhere.id)}`,
    );

    // 13: one assignment rule, and a rejected creator's requests go back.
    const admin = cookieOf(await form("/admin", { intent: "unlock", token: ADMIN_TOKEN }));
    const madridRequest = await booking("ES|Madrid", { ...paid, status: "paid" });
    const lisbon = await creator("Lisbon");
    const wrongCity = await form(
      "/admin",
      { intent: "assign", bookingId: String(madridRequest.id), creatorId: String(lisbon.id) },
      admin,
    );
    check(
      "13",
      "/admin refuses to give a Madrid request to a Lisbon creator",
      wrongCity.status === 400 && assignedTo(madridRequest.id) === null,
      `${wrongCity.status} assigned to ${assignedTo(madridRequest.id)}`,
    );
    const madrid = await creator("Madrid");
    await form("/dashboard", { intent: "accept", bookingId: String(madridRequest.id) }, madrid.cookie);
    const acceptedFirst = assignedTo(madridRequest.id) === madrid.id;
    await form("/admin?tab=creators", { intent: "reject", creatorId: String(madrid.id) }, admin);
    const note = row("select body from booking_notes where booking_id = ?", madridRequest.id)?.body;
    check(
      "13",
      "rejecting a creator after they accepted gives the request back, with a note",
      acceptedFirst && assignedTo(madridRequest.id) === null && String(note).startsWith("Released:"),
      `accepted ${acceptedFirst}, assigned to ${assignedTo(madridRequest.id)}, note ${note}`,
    );
  } finally {
    sqlite.close();
    await server.stop();
  }
  const failed = checks.filter((c) => !c.ok);
  return { ok: failed.length === 0, checks, failed };
}
