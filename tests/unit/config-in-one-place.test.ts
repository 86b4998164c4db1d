import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/env.server";

const root = resolve(import.meta.dirname, "../..");
const base = () => ({ DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "sobremesa-env-")), "app.db") });

describe("configuration read in one place", () => {
  it("gives the outbox's retry base and the migrations folder their defaults", () => {
    const env = parseEnv(base());
    expect(env.OUTBOX_RETRY_BASE_MS).toBe(5000);
    expect(env.MIGRATIONS_DIR).toBe("drizzle");
    expect(parseEnv({ ...base(), OUTBOX_RETRY_BASE_MS: "200", MIGRATIONS_DIR: "/app/drizzle" })).toMatchObject({
      OUTBOX_RETRY_BASE_MS: 200,
      MIGRATIONS_DIR: "/app/drizzle",
    });
  });

  it.each(["abc", "0", "-5", "1.5"])("refuses OUTBOX_RETRY_BASE_MS=%s, naming it", (value) => {
    expect(() => parseEnv({ ...base(), OUTBOX_RETRY_BASE_MS: value })).toThrow(ConfigError);
    expect(() => parseEnv({ ...base(), OUTBOX_RETRY_BASE_MS: value })).toThrow(/OUTBOX_RETRY_BASE_MS/);
  });

  it("no module of the app reads process.env but the configuration (and the build's route list)", () => {
    const files = readdirSync(join(root, "app"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    const readers = files.filter((file) => readFileSync(join(root, file), "utf8").includes("process.env"));
    expect(readers.sort()).toEqual(["app/env.server.ts", "app/routes.ts"]);
  });
});
