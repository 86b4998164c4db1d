// @ts-check
/**
 * Part of drill (d): the hostile texts that once got in, sent on purpose, each where it did,
 * and what the app did with it checked in the database and the exports. Control characters and
 * bidirectional controls in names, notes and links, an address with a display name, a CSV
 * formula after a `;`. The random stream of hostile-requests.mjs
 * carries the same texts; here each one's outcome is known in advance.
 */
import { randomUUID } from "node:crypto";
import { NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { readDb } from "../support/drill-support.mjs";

/** The texts, for the random stream too. */
export const ONCE_ACCEPTED_TEXT = [
  "x;=1+1;@SUM(A1)",
  "x<attacker@evil.example>",
  "https://maps.google.com/?q=a\r\nX:1",
  "\u2066isolated\u2069 \u200F\u061C",
  "a\u202Bembedded\u202C",
];

const FORMULA_NAME = "x;=1+1;@SUM(A1)";

/**
 * @param {{ url: string, databasePath: string }} server
 * @param {{ session: Record<string, string>, bearer: Record<string, string> }} credentials
 * @param {{ email: string, path: string }} trip the drill's open trip
 */
export async function hostileTextChecks(server, credentials, trip) {
  let client = 0;
  /** Each request from its own address (through the trusted proxy), so no per-client limit answers for another. */
  const from = () => ({ "x-forwarded-for": `198.51.100.${++client}` });
  const form = (/** @type {string} */ path, /** @type {Record<string, string>} */ fields, headers = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...from(), ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    }).then((response) => response.status);
  const json = (/** @type {string} */ path, /** @type {unknown} */ body, headers = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from(), ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.status);
  const booking = (/** @type {string} */ email, /** @type {string} */ name) =>
    validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email, name });
  const creator = (/** @type {string} */ email, /** @type {string} */ name) => ({
    name,
    email,
    city: "Madrid",
    instagram: "@drill.eats",
  });

  const sqlite = readDb(server.databasePath);
  const reference = /** @type {string} */ (
    sqlite.prepare("select reference from bookings where email = ?").pluck().get(trip.email)
  );
  sqlite.close();
  const mark = randomUUID().slice(0, 8);
  const email = (/** @type {string} */ label) => `hostile-text-${label}-${mark}@drill.test`;

  /** @type {Record<string, number>} */
  const statuses = {
    bidiNameForm: await form("/clients", booking(email("bidi-form"), "Ana \u202Egnp.exe")),
    controlNameJson: await json("/api/save-booking", booking(email("control-json"), "Ana\r\nGarcía")),
    displayNameEmail: await json("/api/save-booking", booking(`x<${email("display")}>`, "Ana García")),
    formulaName: await json("/api/save-booking", booking(email("formula"), FORMULA_NAME)),
    bidiCreator: await json("/api/save-creator", creator(email("bidi-creator"), "\u2066María\u2069")),
    displayNameCreator: await json("/api/save-creator", creator(`María <${email("display-creator")}>`, "María")),
    crlfMapLink: await form(
      `/admin/bookings/${reference}`,
      {
        intent: "reservation",
        mealPosition: "1",
        restaurantName: "Casa Lucio",
        address: "Calle Cava Baja 35",
        mapsUrl: "https://maps.google.com/?q=a\r\nX:1",
        // Within the drill trip's stay (validBooking: 10 to 14 days ahead).
        localDate: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
        localTime: "21:30",
        partySize: "2",
        tableName: "Ana",
      },
      { cookie: credentials.session.cookie },
    ),
    bidiDietary: await form(trip.path, {
      "meals[0].meal": "dinner",
      "meals[0].vibe": "lively",
      "meals[0].budgetBand": "30_60",
      "meals[0].partySize": "2",
      "meals[0].occasion": "none",
      "meals[1].sameAsFirst": "on",
      dietaryOther: "nuts \u202Eevil",
      consent: "on",
    }),
  };
  const csv = await fetch(`${server.url}/api/get-bookings?format=csv`, { headers: credentials.bearer }).then((r) =>
    r.text(),
  );

  const db = readDb(server.databasePath);
  const count = (/** @type {string} */ sql, /** @type {unknown[]} */ ...params) =>
    /** @type {number} */ (
      db
        .prepare(sql)
        .pluck()
        .get(...params)
    );
  const stored = {
    hostileBookings: count(
      "select count(*) from bookings where email like ? and email not like ?",
      `%${mark}%`,
      `%formula%`,
    ),
    formulaBooking: count("select count(*) from bookings where email = ?", email("formula")),
    hostileCreators: count("select count(*) from creators where email like ?", `%${mark}%`),
    brokenLinks: count("select count(*) from reservations where maps_url glob ?", "*[\r\n\t]*"),
    hiddenText: count(
      "select count(*) from bookings where name glob ? or name glob ?",
      "*[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]*",
      "*[\r\n]*",
    ),
  };
  db.close();

  /** What must hold; each failure is named. */
  const expected = {
    bidiNameForm: statuses.bidiNameForm === 400,
    controlNameJson: statuses.controlNameJson === 400,
    displayNameEmail: statuses.displayNameEmail === 400,
    formulaName: statuses.formulaName >= 200 && statuses.formulaName < 300 && stored.formulaBooking === 1,
    bidiCreator: statuses.bidiCreator === 400,
    displayNameCreator: statuses.displayNameCreator === 400,
    crlfMapLink: statuses.crlfMapLink === 400 && stored.brokenLinks === 0,
    bidiDietary: statuses.bidiDietary === 400,
    nothingHostileStored: stored.hostileBookings === 0 && stored.hostileCreators === 0 && stored.hiddenText === 0,
    // Quoted, and guarded after the ';' that Excel in Spain and France splits on.
    csvGuarded: csv.includes(`"x;'=1+1;'@SUM(A1)"`) && !csv.includes(`,${FORMULA_NAME}`),
  };
  const failures = Object.entries(expected)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  return { statuses, stored, failures };
}
