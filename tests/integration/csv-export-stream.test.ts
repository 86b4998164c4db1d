import { type IncomingMessage, request } from "node:http";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";
import { seedBookings } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";

/**
 * The bookings CSV streams from a database cursor while the rest of the server goes on (a
 * browser test once waited 90 s for it). What a client or an operator sees when a download is
 * left half-way, stalls, or breaks in the middle: the export's reader is let go, the next
 * export and a booking still go through, the broken file ends instead of hanging, and the log
 * says what failed without the rows' contents.
 */

const TOKEN = "test-admin-token-0123456789";
const CSV = "/api/get-bookings?format=csv";
const ROWS = 20_000;
let server: RunningServer;
let database: Database.Database;

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info" }, { jobs: true });
  database = new Database(server.databasePath);
  seedBookings(
    database,
    Array.from({ length: ROWS }, (_, i) => ({
      name: `Streamed ${i} ${"long name ".repeat(30)}`,
      email: `streamed-${i}@example.com`,
    })),
  );
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

/** The CSV's response, as a browser gets it (compressed), not yet read. */
function openCsv(): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${CSV}`, {
      headers: { Authorization: `Bearer ${TOKEN}`, "Accept-Encoding": "identity" },
    });
    req.on("response", resolve).on("error", reject).end();
  });
}

/** The whole CSV: its records (CRLF lines, header included) or the error that ended it. */
async function readCsv(): Promise<{ records: number } | { error: string }> {
  try {
    const response = await openCsv();
    let text = "";
    for await (const chunk of response) text += chunk;
    return { records: text.split("\r\n").filter(Boolean).length };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Whether some connection still reads the database (a cursor left open holds the WAL). */
function readerHoldsTheWal(): boolean {
  // A write first, so the WAL has something a reader's snapshot could be holding on to.
  database.exec("create table if not exists probe (x); insert into probe values (1)");
  const [result] = database.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  return result.busy !== 0;
}

const exportAudits = () =>
  (database.prepare("select count(*) n from audit_events where action = 'export.csv'").get() as { n: number }).n;

const errorLines = (since: number) =>
  server
    .output()
    .slice(since)
    .split("\n")
    .filter((line) => line.startsWith("{") && JSON.parse(line).level >= 50);

describe("the bookings CSV, streamed", () => {
  it("lets go of the database when the client leaves half-way: the next CSV and a booking complete", async () => {
    const logged = server.output().length;
    const audits = exportAudits();
    const left = await openCsv();
    left.pause();
    // The first rows went out and the client stopped reading: the cursor is mid-table.
    await new Promise((r) => left.once("readable", r));
    await eventually(readerHoldsTheWal, "a reader holding the WAL");
    left.destroy();

    await eventually(() => !readerHoldsTheWal(), "the WAL let go by every reader");
    expect(await readCsv()).toEqual({ records: ROWS + 1 });
    const saved = await postJson(`${server.url}/api/save-booking`, validBooking());
    expect(saved.status).toBe(201);
    // Only the file that was read to the end is in the audit; a client leaving is no error.
    expect(exportAudits()).toBe(audits + 1);
    expect(errorLines(logged)).toEqual([]);
  });

  it("two slow clients and a fast one at once: each gets the whole file", async () => {
    const slow = async () => {
      const response = await openCsv();
      let text = "";
      response.pause();
      await new Promise((r) => setTimeout(r, 300));
      for await (const chunk of response) text += chunk;
      return { records: text.split("\r\n").filter(Boolean).length };
    };
    const answers = await Promise.all([slow(), readCsv(), slow()]);
    const whole = (database.prepare("select count(*) n from bookings").get() as { n: number }).n + 1;
    expect(answers).toEqual([{ records: whole }, { records: whole }, { records: whole }]);
    await eventually(() => !readerHoldsTheWal(), "the WAL let go by every reader");
  });

  it("a row that breaks the file half-way ends the response, logs the failure once without data, and frees the reader", async () => {
    const logged = server.output().length;
    const audits = exportAudits();
    // The oldest booking (the file's last rows) holds a status no CSV cell can be made of.
    const [id] = seedBookings(database, [{ name: "Broken Status Person", email: "broken-status@example.com" }]);
    database
      .prepare("update bookings set created_at = '2000-01-01T00:00:00.000Z', status = 'constructor' where id = ?")
      .run(id);
    try {
      const answer = await readCsv();
      expect(answer).toEqual({ error: expect.stringMatching(/aborted|hang up|ECONNRESET|terminated/i) });
      // The log comes through a pipe of its own: it may arrive after the response's end.
      await eventually(() => errorLines(logged).length > 0, "an error line in the log");
      const failures = errorLines(logged);
      expect(failures).toHaveLength(1);
      expect(JSON.parse(failures[0])).toMatchObject({ msg: "export failed", export: "bookings csv" });
      expect(failures[0]).not.toMatch(/Streamed|Broken Status|@example\.com/);
      expect(exportAudits()).toBe(audits);
      await eventually(() => !readerHoldsTheWal(), "the WAL let go by every reader");
    } finally {
      database.prepare("delete from bookings where id = ?").run(id);
    }
    expect(await readCsv()).toEqual({ records: expect.any(Number) });
  });

  it("a finished file whose audit row cannot be written still ends, and the failure is logged", async () => {
    const logged = server.output().length;
    database.exec(
      "create trigger refuse_audit before insert on audit_events begin select raise(abort, 'audit refused'); end",
    );
    try {
      expect(await readCsv()).toMatchObject({ records: expect.any(Number) });
    } finally {
      database.exec("drop trigger refuse_audit");
    }
    await eventually(() => errorLines(logged).length > 0, "an error line in the log");
    const failures = errorLines(logged).map((line) => JSON.parse(line).msg);
    expect(failures).toEqual(["export finished but its audit row was not written"]);
  });
});
