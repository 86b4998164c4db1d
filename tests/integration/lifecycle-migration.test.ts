import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";

/**
 * Bookings stored before the lifecycle existed: a paid one still says 'pending'. The
 * migration moves it to 'paid' and writes the history it would have had.
 */

const MIGRATIONS = resolve(import.meta.dirname, "../../drizzle");

/** A copy of the migrations folder that stops after `lastTag` (the database as an older release left it). */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "sobremesa-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const OLD_BOOKING = `insert into bookings (reference, region_code, city_name, check_in, check_out, reservations, name, email,
  country_code, phone_country, phone_number, phone, base_price_cents, included_reservations, extra_price_cents,
  extra_count, total_cents, status, payment_status, requires_payment, paid_at, created_at)
  values (?, 'ES', 'Madrid', '2030-05-01', '2030-05-04', 3, 'Old Traveller', ?, '+34', 'ES', '600000000',
  '+34 600000000', 3900, 4, 0, 0, 3900, 'pending', ?, ?, ?, '2030-04-01T10:00:00.000Z')`;

describe("migrating bookings from before the lifecycle", () => {
  it("moves a paid 'pending' booking to 'paid' with its history, and leaves the others pending", () => {
    const database = openDatabase(join(mkdtempSync(join(tmpdir(), "sobremesa-migrate-")), "app.db"));
    migrate(database, { migrationsFolder: migrationsUpTo("0002_automation_synced") });
    const insert = database.$client.prepare(OLD_BOOKING);
    insert.run("oldpaid000000001", "paid@example.com", "succeeded", 1, "2030-04-02T09:00:00.000Z");
    insert.run("oldunpaid0000001", "unpaid@example.com", "pending", 1, null);
    insert.run("oldrequest000001", "request@example.com", "not_required", 0, null);

    migrate(database, { migrationsFolder: MIGRATIONS });

    const rows = database.$client.prepare("select reference, status from bookings order by id").all();
    expect(rows).toEqual([
      { reference: "oldpaid000000001", status: "paid" },
      { reference: "oldunpaid0000001", status: "pending" },
      { reference: "oldrequest000001", status: "pending" },
    ]);
    const history = database.$client
      .prepare(
        `select b.reference, e.from_status, e.to_status, e.created_at from booking_events e
         join bookings b on b.id = e.booking_id order by e.booking_id, e.id`,
      )
      .all();
    expect(history).toEqual([
      {
        reference: "oldpaid000000001",
        from_status: null,
        to_status: "pending",
        created_at: "2030-04-01T10:00:00.000Z",
      },
      {
        reference: "oldpaid000000001",
        from_status: "pending",
        to_status: "paid",
        created_at: "2030-04-02T09:00:00.000Z",
      },
      {
        reference: "oldunpaid0000001",
        from_status: null,
        to_status: "pending",
        created_at: "2030-04-01T10:00:00.000Z",
      },
      {
        reference: "oldrequest000001",
        from_status: null,
        to_status: "pending",
        created_at: "2030-04-01T10:00:00.000Z",
      },
    ]);
    database.$client.close();
  });
});
