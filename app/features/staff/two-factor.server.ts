import { randomBytes } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import { oneTimeTokenHash } from "~/auth/one-time-links.server";
import * as clock from "~/clock";
import { db, type Tx, writeTransaction } from "~/db/client.server";
import { type StaffRow, staff, staffRecoveryCodes } from "~/db/schema";
import { seal, UnreadableSealError, unseal } from "~/platform/sealed-box.server";
import { recordAudit } from "./audit.server";
import { actorOf } from "./staff-accounts.server";

/**
 * The second factor every staff account sets up at first sign-in (decision 0031): TOTP
 * (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps, one step either side accepted) through
 * @epic-web/totp, and ten single-use recovery codes. The secret rests sealed to the person;
 * recovery codes are kept only as SHA-256 (each is 80 random bits, beyond guessing).
 */

const TOTP_ISSUER = "Sobremesa";
const RECOVERY_CODE_COUNT = 10;
/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30-second steps. */
const TOTP_PARAMETERS = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
const SEAL_PURPOSE = "sobremesa staff totp secret";
const VERSION = "v1";

const sealSecret = (secret: string, staffId: number) => {
  const { iv, data, tag } = seal(Buffer.from(secret, "utf8"), SEAL_PURPOSE, `staff:${staffId}`);
  return [VERSION, ...[iv, data, tag].map((part) => part.toString("base64url"))].join(".");
};

function openSecret(sealed: string | null, staffId: number): string | null {
  const [version, iv, data, tag] = sealed?.split(".") ?? [];
  if (version !== VERSION || !iv || !data || !tag) return null;
  const part = (value: string) => Buffer.from(value, "base64url");
  try {
    return unseal({ iv: part(iv), data: part(data), tag: part(tag) }, SEAL_PURPOSE, `staff:${staffId}`).toString(
      "utf8",
    );
  } catch (error) {
    // A changed SESSION_SECRET: the person sets the factor up again (an owner can reset it).
    if (error instanceof UnreadableSealError) return null;
    throw error;
  }
}

const personById = (staffId: number) => db().select().from(staff).where(eq(staff.id, staffId)).get();

export type TotpSetup = { secret: string; otpauthUri: string; qrSvg: string };

/** What the setup page shows for a secret: the otpauth URI as a QR code, and the secret as text. */
async function setupOf(secret: string, email: string): Promise<TotpSetup> {
  const { period, digits, algorithm } = TOTP_PARAMETERS;
  const otpauthUri = getTOTPAuthUri({ secret, period, digits, algorithm, issuer: TOTP_ISSUER, accountName: email });
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUri, qrSvg };
}

/**
 * Starts (or restarts) setup for a person without an enabled factor: a new secret, sealed,
 * not trusted until a code from it is confirmed. The page shows the QR code and the secret as text.
 */
export async function beginTotpSetup(staffId: number): Promise<TotpSetup | { error: "already-enabled" | "not-found" }> {
  const person = personById(staffId);
  if (person?.status !== "active") return { error: "not-found" };
  if (person.totpEnabledAt) return { error: "already-enabled" };
  const { secret } = await generateTOTP(TOTP_PARAMETERS);
  db()
    .update(staff)
    .set({ totpSecretSealed: sealSecret(secret, staffId), updatedAt: clock.now().toISOString() })
    .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)))
    .run();
  return setupOf(secret, person.email);
}

/**
 * The setup page's secret: the one begun and not yet confirmed, so that a reload or a wrong
 * code does not change the QR code the person may already have scanned; else a new one.
 */
export async function totpSetupFor(staffId: number): Promise<TotpSetup | { error: "already-enabled" | "not-found" }> {
  const person = personById(staffId);
  const begun = person?.status === "active" && !person.totpEnabledAt ? totpSecretOf(person) : null;
  return person && begun ? setupOf(begun, person.email) : beginTotpSetup(staffId);
}

/** The person's sealed secret, opened; null when there is none or it can no longer be read. */
const totpSecretOf = (person: StaffRow) => openSecret(person.totpSecretSealed, person.id);

/**
 * The time step a code belongs to when it matches the secret now (one step either side, for a
 * phone's drift) and is newer than the last step accepted; else null. The library verifies
 * against the machine's time: the step is read before and after, and a check that straddled
 * a step boundary is done again, so the step returned is the one the library verified against.
 */
async function acceptableStep(person: StaffRow, code: string): Promise<number | null> {
  const secret = totpSecretOf(person);
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const stepNow = () => Math.floor(clock.machineNowMs() / (TOTP_PARAMETERS.period * 1000));
  for (;;) {
    const before = stepNow();
    const match = await verifyTOTP({ otp: code, secret, ...TOTP_PARAMETERS });
    if (stepNow() !== before) continue;
    if (!match) return null;
    const step = before + match.delta;
    return person.totpLastStep !== null && step <= person.totpLastStep ? null : step;
  }
}

/**
 * Records a code's step as the last accepted, only if no step as new was recorded meanwhile:
 * of two requests racing with one code (or with codes of one step), one wins. Inside the
 * caller's transaction, with whatever the code opens.
 */
function claimStep(tx: Tx, staffId: number, step: number): boolean {
  return (
    tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .run().changes === 1
  );
}

const newRecoveryCode = () => {
  const raw = randomBytes(10).toString("hex");
  return `${raw.slice(0, 10)}-${raw.slice(10)}`;
};
const normalRecoveryCode = (code: string) => code.trim().toLowerCase().replaceAll(" ", "");

export type ConfirmResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: "not-started" | "already-enabled" | "wrong-code" };

/**
 * Enables the factor once a code from the new secret checks out, and returns ten recovery
 * codes: shown this once, stored only hashed (any earlier ones are replaced).
 */
export async function confirmTotpSetup(
  staffId: number,
  code: string,
  clientAddress: string | null = null,
  now = clock.now(),
): Promise<ConfirmResult> {
  const person = personById(staffId);
  if (!person?.totpSecretSealed || person.status !== "active") return { ok: false, reason: "not-started" };
  if (person.totpEnabledAt) return { ok: false, reason: "already-enabled" };
  const step = await acceptableStep(person, code.trim());
  if (step === null) return { ok: false, reason: "wrong-code" };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = writeTransaction((tx) => {
    const changed = tx
      .update(staff)
      .set({ totpEnabledAt: now.toISOString(), totpLastStep: step })
      .where(
        and(
          eq(staff.id, staffId),
          isNull(staff.totpEnabledAt),
          eq(staff.totpSecretSealed, person.totpSecretSealed ?? ""),
        ),
      )
      .run().changes;
    if (changed !== 1) return false;
    tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId)).run();
    tx.insert(staffRecoveryCodes)
      .values(
        recoveryCodes.map((recovery) => ({
          staffId,
          codeHash: oneTimeTokenHash(recovery),
          createdAt: now.toISOString(),
        })),
      )
      .run();
    recordAudit(
      { actor: actorOf(person), action: "two_factor.enabled", object: { type: "staff", id: staffId }, clientAddress },
      tx,
      now,
    );
    return true;
  });
  return enabled ? { ok: true, recoveryCodes } : { ok: false, reason: "already-enabled" };
}

export type SecondFactorResult<Opened> =
  | { ok: true; method: "totp" | "recovery_code"; recoveryCodesLeft: number; opened: Opened }
  | { ok: false; reason: "not-enabled" | "wrong-code" };

/**
 * Checks the second step of a sign-in: a current TOTP code newer than the last one accepted,
 * or else an unused recovery code (used up by this check). `open` runs in the same write
 * transaction that uses the code up, so a code opens at most one session however many
 * requests race with it. What the caller must count as failures are the `wrong-code` answers.
 */
export async function verifySecondFactor<Opened>(
  staffId: number,
  code: string,
  open: () => Opened,
  clientAddress: string | null = null,
  now = clock.now(),
): Promise<SecondFactorResult<Opened>> {
  const person = personById(staffId);
  if (person?.status !== "active" || !person.totpEnabledAt) return { ok: false, reason: "not-enabled" };
  const typed = code.trim().replaceAll(" ", "");
  const step = await acceptableStep(person, typed);
  const method = step === null ? "recovery_code" : "totp";
  const opened = writeTransaction((tx) => {
    if (step !== null) return claimStep(tx, staffId, step) ? { value: open() } : null;
    const changed = tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now.toISOString() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, oneTimeTokenHash(normalRecoveryCode(code))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .run().changes;
    if (changed !== 1) return null;
    recordAudit(
      {
        actor: actorOf(person),
        action: "two_factor.recovery_code_used",
        object: { type: "staff", id: staffId },
        clientAddress,
      },
      tx,
      now,
    );
    return { value: open() };
  });
  return opened
    ? { ok: true, method, recoveryCodesLeft: recoveryCodesLeft(staffId), opened: opened.value }
    : { ok: false, reason: "wrong-code" };
}

function recoveryCodesLeft(staffId: number): number {
  return (
    db()
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
      .get()?.n ?? 0
  );
}
