import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { normalizeReadableReference } from "~/domain/readable-reference";

/** Bookings stored before the readable reference: the migration gives each one, derived from its old one. */

const MIGRATIONS = resolve(import.meta.dirname, "../../drizzle");

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
  extra_count, total_cents, status, payment_status, requires_payment, created_at)
  values (?, 'ES', 'Madrid', '2030-05-01', '2030-05-04', 3, 'Old Traveller', ?, '+34', 'ES', '600000000',
  '+34 600000000', 3900, 4, 0, 0, 3900, 'paid', 'succeeded', 1, '2030-04-01T10:00:00.000Z')`;

describe("migrating bookings to readable references", () => {
  it("gives every existing booking a distinct readable reference derived from its internal one", () => {
    const path = join(mkdtempSync(join(tmpdir(), "sobremesa-migrate-")), "app.db");
    const database = openDatabase(path);
    migrate(database, { migrationsFolder: migrationsUpTo("0018_meal-feedback") });
    const insert = database.$client.prepare(OLD_BOOKING);
    insert.run("g5quw5refcixw4vd", "one@example.com");
    insert.run("oldpaid000000001", "two@example.com");
    insert.run("iluo01aaaaaaaaaa", "three@example.com");

    migrate(database, { migrationsFolder: MIGRATIONS });

    const rows = database.$client
      .prepare("select reference, readable_reference as readable from bookings order by id")
      .all() as { reference: string; readable: string }[];
    expect(rows.map((r) => r.readable)).toEqual(["SBM-G5QV-W5R", "SBM-QKDP-AJD", "SBM-JKVQ-WXA"]);
    // Each one is a well-formed readable reference, as the searches read it.
    for (const row of rows) expect(normalizeReadableReference(row.readable)).toBe(row.readable);
  });
});
