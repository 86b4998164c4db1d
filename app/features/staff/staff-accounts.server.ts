import { and, eq, sql } from "drizzle-orm";
import { hashPassword, passwordMatches } from "~/auth/passwords.server";
import { revokeSubject } from "~/auth/sessions.server";
import * as clock from "~/clock";
import { db, preparedPerConnection, writeTransaction } from "~/db/client.server";
import { type StaffRow, staff } from "~/db/schema";
import { NotAllowedError } from "~/domain/errors";
import { PASSWORD_MAX, PASSWORD_MIN, passwordEqualsEmail } from "~/domain/login-schema";
import { can, type StaffRole } from "~/domain/staff-roles";
import type { Language } from "~/i18n/languages";
import { ADMIN_TOKEN, recordAudit, type StaffActor } from "./audit.server";
import { issueStaffLink, type StaffLinkKind, spendStaffLink, staffForLink } from "./staff-links.server";

/**
 * Staff accounts (decision 0031): the first owner (only while none exists, behind the admin
 * token), invitations, accepting one, password resets, and the password check of sign-in.
 * Expected refusals come back as outcomes; the pages put them into words.
 */

/** What the rest of the app may know about a person (no hashes, no secret). */
export type StaffAccount = Pick<StaffRow, "id" | "name" | "email" | "role" | "status" | "language"> & {
  twoFactorEnabled: boolean;
};

export const staffAccount = (row: StaffRow): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  language: row.language,
  twoFactorEnabled: row.totpEnabledAt !== null,
});

export const actorOf = (account: Pick<StaffAccount, "id" | "name" | "role">): StaffActor => ({
  id: account.id,
  name: account.name,
  role: account.role,
});

/** A person's sessions are `admin` sessions whose subject names them (the token's admin sessions hold a hash). */
export const staffSessionSubject = (staffId: number) => `staff:${staffId}`;

const normalEmail = (email: string) => email.trim().toLowerCase();
const byEmail = (email: string) => sql`lower(${staff.email}) = ${normalEmail(email)}`;

export type PasswordProblem = "password-too-short" | "password-too-long" | "password-is-email";

function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return "password-too-short";
  if (password.length > PASSWORD_MAX) return "password-too-long";
  return passwordEqualsEmail(password, email) ? "password-is-email" : null;
}

/** Every admin page asks (the first owner's sign-up shows until one exists): built once per connection. */
const anOwner = preparedPerConnection((executor) =>
  executor.select({ id: staff.id }).from(staff).where(eq(staff.role, "owner")).limit(1).prepare(),
);

export function ownerExists(): boolean {
  return anOwner(db()).get() !== undefined;
}

export type NewPerson = { name: string; email: string; language: Language };

export type FirstOwnerResult =
  | { ok: true; staffId: number }
  | { ok: false; reason: "owner-exists" | "email-taken" | PasswordProblem };

/** Creates the first owner, active at once (the second factor is set up at first sign-in); refused once any owner exists. */
export async function createFirstOwner(
  person: NewPerson & { password: string },
  clientAddress: string | null = null,
  now = clock.now(),
): Promise<FirstOwnerResult> {
  const email = normalEmail(person.email);
  const problem = passwordProblem(person.password, email);
  if (problem) return { ok: false, reason: problem };
  if (ownerExists()) return { ok: false, reason: "owner-exists" };
  const passwordHash = await hashPassword(person.password);
  // Checked again inside the write lock: two first owners racing cannot both win.
  return writeTransaction((tx): FirstOwnerResult => {
    if (tx.select({ id: staff.id }).from(staff).where(eq(staff.role, "owner")).get()) {
      return { ok: false, reason: "owner-exists" };
    }
    if (tx.select({ id: staff.id }).from(staff).where(byEmail(email)).get())
      return { ok: false, reason: "email-taken" };
    const row = tx
      .insert(staff)
      .values({
        name: person.name.trim(),
        email,
        passwordHash,
        role: "owner",
        status: "active",
        language: person.language,
      })
      .returning({ id: staff.id })
      .get();
    recordAudit(
      { actor: ADMIN_TOKEN, action: "staff.first_owner_created", object: { type: "staff", id: row.id }, clientAddress },
      tx,
      now,
    );
    return { ok: true, staffId: row.id };
  });
}

export type InviteResult = { ok: true; staffId: number } | { ok: false; reason: "email-taken" };

/**
 * Invites a person by email with a role: a single-use link valid 72 h goes out through the
 * outbox. Inviting someone who has not accepted yet sends a fresh link (the last one stops working).
 */
export function invite(
  actor: StaffActor,
  person: NewPerson & { role: StaffRole },
  clientAddress: string | null = null,
  now = clock.now(),
): InviteResult {
  if (!can(actor.role, "staff.manage")) throw new NotAllowedError("Only an owner can invite");
  const email = normalEmail(person.email);
  return writeTransaction((tx): InviteResult => {
    const existing = tx.select().from(staff).where(byEmail(email)).get();
    // Someone who has a password already has an account; an invitee who never accepted may be invited again.
    if (existing?.passwordHash) return { ok: false, reason: "email-taken" };
    const values = { name: person.name.trim(), role: person.role, language: person.language };
    const row = existing
      ? tx
          .update(staff)
          .set({ ...values, status: "invited" })
          .where(eq(staff.id, existing.id))
          .returning()
          .get()
      : tx
          .insert(staff)
          .values({ ...values, email, status: "invited" })
          .returning()
          .get();
    issueStaffLink(tx, row, "staff_invitation", now);
    recordAudit(
      {
        actor,
        action: "staff.invited",
        object: { type: "staff", id: row.id },
        clientAddress,
        detail: { role: person.role },
      },
      tx,
      now,
    );
    return { ok: true, staffId: row.id };
  });
}

/** Who a valid link is for (the page greets them), or null for an unknown, used or expired one. */
export function linkHolder(
  token: string,
  kind: StaffLinkKind,
  now = clock.now(),
): { name: string; email: string; language: Language } | null {
  const person = staffForLink(db(), token, kind, now);
  return person ? { name: person.name, email: person.email, language: person.language } : null;
}

export type SetPasswordResult = { ok: true; staffId: number } | { ok: false; reason: "invalid-link" | PasswordProblem };

async function setPasswordWithLink(
  token: string,
  password: string,
  kind: StaffLinkKind,
  clientAddress: string | null,
  now: Date,
): Promise<SetPasswordResult> {
  const person = staffForLink(db(), token, kind, now);
  if (!person) return { ok: false, reason: "invalid-link" };
  const problem = passwordProblem(password, person.email);
  if (problem) return { ok: false, reason: problem };
  const passwordHash = await hashPassword(password);
  return writeTransaction((tx): SetPasswordResult => {
    // The status is part of the match: a person deactivated meanwhile gets nothing from the link.
    if (!staffForLink(tx, token, kind, now) || !spendStaffLink(tx, person.id, token)) {
      return { ok: false, reason: "invalid-link" };
    }
    // A reset keeps the second factor: only the password changes.
    tx.update(staff)
      .set({ passwordHash, status: "active", updatedAt: now.toISOString() })
      .where(eq(staff.id, person.id))
      .run();
    // Sessions opened with the old password end with it.
    revokeSubject(tx, "admin", staffSessionSubject(person.id), now);
    recordAudit(
      {
        actor: actorOf(person),
        action: kind === "staff_invitation" ? "staff.invitation_accepted" : "staff.password_reset",
        object: { type: "staff", id: person.id },
        clientAddress,
      },
      tx,
      now,
    );
    return { ok: true, staffId: person.id };
  });
}

/** The invitee chooses a password: the link is used up and the account becomes active. */
export const acceptInvitation = (
  token: string,
  password: string,
  clientAddress: string | null = null,
  now = clock.now(),
) => setPasswordWithLink(token, password, "staff_invitation", clientAddress, now);

/** A reset link sets a new password; the second factor stays as it was. */
export const resetPassword = (
  token: string,
  password: string,
  clientAddress: string | null = null,
  now = clock.now(),
) => setPasswordWithLink(token, password, "staff_password_reset", clientAddress, now);

/** How many reset mails may still go to an address: checked and counted in the transaction that queues one. */
export type ResetMailAllowance = { allowed(email: string): boolean; record(email: string): void };

const unlimitedMails: ResetMailAllowance = { allowed: () => true, record: () => undefined };

/**
 * "Forgot your password?": an active person gets a reset link (1 h, single use) by email.
 * Nothing comes back either way, so the answer never tells whether an address belongs to the team.
 * Over the allowance no new link goes (a new one would void the last one the person holds).
 */
export function requestPasswordReset(
  email: string,
  clientAddress: string | null = null,
  now = clock.now(),
  allowance: ResetMailAllowance = unlimitedMails,
): void {
  writeTransaction((tx) => {
    const person = tx
      .select()
      .from(staff)
      .where(and(byEmail(email), eq(staff.status, "active")))
      .get();
    if (!person || !allowance.allowed(person.email)) return;
    allowance.record(person.email);
    issueStaffLink(tx, person, "staff_password_reset", now);
    recordAudit(
      {
        actor: actorOf(person),
        action: "staff.password_reset_requested",
        object: { type: "staff", id: person.id },
        clientAddress,
      },
      tx,
      now,
    );
  });
}

/** The active person with that email and password, else null (timed alike either way). */
export async function checkStaffPassword(email: string, password: string): Promise<StaffAccount | null> {
  const person = db().select().from(staff).where(byEmail(email)).get();
  const usable = person?.status === "active" ? person.passwordHash : null;
  const matches = await passwordMatches(usable, password);
  return person && matches ? staffAccount(person) : null;
}

/** Every request of a signed-in person reads its account: the statement is built once per connection. */
const staffById = preparedPerConnection((executor) =>
  executor
    .select()
    .from(staff)
    .where(eq(staff.id, sql.placeholder("id")))
    .prepare(),
);

/** The person behind a session, only while active: a deactivated person is out on their next request. */
export function activeStaff(id: number): StaffAccount | null {
  const person = staffById(db()).get({ id });
  return person?.status === "active" && person.passwordHash ? staffAccount(person) : null;
}

/** Whose account an address names, for the audit log of a failed sign-in; undefined for an unknown one. */
export function staffByEmail(email: string): StaffActor | undefined {
  const person = db().select().from(staff).where(byEmail(email)).get();
  return person ? actorOf(person) : undefined;
}
