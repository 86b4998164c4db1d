import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "~/db/client.server";

/** The database holds personal data and password hashes: only its owner may read it. */

const modeOf = (path: string) => statSync(path).mode & 0o777;

function openAndWrite(path: string) {
  const database = openDatabase(path);
  migrateDatabase(database);
  database.$client.exec("insert into stripe_events (id, type) values ('evt_mode_' || hex(randomblob(8)), 'test')");
  return database;
}

describe("the SQLite file", () => {
  it("is created owner-only (0600), and so are its WAL and shared-memory files", () => {
    const path = join(mkdtempSync(join(tmpdir(), "sobremesa-mode-")), "data", "app.db");
    const database = openAndWrite(path);
    try {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) {
        expect(existsSync(file)).toBe(true);
        expect(modeOf(file)).toBe(0o600);
      }
    } finally {
      database.$client.close();
    }
  });

  it("is made owner-only when an older version left it world-readable", () => {
    const path = join(mkdtempSync(join(tmpdir(), "sobremesa-mode-")), "app.db");
    openAndWrite(path).$client.close();
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      if (!existsSync(file)) writeFileSync(file, "");
      chmodSync(file, 0o644);
    }
    const database = openAndWrite(path);
    try {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(modeOf(file)).toBe(0o600);
    } finally {
      database.$client.close();
    }
  });
});
