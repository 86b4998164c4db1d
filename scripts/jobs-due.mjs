#!/usr/bin/env node
// @ts-check
/**
 * `npm run jobs:due -- --at 2026-12-24T20:00:00+01:00`: what the background jobs would do at
 * that instant, done now, on the configured database (DATABASE_PATH, default ./data/app.db).
 * It is how a developer sees the mails that wait for a time (a meal's reminder the day before,
 * "how was it" the morning after) and a trip's completion without waiting for them.
 *
 * It loads the production build (`npm run build` first; BUILD_DIR as for server.js), checks
 * the configuration and migrates as a start does, puts the app's own clock (~/clock) at the
 * instant in this process only, runs one round of the jobs the server's scheduler runs
 * (server/boot.ts) and prints each email they produced. Without --at it runs them as of now.
 * Exits 2 on a malformed --at, before touching anything.
 *
 * It takes no lease: a server running on the same file goes on with its own jobs at the real
 * time, so a record due at both instants could go out from both. Stop the server for a tidy run.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const USAGE = "Usage: npm run jobs:due -- --at 2026-12-24T20:00:00+01:00 (a date, a time and Z or an offset)";
/** A full instant: a date, a time and the offset it is in, so it means the same on every machine. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** @param {string[]} args @returns {Date | string} the instant, or what is wrong */
function instantFrom(args) {
  const at = args.indexOf("--at");
  const unknown = args.filter((_arg, index) => index !== at && index !== at + 1);
  if (unknown.length > 0) return `Unknown argument: ${unknown[0]}. ${USAGE}`;
  if (at === -1) return new Date();
  const text = args[at + 1];
  const instant = text && INSTANT.test(text) ? new Date(text) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) {
    return `Not an instant: --at ${text ?? "(missing)"}. ${USAGE}`;
  }
  // 2026-02-30 parses as 2 March: the day written must be the day meant.
  const [, month, day] = text.slice(0, 10).split("-").map(Number);
  const check = new Date(Date.UTC(Number(text.slice(0, 4)), month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return `Not a date: --at ${text}. ${USAGE}`;
  }
  return instant;
}

const at = instantFrom(process.argv.slice(2));
if (typeof at === "string") {
  console.error(at);
  process.exit(2);
}

// The jobs' own log lines (a trip completed) only when asked for: the report below says what went out.
process.env.LOG_LEVEL ??= "warn";
process.env.NODE_ENV ??= "production";
const bundle = resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (!existsSync(bundle)) {
  console.error(`No build at ${bundle}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {typeof import("../server/index")} */
const app = await import(pathToFileURL(bundle).href);
const { env } = app.boot();
console.log(`Running the due jobs as of ${at.toISOString()} on ${resolve(env.DATABASE_PATH)}`);
const { mails } = await app.runDueJobs(at);
for (const mail of mails) console.log(`Email ${mail.type} to ${mail.to}: ${mail.subject}`);
console.log(
  mails.length === 0
    ? "No email was due."
    : `${mails.length} email(s) ${env.SMTP_URL ? "sent; copies" : "kept in the app"} at /admin/mail.`,
);
app.shutdown();
