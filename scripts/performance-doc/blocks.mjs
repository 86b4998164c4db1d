// @ts-check
/**
 * The tables of docs/performance.md, each drawn from results files (see ../performance-doc.mjs).
 * A field a run did not record shows as "—": older runs lack rows added since.
 */

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** @param {unknown} value */
export const plain = (value) => (typeof value === "number" ? grouped.format(value) : String(value ?? "—"));

/** @param {number} value @param {number} digits */
export const fixed = (value, digits) =>
  new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** @param {number | undefined} value @param {string} unit @param {number} [digits] */
const measure = (value, unit, digits) =>
  value == null ? "—" : `${digits === undefined ? plain(value) : fixed(value, digits)} ${unit}`;

/**
 * @param {string[]} header
 * @param {unknown[][]} rows
 * @param {string} [align] one character per column, `r` for right-aligned
 */
function table(header, rows, align = "") {
  const rule = header.map((_, i) => (align[i] === "r" ? "---:" : "---"));
  const cell = (/** @type {unknown} */ value) => plain(value).replaceAll("|", "\\|");
  return [header, rule, ...rows.map((row) => row.map(cell))].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** Status counts as "89 × 200, 4 × 201". @param {Record<string, number> | undefined} statuses */
const counts = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([status, count]) => `${plain(count)} × ${status}`)
    .join(", ") || "none";

/** @param {Record<string, any>} run */
function benchRows(run) {
  const { settings, references, rows, ratios, soak } = run;
  const line = (/** @type {string} */ key, /** @type {any} */ row) => [
    row.name,
    plain(row.rps),
    measure(row.p50, "ms"),
    measure(row.p99, "ms"),
    measure(row.peakRssMb, "MB"),
    ratios[key] ? fixed(ratios[key].ofFloor, 2) : "—",
  ];
  const all = [
    ...Object.entries(references).map(([key, row]) => line(key, row)),
    ...Object.entries(rows).map(([key, row]) => line(key, row)),
  ];
  if (soak)
    all.push([`GET /clients, ${soak.seconds} s soak`, "—", "—", "—", `${soak.firstMb} → ${soak.lastMb} MB`, "—"]);
  return table(
    [
      `row (${settings.connections} connections × ${settings.durationSeconds} s)`,
      "req/s",
      "p50",
      "p99",
      "peak RSS",
      "× floor",
    ],
    all,
    "lrrrrr",
  );
}

/**
 * The rows of where the service happens: the trip page, the concierge's queue,
 * workspace and search over the seeded bookings, the creator's dashboard, and GET /clients
 * idle and while PDFs render; then CPU per 1,000 booking posts, the PDF worker and start-up.
 * @param {Record<string, any>} run
 */
function serviceRows(run) {
  if (!run.queue) return "Not in this run (these rows were added after it).";
  const floor = run.references?.floor?.rps ?? 0;
  const pdf = run.clientsWhilePdf;
  const rows = [run.trip, run.queue, run.workspace, run.dashboard, run.search, pdf?.idle, pdf?.busy].flatMap((row) =>
    row
      ? [
          [
            row.name,
            plain(row.rps),
            measure(row.p50, "ms"),
            measure(row.p99, "ms"),
            measure(row.peakRssMb, "MB"),
            floor ? fixed(row.rps / floor, 2) : "—",
          ],
        ]
      : [],
  );
  const cpu = run.cpuPerThousandBookings ?? {};
  const cpuText = (/** @type {any} */ m) =>
    m?.cpuSecondsPerThousand == null
      ? "—"
      : `${fixed(m.cpuSecondsPerThousand, 3)} CPU-s (${plain(m.cpuSeconds)} s over ${plain(m.bookings)} bookings)`;
  return [
    table(["row", "req/s", "p50", "p99", "peak RSS", "× floor"], rows, "lrrrrr"),
    "",
    `- GET /clients p99 while PDFs render back to back: ${plain(pdf?.p99Ratio)}× the idle p99; ` +
      `${plain(pdf?.pdfsRendered)} ten-meal itineraries rendered, ${measure(pdf?.renderMedianMs, "ms")} median, ` +
      `${measure(pdf?.renderP95Ms, "ms")} p95 each; the PDF worker added ${measure(run.pdfWorkerPeakMb, "MB")} to the process's RSS at its peak.`,
    cpu.two
      ? `- CPU per 1,000 booking posts: one process ${cpuText(cpu.one)}; two processes ${cpuText(cpu.two)}; two over one ${plain(cpu.twoOverOne)}×.`
      : `- CPU per 1,000 booking posts, their mail included: ${cpuText(cpu.one)}.`,
    `- Start over ${plain(run.settings?.csvRows)} bookings and ${plain(run.start?.outboxRows)} waiting outbox records: ` +
      `first 200 on /healthz ${measure(run.startMs, "ms")} after \`node server.js\`; the first booking post then took ${measure(run.start?.firstPostMs, "ms")}.`,
  ].join("\n");
}

/** @param {Record<string, any>} run */
const targets = (run) =>
  table(
    ["figure", "target", "measured", "met", "why"],
    run.targets.map((/** @type {any} */ t) => [t.figure, t.target, t.value, t.met ? "met" : "**missed**", t.why]),
  );

/** @param {Record<string, any>} run */
const pageWeight = (run) =>
  run.pageWeight.pages
    .map(
      (/** @type {any} */ page) =>
        `\`${page.path}\` ${fixed(page.jsGzipKb, 1)} kB of JavaScript, ${fixed(page.cssGzipKb, 1)} kB of CSS, ` +
        `${fixed(page.htmlGzipKb, 1)} kB of HTML`,
    )
    .join("; ");

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** @param {Record<string, any>} run */
function lighthouse(run) {
  const metric = (/** @type {any} */ page, /** @type {string} */ id) =>
    String(page.metrics?.[id] ?? "—").replace(/\s/g, " ");
  // A trip's private pages share a path's shape (`/trip/…`, its token hidden): their label tells them apart.
  const name = (/** @type {any} */ page) => `\`${page.path}\`${page.label ? ` (${page.label})` : ""}`;
  const rows = run.pages.map((/** @type {any} */ page) => [
    name(page),
    ...CATEGORIES.map((category) => page.scores[category]),
    metric(page, "first-contentful-paint"),
    metric(page, "largest-contentful-paint"),
    metric(page, "total-blocking-time"),
    metric(page, "cumulative-layout-shift"),
  ]);
  rows.push(["target", ...CATEGORIES.map((category) => `≥ ${run.targets[category]}`), "", "", "", ""]);
  const lost = run.pages.flatMap((/** @type {any} */ page) =>
    CATEGORIES.flatMap((category) =>
      (page.lost?.[category] ?? []).map(
        (/** @type {any} */ audit) =>
          `${name(page)} ${category}: ${audit.title} (score ${audit.score}${audit.value ? `, ${String(audit.value).replace(/\s/g, " ")}` : ""})`,
      ),
    ),
  );
  return [
    table(
      ["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS"],
      rows,
      "lrrrrrrrr",
    ),
    "",
    `Audits that cost points: ${lost.length > 0 ? lost.join("; ") : "none"}. Every target met: ${run.allMet ? "yes" : "**no**"}.`,
  ].join("\n");
}

const RESET = "; `ECONNRESET`: closed by Node after oversized headers or uploads";

/** What each drill found, in words, from the fields its drill records. @type {Record<string, [string, (r: any) => string]>} */
const DRILLS = {
  a: [
    "(a) kill",
    (r) =>
      `${plain(r.acknowledged)} success answers before \`SIGKILL\`, ${plain(r.missing?.length)} of them missing after the restart, ` +
      `${plain(r.unanswered)} cut off in flight; integrity ${r.invariants?.integrity}; ${plain(r.invariants?.bookingsWithoutRecord)} bookings ` +
      `without outbox record, ${plain(r.invariants?.orphanRecords)} orphan records; a booking after the restart answered ${r.afterRestart}`,
  ],
  b: [
    "(b) webhook outage",
    (r) =>
      `${plain(r.records)} records queued while the target was down, ${plain(r.refusedWith503)} refused with 503, then ` +
      `${plain(r.arrived)} arrived (${plain(r.duplicates)} twice), ${plain(r.failed)} given up, ${plain(r.unsynced)} bookings left unsynced`,
  ],
  c: [
    "(c) Stripe replay",
    (r) =>
      `${counts(r.statuses)}; payment ${r.paymentStatus}, ${plain(r.paymentRecords)} payment record, ${plain(r.storedEvents)} stored event id`,
  ],
  d: [
    "(d) hostile requests",
    (r) =>
      `${plain(Object.values(r.statuses ?? {}).reduce((a, b) => a + b, 0))} requests: ${plain(r.serverErrors?.length)} 5xx, ` +
      `${plain(r.hung?.length)} left unanswered (${counts(r.statuses)}${r.statuses?.ECONNRESET ? RESET : ""}); health ${r.health} afterwards; ${plain(r.stored)} bookings stored, ${plain(r.acknowledged)} valid ones acknowledged; ` +
      `${plain(r.unexpected?.length)} unexpected rows`,
  ],
  e: [
    "(e) concurrent writers",
    (r) =>
      `at once: ${counts(r.alone?.statuses)}; while another process held the write lock: ${counts(r.locked?.statuses)}; ` +
      `${plain(r.stored)} stored, ${plain((r.alone?.busyShown ?? 0) + (r.locked?.busyShown ?? 0))} \`SQLITE_BUSY\` shown to a user`,
  ],
  f: [
    "(f) backup under load",
    (r) =>
      `copy taken while ${plain(r.postedDuring)} bookings were acknowledged (${plain(r.refused)} refused); integrity ` +
      `${r.copy?.integrity}, ${plain(r.copy?.bookings)} whole bookings, ${plain(r.copy?.bookingsWithoutRecord)} without their outbox record`,
  ],
  g: [
    "(g) soak",
    (r) =>
      `${plain(r.requests)} requests (${plain(r.perSecond)}/s): ${counts(r.statuses)}; ${plain(r.errors)} connection errors, ` +
      `${plain(r.timeouts)} timeouts, ${plain(r.serverErrors)} 5xx; health ${r.health} afterwards; ${plain(r.acknowledged)} posts ` +
      `acknowledged, ${plain(r.stored)} stored (${plain(r.cutOff)} cut off in flight); invalid posts: ${counts(r.invalidPosts)}; ` +
      `${counts(r.exports)} CSV exports; integrity ${r.invariants?.integrity}`,
  ],
};

/** @param {Record<string, any>} run */
function drills(run) {
  const entries = Object.entries(run.results);
  const passed = entries.filter(([, result]) => result.ok).length;
  const rows = entries.map(([letter, result]) => {
    const [name, found] = DRILLS[letter] ?? [`(${letter})`, () => ""];
    const text = result.error ? `could not run: ${result.error}` : found(result);
    return [name, text, measure(result.seconds, "s", 1), result.ok ? "pass" : "**fail**"];
  });
  return [`${passed} of ${entries.length} pass.`, "", table(["drill", "found", "took", ""], rows, "llrl")].join("\n");
}

/** @param {Record<string, Record<string, any>>} sources @param {Record<string, string>} files */
function history(sources, files) {
  const runs = Object.keys(files).filter((key) => /^bench-/.test(key));
  const ratio = (/** @type {any} */ run, /** @type {string} */ key) =>
    run.ratios?.[key] ? fixed(run.ratios[key].ofFloor, 2) : "—";
  const rows = runs.map((key) => {
    const run = sources[key];
    const clients = run.pageWeight?.pages?.find((/** @type {any} */ page) => page.path === "/clients");
    return [
      `\`${files[key]}\``,
      `${plain(run.machine?.loadAtStart)}${run.machine?.busy ? " (busy)" : ""}`,
      plain(run.references?.floor?.rps),
      ratio(run, "landing"),
      ratio(run, "clients"),
      ratio(run, "post"),
      measure(run.rows?.post?.p99, "ms"),
      ratio(run, "postCluster"),
      measure(run.serverPeakMb, "MB"),
      measure(clients?.jsGzipKb, "kB", 1),
    ];
  });
  return table(
    [
      "run",
      "load",
      "floor req/s",
      "`GET /`",
      "`GET /clients`",
      "`POST /clients`",
      "post p99",
      "`POST`, several processes",
      "peak RSS",
      "`/clients` JS",
    ],
    rows,
    "lrrrrrrrrr",
  );
}

/**
 * The page's generated blocks for one set of results.
 * @param {{ sources: Record<string, Record<string, any>>, files: Record<string, string> }} results
 * @returns {Record<string, () => string>}
 */
export function blocks({ sources, files }) {
  return {
    "bench-rows": () => benchRows(sources.bench),
    "service-rows": () => serviceRows(sources.bench),
    "page-weight": () => pageWeight(sources.bench),
    targets: () => targets(sources.bench),
    lighthouse: () => lighthouse(sources.lighthouse),
    drills: () => drills(sources.drills),
    history: () => history(sources, files),
  };
}
