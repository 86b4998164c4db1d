import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small Stripe-compatible HTTP server on loopback for the real `stripe` SDK
 * (STRIPE_API_BASE=fake.url): Checkout Sessions create and retrieve, form-encoded the way
 * the SDK sends them, Idempotency-Key replay, and switches to fail or slow down requests.
 * Every request is kept so tests can assert what the app sent.
 */

export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  mode: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items: unknown[];
  created: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form body as sent ('line_items[0][price_data][unit_amount]' → '5700'). */
  form: Record<string, string>;
  /** The same body nested the way Stripe reads it. */
  params: Record<string, unknown>;
};

export type FakeStripe = {
  url: string;
  sessions: Map<string, FakeSession>;
  requests: RecordedRequest[];
  /** Session creations only. */
  created(): RecordedRequest[];
  /** The next `count` requests answer this status with a Stripe error body. */
  failNext(count?: number, status?: number): void;
  /** Every request waits this long first (timeouts, slow provider drills). */
  delay(ms: number): void;
  /** What paying on Stripe's page does: the session becomes complete and paid. */
  complete(id: string): FakeSession;
  /**
   * A paid session the app did not create, e.g. through a Payment Link opened with
   * `?client_reference_id=`: whatever amount, currency and reference its payer chose, and no
   * metadata of ours unless given.
   */
  paidElsewhere(fields: Partial<FakeSession>): FakeSession;
  expire(id: string): FakeSession;
  close(): Promise<void>;
};

/** 'a[b][0][c]' → ['a', 'b', '0', 'c'] */
const pathOf = (key: string) => key.replace(/\]/g, "").split("[");

export function nestParams(form: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    const path = pathOf(key);
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify({ error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, code } }));
}

function send(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let delayMs = 0;
  let counter = 0;
  let baseUrl = "";

  function createSession(params: Record<string, unknown>): FakeSession {
    counter += 1;
    const id = `cs_test_fake${counter}${randomBytes(8).toString("hex")}`;
    type LineItem = { quantity?: string; price_data?: { unit_amount?: string; currency?: string } };
    const items = (params.line_items as LineItem[] | undefined) ?? [];
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const session: FakeSession = {
      id,
      object: "checkout.session",
      url: `${baseUrl}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      mode: String(params.mode ?? "payment"),
      amount_total: amount,
      currency: String(items[0]?.price_data?.currency ?? "eur"),
      customer_email: (params.customer_email as string) ?? null,
      client_reference_id: (params.client_reference_id as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      success_url: String(params.success_url ?? ""),
      cancel_url: String(params.cancel_url ?? ""),
      payment_intent: null,
      line_items: items,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    return session;
  }

  function complete(id: string): FakeSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: `pi_test_fake${randomBytes(8).toString("hex")}`,
    });
    return session;
  }

  function expire(id: string): FakeSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    session.status = "expired";
    return session;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", baseUrl);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const record: RecordedRequest = {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    sessions,
    requests,
    created: () => requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions"),
    failNext(count = 1, status = 500) {
      failures = { count, status };
    },
    delay(ms) {
      delayMs = ms;
    },
    complete,
    expire,
    paidElsewhere(fields) {
      const session = createSession({});
      Object.assign(session, { url: "", metadata: {}, ...fields });
      return complete(session.id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
