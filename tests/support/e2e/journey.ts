import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

/** The e2e server's real database, opened read-only to check what a journey stored. */
export function e2eDb(): Database.Database {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const database = new Database(path, { readonly: true, fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  return database;
}

/** A production build says it by number only: React's errors 418, 423 and 425 are hydration's. */
export const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|React error #(418|423|425)\b/i;

/**
 * What React says in the console while a page is open; `hydrationWarnings()` is the part that
 * tells the server and the browser disagreed (a language mismatch shows up there).
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return {
    problems,
    hydrationWarnings: () => problems.filter((text) => HYDRATION_PROBLEM.test(text)),
  };
}

export { E2E_ADMIN_TOKEN } from "../../../playwright.config";
