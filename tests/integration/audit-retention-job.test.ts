import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server";

/**
 * The audit log's retention runs as a background job with the configured number of days: a
 * server started with AUDIT_RETENTION_DAYS=30 deletes a row from 31 days ago and keeps one from
 * yesterday (the job runs at start, then daily).
 */
describe("the audit retention job", () => {
  it("deletes only rows older than the configured days", async () => {
    const first = await startServer();
    await first.stop();
    const database = new Database(first.databasePath);
    const insert = database.prepare(
      "INSERT INTO audit_events (at, actor_label, action, outcome) VALUES (?, 'system', 'staff.invited', 'success')",
    );
    const day = 24 * 3600 * 1000;
    insert.run(new Date(Date.now() - 31 * day).toISOString());
    insert.run(new Date(Date.now() - day).toISOString());
    database.close();

    const second = await startServer({ DATABASE_PATH: first.databasePath, AUDIT_RETENTION_DAYS: "30" });
    try {
      const reopened = new Database(first.databasePath);
      await expect
        .poll(() => (reopened.prepare("SELECT count(*) AS n FROM audit_events").get() as { n: number }).n)
        .toBe(1);
      const left = reopened.prepare("SELECT at FROM audit_events").get() as { at: string };
      expect(Date.now() - Date.parse(left.at)).toBeLessThan(2 * day);
      reopened.close();
    } finally {
      await second.stop();
    }
  });

  it("refuses to start with a retention under one day", async () => {
    await expect(startServer({ AUDIT_RETENTION_DAYS: "0" })).rejects.toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
