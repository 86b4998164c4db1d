import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { type InvoiceRecordRow, invoiceRecords, invoices } from "~/db/schema";
import { env } from "~/env.server";

/**
 * Sending registration records to the tax agency (decision 0035), behind an adapter like mail's
 * transport: sending needs the company's qualified electronic certificate and access to the
 * AEAT's VERI*FACTU web service, which no embedded default has. The embedded default sends
 * nothing and says so: every record stays "not_submitted", and the owner's page lists them.
 * A real submitter will record each attempt in an append-only table of its own; a record itself
 * never changes.
 */

type SubmissionOutcome = { status: "not_submitted"; reason: string };

export interface RecordSubmitter {
  readonly name: string;
  submit(record: InvoiceRecordRow): Promise<SubmissionOutcome>;
}

/** The embedded default: records are kept, chained and verifiable, and not sent. */
const keepOnlySubmitter: RecordSubmitter = {
  name: "keep-only",
  async submit() {
    return {
      status: "not_submitted",
      reason: "No AEAT certificate is configured: records are kept and not sent (VERIFACTU_MODE=records).",
    };
  },
};

/** The submitter the configuration asks for; today only the embedded default exists. */
export function recordSubmitter(): RecordSubmitter | null {
  return env().VERIFACTU_MODE === "records" ? keepOnlySubmitter : null;
}

export type PendingRecord = {
  recordId: number;
  invoiceNumber: string;
  typeCode: string;
  issueDate: string;
  amountTotal: string;
  generatedAt: string;
};

/** Every record not sent to the tax agency, oldest first: what the owner's invoices page lists. */
export function unsubmittedRecords(executor: Executor = db()): PendingRecord[] {
  return executor
    .select({
      recordId: invoiceRecords.id,
      invoiceNumber: invoices.fullNumber,
      typeCode: invoiceRecords.typeCode,
      issueDate: invoiceRecords.issueDate,
      amountTotal: invoiceRecords.amountTotal,
      generatedAt: invoiceRecords.generatedAt,
    })
    .from(invoiceRecords)
    .innerJoin(invoices, eq(invoices.id, invoiceRecords.invoiceId))
    .where(eq(invoiceRecords.submissionStatus, "not_submitted"))
    .orderBy(asc(invoiceRecords.id))
    .all();
}
