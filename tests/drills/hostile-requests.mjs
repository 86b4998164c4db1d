// @ts-check
/**
 * Drill (d): a reproducible stream of hostile requests across every form and API route —
 * malformed and huge bodies, wrong types and content types, odd Unicode, injection strings,
 * missing and forged cookies and tokens. No 5xx, no crash, and afterwards the database holds
 * exactly what the few valid requests among them stored (valid shapes carrying hostile text).
 */
import { createHash, randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import Database from "better-sqlite3";
import { NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { readDb, storeInvariants, storeIsSound, tally } from "../support/drill-support.mjs";
import { bookingLinkReproductions } from "./booking-links.mjs";
import { hostileTextChecks, ONCE_ACCEPTED_TEXT } from "./hostile-text.mjs";
import { lifecycleReproductions } from "./lifecycle-reproductions.mjs";
import { privateLinkReproductions } from "./private-links.mjs";

/** Stands for the path of the trip the drill sets up (see tripTarget) until the requests are sent. */
const TRIP_TARGET = "/trip/{target}";

const FORM_ROUTES = [
  "/clients",
  "/creator-signup",
  "/dashboard",
  "/dashboard/logout",
  // A creator's payout account: connect and the local TEST onboarding, forged and signed out.
  "/dashboard/payouts",
  // The self-billing agreement's "I accept" and a creator's invoice PDF: forged, traversal, signed out.
  "/dashboard/self-billing",
  "/fr/dashboard/self-billing",
  "/dashboard/invoices/AF-1-2026-000001.pdf",
  "/dashboard/invoices/%2e%2e%2fAF-1-2026-000001.pdf",
  `/dashboard/invoices/AF-${"9".repeat(200)}.pdf`,
  "/admin/self-billed/AF-1-2026-000001.pdf",
  "/admin/self-billed/%27%20OR%201%3D1.pdf",
  // A creator's tax details and the owners' correction: forged, another creator's id, signed out.
  "/dashboard/tax",
  "/fr/dashboard/tax",
  "/admin/tax-details",
  "/admin/tax-details/1",
  "/admin/tax-details/%27%20OR%201%3D1",
  // The pick form's typeahead over the directory: a forged request and words, signed out.
  "/dashboard/directory",
  "/dashboard/directory?request=%27%20OR%201%3D1&q=%00",
  "/dashboard?tab=requests&request=1&q=%3Cscript%3E&pick=%27%20OR%201%3D1",
  "/admin",
  "/payment-admin",
  "/admin/sessions",
  "/admin/staff",
  "/admin/audit",
  "/admin/audit.csv",
  "/admin/invoices",
  "/admin/invoices.csv",
  // The owners' creator rates: forged and hostile forms, with and without a session.
  "/admin/earnings",
  // The owners' tax figures and their files: periods that are not ones, an unknown file.
  "/admin/tax-reports",
  "/admin/tax-reports?year=1900&quarter=5&dac7=%27%20OR%201%3D1",
  "/admin/tax-reports/withholdings.csv?year=%00&quarter=Q9",
  "/admin/tax-reports/dac7.xml?year=99999",
  "/admin/tax-reports/..%2F..%2Fetc%2Fpasswd",
  "/admin/logout",
  "/admin/mail",
  "/admin/mail/1",
  "/admin/mail/%27%20OR%201%3D1",
  // The day's tables: a date that is not one, an injection in it.
  "/admin/today",
  "/admin/today?date=2026-02-30",
  "/admin/today?date=%27%20OR%201%3D1",
  // The inbox: an odd view, an injection in it.
  "/admin/inbox",
  "/admin/inbox?view=%27%20OR%201%3D1",
  // The restaurant directory: its search, a forged id, the export and the import.
  "/admin/restaurants",
  "/admin/restaurants?city=%27%20OR%201%3D1&q=%00",
  "/admin/restaurants/1",
  "/admin/restaurants/%27%20OR%201%3D1",
  "/admin/restaurants.csv",
  "/admin/restaurants/import",
  "/set-password?token=forged",
  // The team's one-time link pages (a malformed and a well-formed unknown token) and the reset request.
  "/admin/welcome?token=forged",
  `/admin/reset-password?token=${"A".repeat(43)}`,
  "/admin/forgot-password",
  // The team's sign-in steps (password, code, second-factor setup) and the first owner's page.
  "/admin/login",
  "/admin/login?redirectTo=https%3A%2F%2Fevil.example%2F",
  "/admin/login/code",
  "/admin/login/setup",
  "/admin/first-owner",
  "/checkout/test/forgedreference",
  "/success?session_id=cs_test_forged",
  "/trip",
  `/trip/${"A".repeat(43)}`,
  "/trip/forged%00token",
  "/trip/..%2F..%2Fetc%2Fpasswd",
  // A real trip's link, made once the server runs: its preferences form meets the hostile bodies.
  TRIP_TARGET,
  // The itinerary's files, for an unknown link and for the drill's trip (which has none).
  `/trip/${"A".repeat(43)}/itinerary`,
  `/trip/${"A".repeat(43)}/itinerary.pdf`,
  `/trip/${"A".repeat(43)}/calendar.ics`,
  `/trip/${"A".repeat(43)}/meals/1.ics`,
  // The withdrawal's confirmation step; the drill's trip, an unpaid request, refuses the withdrawal itself.
  `${TRIP_TARGET}?withdraw=confirm`,
  `${TRIP_TARGET}/itinerary`,
  `${TRIP_TARGET}/itinerary.pdf`,
  `${TRIP_TARGET}/calendar.ics`,
  `${TRIP_TARGET}/meals/1.ics`,
  `${TRIP_TARGET}/meals/%2e%2e%2f1.ics`,
  `${TRIP_TARGET}/meals/99999999999999999999.ics`,
  // Its invoices: an unknown link, a forged number, a traversal, a number with no .pdf.
  `/trip/${"A".repeat(43)}/invoices/2026-000001.pdf`,
  `${TRIP_TARGET}/invoices/2026-000001.pdf`,
  `${TRIP_TARGET}/invoices/%2e%2e%2f2026-000001.pdf`,
  `${TRIP_TARGET}/invoices/${"9".repeat(200)}.pdf`,
  `${TRIP_TARGET}/invoices/R2026-000001`,
  // Everything held about the traveller, as a page and a file, and its erasure: an unknown link, and the
  // drill's trip (a request still in service, so the erasure is refused and its data stays).
  `/trip/${"A".repeat(43)}/my-data`,
  `/trip/${"A".repeat(43)}/my-data.json`,
  `${TRIP_TARGET}/my-data`,
  `${TRIP_TARGET}/my-data?erase=confirm`,
  `${TRIP_TARGET}/my-data.json`,
  // The same links spelled so that a check on the raw path's prefix misses them.
  "/%74rip/{target}",
  "/./trip/{target}",
  "/x/../trip/{target}",
  "/%74rip/{target}/itinerary.pdf",
  "/x/../trip/{target}/calendar.ics",
  // The same forms in Spanish and French: the same modules, with messages in another language.
  "/es/clients",
  "/fr/clients",
  "/es/creator-signup",
  "/fr/creator-signup",
  "/es/dashboard",
  "/fr/dashboard/logout",
  "/es/dashboard/payouts?refresh=1",
  "/fr/set-password?token=forged",
  "/es/trip",
  "/fr/success?session_id=cs_test_forged",
  // "How was it": forged, truncated, another meal's and traversal rating links, odd scores.
  `/rate/1-1-${"A".repeat(32)}?score=4`,
  `/rate/99999999999-1-${"A".repeat(32)}?score=5`,
  "/rate/1-1-short?score=4",
  `/rate/1-99-${"A".repeat(32)}?score=1`,
  `/rate/1-1-${"A".repeat(32)}?score=%E2%80%AE5`,
  `/rate/1-1-${"A".repeat(32)}?score=99999999999999999999`,
  "/rate/..%2F..%2Fetc%2Fpasswd",
  "/rate/%00",
  // The public pages that take no input still meet every body and query (a stray post is a 405, not a 500).
  "/",
  "/about",
  "/creators",
  "/privacy",
  "/terms",
  "/es/terms",
  "/fr/privacy",
  "/healthz",
  "/healthz/replication",
];

const API_ROUTES = [
  "/api/save-booking",
  "/api/create-payment-session",
  "/api/verify-payment",
  "/api/update-webhook-status",
  "/api/update-booking-status",
  "/api/stripe-webhook",
  "/api/save-creator",
  "/api/authenticate-creator",
  "/api/get-bookings",
  "/api/get-bookings?format=csv",
  "/api/get-creators?format=csv",
  "/api/admin-bookings",
  "/api/cancel-booking",
];
const FIELDS = [
  ...["city", "checkIn", "checkOut", "reservations", "name", "email", "countryCode", "phoneNumber", "idempotencyKey"],
  ...["instagram", "tiktok", "website", "password", "token", "intent", "bookingId", "sessionId", "restaurantName"],
  ...["googleMapsLink", "dishSuggestion", "airtable_synced", "last_webhook_sent_at", "reference", "amount", "price"],
  ...["meals[0].meal", "meals[0].vibe", "meals[0].budgetBand", "meals[0].partySize", "meals[0].occasion"],
  ...["meals[0].date", "meals[0].note", "meals[1].sameAsFirst", "meals[99999999].note", "meals", "dietary"],
  ...["dietaryOther", "consent", "refundCents", "note", "taxId", "address", "startConsent"],
  // The trip's conversation: a message, perhaps a change request about a meal.
  ...["body", "meal", "time", "party"],
  // A pick from the directory, and the team's review of a creator's restaurant.
  ...["restaurantId", "into"],
  // A creator's tax details, and an owner's reason for correcting them.
  ...["kind", "legalName", "addressLine", "postalCode", "country", "dateOfBirth", "tin", "tinCountry"],
  ...["vatNumber", "taxStatus", "withholding", "reason", "creatorId"],
];
const HOSTILE_TEXT = [
  "' OR '1'='1' --",
  "Robert'); DROP TABLE bookings;--",
  '<script>alert("x")</script>',
  '"><img src=x onerror=alert(1)>',
  "{{7*7}}$" + "{7*7}<%= 7*7 %>", // template injection, split so no linter mistakes it for ours
  "../../../../etc/passwd",
  '=HYPERLINK("http://evil.example","x")',
  "+SUM(1,1)",
  "@cmd",
  "line\r\nSet-Cookie: sm_admin=owned",
  "nul\u0000byte",
  "rtl\u202Eevil.exe",
  "zero\u200Bwidth\uFEFF",
  "lone \uD800 surrogate",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "Z̤͔ͧ̑̓ä͢͞l̴g̡o",
  "аdmin@exаmple.com",
  "__proto__",
  "constructor",
  "NaN",
  "-0",
  "1e309",
  "ES|Madrid|extra",
  "other\u0000",
  // Texts that once got in: a formula after ';', a display-name address, a line break in a map link, bidi controls.
  ...ONCE_ACCEPTED_TEXT,
  "  ",
  "",
];

/**
 * One request to send; `email` marks a valid booking, `auth` which admin credential to add.
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body: string, kind: string, email?: string, auth?: "session" | "bearer" }} Spec
 */

/** A small seeded generator, so a failing request can be reproduced from the seed. */
function random(seed = 7) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (/** @type {number} */ max) => Math.floor(next() * max),
    /** @template T @param {T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** @typedef {ReturnType<typeof random>} Random */

/** @param {Random} rnd */
function hostileValue(rnd) {
  switch (rnd.int(10)) {
    case 0:
      return "x".repeat(rnd.pick([300, 10_000, 70_000]));
    case 1:
      return rnd.pick([null, true, false, 0, -1, 11, 3.5, 1e308, -1e308]);
    case 2:
      return rnd.pick([[], {}, ["ES|Madrid"], { $gt: "" }, JSON.parse('{"__proto__":{"admin":true}}')]);
    case 3: {
      // Deep nesting: parsers and validators must refuse it, not overflow the stack.
      let deep = /** @type {unknown} */ ("bottom");
      for (let i = 0; i < rnd.pick([100, 5000]); i++) deep = [deep];
      return deep;
    }
    default:
      return rnd.pick(HOSTILE_TEXT);
  }
}

/** @param {Random} rnd */
function hostileObject(rnd) {
  /** @type {Record<string, unknown>} */
  const object = {};
  for (let i = rnd.int(8); i >= 0; i--) object[rnd.pick(FIELDS)] = hostileValue(rnd);
  if (rnd.next() < 0.2) object[rnd.pick(HOSTILE_TEXT) || "empty"] = hostileValue(rnd);
  // A rating's comment: at the cap's edge (1,000 kept, 1,001 refused), bidi and control characters.
  if (rnd.next() < 0.1) object.comment = rnd.pick(["x".repeat(1000), "x".repeat(1001), "a\u202Eb\u0007", "\u2066x"]);
  // The trip page's payment and withdrawal forms, with the pre-payment box or a hostile one.
  if (rnd.next() < 0.1) object.intent = rnd.pick(["withdraw", "pay", "message", "erase"]);
  // A message at the cap's edge (2,000 characters are taken, 2,001 refused) or with bidi and control characters.
  if (object.intent === "message" && rnd.next() < 0.5) {
    object.body = rnd.pick(["x".repeat(2000), "x".repeat(2001), "a\u202Eb\u0007"]);
  }
  return object;
}

/** @param {Record<string, unknown>} object */
const asForm = (object) =>
  new URLSearchParams(
    Object.entries(object).map(([key, value]) => [
      key,
      typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
    ]),
  ).toString();

/**
 * One hostile request: method, path, headers, body and what kind it is (for the report).
 * @param {Random} rnd
 * @returns {Spec}
 */
function hostileRequest(rnd) {
  const path = rnd.next() < 0.5 ? rnd.pick(FORM_ROUTES) : rnd.pick(API_ROUTES);
  const method = rnd.next() < 0.8 ? "POST" : rnd.pick(["GET", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);
  /** @type {Record<string, string>} */
  const headers = {};
  let body = "";
  let kind = "";
  switch (rnd.int(9)) {
    case 0:
      kind = "form, hostile fields";
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = asForm(hostileObject(rnd));
      break;
    case 1:
      kind = "json, hostile fields";
      headers["content-type"] = "application/json";
      body = JSON.stringify(hostileObject(rnd));
      break;
    case 2:
      kind = "malformed json";
      headers["content-type"] = "application/json";
      body = rnd.pick([
        "{",
        '{"name":',
        "{'a':1}",
        "[1,2",
        "\u0000",
        "nul\u0000{}",
        '{"a":1}}',
        "",
        "null",
        "[]",
        '"x"',
        "1",
      ]);
      break;
    case 3:
      kind = "huge body";
      headers["content-type"] = rnd.pick(["application/json", "application/x-www-form-urlencoded", "text/plain"]);
      body =
        headers["content-type"] === "application/json"
          ? `{"name":"${"a".repeat(1_100_000)}"}`
          : `name=${"a".repeat(1_100_000)}`;
      break;
    case 4:
      kind = "wrong content type";
      headers["content-type"] = rnd.pick([
        "text/plain",
        "application/xml",
        "application/json; charset=utf-16",
        "image/png",
        "application/x-www-form-urlencoded; charset=koi8-r",
        "*/*",
      ]);
      body =
        rnd.next() < 0.5
          ? JSON.stringify(hostileObject(rnd))
          : '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>';
      break;
    case 5:
      kind = "multipart";
      headers["content-type"] = rnd.pick([
        "multipart/form-data; boundary=drill",
        "multipart/form-data",
        "multipart/form-data; boundary=",
      ]);
      body = `--drill\r\nContent-Disposition: form-data; name="name"\r\n\r\n${rnd.pick(HOSTILE_TEXT)}\r\n--drill\r\nContent-Disposition: form-data; name="file"; filename="../../x.sh"\r\nContent-Type: application/x-sh\r\n\r\n#!/bin/sh\r\n${rnd.next() < 0.5 ? "--drill--\r\n" : ""}`;
      break;
    case 6:
      kind = "no content type";
      body = rnd.next() < 0.5 ? asForm(hostileObject(rnd)) : JSON.stringify(hostileObject(rnd));
      break;
    case 7:
      kind = "odd query string";
      body = "";
      return {
        method: rnd.pick(["GET", "POST"]),
        path: `${path}${path.includes("?") ? "&" : "?"}${asForm(hostileObject(rnd))}&%E0%A4%A=%ZZ&${new URLSearchParams({ format: rnd.pick(HOSTILE_TEXT) })}`,
        headers: withIdentity(rnd, headers),
        body,
        kind,
      };
    default:
      kind = "raw bytes";
      headers["content-type"] = rnd.pick(["application/json", "application/x-www-form-urlencoded"]);
      body = Buffer.from(Array.from({ length: 64 + rnd.int(512) }, () => rnd.int(256))).toString("latin1");
  }
  return { method, path, headers: withIdentity(rnd, headers), body, kind };
}

/**
 * Missing, forged and garbage cookies, tokens, signatures and origins.
 * @param {Random} rnd
 * @param {Record<string, string>} headers
 */
function withIdentity(rnd, headers) {
  const roll = rnd.int(8);
  if (roll === 1)
    headers.cookie = `sm_admin=${rnd.pick(["forged", "eyJhZG1pbiI6dHJ1ZX0%3D.forgedsignature", "s%3Aforged.sig"])}`;
  if (roll === 2) headers.cookie = `sm_creator=eyJjcmVhdG9ySWQiOjF9.${"A".repeat(43)}; sm_toast=garbage%%`;
  if (roll === 3) headers.cookie = `=;;;=; ${"k".repeat(20)}=${"v".repeat(6000)}`;
  if (roll === 4)
    headers.authorization = rnd.pick([
      "Bearer ",
      "Bearer forged-token-0123456789",
      `Bearer ${"x".repeat(8000)}`,
      "Basic YWRtaW46YWRtaW4=",
    ]);
  if (roll === 5)
    headers["stripe-signature"] = rnd.pick([
      "t=1,v1=deadbeef",
      "garbage",
      `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
    ]);
  if (roll === 6) headers.origin = rnd.pick(["https://evil.example", "null"]);
  return throughProxy(rnd, headers);
}

const FORGED_FORWARDS = [
  "203.0.113.9",
  "6.6.6.6, 203.0.113.9",
  "127.0.0.1",
  "::1, 10.0.0.1",
  "not-an-address",
  "",
  ",,,",
  "999.999.999.999",
  `${"1.2.3.4, ".repeat(400)}5.6.7.8`,
];

/**
 * The headers a TLS proxy adds (the drill's server trusts one hop), and the forged ones a
 * client adds in front of them: spoofed addresses, garbage, another scheme or host.
 * @param {Random} rnd
 * @param {Record<string, string>} headers
 */
function throughProxy(rnd, headers) {
  const roll = rnd.int(5);
  if (roll === 0) return headers;
  headers["x-forwarded-for"] = rnd.pick(FORGED_FORWARDS);
  headers["x-forwarded-proto"] = rnd.pick(["https", "http", "https, http", "gopher", ""]);
  if (roll === 2) headers["x-forwarded-host"] = rnd.pick(["evil.example", "localhost", "a".repeat(300)]);
  if (roll === 3) headers.forwarded = rnd.pick(["for=6.6.6.6;proto=https", 'for="[::1]";host=evil.example', "garbage"]);
  return headers;
}

const ADMIN_TOKEN = "drill-admin-token-0123456789abcdef";
const ODD_IDS = ["1", "0", "-1", "2.5", "1e3", "99999999999999999999", "1 OR 1=1", "", "abc", "0x10", " 1 ", "١"];

/**
 * One request sent as it stands (a form post carries a small form body).
 * @param {string} method @param {string} path @param {string} kind @param {Spec["auth"]} [auth]
 * @returns {Spec}
 */
const asIs = (method, path, kind, auth) => ({
  method,
  path,
  headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
  body: method === "POST" ? "a=1" : "",
  kind,
  auth,
});

/**
 * Requests that once answered 500, sent on every run whatever the seed: a search holding a NUL
 * or another hidden character, on the admin pages (the session) and the API (the Bearer token),
 * and paths whose %-escapes do not decode, on pages, the workspace and the API.
 */
const ONCE_500 = [
  ...["%00abc", "abc%00", "%00%00%00", "%01%7F%C2%85abc", "%E2%80%AEabc"].flatMap((q) =>
    ["/admin", "/payment-admin", "/api/get-bookings", "/api/admin-bookings"].map((path) =>
      asIs("GET", `${path}?q=${q}`, "hidden characters in a search", path.startsWith("/api/") ? "bearer" : "session"),
    ),
  ),
  ...[
    "/trip/%E0%A4%A",
    "/admin/bookings/%E0%A4%A",
    "/es/trip/%E0%A4%A",
    "/%",
    "/fr/%ZZ",
    "/api/get-bookings/%E0%A4%A",
  ].flatMap((path) => ["GET", "POST"].map((method) => asIs(method, path, "malformed %-escape in the path"))),
  asIs("GET", "/admin/bookings/%E0%A4%A", "malformed %-escape in the path", "session"),
];

/**
 * A hostile request sent with real admin credentials (the session cookie or the Bearer
 * token are added when it is sent), so the admin actions' own parsing is exercised too.
 * @param {Random} rnd
 * @returns {Spec}
 */
function adminRequest(rnd) {
  if (rnd.next() < 0.25) {
    // The concierge's workspace for one booking: every intent, odd references and hostile fields.
    /** @type {Record<string, unknown>} */
    const fields = {
      intent: rnd.pick([
        "move",
        "mark-booked",
        "assign",
        "take",
        "assign-staff",
        "note",
        "reservation",
        "cancel",
        "request-payment",
        "decline",
        "send-itinerary",
        "send-update",
        // The conversation's forms, posted to …/messages below.
        "reply",
        "resolve",
        "read",
        "",
        ...HOSTILE_TEXT.slice(0, 3),
      ]),
      requestId: rnd.pick(ODD_IDS),
      outcome: rnd.pick(["done", "declined", "open", "", "__proto__"]),
      // Where a conversation form goes back to: only the inbox's own paths are honoured.
      returnTo: rnd.pick(["/admin/inbox?view=all", "https://evil.example/", "//evil.example", "/admin/inbox/../staff"]),
      to: rnd.pick(["paid", "curating", "booked", "cancelled", "itinerary_ready", "", "__proto__"]),
      creatorId: rnd.pick(ODD_IDS),
      staffId: rnd.pick(ODD_IDS),
      body: hostileValue(rnd),
      mealPosition: rnd.pick(ODD_IDS),
      recommendationId: rnd.pick(ODD_IDS),
      restaurantName: hostileValue(rnd),
      address: hostileValue(rnd),
      mapsUrl: rnd.pick([
        "javascript:alert(1)",
        "https://evil.example/maps",
        "https://maps.google.com/?q=x",
        "https://maps.google.com/?q=a\r\nX:1",
        "",
      ]),
      localDate: rnd.pick(["2026-12-10", "2026-02-30", "", "9999-99-99", ...HOSTILE_TEXT.slice(0, 2)]),
      localTime: rnd.pick(["21:30", "24:00", "9:30", "", "02:30"]),
      partySize: rnd.pick(ODD_IDS),
      tableName: hostileValue(rnd),
      refund: rnd.pick(["full", "partial", "none", "", "all"]),
      amount: rnd.pick(["20", "20.5", "-1", "1e9", "", "abc", "99999999"]),
      confirm: rnd.pick(["yes", "no", ""]),
      message: rnd.next() < 0.5 ? hostileValue(rnd) : "x".repeat(1001),
    };
    const reference = rnd.pick([...ODD_IDS, ...HOSTILE_TEXT.slice(0, 4), "abcdefghjkmnpqrs"]);
    return {
      method: rnd.next() < 0.8 ? "POST" : "GET",
      path: `/admin/bookings/${encodeURIComponent(reference)}${rnd.next() < 0.3 ? "/messages" : ""}${rnd.next() < 0.3 ? `?pick=${encodeURIComponent(rnd.pick(ODD_IDS))}` : ""}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: asForm(fields),
      kind: "admin session, hostile workspace request",
      auth: "session",
    };
  }
  if (rnd.next() < 0.5) {
    /** @type {Record<string, unknown>} */
    const fields = {
      intent: rnd.pick([
        "refresh",
        "approve",
        "reject",
        "assign",
        "retry",
        "take",
        "auto-assign",
        "desk-time-zone",
        "unlock",
        "end",
        // A team member's own language (/admin/sessions): only en, es or fr is stored.
        "language",
        "drop",
        "invite",
        "role",
        "deactivate",
        "reactivate",
        "add-rate",
        // The owners' payout run and its monthly day.
        "run-payouts",
        "set-payout-day",
        // The review of a restaurant a creator added: list it, or merge it into another.
        "list-restaurant",
        "merge-restaurant",
        ...HOSTILE_TEXT.slice(0, 4),
      ]),
      restaurantId: rnd.pick(ODD_IDS),
      into: rnd.pick(ODD_IDS),
      day: rnd.pick(["5", "0", "29", "-1", "5.5", "", ...HOSTILE_TEXT.slice(0, 2)]),
      // The creators' rate form: odd amounts, cities and days.
      euros: rnd.pick(["6", "6,50", "-1", "0", "1e9", "99999", "", ...HOSTILE_TEXT.slice(0, 2)]),
      city: rnd.pick(["", "Madrid", "Atlantis", "__proto__", ...HOSTILE_TEXT.slice(0, 2)]),
      appliesFrom: rnd.pick(["2031-01-01", "2026-02-30", "", ...HOSTILE_TEXT.slice(0, 2)]),
      staffId: rnd.pick(ODD_IDS),
      role: rnd.pick(["owner", "concierge", "", "__proto__", ...HOSTILE_TEXT.slice(0, 2)]),
      creatorId: rnd.pick(ODD_IDS),
      bookingId: rnd.pick(ODD_IDS),
      outboxId: rnd.pick(ODD_IDS),
      sessionId: rnd.pick(ODD_IDS),
      language: rnd.pick(["es", "fr", "en", "de", "ES", "", "__proto__", ...HOSTILE_TEXT.slice(0, 2)]),
      enabled: rnd.pick(["on", "off", "", "true", ...HOSTILE_TEXT.slice(0, 2)]),
      timeZone: rnd.pick([
        "Europe/Madrid",
        "America/New_York",
        "Mars/Olympus_Mons",
        "europe/madrid",
        "",
        ...HOSTILE_TEXT.slice(0, 2),
      ]),
    };
    if (rnd.next() < 0.3) fields[rnd.pick(FIELDS)] = hostileValue(rnd);
    return {
      method: "POST",
      path: rnd.pick([
        "/admin",
        "/admin?tab=creators",
        "/payment-admin",
        "/admin/sessions",
        "/admin/staff",
        "/admin/inbox",
        "/admin/earnings",
        "/admin/tax-details/1",
        "/admin/restaurants",
        "/admin/restaurants/1",
        "/admin/restaurants/import",
      ]),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: asForm(fields),
      kind: "admin session, hostile action",
      auth: "session",
    };
  }
  if (rnd.next() < 0.3) {
    // A lifecycle move with the real token: odd references, statuses and notes, and body shapes.
    const move = {
      reference: rnd.pick([...ODD_IDS, ...HOSTILE_TEXT.slice(0, 6), "abcdefghjkmnpqrs"]),
      status: rnd.pick(["paid", "booked", "cancelled", "PAID", "", "__proto__", ...HOSTILE_TEXT.slice(0, 3)]),
      note: rnd.next() < 0.5 ? hostileValue(rnd) : undefined,
    };
    return {
      method: "POST",
      path: "/api/update-booking-status",
      headers: { "content-type": rnd.pick(["application/json", "text/plain", "application/json; charset=utf-8"]) },
      body:
        rnd.next() < 0.8 ? JSON.stringify(move) : rnd.pick(["{", "[]", "null", '{"reference":1}', "x".repeat(70_000)]),
      kind: "admin bearer, hostile lifecycle move",
      auth: "bearer",
    };
  }
  const path = rnd.pick([
    "/api/get-bookings",
    "/api/get-creators",
    "/api/admin-bookings",
    "/admin",
    "/payment-admin",
    "/admin/sessions",
    "/admin/staff",
    "/admin/audit",
    "/admin/audit.csv",
    "/admin/invoices",
    "/admin/invoices.csv",
    `/admin/invoices/${encodeURIComponent(rnd.pick(ODD_IDS))}.pdf`,
    `/admin/self-billed/AF-${encodeURIComponent(rnd.pick(ODD_IDS))}-2026-000001.pdf`,
    "/admin/earnings",
    "/admin/tax-details",
    `/admin/tax-details/${encodeURIComponent(rnd.pick(ODD_IDS))}`,
    "/admin/tax-reports",
    "/admin/tax-reports/withholdings.csv",
    "/admin/tax-reports/self-billed-vat.csv",
    "/admin/tax-reports/dac7.csv",
    "/admin/tax-reports/dac7.xml",
    `/admin/tax-reports/${encodeURIComponent(rnd.pick(ODD_IDS))}`,
    "/admin/mail",
    `/admin/mail/${encodeURIComponent(rnd.pick(ODD_IDS))}`,
    "/admin/today",
    "/admin/inbox",
    "/admin/restaurants",
    "/admin/restaurants.csv",
  ]);
  const query = new URLSearchParams({
    format: rnd.pick(["csv", "json", "xml", "", "CSV"]),
    q: rnd.pick(HOSTILE_TEXT),
    page: rnd.pick(ODD_IDS),
    tab: rnd.pick(["bookings", "creators", "", "__proto__"]),
    person: rnd.pick(ODD_IDS),
    action: rnd.pick(["staff.invited", "export.csv", "", ...HOSTILE_TEXT.slice(0, 3)]),
    booking: rnd.pick(ODD_IDS),
    quarter: rnd.pick(["2027-Q1", "2027-Q5", "", ...HOSTILE_TEXT.slice(0, 3)]),
    type: rnd.pick(["full", "corrective", "", "__proto__"]),
    status: rnd.pick(["not_submitted", "submitted", "", ...HOSTILE_TEXT.slice(0, 2)]),
    sep: rnd.pick(["semicolon", "", "tab"]),
    date: rnd.pick(["2037-12-31", "2026-02-30", "9999-12-31", "", ...HOSTILE_TEXT.slice(0, 3)]),
    view: rnd.pick(["mine", "all", "", "__proto__", ...HOSTILE_TEXT.slice(0, 2)]),
    year: rnd.pick(["2026", "1900", "99999", "", ...HOSTILE_TEXT.slice(0, 2)]),
    dac7: rnd.pick(["2025", "0", "", ...HOSTILE_TEXT.slice(0, 2)]),
  });
  return {
    method: "GET",
    path: `${path}?${query}`,
    headers: {},
    body: "",
    kind: "admin credentials, hostile query",
    auth: path.startsWith("/api/") ? "bearer" : "session",
  };
}

/**
 * A trip the hostile requests can aim at: a request made through the form, then moved to
 * paid (its preferences form open) with a link whose token the drill knows.
 * @param {string} baseUrl
 * @param {string} databasePath
 */
async function tripTarget(baseUrl, databasePath) {
  const email = "trip-target@drill.test";
  const values = validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email });
  await fetch(`${baseUrl}/clients`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
    redirect: "manual",
  });
  const token = randomBytes(32).toString("base64url");
  const sqlite = new Database(databasePath);
  try {
    const id = sqlite.prepare("select id from bookings where email = ?").pluck().get(email);
    if (!id) throw new Error("the drill's trip could not be booked");
    sqlite.prepare("update bookings set status = 'paid' where id = ?").run(id);
    sqlite
      .prepare("insert into trip_links (booking_id, token_hash, expires_at) values (?, ?, ?)")
      .run(id, createHash("sha256").update(token).digest("hex"), "2999-01-01T00:00:00.000Z");
  } finally {
    sqlite.close();
  }
  return { email, token, path: `/trip/${token}` };
}

/** Opens an admin session the way the gate's form does; returns its cookie. */
async function adminSession(/** @type {string} */ baseUrl) {
  const response = await fetch(`${baseUrl}/admin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ intent: "unlock", token: ADMIN_TOKEN }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("sm_admin="));
  if (!cookie) throw new Error(`could not open an admin session (HTTP ${response.status})`);
  return cookie;
}

/**
 * A valid request carrying hostile text where the rules allow any text (the name): it must
 * be stored, exactly once, and nothing else may be.
 * @param {Random} rnd
 * @param {number} n
 * @returns {Spec}
 */
function validRequest(rnd, n) {
  const email = `hostile-valid-${n}@drill.test`;
  const name = rnd.pick([
    "Robert'); DROP TABLE bookings;--",
    "<script>alert(1)</script>",
    "Zoë 👩‍👩‍👧 محمد",
    '=HYPERLINK("x")',
    "x;=1+1;@SUM(A1)",
  ]);
  const values = validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email, name });
  return rnd.next() < 0.5
    ? {
        method: "POST",
        path: "/clients",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(values).toString(),
        kind: "valid form",
        email,
      }
    : {
        method: "POST",
        path: "/api/save-booking",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...values, reservations: 2 }),
        kind: "valid json",
        email,
      };
}

/**
 * @param {string} baseUrl
 * @param {Agent} agent
 * @param {{ method: string, path: string, headers: Record<string, string>, body: string }} spec
 * @returns {Promise<number | string>} the status, or the network error's code
 */
function send(baseUrl, agent, spec) {
  return new Promise((done) => {
    const url = new URL(baseUrl);
    const body = Buffer.from(spec.body, "utf8");
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: spec.method,
        path: spec.path,
        agent,
        timeout: 10_000,
        headers: { ...spec.headers, ...(body.length > 0 ? { "content-length": body.length } : {}) },
      },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode ?? 0));
        res.on("error", () => done(res.statusCode ?? "ERESPONSE"));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    req.on("error", (/** @type {NodeJS.ErrnoException} */ error) => done(error.code ?? "ERROR"));
    req.end(body);
  });
}

/** @param {import("../support/drill-support.mjs").DrillOptions & { requests?: number, seed?: number, concurrency?: number }} options */
export async function hostileRequestsDrill({ start, log = console.log, requests = 2000, seed = 7, concurrency = 8 }) {
  // Reproductions about the lifecycle's guards and who a request goes to, on a server of their own.
  const lifecycle = await lifecycleReproductions({ start });
  log(
    `(d) guards skipped by the API, "Other" creators, assignment and rejection: ${lifecycle.checks.length - lifecycle.failed.length} of ${lifecycle.checks.length} as expected${lifecycle.failed.length ? `; FAILED ${JSON.stringify(lifecycle.failed)}` : ""}`,
  );
  // Reproductions about references, payments, bodies and trip links, on a server of their own.
  const bookingLinks = await bookingLinkReproductions({ start });
  log(
    `(d) a stranger's payment session and TEST checkout (404, nothing created), a cancelled booking, an uncapped body, a leaked link: ${bookingLinks.checks.length - bookingLinks.failed.length} of ${bookingLinks.checks.length} as expected${bookingLinks.failed.length ? `; FAILED ${JSON.stringify(bookingLinks.failed)}` : ""}`,
  );
  const rnd = random(seed);
  /** @type {Spec[]} */
  const specs = Array.from({ length: requests }, (_, n) => {
    const roll = rnd.next();
    return roll < 0.05 ? validRequest(rnd, n) : roll < 0.2 ? adminRequest(rnd) : hostileRequest(rnd);
  });
  specs.push(...ONCE_500);
  // A configured webhook secret, so forged Stripe deliveries meet the signature check (unset, the route answers 503).
  // Behind a TLS proxy at 127.0.0.1 named in TRUST_PROXY, as the README deploys it (the drill's
  // requests come through it, so forged forwarding headers meet the real parser; 127.0.0.2 is a
  // client that is not the proxy), and the per-client limits at their production values (their
  // 429s are checked). Request lines are logged, so a token in them would be seen.
  const server = await start({
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    ADMIN_TOKEN,
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "info",
    PUBLIC_WRITE_LIMIT: "10",
    PAYMENT_LOOKUP_LIMIT: "30",
  });
  const target = await tripTarget(server.url, server.databasePath);
  const credentials = {
    session: { cookie: await adminSession(server.url), origin: server.url },
    bearer: { authorization: `Bearer ${ADMIN_TOKEN}` },
  };
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    /** @type {(number | string)[]} */
    const statuses = new Array(specs.length);
    let next = 0;
    const worker = async () => {
      while (next < specs.length) {
        const index = next++;
        const spec = specs[index];
        const auth = spec.auth ? credentials[spec.auth] : {};
        const path = spec.path.replace("{target}", target.token);
        statuses[index] = await send(server.url, agent, { ...spec, path, headers: { ...spec.headers, ...auth } });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const reproduced = await privateLinkReproductions(server, target.token);

    const serverErrors = specs
      .map((spec, index) => ({ status: statuses[index], method: spec.method, path: spec.path, kind: spec.kind }))
      .filter(({ status }) => typeof status === "number" && status >= 500);
    // A connection closed early on a refused oversized upload is fine; refused connections mean a crash.
    const noAnswer = statuses.filter((status) => typeof status === "string");
    // A request left without any answer is as bad as a 5xx: the client hangs.
    const hung = specs
      .map((spec, index) => ({ status: statuses[index], method: spec.method, path: spec.path, kind: spec.kind }))
      .filter(({ status }) => status === "ETIMEDOUT");
    const health = await fetch(`${server.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );

    const acknowledged = new Set(
      specs.flatMap((spec, index) => {
        const status = statuses[index];
        return spec.email && typeof status === "number" && status < 400 ? [spec.email] : [];
      }),
    );
    // Whatever any accepted POST carried: a stored row must come from one of them.
    const acceptedText = specs
      .filter((spec, index) => spec.method === "POST" && typeof statuses[index] === "number" && statuses[index] < 400)
      .map((spec) => `${spec.body}\n${[...new URLSearchParams(spec.body).values()].join("\n")}`)
      .join("\n")
      .toLowerCase();
    const sqlite = readDb(server.databasePath);
    // The drill's own trip is not one of the requests' bookings.
    const stored = /** @type {string[]} */ (
      sqlite.prepare("select email from bookings where email != ?").pluck().all(target.email)
    );
    const creators = /** @type {string[]} */ (sqlite.prepare("select email from creators").pluck().all());
    const count = (/** @type {string} */ sql) => /** @type {number} */ (sqlite.prepare(sql).pluck().get());
    const others = {
      recommendations: count("select count(*) from recommendations"),
      stripeEvents: count("select count(*) from stripe_events"),
      paidBookings: count("select count(*) from bookings where payment_status = 'succeeded'"),
      // No hostile body is a whole valid answer: the trip keeps no meals, no dietary data, no new status.
      meals: count("select count(*) from meals"),
      dietaryNeeds: count("select count(*) from dietary_needs"),
      tripMoves: count("select count(*) from booking_events where to_status = 'preferences_received'"),
      tripLinkMails: count("select count(*) from outbox where type = 'mail' and payload like '%trip_link%'"),
      // No hostile body names a real booking to cancel, nor the drill's trip: nothing is cancelled or refunded.
      cancellations: count("select count(*) from booking_events where to_status = 'cancelled'"),
      refunds: count("select count(*) from refunds"),
      // No booking is booked, so no hostile request can send an itinerary.
      itineraries: count("select count(*) from itineraries"),
      // No hostile request holds a creator's session: nobody accepts the self-billing agreement.
      selfBillingAgreements: count("select count(*) from self_billing_agreements"),
    };
    sqlite.close();
    const unexpected = [...stored, ...creators].filter((email) => !acceptedText.includes(email.toLowerCase()));
    const lost = [...acknowledged].filter((email) => !stored.includes(email));
    const invariants = storeInvariants(server.databasePath);
    // The hostile texts that once got in, each sent where it did, with its outcome known.
    const hostileText = await hostileTextChecks(server, credentials, target);
    const kinds = tally(specs.map((spec) => spec.kind));
    // Admin requests the server let through its gate (2xx/3xx): proof the drill reached the actions themselves.
    const adminReached = specs.filter(
      (spec, index) => spec.auth && typeof statuses[index] === "number" && Number(statuses[index]) < 400,
    ).length;
    const ok =
      serverErrors.length === 0 &&
      health === 200 &&
      !noAnswer.includes("ECONNREFUSED") &&
      hung.length === 0 &&
      reproduced.unprotected.length === 0 &&
      reproduced.forgedForwardsLimited &&
      !reproduced.tokenLogged &&
      unexpected.length === 0 &&
      lost.length === 0 &&
      Object.values(others).every((n) => n === 0) &&
      storeIsSound(invariants) &&
      lifecycle.ok &&
      hostileText.failures.length === 0 &&
      bookingLinks.ok;
    log(
      `(d) ${requests} generated requests (seed ${seed}) over ${FORM_ROUTES.length} form and ${API_ROUTES.length} API routes, kinds ${JSON.stringify(kinds)}`,
    );
    log(
      `(d) answers ${JSON.stringify(tally(statuses))}; ${serverErrors.length} 5xx${serverErrors.length ? ` e.g. ${JSON.stringify(serverErrors.slice(0, 5))}` : ""}; ` +
        `${hung.length} left unanswered${hung.length ? ` e.g. ${JSON.stringify(hung.slice(0, 4))}` : ""}; health after: ${health}; ${adminReached} admin requests with admin credentials accepted (2xx/3xx); bookings stored ${stored.length} = the ${acknowledged.size} valid ones acknowledged (${unexpected.length} unexpected, ${lost.length} lost); ` +
        `creators ${creators.length}, recommendations ${others.recommendations}, Stripe events ${others.stripeEvents}, paid ${others.paidBookings}; ` +
        `on the drill's open trip: meals ${others.meals}, dietary rows ${others.dietaryNeeds}, preference saves ${others.tripMoves}, trip-link mails ${others.tripLinkMails}; cancellations ${others.cancellations}, refunds ${others.refunds}, itineraries ${others.itineraries} → ${ok ? "PASS" : "FAIL"}`,
    );
    log(
      `(d) trip link spelled /%74rip, /./trip, /x/../trip: ${reproduced.unprotected.length} answers without the private headers${reproduced.unprotected.length ? ` e.g. ${JSON.stringify(reproduced.unprotected.slice(0, 3))}` : ""}; token in the log: ${reproduced.tokenLogged ? "yes" : "no"}; ` +
        `25 wrong Bearer tokens from a peer that is not the proxy, forging X-Forwarded-For: ${JSON.stringify(tally(reproduced.forgedStatuses))}`,
    );
    log(
      `(d) texts that once got in, sent where they did: ${JSON.stringify(hostileText.statuses)}; stored ${JSON.stringify(hostileText.stored)}; ${hostileText.failures.length ? `FAILED ${hostileText.failures.join(", ")}` : "each as expected"}`,
    );
    return {
      ok,
      statuses: tally(statuses),
      serverErrors,
      hung,
      health,
      adminReached,
      stored: stored.length,
      creators: creators.length,
      acknowledged: acknowledged.size,
      unexpected,
      lost,
      others,
      invariants,
      reproduced,
      hostileText,
      lifecycle,
      bookingLinks,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}
