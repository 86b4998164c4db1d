import { db, migrateDatabase } from "~/db/client.server";

/** The test file's own database (a real SQLite file, see setup-env.ts), migrated. */
export function testDb() {
  const database = db();
  migrateDatabase(database);
  return database;
}
