// @ts-check
/**
 * Drill (g): a soak on the production runtime. The built server takes sustained mixed load
 * for `durationMs` (60 s in `npm run drills`, 10 s in `npm test`), all at once: connections
 * cycling through the public pages, others posting the booking form (valid and invalid
 * posts in turn), and a client downloading the admin CSV export back to back. It must stay
 * up the whole time (no refused or dropped connection, no 5xx) and answer /healthz
 * afterwards; every acknowledged booking is stored, nothing half-stored.
 *
 * Why: better-sqlite3 12 (built on node::ObjectWrap) aborted the whole process under a few
 * seconds of page load on Node 24.19+ (a statement finalised by the garbage collector hit
 * `Assertion failed: (env) != nullptr`); no JavaScript error, the process simply vanished.
 * Only sustained load on the real runtime shows that kind of failure.
 */
import autocannon from "autocannon";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { readDb, storeInvariants, storeIsSound, tally } from "../support/drill-support.mjs";

const ADMIN_TOKEN = "soak-admin-token-0123456789abcdef";
// Every public page, the booking page (the heaviest render, and the one that matters most)
// as every other request.
const PAGES = ["/", "/clients", "/about", "/clients", "/creators", "/clients", "/privacy", "/clients"];
const CLIENTS = { method: "GET", path: "/clients" };

/** Lines a dying Node process prints (native assertion, fatal error, abort). */
const CRASH = /Assertion failed|FATAL ERROR|Segmentation fault|Aborted|node::/;

/**
 * Downloads the CSV export back to back until `running()` is false.
 * @param {string} url
 * @param {() => boolean} running
 */
async function exportLoop(url, running) {
  /** @type {(number | string)[]} */
  const statuses = [];
  let largestRows = 0;
  while (running()) {
    try {
      const response = await fetch(`${url}/api/get-bookings?format=csv`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const text = await response.text();
      statuses.push(response.status);
      if (response.ok) largestRows = Math.max(largestRows, text.split("\r\n").filter(Boolean).length - 1);
    } catch (error) {
      statuses.push(error instanceof Error ? error.message : String(error));
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { statuses: tally(statuses), largestRows };
}

/**
 * @param {import("../support/drill-support.mjs").DrillOptions & { durationMs?: number, connections?: number, formConnections?: number }} options
 *   `connections` load the pages, `formConnections` post the booking form
 */
export async function soakDrill({
  start,
  log = console.log,
  durationMs = 60_000,
  connections = 8,
  formConnections = 2,
}) {
  const server = await start({ ADMIN_TOKEN });
  try {
    const form = await BookingForm.discover(server.url);
    const run = Date.now().toString(36);
    let posted = 0;
    /** @type {(number | string)[]} */
    const validAnswers = [];
    /** @type {(number | string)[]} */
    const invalidAnswers = [];
    const post = (/** @type {"valid" | "invalid"} */ kind) => ({
      method: "POST",
      path: form.action,
      headers: form.headers(),
      setupRequest: (/** @type {Record<string, unknown>} */ request) => {
        posted += 1;
        const values = validBooking({
          city: NO_PAYMENT_CITY,
          reservations: "2",
          email: `soak-${run}-${posted}@drill.test`,
        });
        // An invalid post: a check-out before the check-in and no email, refused with a 4xx.
        if (kind === "invalid") Object.assign(values, { email: "", checkOut: values.checkIn });
        return { ...request, body: form.encode(values, form.generatedHidden()) };
      },
      onResponse: (/** @type {number} */ status) => (kind === "valid" ? validAnswers : invalidAnswers).push(status),
    });
    let loading = true;
    const exporting = exportLoop(server.url, () => loading);
    const seconds = durationMs / 1000;
    // Pages and form posts on connections of their own, so a slow post never starves the
    // page load (the load that showed the old driver's abort) and each kind is counted.
    const [pages, forms] = await Promise.all([
      autocannon({
        url: server.url,
        connections,
        duration: seconds,
        requests: PAGES.map((path) => ({ method: "GET", path })),
      }),
      autocannon({
        url: server.url,
        connections: formConnections,
        duration: seconds,
        // A browser without JavaScript: the page with the form, then the post.
        requests: [CLIENTS, post("valid"), CLIENTS, post("invalid")],
      }),
    ]);
    loading = false;
    const exports = await exporting;
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const run of [pages, forms]) {
      for (const [code, { count }] of Object.entries(run.statusCodeStats ?? {})) {
        statuses[code] = (statuses[code] ?? 0) + Number(count);
      }
    }
    const result = {
      requests: {
        total: pages.requests.total + forms.requests.total,
        average: pages.requests.average + forms.requests.average,
      },
      errors: pages.errors + forms.errors,
      timeouts: pages.timeouts + forms.timeouts,
    };

    let health = 0;
    try {
      health = (await fetch(`${server.url}/healthz`)).status;
    } catch {
      // the server is gone
    }
    const serverErrors = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const acknowledged = validAnswers.filter((s) => typeof s === "number" && s < 400).length;
    const sqlite = readDb(server.databasePath);
    const stored = /** @type {number} */ (
      sqlite.prepare("select count(*) from bookings where email like ?").pluck().get(`soak-${run}-%`)
    );
    sqlite.close();
    // Posts still in flight when the load stopped got no counted answer but may be stored:
    // at most one per connection.
    const cutOff = stored - acknowledged;
    const invariants = storeInvariants(server.databasePath);
    const crash = server
      .output()
      .split("\n")
      .find((line) => CRASH.test(line));
    const invalidRefused = invalidAnswers.every((s) => typeof s === "number" && s >= 400 && s < 500);
    const exportsOk = Object.keys(exports.statuses).every((s) => s === "200");
    const ok =
      health === 200 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      serverErrors === 0 &&
      acknowledged === validAnswers.length &&
      cutOff >= 0 &&
      cutOff <= formConnections &&
      invalidRefused &&
      exportsOk &&
      storeIsSound(invariants) &&
      crash === undefined;
    log(
      `(g) soak, ${connections} page + ${formConnections} form connections × ${durationMs / 1000} s on Node ${process.versions.node}: ${result.requests.total} requests ` +
        `(${Math.round(result.requests.average)}/s, statuses ${JSON.stringify(statuses)}), ${result.errors} connection errors, ${result.timeouts} timeouts; ` +
        `${acknowledged} of ${validAnswers.length} valid posts acknowledged, ${stored} stored (${cutOff} cut off in flight at the end); invalid posts ${JSON.stringify(tally(invalidAnswers))}; ` +
        `CSV exports ${JSON.stringify(exports.statuses)} (up to ${exports.largestRows} rows); /healthz afterwards ${health || "no answer"}; ` +
        `integrity ${invariants.integrity}${crash ? `; the server printed: ${crash.trim()}` : ""} → ${ok ? "PASS" : "FAIL"}`,
    );
    return {
      ok,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      serverErrors,
      validPosts: validAnswers.length,
      acknowledged,
      stored,
      cutOff,
      invalidPosts: tally(invalidAnswers),
      exports: exports.statuses,
      largestExportRows: exports.largestRows,
      health,
      invariants,
      crash,
    };
  } finally {
    await server.stop();
  }
}
