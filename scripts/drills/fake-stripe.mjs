// @ts-check
/**
 * The least of Stripe the drills need, on loopback (STRIPE_API_BASE): create and retrieve
 * Checkout Sessions as the real SDK sends them. Plain JavaScript so `npm run drills` runs
 * on Node without a TypeScript loader; the test suite's fuller fake is
 * tests/support/fake-stripe.ts.
 */
import { randomBytes } from "node:crypto";
import { bodyOf, listen } from "./support.mjs";

/** 'line_items[0][price_data][unit_amount]=5700' → { line_items: [{ price_data: { unit_amount: '5700' } }] } */
function nest(/** @type {URLSearchParams} */ form) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = node[segment] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

export async function startFakeStripe() {
  /** @type {Map<string, Record<string, any>>} */
  const sessions = new Map();
  const json = (/** @type {import("node:http").ServerResponse} */ res, /** @type {unknown} */ body, status = 200) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  const server = await listen(async (req, res) => {
    const params = nest(new URLSearchParams(await bodyOf(req)));
    if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
      const id = `cs_test_drill${randomBytes(12).toString("hex")}`;
      /** @type {Record<string, any>[]} */
      const items = params.line_items ?? [];
      const session = {
        id,
        object: "checkout.session",
        url: `${server.url}/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        mode: params.mode ?? "payment",
        amount_total: items.reduce(
          (sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1),
          0,
        ),
        currency: items[0]?.price_data?.currency ?? "eur",
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        payment_intent: null,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      return json(res, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(req.url ?? "");
    if (req.method === "GET" && retrieve && sessions.has(retrieve[1])) return json(res, sessions.get(retrieve[1]));
    json(res, { error: { type: "invalid_request_error", message: `No such route ${req.method} ${req.url}` } }, 404);
  });

  return {
    url: server.url,
    sessions,
    /** What paying on Stripe's page does: the session is complete and paid. */
    complete(/** @type {string} */ id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: `pi_test_drill${randomBytes(8).toString("hex")}`,
      });
      return session;
    },
    close: server.close,
  };
}
