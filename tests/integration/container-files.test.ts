import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validBooking } from "../support/booking-form.mjs";
import { copyLikeDocker, parseDockerfile, type Stage } from "../support/dockerfile";
import { eventually } from "../support/eventually";
import { freePort } from "../support/server";

/**
 * The container's file set, without Docker: exactly what the Dockerfile's runtime stage
 * copies (parsed from the Dockerfile itself), with production dependencies from
 * `npm ci --omit=dev` as its prod-deps stage makes them, started on Node 24 as an
 * unprivileged user (nobody) with the Dockerfile's environment. The server runs in its own
 * mount namespace where the whole filesystem is read-only except the data directory
 * (stricter than `docker run --read-only -v data:/data`: not even /tmp is writable), so a
 * file the image lacks, or a write outside DATABASE_PATH's folder, fails here.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? "build");
const NOBODY = 65534;
const ADMIN_TOKEN = "container-admin-token-0123456789abcdef";
const isRoot = process.getuid?.() === 0;

const { stages } = parseDockerfile(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
const runtime = stages.at(-1) as Stage;

let work: string;
let app: string;
let data: string;
let child: ChildProcess | undefined;
let output = "";
let url = "";

/** Where a stage's WORKDIR ends up here: the repo itself for the build stage, else a fresh install. */
function materialise(stage: Stage): string {
  if (stage.runs.some((run) => /\bnpm run build\b/.test(run))) return ROOT;
  const dir = join(work, `stage-${stage.name}`);
  mkdirSync(dir, { recursive: true });
  for (const copy of stage.copies.filter((c) => !c.from)) {
    const dest = join(dir, posix.relative(stage.workdir, copy.dest)) + (copy.dest.endsWith("/") ? "/" : "");
    copyLikeDocker(
      copy.sources.map((source) => join(ROOT, source)),
      dest,
    );
  }
  for (const run of stage.runs) {
    if (!/^npm ci\b/.test(run)) throw new Error(`The test cannot stand in for RUN ${run} (stage ${stage.name})`);
    // npm itself on Node 24, like the image's npm: the runtime check in postinstall runs on it too.
    execFileSync("sh", ["-c", run], {
      cwd: dir,
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
      stdio: "pipe",
    });
  }
  return dir;
}

/** The source of a `COPY --from=stage /path` inside what `materialise` made. */
function fromStage(stage: Stage, dir: string, source: string) {
  const relative = posix.relative(stage.workdir, source);
  return dir === ROOT && relative === "build" ? BUILD_DIR : join(dir, relative);
}

function assemble() {
  app = join(work, "app");
  for (const copy of runtime.copies) {
    const dest = join(app, posix.relative(runtime.workdir, copy.dest)) + (copy.dest.endsWith("/") ? "/" : "");
    if (copy.from) {
      const stage = stages.find((s) => s.name === copy.from);
      if (!stage) throw new Error(`COPY --from=${copy.from}: no such stage`);
      const dir = materialise(stage);
      copyLikeDocker(
        copy.sources.map((source) => fromStage(stage, dir, source)),
        dest,
      );
    } else {
      copyLikeDocker(
        copy.sources.map((source) => join(ROOT, source)),
        dest,
      );
    }
  }
}

/**
 * A command run the way the container runs it: in a mount namespace of its own where the
 * data directory stays writable and everything else (the app directory, /tmp, /dev/shm)
 * is read-only, as the unprivileged user nobody, on Node 24. Returns spawn's arguments.
 */
function confined(nodeArgs: string[]): [string, string[]] {
  const script = [
    'mount --bind "$DATA_DIR" "$DATA_DIR"',
    "mount -o remount,bind,ro /",
    "(mount -o remount,bind,ro /dev/shm 2>/dev/null || true)",
    `exec setpriv --reuid=${NOBODY} --regid=${NOBODY} --clear-groups --inh-caps=-all "$NODE_BIN" "$@"`,
  ].join(" && ");
  return ["unshare", ["--mount", "--propagation", "private", "sh", "-c", script, "confined", ...nodeArgs]];
}

/** The runtime stage's ENV with the data directory standing in for /data. */
function confinedEnv(): Record<string, string> {
  return {
    ...runtime.env,
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: "/nonexistent",
    DATA_DIR: data,
    NODE_BIN: process.execPath,
    DATABASE_PATH: join(data, "app.db"),
  };
}

async function waitForHealth() {
  // Two serving processes took 7-9 s to answer /healthz on this 2-core machine under light load
  // and over 30 s under heavy load: a wait for the answer, not a sleep, with room for that.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child?.exitCode !== null || child?.signalCode) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!isRoot)("the container's file set (needs root to switch user and mount read-only)", () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "sobremesa-container-"));
    chmodSync(work, 0o755);
    assemble();
    data = join(work, "data");
    mkdirSync(data);
    chownSync(data, NOBODY, NOBODY);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(...confined(["server.js"]), {
      cwd: app,
      env: {
        ...confinedEnv(),
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: url,
        SESSION_SECRET: "container-session-secret-0123456789abcdef",
        ADMIN_TOKEN,
        STRIPE_SECRET_KEY: "sk_test_container0123456789",
        STRIPE_WEBHOOK_SECRET: "whsec_container0123456789",
        SMTP_URL: "smtp://127.0.0.1:9",
        MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
        COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
        COMPANY_TAX_ID: "B12345674",
        COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
        SUPPORT_PHONE: "+34 910 123 456",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    await waitForHealth();
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null && !child.signalCode) {
      const exited = new Promise((done) => child?.once("exit", done));
      child.kill("SIGKILL");
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("holds only what the runtime stage copies: production dependencies, no dev tools", () => {
    const modules = readdirSync(join(app, "node_modules"));
    expect(modules).toEqual(expect.arrayContaining(["better-sqlite3", "react-router", "@react-router"]));
    // (typescript is there: @react-router/node names it an optional peer, so npm keeps it.)
    for (const devOnly of ["vitest", "@playwright", "lighthouse", "node", "vite", "@biomejs"]) {
      expect(modules).not.toContain(devOnly);
    }
    expect(readdirSync(app).sort()).toEqual([
      "assets",
      "build",
      "drizzle",
      "node_modules",
      "package.json",
      "scripts",
      "server.js",
    ]);
  });

  it("starts as nobody in production mode and logs the Node version it runs on", () => {
    expect(output).toContain(`Sobremesa is running on ${url} in production mode (APP_ENV), on Node ${process.version}`);
    expect(process.version).toMatch(/^v24\./);
    // unshare, sh and setpriv each exec the next, so the child's pid is the server's.
    const status = readFileSync(`/proc/${child?.pid}/status`, "utf8");
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe(String(NOBODY));
  });

  it("serves the main pages and their stylesheet", async () => {
    for (const path of ["/", "/clients", "/about", "/creators", "/privacy"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("Sobremesa");
    }
    const html = await (await fetch(`${url}/`)).text();
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    expect((await fetch(`${url}${stylesheet}`)).status).toBe(200);
  });

  it("stores a booking posted to /api/save-booking, in the data directory only", async () => {
    const booking = validBooking();
    const response = await fetch(`${url}/api/save-booking`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...booking, reservations: Number(booking.reservations) }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe("Booking saved");
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");

    const database = new Database(join(data, "app.db"), { readonly: true });
    const stored = database.prepare("select email from bookings").pluck().all();
    database.close();
    expect(stored).toEqual([booking.email]);
    for (const file of readdirSync(data)) expect(statSync(join(data, file)).uid, file).toBe(NOBODY);
  });

  it("takes a backup inside the read-only container with the script the image ships, into the data directory", () => {
    const [command, args] = confined(["scripts/db-backup.js"]);
    const printed = execFileSync(command, args, { cwd: app, env: confinedEnv(), encoding: "utf8" });
    expect(printed).toContain("Integrity check: ok");
    const backups = readdirSync(join(data, "backups"));
    expect(backups).toEqual([expect.stringMatching(/^app-.*\.db$/)]);
    const copy = new Database(join(data, "backups", backups[0]), { readonly: true });
    expect(copy.prepare("select count(*) from bookings").pluck().get()).toBe(1);
    copy.close();
  });

  it("renders an itinerary PDF inside the read-only container, with the fonts the image ships", async () => {
    // The booking stored above becomes a booked one-meal trip with a trip link, written as the
    // container's user (so every file in the data directory stays theirs).
    const token = "C".repeat(43);
    const seed = `
      const db = require("better-sqlite3")(process.env.DATABASE_PATH);
      db.pragma("busy_timeout = 5000");
      const id = db.prepare("select id from bookings").pluck().get();
      db.prepare("update bookings set status = 'booked', reservations = 1, city_name = 'Madrid' where id = ?").run(id);
      db.prepare(\`insert into reservations (booking_id, meal_position, restaurant_name, address, local_date, local_time,
        time_zone, starts_at, party_size, table_name) values (?, 1, 'Casa Ñoño', 'Calle Cava Baja 35', '2026-12-10',
        '21:30', 'Europe/Madrid', '2026-12-10T20:30:00.000Z', 2, 'Inês Núñez')\`).run(id);
      db.prepare("insert into trip_links (booking_id, token_hash, expires_at) values (?, ?, '2099-01-01T00:00:00.000Z')")
        .run(id, require("node:crypto").createHash("sha256").update("${token}").digest("hex"));
      console.log(db.prepare("select reference from bookings where id = ?").pluck().get(id));`;
    const [command, args] = confined(["-e", seed]);
    const reference = execFileSync(command, args, { cwd: app, env: confinedEnv(), encoding: "utf8" }).trim();
    const form = (fields: Record<string, string>, cookie = "") =>
      fetch(`${url}${fields.intent === "unlock" ? "/admin" : `/admin/bookings/${reference}`}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
        body: new URLSearchParams(fields),
      });
    const unlocked = await form({ intent: "unlock", token: ADMIN_TOKEN });
    const cookie = unlocked.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await form({ intent: "send-itinerary", confirm: "yes" }, cookie)).status).toBe(302);
    const pdf = await eventually(async () => {
      const answer = await fetch(`${url}/trip/${token}/itinerary.pdf`);
      return answer.status === 503 ? undefined : answer;
    }, "the rendered itinerary PDF");
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF")).toBe(true);
    expect(bytes).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+NotoSans-Regular/);
    expect(bytes).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+NotoSerif-Bold/);
  });

  it("stops cleanly on SIGTERM, having written nothing outside the data directory", async () => {
    const exited = new Promise<number | null>((done) => child?.once("exit", (code) => done(code)));
    child?.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/EROFS|EACCES|read-only file system/i);
  });
});
