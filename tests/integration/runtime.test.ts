import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowMs } from "~/clock";
import { postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";
import { type RunningServer, startServer } from "../support/server";

/** The Node a server runs on is part of what was deployed: it says so when it starts. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the start-up lines", () => {
  it("names the mode and the Node version serving, which is Node 24", () => {
    expect(server.output()).toContain(
      `Sobremesa is running on ${server.url} in development mode (APP_ENV), on Node ${process.version}`,
    );
    expect(process.version).toMatch(/^v24\./);
  });

  it("says plainly which database file, that payments are the local TEST checkout, where mail is kept and how to stop", () => {
    const lines = server.output().split("\n");
    expect(lines).toContain(`Database: ${server.databasePath} (SQLite, created and migrated on start)`);
    expect(lines).toContain(
      "Payments: the local TEST checkout, a page of this app; no card is charged (no STRIPE_SECRET_KEY set)",
    );
    expect(lines).toContain(
      `Mail: none leaves the machine (no SMTP_URL set); each email is kept in the app, read them at ${server.url}/admin/mail`,
    );
    expect(lines).toContain(
      "Automation webhooks: BOOKING_WEBHOOK_URL, PAYMENT_WEBHOOK_URL, CREATOR_WEBHOOK_URL not set; their records wait in the outbox until set",
    );
    expect(lines).toContain("Stop: Ctrl-C (SIGINT) or SIGTERM; requests in flight are answered first, for up to 10 s");
  });

  it("warns of nothing when a booking's automation record has no webhook address to go to", async () => {
    const saved = await postJson(`${server.url}/api/save-booking`, validBooking());
    expect(saved.status).toBe(201);
    // The worker looked at the record and put it aside for an hour, for when an address is set.
    const store = new Database(server.databasePath, { readonly: true });
    try {
      await eventually(
        () =>
          store
            .prepare("select count(*) from outbox where type = 'booking' and next_attempt_at > ?")
            .pluck()
            .get(new Date(nowMs() + 30 * 60_000).toISOString()) === 1,
        "the booking's record put aside",
      );
    } finally {
      store.close();
    }
    expect(server.output()).not.toMatch(/"level":40/);
    expect(server.output()).not.toContain("Webhook URL not configured");
  });
});
