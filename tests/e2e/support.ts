import Database from "better-sqlite3";

/** The e2e server's real database, opened read-only to check what a journey stored. */
export function e2eDb(): Database.Database {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const database = new Database(path, { readonly: true, fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  return database;
}

export { E2E_ADMIN_TOKEN } from "../../playwright.config";
