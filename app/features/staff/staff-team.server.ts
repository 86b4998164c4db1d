import { and, asc, count, eq, ne } from "drizzle-orm";
import { revokeSubject } from "~/auth/sessions.server";
import * as clock from "~/clock";
import { db, type Tx, writeTransaction } from "~/db/client.server";
import { type StaffRow, staff } from "~/db/schema";
import { NotAllowedError } from "~/domain/errors";
import { can, type StaffRole } from "~/domain/staff-roles";
import { recordAudit, type StaffActor } from "./audit.server";
import { type StaffAccount, staffAccount, staffSessionSubject } from "./staff-accounts.server";

/**
 * An owner runs the team: change a role, deactivate (every session of that person ends at
 * once), reactivate. The business always keeps one active owner: the last one can be neither
 * demoted nor deactivated.
 */

export function listStaff(): StaffAccount[] {
  return db().select().from(staff).orderBy(asc(staff.name), asc(staff.id)).all().map(staffAccount);
}

export type TeamChangeResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "last-owner" | "unchanged" | "not-invited-yet" };

function otherActiveOwners(tx: Tx, staffId: number): number {
  return (
    tx
      .select({ n: count() })
      .from(staff)
      .where(and(eq(staff.role, "owner"), eq(staff.status, "active"), ne(staff.id, staffId)))
      .get()?.n ?? 0
  );
}

/** Whether a change would leave the business with no active owner. */
const removesLastOwner = (tx: Tx, person: StaffRow) =>
  person.role === "owner" && person.status === "active" && otherActiveOwners(tx, person.id) === 0;

function change(
  actor: StaffActor,
  staffId: number,
  clientAddress: string | null,
  now: Date,
  apply: (tx: Tx, person: StaffRow) => TeamChangeResult & { audit?: Parameters<typeof recordAudit>[0] },
): TeamChangeResult {
  if (!can(actor.role, "staff.manage")) throw new NotAllowedError("Only an owner can change the team");
  return writeTransaction((tx) => {
    const person = tx.select().from(staff).where(eq(staff.id, staffId)).get();
    if (!person) return { ok: false, reason: "not-found" };
    const { audit, ...result } = apply(tx, person);
    if (audit) recordAudit({ ...audit, clientAddress }, tx, now);
    return result;
  });
}

export function changeRole(
  actor: StaffActor,
  staffId: number,
  role: StaffRole,
  clientAddress: string | null = null,
  now = clock.now(),
): TeamChangeResult {
  return change(actor, staffId, clientAddress, now, (tx, person) => {
    if (person.role === role) return { ok: false, reason: "unchanged" };
    if (role !== "owner" && removesLastOwner(tx, person)) return { ok: false, reason: "last-owner" };
    tx.update(staff).set({ role, updatedAt: now.toISOString() }).where(eq(staff.id, person.id)).run();
    return {
      ok: true,
      audit: {
        actor,
        action: "staff.role_changed",
        object: { type: "staff", id: person.id },
        detail: { from: person.role, to: role },
      },
    };
  });
}

/** Deactivates a person: they can no longer sign in, and every session of theirs ends now. */
export function deactivate(
  actor: StaffActor,
  staffId: number,
  clientAddress: string | null = null,
  now = clock.now(),
): TeamChangeResult {
  return change(actor, staffId, clientAddress, now, (tx, person) => {
    if (person.status === "deactivated") return { ok: false, reason: "unchanged" };
    if (removesLastOwner(tx, person)) return { ok: false, reason: "last-owner" };
    // An open invitation or reset link dies with the account.
    tx.update(staff)
      .set({
        status: "deactivated",
        setPasswordTokenHash: null,
        setPasswordExpiresAt: null,
        updatedAt: now.toISOString(),
      })
      .where(eq(staff.id, person.id))
      .run();
    revokeSubject(tx, "admin", staffSessionSubject(person.id), now);
    return { ok: true, audit: { actor, action: "staff.deactivated", object: { type: "staff", id: person.id } } };
  });
}

/**
 * Gives a deactivated person their account back with the password and second factor they had;
 * one who never accepted their invitation is invited again instead.
 */
export function reactivate(
  actor: StaffActor,
  staffId: number,
  clientAddress: string | null = null,
  now = clock.now(),
): TeamChangeResult {
  return change(actor, staffId, clientAddress, now, (tx, person) => {
    if (person.status !== "deactivated") return { ok: false, reason: "unchanged" };
    if (!person.passwordHash) return { ok: false, reason: "not-invited-yet" };
    tx.update(staff).set({ status: "active", updatedAt: now.toISOString() }).where(eq(staff.id, person.id)).run();
    return { ok: true, audit: { actor, action: "staff.reactivated", object: { type: "staff", id: person.id } } };
  });
}
