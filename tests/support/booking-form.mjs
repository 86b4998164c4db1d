// @ts-check
/**
 * The booking form as a client fills it: the one valid booking input (`validBooking`), and
 * posting /clients the way a browser without JavaScript does (`BookingForm`: GET the page,
 * read the form's hidden inputs, among them the per-attempt idempotency key the loader makes,
 * then POST `application/x-www-form-urlencoded`). Field names are the contract's (design.md).
 *
 * Plain JavaScript in tests/support because three runners share it: the Vitest tests, the
 * drills (tests/drills, which `npm run drills` also runs under plain node) and the bench
 * (scripts/bench.mjs), so none of them keeps a copy of what a valid booking is.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { uniqueEmail } from "./unique.mjs";

/** `other` needs no payment: the request is stored and answered without Stripe. */
export const NO_PAYMENT_CITY = "other";

/**
 * A date some days ahead, from the process's clock (libfaketime moves it too): a test that
 * moves the app's clock with setClock passes its own checkIn and checkOut.
 */
const daysAhead = (/** @type {number} */ days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A valid booking as the form posts it: Madrid, check-in in 10 days (past the 7-day rule) for
 * four nights, six reservations, a unique email and a fresh idempotency key. The drills and the
 * bench pick `city: NO_PAYMENT_CITY` to need no Stripe.
 * @param {Record<string, string>} [overrides]
 * @returns {Record<string, string>}
 */
export function validBooking(overrides = {}) {
  return {
    city: "ES|Madrid",
    checkIn: daysAhead(10),
    checkOut: daysAhead(14),
    reservations: "6",
    name: "Ana García",
    email: uniqueEmail("ana"),
    countryCode: "ES",
    phoneNumber: "612 345 678",
    idempotencyKey: randomUUID(),
    // The box a paying traveller ticks before paying (the withdrawal right).
    startConsent: "on",
    ...overrides,
  };
}

const decode = (/** @type {string} */ text) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

const attr = (/** @type {string} */ tag, /** @type {string} */ name) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decode(match[1]) : undefined;
};

/**
 * The booking form on a page: its action, its hidden inputs and the names of its fields.
 * @param {string} html
 */
function parseBookingForm(html) {
  for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/gi)) {
    const open = /<form\b[^>]*>/i.exec(form)?.[0] ?? "";
    if ((attr(open, "method") ?? "get").toLowerCase() !== "post") continue;
    /** @type {Record<string, string>} */
    const hidden = {};
    const names = new Set();
    for (const [tag] of form.matchAll(/<(?:input|select|textarea)\b[^>]*>/gi)) {
      const name = attr(tag, "name");
      if (!name) continue;
      names.add(name);
      if (/^<input/i.test(tag) && attr(tag, "type")?.toLowerCase() === "hidden")
        hidden[name] = attr(tag, "value") ?? "";
    }
    if (names.has("city") && names.has("email")) return { action: attr(open, "action"), hidden, names: [...names] };
  }
  return undefined;
}

/** A new value shaped like a sample key (UUID, hex or base64url of the same length). */
function keyLike(/** @type {string} */ sample) {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sample)) return randomUUID();
  if (/^[0-9a-f]+$/i.test(sample))
    return randomBytes(Math.ceil(sample.length / 2))
      .toString("hex")
      .slice(0, sample.length);
  return randomBytes(Math.max(16, sample.length)).toString("base64url").slice(0, Math.max(16, sample.length));
}

/** The hidden inputs that hold a per-attempt key (by name, else by a random-looking value). */
function keyFields(/** @type {Record<string, string>} */ hidden) {
  const byName = Object.keys(hidden).filter((name) => /idempot|attempt|key/i.test(name));
  if (byName.length > 0) return byName;
  return Object.entries(hidden)
    .filter(([, value]) => /^[\w-]{16,}$/.test(value))
    .map(([name]) => name);
}

export class FormNotReady extends Error {}

export class BookingForm {
  /**
   * @param {string} baseUrl
   * @param {{ action: string, hidden: Record<string, string>, names: string[] }} form
   */
  constructor(baseUrl, form) {
    this.baseUrl = baseUrl;
    this.action = form.action;
    this.hidden = form.hidden;
    this.names = form.names;
    this.keyFields = keyFields(form.hidden);
    /** Whether a made-up key is accepted; else each post first fetches the page for a real one. */
    this.generateKeys = true;
  }

  /** Reads the form from GET /clients; throws FormNotReady while the page has no booking form. */
  static async discover(/** @type {string} */ baseUrl) {
    const html = await (await fetch(`${baseUrl}/clients`)).text();
    const form = parseBookingForm(html);
    if (!form) throw new FormNotReady("GET /clients has no booking form with fields `city` and `email` yet");
    return new BookingForm(baseUrl, { ...form, action: new URL(form.action ?? "/clients", baseUrl).pathname });
  }

  /** The hidden inputs with a made-up key of the same shape. */
  generatedHidden() {
    const fresh = { ...this.hidden };
    for (const name of this.keyFields) fresh[name] = keyLike(this.hidden[name] ?? "");
    return fresh;
  }

  /** Fresh hidden values for one attempt: generated, or read from a new GET of the page. */
  async hiddenForAttempt() {
    if (this.generateKeys) return this.generatedHidden();
    const form = parseBookingForm(await (await fetch(`${this.baseUrl}/clients`)).text());
    return form?.hidden ?? this.hidden;
  }

  /**
   * The urlencoded body of one attempt.
   * @param {Record<string, string>} values
   * @param {Record<string, string>} [hidden]
   */
  encode(values, hidden = this.hidden) {
    // The attempt's key is the form's (made up or read from the page), not the one validBooking made.
    const keys = Object.fromEntries(this.keyFields.map((name) => [name, hidden[name] ?? ""]));
    return new URLSearchParams({ ...hidden, ...values, ...keys }).toString();
  }

  headers() {
    return { "content-type": "application/x-www-form-urlencoded", origin: this.baseUrl };
  }

  /**
   * autocannon's `requests` for a load of valid no-payment bookings, each with its own email
   * (`<prefix>-<n>@bench.test`) and the attempt's hidden fields (`hiddenFor(n)`, made-up keys by default).
   * @param {string} prefix
   * @param {(n: number) => Record<string, string>} [hiddenFor]
   */
  bookingLoad(prefix, hiddenFor = () => this.generatedHidden()) {
    let n = 0;
    return [
      {
        method: "POST",
        path: this.action,
        headers: this.headers(),
        setupRequest: (/** @type {Record<string, unknown>} */ request) => {
          n += 1;
          const values = validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `${prefix}-${n}@bench.test` });
          return { ...request, body: this.encode(values, hiddenFor(n)) };
        },
      },
    ];
  }

  /**
   * Posts one booking attempt. `ok` is a success answer: 2xx, or a redirect (303 to Checkout
   * or back with a flash message) — never a 4xx/5xx.
   * @param {Record<string, string>} values
   * @param {{ signal?: AbortSignal }} [options]
   */
  async post(values, { signal } = {}) {
    const body = this.encode(values, await this.hiddenForAttempt());
    const response = await fetch(`${this.baseUrl}${this.action}`, {
      method: "POST",
      headers: this.headers(),
      body,
      redirect: "manual",
      signal,
    });
    const text = await response.text();
    return {
      status: response.status,
      ok: response.status >= 200 && response.status < 400,
      location: response.headers.get("location"),
      /** The cookies it set, as a browser sends them back: the local TEST checkout opens for this browser only. */
      cookie: response.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; "),
      text,
    };
  }

  /**
   * Checks that made-up keys store distinct bookings (the key may be signed or checked);
   * if not, switches to one GET per attempt. `countBookings` reads the database.
   * @param {() => number} countBookings
   */
  async calibrate(countBookings) {
    const tag = randomBytes(4).toString("hex");
    const storesTwo = async (/** @type {string} */ round) => {
      const before = countBookings();
      for (const n of [1, 2]) {
        const answer = await this.post(
          validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `calibrate-${tag}-${round}${n}@bench.test` }),
        );
        if (!answer.ok) return `${answer.status} ${answer.text.slice(0, 300)}`;
      }
      return countBookings() - before === 2 ? "" : "two posts did not store two bookings";
    };
    if ((await storesTwo("g")) === "") return "generated keys";
    this.generateKeys = false;
    const problem = await storesTwo("f");
    if (problem) throw new Error(`a valid booking post was refused: ${problem}`);
    return "one GET /clients per post";
  }
}
