import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LevelWithSilent } from "pino";
import { afterAll } from "vitest";
import { configureLogger } from "~/logger.server";

/**
 * Every test file runs against its own real SQLite file in a fresh temp folder, with
 * fixed secrets so cookies and tokens are predictable.
 */
const dir = mkdtempSync(join(tmpdir(), "sobremesa-test-"));
// Gone after the file's last hook, so a machine that runs the suite daily does not fill /tmp
// (Vitest ends its worker processes without their exit event). Setup hooks run after the
// file's own, once its servers and connections are closed.
afterAll(() => rmSync(dir, { recursive: true, force: true }));
process.env.DATABASE_PATH = join(dir, "app.db");
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdefghij";
process.env.ADMIN_TOKEN ??= "test-admin-token-0123456789";
process.env.LOG_LEVEL ??= "silent";
process.env.APP_ENV ??= "development";
// The server sets the level from its parsed configuration at start-up; tests import modules directly.
configureLogger(process.env.LOG_LEVEL as LevelWithSilent);
