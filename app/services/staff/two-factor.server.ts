import { randomBytes } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, count, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import * as clock from "~/clock";
import { db, writeTransaction } from "~/db/client.server";
import { type StaffRow, staff, staffRecoveryCodes } from "~/db/schema";
import { oneTimeTokenHash } from "~/services/one-time-links.server";
import { seal, UnreadableSealError, unseal } from "~/services/sealed-box.server";
import { recordAudit } from "./audit.server";
import { actorOf } from "./staff-accounts.server";

/**
 * The second factor every staff account sets up at first sign-in (decision 0031): TOTP
 * (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps, one step either side accepted) through
 * @epic-web/totp, and ten single-use recovery codes. The secret rests sealed to the person;
 * recovery codes are kept only as SHA-256 (each is 80 random bits, beyond guessing).
 */

export const TOTP_ISSUER = "Sobremesa";
export const RECOVERY_CODE_COUNT = 10;
/** A code accepted once is refused for as long as it could still verify (three steps). */
const REPLAY_WINDOW_MS = 90_000;
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
export const totpSecretOf = (person: StaffRow) => openSecret(person.totpSecretSealed, person.id);

/** Whether a code matches the secret now and was not already used. */
async function totpMatches(person: StaffRow, code: string, now: Date): Promise<boolean> {
  const secret = totpSecretOf(person);
  if (!secret || !/^\d{6}$/.test(code)) return false;
  const replay =
    person.totpLastCode === code &&
    person.totpLastCodeAt !== null &&
    // Either way round: a clock set back must not make a used code new again.
    Math.abs(now.getTime() - Date.parse(person.totpLastCodeAt)) < REPLAY_WINDOW_MS;
  return !replay && (await verifyTOTP({ otp: code, secret })) !== null;
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
  if (!(await totpMatches(person, code.trim(), now))) return { ok: false, reason: "wrong-code" };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = writeTransaction((tx) => {
    const changed = tx
      .update(staff)
      .set({ totpEnabledAt: now.toISOString(), totpLastCode: code.trim(), totpLastCodeAt: now.toISOString() })
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

export type SecondFactorResult =
  | { ok: true; method: "totp" | "recovery_code"; recoveryCodesLeft: number }
  | { ok: false; reason: "not-enabled" | "wrong-code" };

/**
 * Checks the second step of a sign-in: a current TOTP code, or else an unused recovery code
 * (used up by this check). What the caller must count as failures are the `wrong-code` answers.
 */
export async function verifySecondFactor(
  staffId: number,
  code: string,
  clientAddress: string | null = null,
  now = clock.now(),
): Promise<SecondFactorResult> {
  const person = personById(staffId);
  if (person?.status !== "active" || !person.totpEnabledAt) return { ok: false, reason: "not-enabled" };
  const typed = code.trim().replaceAll(" ", "");
  if (await totpMatches(person, typed, now)) {
    // Matching on the previous last code too: of two concurrent uses of one code, one wins.
    const won = db()
      .update(staff)
      .set({ totpLastCode: typed, totpLastCodeAt: now.toISOString() })
      .where(
        and(
          eq(staff.id, staffId),
          person.totpLastCodeAt === null
            ? isNull(staff.totpLastCodeAt)
            : eq(staff.totpLastCodeAt, person.totpLastCodeAt),
        ),
      )
      .run().changes;
    if (won === 1) return { ok: true, method: "totp", recoveryCodesLeft: recoveryCodesLeft(staffId) };
    return { ok: false, reason: "wrong-code" };
  }
  const used = writeTransaction((tx) => {
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
    if (changed === 1) {
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
    }
    return changed === 1;
  });
  return used
    ? { ok: true, method: "recovery_code", recoveryCodesLeft: recoveryCodesLeft(staffId) }
    : { ok: false, reason: "wrong-code" };
}

export function recoveryCodesLeft(staffId: number): number {
  return (
    db()
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
      .get()?.n ?? 0
  );
}
