// @ts-check
/**
 * Reproductions about what a booking's reference opens, and of revocable trip links, run again
 * as an outsider would against a server of their own: they pay, cancel and refund bookings,
 * which the hostile stream's server must never see. Each check is labelled with its number below.
 *
 * 1. A reference alone opens nothing about the payment: no Checkout session (404, nothing
 *    created, with Stripe too), no TEST checkout (404, the booking unpaid), no trip link on
 *    /success; the browser that made the booking pays, and its session shows its email.
 * 3. A cancelled booking gets no Checkout session; a payment that still arrives is refunded.
 * 11. The TEST checkout's form body is capped, and so is any body the server is sent.
 * 13. "Send a new trip link" revokes the old one and mails a new one.
 */
import { createHash, randomBytes } from "node:crypto";
import { request } from "node:http";
import Database from "better-sqlite3";
import { validBooking } from "../support/booking-form.mjs";
import { readDb } from "../support/drill-support.mjs";
import { startFakeStripe } from "../support/fake-stripe.mjs";

const ADMIN_TOKEN = "drill-links-admin-token-0123456789abcdef";
const TRIP_LINK = /\/trip\/[A-Za-z0-9_-]{43}/;

/**
 * @typedef {{ finding: string, check: string, ok: boolean, seen: string }} Reproduction
 */

/**
 * @param {import("../support/drill-support.mjs").DrillOptions} options
 * @returns {Promise<{ ok: boolean, checks: Reproduction[], failed: Reproduction[] }>}
 */
export async function bookingLinkReproductions({ start }) {
  const server = await start({ ADMIN_TOKEN, LOG_LEVEL: "warn" });
  /** @type {Reproduction[]} */
  const checks = [];
  /**
   * @param {string} finding
   * @param {string} name
   * @param {boolean} ok
   * @param {unknown} [seen] what was found, to show when it fails
   */
  const check = (finding, name, ok, seen = "") =>
    checks.push({ finding, check: name, ok, seen: String(seen).slice(0, 200) });
  const url = (/** @type {string} */ path) => `${server.url}${path}`;
  const form = (/** @type {string} */ path, /** @type {Record<string, string>} */ fields, headers = {}) =>
    fetch(url(path), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const json = (/** @type {string} */ path, /** @type {unknown} */ body, headers = {}) =>
    fetch(url(path), {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  /**
   * A booking made through the form. The drill asks as an outsider, without the form's cookie,
   * and as the traveller with it (`browser`), who alone may pay on the TEST checkout.
   */
  const book = async (/** @type {string} */ email) => {
    /** @type {Record<string, string>} */
    const values = validBooking({ email, city: "ES|Madrid", reservations: "2" });
    const posted = await form("/clients", values);
    const reference = /\/checkout\/test\/([a-z0-9]{16})$/.exec(posted.headers.get("location") ?? "")?.[1] ?? "";
    const cookie = posted.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    return { values, reference, browser: { cookie } };
  };
  const sqlite = () => readDb(server.databasePath);
  const one = (/** @type {string} */ sql, /** @type {unknown[]} */ ...args) => {
    const db = sqlite();
    try {
      return db.prepare(sql).get(...args);
    } finally {
      db.close();
    }
  };

  try {
    // 1: a reference in a stranger's hands.
    const paid = await book("links-paid@drill.test");
    const payment = () =>
      JSON.stringify(
        one("select stripe_session_id, payment_status, updated_at from bookings where reference = ?", paid.reference),
      );
    const before = payment();
    const session = await json("/api/create-payment-session", { bookingId: paid.reference });
    check("1", "POST /api/create-payment-session with only the reference: 404", session.status === 404, session.status);
    const strangersPage = await fetch(url(`/checkout/test/${paid.reference}`));
    const checkout = await strangersPage.text();
    check(
      "1",
      "GET /checkout/test/<reference> without the booking's cookie: 404, no email",
      strangersPage.status === 404 && !checkout.includes(paid.values.email),
      strangersPage.status,
    );
    const strangersPay = await form(`/checkout/test/${paid.reference}`, { intent: "pay" });
    check("1", "POST it to pay: 404", strangersPay.status === 404, strangersPay.status);
    check("1", "…and nothing is created or paid", payment() === before, payment());
    const paying = await form(`/checkout/test/${paid.reference}`, { intent: "pay" }, paid.browser);
    const sessionId = new URL(paying.headers.get("location") ?? "/", server.url).searchParams.get("session_id") ?? "";
    check("1", "the booking's own browser pays", paying.status === 303 && sessionId !== "", paying.status);
    const success = await (await fetch(url(`/success?session_id=${sessionId}`))).text();
    check(
      "1",
      "GET /success?session_id=<id> shows no trip link",
      !TRIP_LINK.test(success),
      TRIP_LINK.exec(success)?.[0],
    );
    check("1", "…and says the link was emailed", success.includes("emailed your trip link"));
    const redirected = await fetch(url(`/checkout/test/${paid.reference}`), { redirect: "manual" });
    check("1", "a paid booking's TEST checkout: still 404 to a stranger", redirected.status === 404, redirected.status);

    // 3: cancel, then try to pay.
    const cancelled = await book("links-cancelled@drill.test");
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const cancel = await json("/api/cancel-booking", { bookingId: cancelled.reference, refundCents: 0 }, auth);
    check("3", "the booking is cancelled", cancel.status === 200, cancel.status);
    const again = await json("/api/create-payment-session", { bookingId: cancelled.reference }, cancelled.browser);
    check("3", "create-payment-session for a cancelled booking: 409", again.status === 409, again.status);
    const resent = await form("/clients", cancelled.values);
    check("3", "the form sent again for it: 409", resent.status === 409, resent.status);
    // The session opened before the cancellation is still payable, as an open Stripe session is.
    await form(`/checkout/test/${cancelled.reference}`, { intent: "pay" }, cancelled.browser);
    const row = /** @type {{ id: number, status: string, payment_status: string, total_cents: number }} */ (
      one("select id, status, payment_status, total_cents from bookings where reference = ?", cancelled.reference)
    );
    const refund = /** @type {{ amount_cents: number, status: string, actor: string } | undefined} */ (
      one("select amount_cents, status, actor from refunds where booking_id = ?", row.id)
    );
    check("3", "the late payment leaves the booking cancelled", row.status === "cancelled", row.status);
    check(
      "3",
      "…and is refunded in full by the system",
      refund?.amount_cents === row.total_cents && refund.status === "succeeded" && refund.actor === "system",
      JSON.stringify(refund),
    );
    const told = one(
      "select count(*) as n from outbox where booking_id = ? and payload like '%late_payment_refunded%'",
      row.id,
    );
    check("3", "…and the traveller is emailed", /** @type {{ n: number }} */ (told).n === 1);

    // 11: the TEST checkout's body, and any body, is capped.
    const unpaid = await book("links-unpaid@drill.test");
    // Sent by the booking's own browser, which the TEST checkout opens for: its cap is what answers.
    const padded = await form(
      `/checkout/test/${unpaid.reference}`,
      { intent: "pay", filler: "a".repeat(200 * 1024) },
      unpaid.browser,
    );
    check("11", "a 200 kB form to /checkout/test/<reference>: 413", padded.status === 413, padded.status);
    const chunked = await chunkedPost(url(`/checkout/test/${unpaid.reference}`), 2 * 1024 * 1024, unpaid.browser);
    check("11", "a 2 MB chunked form to it: 413", chunked === 413, chunked);
    const declared = await declaredOnly(url(`/checkout/test/${unpaid.reference}`), 250 * 1024 * 1024, unpaid.browser);
    check("11", "a body declared at 250 MB: 413 before it is read", declared === 413, declared);
    const status = /** @type {{ payment_status: string }} */ (
      one("select payment_status from bookings where reference = ?", unpaid.reference)
    );
    check("11", "…and the booking is not paid", status.payment_status === "pending", status.payment_status);

    // 13: a leaked link is replaced from the workspace.
    const token = randomBytes(32).toString("base64url");
    const db = new Database(server.databasePath);
    try {
      const id = db.prepare("select id from bookings where reference = ?").pluck().get(paid.reference);
      db.prepare("insert into trip_links (booking_id, token_hash, expires_at) values (?, ?, ?)").run(
        id,
        createHash("sha256").update(token).digest("hex"),
        "2999-01-01T00:00:00.000Z",
      );
    } finally {
      db.close();
    }
    check("13", "the leaked link opens the trip", (await fetch(url(`/trip/${token}`))).status === 200);
    const unlocked = await form("/admin", { intent: "unlock", token: ADMIN_TOKEN }, { origin: server.url });
    const cookie = unlocked.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const replaced = await form(
      `/admin/bookings/${paid.reference}`,
      { intent: "new-trip-link" },
      { cookie, origin: server.url },
    );
    check("13", "send a new trip link: redirected back", replaced.status === 302, replaced.status);
    const dead = (await fetch(url(`/trip/${token}`))).status;
    check("13", "the leaked link no longer opens the trip", dead === 404, dead);
    const mailed = one(
      "select count(*) as n from outbox o join bookings b on b.id = o.booking_id where b.reference = ? and o.payload like '%trip_link_replaced%'",
      paid.reference,
    );
    check("13", "…and a new one is queued for the traveller", /** @type {{ n: number }} */ (mailed).n === 1);
  } finally {
    await server.stop();
  }
  await strangersCheckout(start, check);
  const failed = checks.filter((entry) => !entry.ok);
  return { ok: failed.length === 0 && checks.length > 0, checks, failed };
}

/**
 * 1, with Stripe: a stranger naming a reference gets no session (404), and none is created at
 * Stripe; the booking browser's, with its cookie, is prefilled with the traveller's email
 * (Stripe's hosted page shows the one a session is created with). On a server of its own with
 * a fake Stripe.
 * @param {import("../support/drill-support.mjs").DrillOptions["start"]} start
 * @param {(finding: string, name: string, ok: boolean, seen?: unknown) => void} check
 */
async function strangersCheckout(start, check) {
  const stripe = await startFakeStripe();
  const server = await start({ STRIPE_SECRET_KEY: "sk_test_drill", STRIPE_API_BASE: stripe.url, LOG_LEVEL: "warn" });
  try {
    const email = "links-stripe@drill.test";
    const values = validBooking({ email, city: "ES|Madrid", reservations: "2" });
    const posted = await fetch(`${server.url}/clients`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(values),
      redirect: "manual",
    });
    const cookie = posted.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const reference = String(stripe.created().at(-1)?.params.client_reference_id ?? "");
    /** @param {Record<string, string>} headers */
    const session = (headers) =>
      fetch(`${server.url}/api/create-payment-session`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ bookingId: reference }),
      });
    const created = stripe.created().length;
    const strangers = await session({});
    check(
      "1",
      "with Stripe, create-payment-session by reference alone: 404",
      strangers.status === 404,
      strangers.status,
    );
    check("1", "…and no session is created at Stripe", stripe.created().length === created, stripe.created().length);
    const { sessionId } = /** @type {{ sessionId?: string }} */ (await (await session({ cookie })).json());
    const own = stripe.sessions.get(sessionId ?? "")?.customer_email;
    check("1", "the booking browser's session is prefilled with its email", own === email, own);
  } finally {
    await server.stop();
    await stripe.close();
  }
}

/**
 * A form body sent in chunks without a length; the status, or the error if cut off first.
 * @param {string} target
 * @param {number} bytes
 * @param {Record<string, string>} [headers]
 * @returns {Promise<number | string>}
 */
function chunkedPost(target, bytes, headers = {}) {
  return new Promise((resolve) => {
    const { hostname, port, pathname } = new URL(target);
    const req = request(
      {
        host: hostname,
        port,
        path: pathname,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked", ...headers },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve(error.message));
    const chunk = `intent=pay&x=${"a".repeat(64 * 1024)}`;
    for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

/**
 * Declares a huge body and sends only its first bytes: the answer must come without the rest.
 * @param {string} target
 * @param {number} bytes
 * @param {Record<string, string>} [headers]
 * @returns {Promise<number | string>}
 */
function declaredOnly(target, bytes, headers = {}) {
  return new Promise((resolve) => {
    const { hostname, port, pathname } = new URL(target);
    const req = request(
      {
        host: hostname,
        port,
        path: pathname,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": bytes, ...headers },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve(error.message));
    req.write("intent=pay&x=");
  });
}
