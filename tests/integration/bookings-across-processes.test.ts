import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, serverDb } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { type RunningServer, startServer } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";

/**
 * Two serving processes (WEB_CONCURRENCY=2) write to one SQLite file, each committing its own
 * groups of bookings while the other holds the write lock now and then (decision 0044). A burst
 * of bookings, each sent twice at once as a double click would, must store every booking once
 * and mail each traveller once: one process sends the mail, whichever process took the post.
 */

let smtp: TestSmtp;
let server: RunningServer;
let store: ReturnType<typeof serverDb>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ WEB_CONCURRENCY: "2", SMTP_URL: smtp.url, LOG_LEVEL: "info" });
  store = serverDb(server.databasePath);
});
afterAll(async () => {
  store?.database.close();
  await server?.stop();
  await smtp?.close();
});

/** The processes whose log lines show they answered a post to `path`. */
function processesThatAnswered(path: string): Set<number> {
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string; pid?: number });
  return new Set(
    lines
      .filter((line) => line.msg === "request" && line.method === "POST" && line.path === path)
      .flatMap((line) => (line.pid === undefined ? [] : [line.pid])),
  );
}

describe("two serving processes taking bookings at once", () => {
  it("store every booking once, however many are sent twice at once, and mail each traveller once", async () => {
    const url = `${server.url}/api/save-booking`;
    const sent: ReturnType<typeof validBooking>[] = [];
    // Waves until both processes have answered: on a busy machine the kernel may hand a whole
    // burst to one of them.
    for (let wave = 0; wave < 10 && (wave < 2 || processesThatAnswered("/api/save-booking").size < 2); wave++) {
      const forms = Array.from({ length: 30 }, () => validBooking({ city: "other" }));
      const answers = await Promise.all(forms.flatMap((form) => [postJson(url, form), postJson(url, form)]));
      expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
      sent.push(...forms);
    }
    expect(processesThatAnswered("/api/save-booking").size).toBe(2);

    const emails = sent.map((form) => form.email);
    const stored = store.bookings().filter((booking) => emails.includes(booking.email));
    expect(stored.map((booking) => booking.email).sort()).toEqual([...emails].sort());
    expect(new Set(stored.map((booking) => booking.reference)).size).toBe(sent.length);
    expect(new Set(stored.map((booking) => booking.readable_reference)).size).toBe(sent.length);

    for (const email of emails) await smtp.waitFor((message) => message.envelopeTo.includes(email), 30_000);
    // Anything sent twice would have arrived with the first copy; a moment for a late second one.
    await new Promise((wait) => setTimeout(wait, 500));
    const mailedTwice = emails.filter((email) => smtp.to(email).length !== 1);
    expect(mailedTwice).toEqual([]);
  });
});
