#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/profile-admin.mjs [queue,workspace,search] [seconds]`: the concierge's rows
 * of the bench (issue 34) over 100,000 seeded bookings, each on its own server started with
 * `--cpu-prof`, and for each the server's CPU milliseconds per request answered (user + system
 * time from /proc/<pid>/stat over the run): a figure a loaded, shared machine barely moves,
 * unlike req/s. Prints each row's top self-time functions. Honours BUILD_DIR.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import {
  freshDatabasePath,
  migrate,
  productionNodeArgs,
  requireBuild,
  SESSION_SECRET,
  startApp,
} from "./app-server.mjs";
import { seedBookings } from "./seed.mjs";
import { cpuSeconds } from "./service-rows.mjs";
import { seedService } from "./service-seed.mjs";

const [which = "queue,workspace,search", seconds = "8"] = process.argv.slice(2);
requireBuild();
const databasePath = freshDatabasePath();
migrate(databasePath);
seedBookings(databasePath, 100_000);
const seed = seedService(databasePath, SESSION_SECRET, { pdfTrips: 0 });
const cookie = { cookie: seed.staffCookie };

/** @type {Record<string, (url: string) => Record<string, unknown>>} */
const ROWS = {
  queue: (url) => ({ url: `${url}/admin`, headers: cookie }),
  workspace: (url) => ({ url: `${url}${seed.workspacePath}`, headers: cookie }),
  search: (url) => {
    let n = 0;
    return {
      url,
      requests: [
        {
          method: "GET",
          headers: cookie,
          setupRequest: (/** @type {Record<string, unknown>} */ request) => {
            n += 1;
            return { ...request, path: `/admin?q=${encodeURIComponent(seed.searches[n % seed.searches.length])}` };
          },
        },
      ],
    };
  },
};

for (const row of which.split(",")) {
  const dir = mkdtempSync(join(tmpdir(), `sobremesa-prof-${row}-`));
  const app = await startApp({
    databasePath,
    nodeArgs: [...productionNodeArgs(), "--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  // One request first, so the profile and the CPU figure are of serving, not of the first compile.
  await fetch(`${app.url}${row === "workspace" ? seed.workspacePath : "/admin"}`, { headers: cookie });
  const cpuBefore = cpuSeconds(app.pid);
  const result = await autocannon({ ...ROWS[row](app.url), connections: 4, duration: Number(seconds), timeout: 60 });
  const cpu = cpuSeconds(app.pid) - cpuBefore;
  const answered = result.requests.total;
  const codes = /** @type {Record<string, number>} */ (/** @type {unknown} */ (result));
  const non2xx = answered - (codes["2xx"] ?? 0);
  await app.stop();
  console.log(
    `\n== ${row}: ${answered} answered (${non2xx} not 2xx), ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, CPU ${cpu.toFixed(2)} s = ${answered ? ((cpu * 1000) / answered).toFixed(1) : "∞"} CPU-ms per request`,
  );
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile") && name.split(".")[4] === "0");
  if (!file) continue;
  /** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url
      .replace(/^file:\/\//, "")
      .replace(/.*node_modules\//, "")
      .replace(process.cwd(), ".");
    const key = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`)
      .join("\n"),
  );
}
