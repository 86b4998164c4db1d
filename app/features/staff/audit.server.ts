import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { type AuditEventRow, auditEvents, auditRetentionRuns } from "~/db/schema";
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditOutcome } from "~/domain/audit-actions";
import type { StaffRole } from "~/domain/staff-roles";
import { logger } from "~/logger.server";
import { runEvery } from "~/platform/background/run-every.server";

/**
 * The audit log's writer and reader. Rows are only ever added: the database itself refuses to
 * change or delete one (triggers, migration 0012), except the retention job below, which may
 * delete rows older than its cutoff while its run row exists, in one transaction.
 */

/** A signed-in person, as the services know them. */
export type StaffActor = { id: number; name: string; role: StaffRole };

/** Who did it: a person, or (before any person exists, and for jobs) a label. */
export type AuditActor =
  | StaffActor
  | { id: null; name: "admin token" | "system" | "traveller" | "creator"; role: null };

export const SYSTEM: AuditActor = { id: null, name: "system", role: null };
export const ADMIN_TOKEN: AuditActor = { id: null, name: "admin token", role: null };
/** The traveller, through their private trip link: named by no more than that (their details are not the log's). */
export const TRAVELLER: AuditActor = { id: null, name: "traveller", role: null };
/** A creator, on their own dashboard: the object names which one. */
export const CREATOR: AuditActor = { id: null, name: "creator", role: null };

type AuditObject = {
  type: "booking" | "staff" | "creator" | "session" | "export" | "mail" | "restaurant";
  id: string | number;
};

/** Who asked and from where, as a service that audits its change takes it from the route. */
export type AuditBy = { actor: AuditActor; clientAddress: string | null };

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  outcome?: AuditOutcome;
  object?: AuditObject;
  clientAddress?: string | null;
  /** Small facts only (a count, an amount in cents, a role): never a secret or a traveller's details. */
  detail?: Record<string, string | number | boolean | null>;
};

/** Writes one row, inside the caller's transaction when given one (so it stands or falls with the change). */
export function recordAudit(entry: AuditEntry, executor: Executor = db(), now = clock.now()): void {
  executor
    .insert(auditEvents)
    .values({
      at: now.toISOString(),
      actorStaffId: entry.actor.id,
      actorLabel: entry.actor.name,
      role: entry.actor.role,
      action: entry.action,
      objectType: entry.object?.type ?? null,
      objectId: entry.object === undefined ? null : String(entry.object.id),
      clientAddress: entry.clientAddress ?? null,
      outcome: entry.outcome ?? "success",
      detail: entry.detail ?? null,
    })
    .run();
}

export type AuditFilter = {
  staffId?: number;
  action?: AuditAction;
  bookingId?: number;
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

export type AuditPage = { rows: AuditEventRow[]; total: number; page: number; pageCount: number };

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, filtered by person, action and booking, one page at a time. */
export function readAudit(filter: AuditFilter = {}): AuditPage {
  const pageSize = Math.min(Math.max(1, filter.pageSize ?? AUDIT_PAGE_SIZE), 500);
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditEvents.actorStaffId, filter.staffId));
  if (filter.action !== undefined) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.bookingId !== undefined) {
    conditions.push(eq(auditEvents.objectType, "booking"), eq(auditEvents.objectId, String(filter.bookingId)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const total = db().select({ n: count() }).from(auditEvents).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(filter.page ?? 1)), pageCount);
  const rows = db()
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total, page, pageCount };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the rows older than the retention (two years unless configured): the run row opens
 * the triggers' one exception for exactly those rows, and is gone again when the transaction
 * commits. Returns how many rows went.
 */
export function runAuditRetention(keepDays: number = AUDIT_RETENTION_DAYS, now = clock.now()): number {
  if (!Number.isInteger(keepDays) || keepDays < 1) throw new RangeError("Keep the audit log at least one day");
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS).toISOString();
  return writeTransaction((tx) => {
    tx.insert(auditRetentionRuns).values({ id: 1, cutoff }).run();
    const deleted = tx.delete(auditEvents).where(lt(auditEvents.at, cutoff)).run().changes;
    tx.delete(auditRetentionRuns).run();
    return deleted;
  });
}

/** The daily retention run, in the process holding the background jobs' lease, with the configured days. */
export function startAuditRetention(keepDays: number, intervalMs = DAY_MS): () => void {
  return runEvery(intervalMs, "audit retention", () => {
    const deleted = runAuditRetention(keepDays);
    if (deleted > 0) logger.info({ deleted, keepDays }, "audit rows past their retention deleted");
  });
}
