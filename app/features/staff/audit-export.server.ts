import { stringify } from "csv-stringify/sync";
import { and, desc, eq, lte, type SQL } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import type { AuditAction } from "~/domain/audit-actions";
import { csvRecord } from "~/domain/csv";
import { AUDIT_CSV_COLUMNS, auditCsvFilename } from "~/features/staff/audit-view";
import { type AuditActor, recordAudit } from "./audit.server";

/**
 * The audit log as a CSV file (every row the filters match, newest first), written the way the
 * other exports are (exports.server.ts: CRLF, a BOM for Excel, every field quoted, every
 * formula neutralised by domain/csv.ts). The export is itself recorded, with its row count.
 */

export type AuditCsvFilter = { staffId?: number; action?: AuditAction; bookingId?: number };

const BATCH = 500;
const OPTIONS = { record_delimiter: "windows", quoted: true, quoted_empty: true } as const;

function conditions(filter: AuditCsvFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(auditEvents.actorStaffId, filter.staffId));
  if (filter.action !== undefined) where.push(eq(auditEvents.action, filter.action));
  if (filter.bookingId !== undefined) {
    where.push(eq(auditEvents.objectType, "booking"), eq(auditEvents.objectId, String(filter.bookingId)));
  }
  return where;
}

export function auditCsv(
  filter: AuditCsvFilter,
  actor: AuditActor,
  clientAddress: string | null,
  now = clock.now(),
): { body: string; contentType: string; filename: string } {
  const chunks = [stringify([AUDIT_CSV_COLUMNS.map((c) => c.header)], { ...OPTIONS, bom: true })];
  let rows = 0;
  // Page by id, not by offset: rows written meanwhile (this export's own row too) shift nothing.
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const batch = db()
      .select()
      .from(auditEvents)
      .where(and(...conditions(filter), lte(auditEvents.id, before)))
      .orderBy(desc(auditEvents.id))
      .limit(BATCH)
      .all();
    if (batch.length === 0) break;
    chunks.push(
      stringify(
        batch.map((row) => csvRecord(AUDIT_CSV_COLUMNS, row)),
        OPTIONS,
      ),
    );
    rows += batch.length;
    before = batch[batch.length - 1].id - 1;
    if (batch.length < BATCH) break;
  }
  recordAudit(
    {
      actor,
      action: "export.csv",
      object: { type: "export", id: "audit" },
      clientAddress,
      detail: {
        rows,
        person: filter.staffId ?? null,
        action: filter.action ?? null,
        booking: filter.bookingId ?? null,
      },
    },
    db(),
    now,
  );
  return { body: chunks.join(""), contentType: "text/csv; charset=utf-8", filename: auditCsvFilename(now) };
}
