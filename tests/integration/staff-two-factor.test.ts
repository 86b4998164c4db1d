import { generateTOTP } from "@epic-web/totp";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { staffCodeStep, staffPasswordStep } from "~/auth/sign-in.server";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { sessions, staffRecoveryCodes } from "~/db/schema";
import { beginTotpSetup, confirmTotpSetup, verifySecondFactor } from "~/features/staff/two-factor.server";
import { testDb } from "../support/db";
import { activePerson, auditRowsOf, PASSWORD, staffRow } from "../support/staff-services";

beforeAll(() => {
  testDb();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The TOTP library reads the time through Date, and the app through ~/clock (which reads Date
 * too): faking Date alone puts both at the same instant, and timers keep running for real.
 */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  expect(clock.now().toISOString()).toBe(new Date(iso).toISOString());
};
/** The second step as a test drives it: what it opens on success is a marker. */
const verify = (staffId: number, code: string) => verifySecondFactor(staffId, code, () => "opened");
const staffSessionsOf = (staffId: number) =>
  db()
    .select()
    .from(sessions)
    .where(eq(sessions.subject, `staff:${staffId}`))
    .all()
    .filter((row) => row.kind === "admin");
const codeAt = async (secret: string, iso: string) => {
  at(iso);
  return (await generateTOTP({ secret })).otp;
};

async function setUp(staffId: number, when = "2031-05-04T10:00:00.000Z") {
  at(when);
  const setup = await beginTotpSetup(staffId);
  if ("error" in setup) throw new Error(setup.error);
  const confirmed = await confirmTotpSetup(staffId, await codeAt(setup.secret, when));
  if (!confirmed.ok) throw new Error(confirmed.reason);
  return { secret: setup.secret, recoveryCodes: confirmed.recoveryCodes };
}

describe("TOTP setup", () => {
  it("shows a QR code and the secret, keeps the secret sealed, and enables only after a right code", async () => {
    const person = await activePerson();
    const setup = await beginTotpSetup(person.id);
    if ("error" in setup) throw new Error(setup.error);
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Sobremesa:/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const row = staffRow(person.id);
    expect(row.totpSecretSealed).toBeTruthy();
    expect(row.totpSecretSealed).not.toContain(setup.secret);
    expect(row.totpEnabledAt).toBeNull();

    expect(await confirmTotpSetup(person.id, "000000")).toMatchObject({ ok: false });
    expect(staffRow(person.id).totpEnabledAt).toBeNull();

    const confirmed = await confirmTotpSetup(person.id, (await generateTOTP({ secret: setup.secret })).otp);
    expect(confirmed.ok).toBe(true);
    const codes = confirmed.ok ? confirmed.recoveryCodes : [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, person.id)).all();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) expect(storedText).not.toContain(code);
    expect(staffRow(person.id).totpEnabledAt).not.toBeNull();
    expect(auditRowsOf("two_factor.enabled")[0]).toMatchObject({ actorStaffId: person.id });
    expect(await beginTotpSetup(person.id)).toEqual({ error: "already-enabled" });
  });
});

describe("the second factor", () => {
  it("accepts a current code once (a replay is refused) and a code from the next step", async () => {
    const person = await activePerson();
    const { secret } = await setUp(person.id, "2031-05-04T10:00:00.000Z");
    // The code used to confirm setup cannot be used again to sign in.
    expect(await verify(person.id, await codeAt(secret, "2031-05-04T10:00:10.000Z"))).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    const next = await codeAt(secret, "2031-05-04T10:00:35.000Z");
    expect(await verify(person.id, next)).toMatchObject({ ok: true, method: "totp" });
    expect(await verify(person.id, next)).toEqual({ ok: false, reason: "wrong-code" });
    // Ten minutes on, that code is long out of its window.
    at("2031-05-04T10:10:00.000Z");
    expect(await verify(person.id, next)).toEqual({ ok: false, reason: "wrong-code" });
  });

  it("never accepts a code again once it or a newer one was used, and a used code opens no session", async () => {
    const person = await activePerson();
    const { secret } = await setUp(person.id, "2031-05-04T10:00:00.000Z");
    const client = { address: "198.51.100.20" };
    // Code X opens a session at step n; its immediate replay is refused.
    const x = await codeAt(secret, "2031-05-04T10:01:05.000Z");
    expect(await staffCodeStep(person, x, client)).toMatchObject({ ok: true, method: "totp" });
    expect(await staffCodeStep(person, x, client)).toMatchObject({ ok: false, reason: "invalid" });
    // A newer code Y, of step n + 1, opens a second session.
    const y = await codeAt(secret, "2031-05-04T10:01:35.000Z");
    expect(await staffCodeStep(person, y, client)).toMatchObject({ ok: true, method: "totp" });
    // X still verifies against the secret (one step of drift is allowed), but its step is used up.
    expect(await staffCodeStep(person, x, client)).toMatchObject({ ok: false, reason: "invalid" });
    // A code of an older step than the last one used, still within the drift allowed, is refused too.
    at("2031-05-04T10:01:40.000Z");
    expect(await verify(person.id, x)).toEqual({ ok: false, reason: "wrong-code" });
    expect(staffSessionsOf(person.id)).toHaveLength(2);
    expect(staffRow(person.id).totpLastStep).toBe(Math.floor(Date.parse("2031-05-04T10:01:35.000Z") / 30_000));
  });

  it("of two browsers racing with one code, one opens a session", async () => {
    const person = await activePerson();
    const { secret } = await setUp(person.id, "2031-05-04T11:00:00.000Z");
    const code = await codeAt(secret, "2031-05-04T11:00:40.000Z");
    const browsers = ["198.51.100.31", "198.51.100.32", "198.51.100.33"].map((address) => ({ address }));
    const outcomes = await Promise.all(browsers.map((client) => staffCodeStep(person, code, client)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(staffSessionsOf(person.id)).toHaveLength(1);
  });

  it("accepts each recovery code once, and the audit log records its use", async () => {
    const person = await activePerson();
    const { recoveryCodes } = await setUp(person.id);
    expect(await verify(person.id, recoveryCodes[3].toUpperCase())).toEqual({
      ok: true,
      method: "recovery_code",
      recoveryCodesLeft: 9,
      opened: "opened",
    });
    expect(await verify(person.id, recoveryCodes[3])).toEqual({ ok: false, reason: "wrong-code" });
    expect(auditRowsOf("two_factor.recovery_code_used")[0]).toMatchObject({ actorStaffId: person.id });
  });
});

describe("sign-in limits", () => {
  it("a client guessing an account is refused, while another client signs in with the right password and code", async () => {
    const person = await activePerson();
    // Set up a minute ago, so that the code of the real time below is of a newer step.
    const { secret } = await setUp(person.id, new Date(Date.now() - 60_000).toISOString());
    vi.useRealTimers();
    const email = staffRow(person.id).email;
    const guesser = { address: "203.0.113.66" };
    let last: Awaited<ReturnType<typeof staffPasswordStep>> | undefined;
    for (let i = 0; i < 11; i++) last = await staffPasswordStep({ email, password: `wrong guess ${i}` }, guesser);
    expect(last).toMatchObject({ ok: false, reason: "limited" });
    expect(auditRowsOf("sign_in.password").filter((row) => row.outcome === "failure").length).toBeGreaterThanOrEqual(
      10,
    );

    const owner = { address: "198.51.100.7" };
    const password = await staffPasswordStep({ email, password: PASSWORD }, owner);
    expect(password).toMatchObject({ ok: true, person: { id: person.id, twoFactorEnabled: true } });
    const code = await staffCodeStep(person, (await generateTOTP({ secret })).otp, owner);
    expect(code).toMatchObject({ ok: true, method: "totp" });
    expect(auditRowsOf("sign_in.second_factor")[0]).toMatchObject({ actorStaffId: person.id, outcome: "success" });
    // The guesser still gets nothing, even with the right password.
    expect(await staffPasswordStep({ email, password: PASSWORD }, guesser)).toMatchObject({
      ok: false,
      reason: "limited",
    });
  }, 60_000);
});
