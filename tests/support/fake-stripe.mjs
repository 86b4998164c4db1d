// @ts-check
/**
 * A small Stripe-compatible HTTP server on loopback for the real `stripe` SDK
 * (STRIPE_API_BASE=fake.url): Checkout Sessions create and retrieve, form-encoded the way
 * the SDK sends them, Idempotency-Key replay, a hosted-page stand-in that pays, and switches
 * to fail or slow down requests. Every request is kept so tests can assert what the app sent.
 *
 * The one fake for both the test suite and `npm run drills`: plain JavaScript with JSDoc
 * types, so the drills (plain Node scripts, no TypeScript loader) import it as they are and
 * TypeScript still checks every caller.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

/**
 * @typedef {{
 *   id: string,
 *   object: "checkout.session",
 *   url: string,
 *   status: "open" | "complete" | "expired",
 *   payment_status: "unpaid" | "paid" | "no_payment_required",
 *   mode: string,
 *   amount_total: number,
 *   currency: string,
 *   customer_email: string | null,
 *   client_reference_id: string | null,
 *   metadata: Record<string, string>,
 *   success_url: string,
 *   cancel_url: string,
 *   locale: string | null,
 *   custom_text: unknown,
 *   payment_intent: string | null,
 *   line_items: unknown[],
 *   created: number,
 * }} FakeSession
 */

/**
 * @typedef {{
 *   method: string,
 *   path: string,
 *   headers: import("node:http").IncomingHttpHeaders,
 *   form: Record<string, string>,
 *   params: Record<string, unknown>,
 * }} RecordedRequest
 * `form` is the body as sent ('line_items[0][price_data][unit_amount]' → '5700'); `params` the
 * same body nested the way Stripe reads it.
 */

/**
 * @typedef {{
 *   id: string,
 *   object: "refund",
 *   amount: number,
 *   currency: string,
 *   payment_intent: string,
 *   charge: string,
 *   status: "pending" | "succeeded" | "failed" | "canceled",
 *   metadata: Record<string, string>,
 *   created: number,
 * }} FakeRefund
 */

/**
 * @typedef {{
 *   url: string,
 *   sessions: Map<string, FakeSession>,
 *   refunds: Map<string, FakeRefund>,
 *   refundedOn: (paymentIntent: string) => FakeRefund[],
 *   failRefund: (id: string) => FakeRefund,
 *   chargeOf: (paymentIntent: string) => Record<string, unknown>,
 *   requests: RecordedRequest[],
 *   created: () => RecordedRequest[],
 *   failNext: (count?: number, status?: number) => void,
 *   delay: (ms: number) => void,
 *   complete: (id: string) => FakeSession,
 *   paidElsewhere: (fields: Partial<FakeSession>) => FakeSession,
 *   expire: (id: string) => FakeSession,
 *   accounts: Map<string, Record<string, any>>,
 *   transfers: Map<string, Record<string, any>>,
 *   enablePayouts: (id: string, enabled?: boolean) => Record<string, any>,
 *   refuseTransfersTo: (account: string | null) => void,
 *   slowTransfersTo: (account: string | null, ms?: number) => void,
 *   reverseTransfer: (id: string, amount?: number) => Record<string, any>,
 *   sendEvent: (webhookUrl: string, secret: string, type: string, object: unknown) => Promise<Response>,
 *   close: () => Promise<void>,
 * }} FakeStripe
 * - `created()`: the session creations only.
 * - `failNext(count, status)`: the next `count` requests answer this status with a Stripe error body.
 * - `delay(ms)`: every request waits this long first (timeouts, slow provider drills).
 * - `complete(id)`: what paying on Stripe's page does: the session becomes complete and paid.
 * - Connect: accounts (created with `payouts_enabled: false`; `enablePayouts(id)` is what finishing
 *   Stripe's onboarding does), account links to a stand-in page, transfers (Idempotency-Key
 *   replays the same transfer) and their reversals; `refuseTransfersTo(account)` makes every
 *   transfer to that account fail with a 400, as Stripe refuses one to an account it cannot pay;
 *   `slowTransfersTo(account, ms)` makes a transfer to that account, then answers it only after
 *   `ms` (a process killed meanwhile never hears that it was made); `reverseTransfer(id, amount)`
 *   is what an owner's reversal on Stripe's dashboard does, and returns the transfer as the
 *   `transfer.reversed` event carries it.
 * - `sendEvent(url, secret, type, object)`: a webhook delivery signed as Stripe signs it.
 * - `paidElsewhere(fields)`: a paid session the app did not create, e.g. through a Payment Link
 *   opened with `?client_reference_id=`: whatever amount, currency and reference its payer chose,
 *   and no metadata of ours unless given.
 */

/**
 * 'line_items[0][price_data][unit_amount]=5700' → { line_items: [{ price_data: { unit_amount: '5700' } }] }
 * @param {Record<string, string>} form
 * @returns {Record<string, unknown>}
 */
function nestParams(form) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of Object.entries(form)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = node[segment] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {unknown} body
 */
function send(res, body, status = 200) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {string} [code]
 */
function stripeError(res, status, message, code) {
  send(res, { error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, code } }, status);
}

/** @returns {Promise<FakeStripe>} */
export async function startFakeStripe() {
  /** @type {Map<string, FakeSession>} */
  const sessions = new Map();
  /** @type {Map<string, FakeRefund>} */
  const refunds = new Map();
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Map<string, { status: number, body: unknown }>} */
  const replays = new Map();
  let failures = { count: 0, status: 500 };
  /** @type {Map<string, Record<string, any>>} */
  const accounts = new Map();
  /** @type {Map<string, Record<string, any>>} */
  const transfers = new Map();
  /** @type {string | null} */
  let refusedDestination = null;
  /** @type {{ destination: string | null, ms: number }} */
  let slowTransfers = { destination: null, ms: 0 };
  let delayMs = 0;
  let counter = 0;
  let baseUrl = "";

  /**
   * @param {Record<string, any>} params
   * @returns {FakeSession}
   */
  function createSession(params) {
    counter += 1;
    const id = `cs_test_fake${counter}${randomBytes(8).toString("hex")}`;
    /** @type {{ quantity?: string, price_data?: { unit_amount?: string, currency?: string } }[]} */
    const items = params.line_items ?? [];
    /** @type {FakeSession} */
    const session = {
      id,
      object: "checkout.session",
      url: `${baseUrl}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      mode: String(params.mode ?? "payment"),
      amount_total: items.reduce(
        (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      ),
      currency: String(items[0]?.price_data?.currency ?? "eur"),
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: String(params.success_url ?? ""),
      cancel_url: String(params.cancel_url ?? ""),
      locale: params.locale ?? null,
      custom_text: params.custom_text ?? null,
      payment_intent: null,
      line_items: items,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    return session;
  }

  /** @param {string} id */
  function sessionOf(id) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    return session;
  }

  /** @param {string} id */
  function complete(id) {
    return Object.assign(sessionOf(id), {
      status: /** @type {const} */ ("complete"),
      payment_status: /** @type {const} */ ("paid"),
      payment_intent: `pi_test_fake${randomBytes(8).toString("hex")}`,
    });
  }

  /** @param {string} paymentIntent */
  const refundedOn = (paymentIntent) => [...refunds.values()].filter((r) => r.payment_intent === paymentIntent);

  /**
   * Stripe's rules for a refund: a known, paid payment intent, and never more than what is
   * left of its amount.
   * @param {Record<string, any>} params
   * @returns {FakeRefund | { error: string, code: string }}
   */
  function createRefund(params) {
    const intent = String(params.payment_intent ?? "");
    const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === "paid");
    if (!paid) return { error: `No such payment_intent: '${intent}'`, code: "resource_missing" };
    const left =
      paid.amount_total -
      refundedOn(intent)
        .filter((r) => r.status !== "failed" && r.status !== "canceled")
        .reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return { error: `Refund amount (${params.amount}) is greater than unrefunded amount`, code: "amount_too_large" };
    }
    counter += 1;
    /** @type {FakeRefund} */
    const refund = {
      id: `re_test_fake${counter}${randomBytes(8).toString("hex")}`,
      object: "refund",
      amount,
      currency: paid.currency,
      payment_intent: intent,
      charge: `ch_${intent.slice(3)}`,
      status: "succeeded",
      metadata: params.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  /**
   * Stripe's rules for a transfer reversal: a known transfer, and never more than what is left
   * of it (all of what is left when no amount is given).
   * @param {string} id
   * @param {unknown} [requested]
   * @param {Record<string, string>} [metadata]
   * @returns {Record<string, any> | { error: string, code: string, status: number }}
   */
  function reverse(id, requested, metadata) {
    const transfer = transfers.get(id);
    if (!transfer) return { error: `No such transfer: '${id}'`, code: "resource_missing", status: 404 };
    const left = transfer.amount - transfer.amount_reversed;
    const amount = requested === undefined ? left : Number(requested);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return {
        error: "Reversal amount is greater than what is left of the transfer",
        code: "amount_too_large",
        status: 400,
      };
    }
    counter += 1;
    const reversal = {
      id: `trr_fake${counter}${randomBytes(6).toString("hex")}`,
      object: "transfer_reversal",
      amount,
      currency: transfer.currency,
      transfer: transfer.id,
      metadata: metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.push(reversal);
    return reversal;
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url ?? "/", baseUrl);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    /** @type {RecordedRequest} */
    const record = {
      method: req.method ?? "GET",
      path: url.pathname,
      headers: req.headers,
      form,
      params: nestParams(form),
    };
    requests.push(record);
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));

    // Stripe's hosted page stand-in: paying completes the session and returns to success_url.
    const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
    if (pay && req.method === "GET") {
      const session = sessions.get(pay[1]);
      if (!session) return stripeError(res, 404, "No such checkout session");
      complete(session.id);
      res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      return res.end();
    }

    // Stripe's hosted onboarding stand-in: finishing it enables payouts and returns to return_url's page.
    const onboard = /^\/onboard\/([\w]+)$/.exec(url.pathname);
    if (onboard && req.method === "GET") {
      const account = accounts.get(onboard[1]);
      if (!account) return stripeError(res, 404, "No such account");
      Object.assign(account, { payouts_enabled: true, details_submitted: true, capabilities: { transfers: "active" } });
      return send(res, account);
    }

    if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? "")) {
      return stripeError(res, 401, "Invalid API Key provided");
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return stripeError(res, failures.status, "Fake Stripe was told to fail this request");
    }
    const key = req.headers["idempotency-key"];
    const replayKey = typeof key === "string" && req.method === "POST" ? `${url.pathname} ${key}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.body, replay.status);

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const session = createSession(record.params);
      if (replayKey) replays.set(replayKey, { status: 200, body: session });
      return send(res, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const refund = createRefund(record.params);
      if ("error" in refund) return stripeError(res, 400, refund.error, refund.code);
      if (replayKey) replays.set(replayKey, { status: 200, body: refund });
      return send(res, refund);
    }
    if (req.method === "POST" && url.pathname === "/v1/accounts") {
      counter += 1;
      const p = /** @type {Record<string, any>} */ (record.params);
      const account = {
        id: `acct_fake${counter}${randomBytes(6).toString("hex")}`,
        object: "account",
        type: p.type ?? "express",
        email: p.email ?? null,
        country: p.country ?? "ES",
        capabilities: { transfers: "inactive" },
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: p.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      accounts.set(account.id, account);
      if (replayKey) replays.set(replayKey, { status: 200, body: account });
      return send(res, account);
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && accountPath) {
      const account = accounts.get(decodeURIComponent(accountPath[1]));
      if (!account) return stripeError(res, 404, `No such account: '${accountPath[1]}'`, "resource_missing");
      return send(res, account);
    }
    if (req.method === "POST" && url.pathname === "/v1/account_links") {
      const p = /** @type {Record<string, any>} */ (record.params);
      if (!accounts.has(String(p.account)))
        return stripeError(res, 400, `No such account: '${p.account}'`, "resource_missing");
      const now = Math.floor(Date.now() / 1000);
      const link = {
        object: "account_link",
        created: now,
        expires_at: now + 300,
        url: `${baseUrl}/onboard/${p.account}`,
      };
      return send(res, link);
    }
    if (req.method === "POST" && url.pathname === "/v1/transfers") {
      const p = /** @type {Record<string, any>} */ (record.params);
      const destination = String(p.destination ?? "");
      const account = accounts.get(destination);
      if (!account) return stripeError(res, 400, `No such destination: '${destination}'`, "resource_missing");
      if (destination === refusedDestination || !account.payouts_enabled) {
        const body = {
          error: {
            type: "invalid_request_error",
            message:
              "Your destination account needs to have at least one of the following capabilities enabled: transfers",
            code: "insufficient_capabilities_for_transfer",
          },
        };
        // Stripe keeps a refusal under its key as well.
        if (replayKey) replays.set(replayKey, { status: 400, body });
        return send(res, body, 400);
      }
      counter += 1;
      const transfer = {
        id: `tr_fake${counter}${randomBytes(6).toString("hex")}`,
        object: "transfer",
        amount: Number(p.amount),
        amount_reversed: 0,
        currency: String(p.currency ?? "eur"),
        destination,
        transfer_group: p.transfer_group ?? null,
        metadata: p.metadata ?? {},
        reversed: false,
        reversals: { object: "list", data: /** @type {unknown[]} */ ([]), has_more: false },
        created: Math.floor(Date.now() / 1000),
      };
      transfers.set(transfer.id, transfer);
      if (replayKey) replays.set(replayKey, { status: 200, body: transfer });
      if (destination === slowTransfers.destination) await new Promise((r) => setTimeout(r, slowTransfers.ms));
      return send(res, transfer);
    }
    const reversalPath = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(url.pathname);
    if (req.method === "POST" && reversalPath) {
      const p = /** @type {Record<string, any>} */ (record.params);
      const reversal = reverse(decodeURIComponent(reversalPath[1]), p.amount, p.metadata);
      if ("error" in reversal) return stripeError(res, reversal.status, reversal.error, reversal.code);
      if (replayKey) replays.set(replayKey, { status: 200, body: reversal });
      return send(res, reversal);
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && refundPath) {
      const refund = refunds.get(decodeURIComponent(refundPath[1]));
      if (!refund) return stripeError(res, 404, `No such refund: '${refundPath[1]}'`, "resource_missing");
      return send(res, refund);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (!session) return stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, "resource_missing");
      return send(res, session);
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => stripeError(res, 500, String(error)));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  baseUrl = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;

  return {
    url: baseUrl,
    sessions,
    refunds,
    refundedOn,
    /** The body of a `refund.failed` event: the refund, now failed. */
    failRefund(id) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no fake refund ${id}`);
      refund.status = "failed";
      return refund;
    },
    /** The body of a `charge.refunded` event: the payment's charge listing its refunds. */
    chargeOf(paymentIntent) {
      const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      const listed = refundedOn(paymentIntent);
      return {
        id: `ch_${paymentIntent.slice(3)}`,
        object: "charge",
        amount: session?.amount_total ?? 0,
        amount_refunded: listed.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0),
        currency: session?.currency ?? "eur",
        payment_intent: paymentIntent,
        refunded: true,
        refunds: { object: "list", data: listed, has_more: false },
      };
    },
    accounts,
    transfers,
    enablePayouts(id, enabled = true) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no fake account ${id}`);
      Object.assign(account, { payouts_enabled: enabled, details_submitted: enabled });
      return account;
    },
    refuseTransfersTo(account) {
      refusedDestination = account;
    },
    slowTransfersTo(account, ms = 60_000) {
      slowTransfers = { destination: account, ms };
    },
    reverseTransfer(id, amount) {
      const reversal = reverse(id, amount);
      if ("error" in reversal) throw new Error(reversal.error);
      return /** @type {Record<string, any>} */ (transfers.get(id));
    },
    /** Delivers an event to the app's webhook, signed the way Stripe signs it (t=…,v1=HMAC-SHA256 of "t.body"). */
    sendEvent(webhookUrl, secret, type, object) {
      counter += 1;
      const created = Math.floor(Date.now() / 1000);
      const payload = JSON.stringify({
        id: `evt_fake${counter}${randomBytes(6).toString("hex")}`,
        object: "event",
        type,
        created,
        data: { object },
      });
      const signature = createHmac("sha256", secret).update(`${created}.${payload}`).digest("hex");
      return fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${created},v1=${signature}` },
        body: payload,
      });
    },
    requests,
    created: () => requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions"),
    failNext(count = 1, status = 500) {
      failures = { count, status };
    },
    delay(ms) {
      delayMs = ms;
    },
    complete,
    expire(id) {
      const session = sessionOf(id);
      session.status = "expired";
      return session;
    },
    paidElsewhere(fields) {
      const session = createSession({});
      Object.assign(session, { url: "", metadata: {}, ...fields });
      return complete(session.id);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
