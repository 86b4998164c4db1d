import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import type { StaffRole } from "../../app/domain/staff-roles";
import type { Language } from "../../app/i18n/languages";
import type { SeedTarget } from "./factories";
import { uniqueEmail } from "./unique.mjs";

/**
 * Team members for the suites: an active person with a password (seedStaff), and a session of
 * theirs as the server would open it after both sign-in steps (staffCookie), for tests about
 * what a signed-in person may do. The sign-in itself (password, then the second factor) is
 * proved through the real pages in its own tests, not skipped there.
 */

/** The SESSION_SECRET every test server runs with (tests/support/server.ts, setup-env.ts, playwright.config.ts). */
const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdefghij";

export type StaffSeed = { role?: StaffRole; name?: string; email?: string; password?: string; language?: Language };
export type SeededStaff = { id: number; name: string; email: string; password: string; role: StaffRole };

const dbOf = (target: SeedTarget): Db => ("$client" in target ? target : (drizzle(target, { schema }) as Db));

/** An active team member with a password and no second factor yet (their first sign-in sets it up). */
export async function seedStaff(target: SeedTarget, seed: StaffSeed = {}): Promise<SeededStaff> {
  const role = seed.role ?? "concierge";
  const email = (seed.email ?? uniqueEmail(role)).toLowerCase();
  const name = seed.name ?? `${role === "owner" ? "Olga Owner" : "Marta López"} ${email.split("@")[0].slice(-6)}`;
  const password = seed.password ?? "a long staff pass phrase";
  const passwordHash = await hash(password, { algorithm: 2 /* argon2id */ });
  const row = dbOf(target)
    .insert(schema.staff)
    .values({ name, email, role, status: "active", passwordHash, language: seed.language ?? "en" })
    .returning()
    .get();
  return { id: row.id, name, email, password, role };
}

/**
 * The `Cookie` header value of a live session of that person, written straight into the
 * server's database and signed as the server signs its admin cookie (cookies.server.ts).
 * `cookieName` is `__Host-sm_admin` for a server running as deployed.
 */
export function staffCookie(
  target: SeedTarget,
  staffId: number,
  { cookieName = "sm_admin", secret = TEST_SESSION_SECRET, now = new Date() } = {},
): string {
  const token = randomBytes(32).toString("base64url");
  dbOf(target)
    .insert(schema.sessions)
    .values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      kind: "admin",
      subject: `staff:${staffId}`,
      clientAddress: "127.0.0.1",
      userAgent: "test suite",
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    })
    .run();
  const key = Buffer.from(hkdfSync("sha256", secret, "sobremesa-cookie-signing", cookieName, 32)).toString("base64url");
  const data = Buffer.from(JSON.stringify(token), "utf8").toString("base64");
  const signature = createHmac("sha256", key).update(data).digest("base64").replace(/=+$/, "");
  return `${cookieName}=${encodeURIComponent(`${data}.${signature}`)}`;
}
