// @ts-check
/**
 * Private-link reproductions the hostile-requests drill runs against its server: a trip
 * link's routes reached through path spellings a prefix check misses (`/%74rip/…`,
 * `/./trip/…`, `/x/../trip/…`) must answer privately and keep the token out of the log, and a
 * client that is not the trusted proxy must not escape the admin token's limit by forging
 * X-Forwarded-For. Requests are sent as written (node:http, like `curl --path-as-is`).
 */
import { request } from "node:http";

/** The trip link's routes, `{t}` standing for its token. */
const PRIVATE_ROUTES = [
  "/trip/{t}",
  "/trip/{t}.data",
  "/trip/{t}/itinerary",
  "/trip/{t}/itinerary.pdf",
  "/trip/{t}/calendar.ics",
  "/trip/{t}/meals/1.ics",
];
const SPELLINGS = [
  (/** @type {string} */ path) => path.replace(/^\/trip/, "/%74rip"),
  (/** @type {string} */ path) => `/.${path}`,
  (/** @type {string} */ path) => `/x/..${path}`,
  (/** @type {string} */ path) => `/trip/%2e%2e${path}`,
];
const PRIVATE = { "cache-control": "private, no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" };

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ headers?: Record<string, string>, localAddress?: string }} [options]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders }>}
 */
function asWritten(baseUrl, path, { headers = {}, localAddress } = {}) {
  const url = new URL(baseUrl);
  return new Promise((done) => {
    const req = request({ host: url.hostname, port: url.port, path, headers, localAddress, agent: false }, (res) => {
      res.resume();
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", () => done({ status: 0, headers: {} }));
    req.end();
  });
}

/**
 * @param {import("../support/drill-support.mjs").DrillServer} server started with TRUST_PROXY=127.0.0.1 and LOG_LEVEL=info
 * @param {string} token the drill's trip's token
 */
export async function privateLinkReproductions(server, token) {
  /** @type {{ path: string, status: number, missing: string[] }[]} */
  const unprotected = [];
  for (const route of PRIVATE_ROUTES) {
    for (const spell of SPELLINGS) {
      const path = spell(route.replace("{t}", token));
      const { status, headers } = await asWritten(server.url, path);
      const missing = Object.entries(PRIVATE)
        .filter(([name, value]) => headers[name] !== value)
        .map(([name]) => name);
      if (status === 0 || status >= 500 || missing.length) unprotected.push({ path, status, missing });
    }
  }
  // 25 wrong Bearer tokens at once from 127.0.0.2, which is not the trusted proxy, each
  // claiming another address: one client, so the limit (or its gate) refuses some.
  const forged = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      asWritten(server.url, "/api/get-bookings", {
        headers: { authorization: `Bearer forged-${i}-0123456789abcdef`, "x-forwarded-for": `7.7.7.${i + 1}` },
        localAddress: "127.0.0.2",
      }),
    ),
  );
  const forgedStatuses = forged.map(({ status }) => status);
  // Log lines are written as answers finish.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    unprotected,
    forgedStatuses,
    forgedForwardsLimited: forgedStatuses.includes(429) && forgedStatuses.every((s) => s === 401 || s === 429),
    tokenLogged: server.output().includes(token),
  };
}
