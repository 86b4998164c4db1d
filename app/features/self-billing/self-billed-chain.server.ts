import { createHash } from "node:crypto";
import { type HashedInvoiceFields, selfBilledHashInput } from "~/features/self-billing/self-billing";
import type { SelfBilledInvoiceRow } from "~/features/self-billing/self-billing-tables";

/**
 * The self-billed invoices' own chain (decision 0074): each invoice's hash is the SHA-256 of its
 * fields and the previous invoice's hash, so an invoice changed after it was issued, removed or
 * slipped in between breaks the chain at that point.
 */

/** 64 upper-case hex digits, as the sales invoices' records are written. */
export const selfBilledHash = (fields: HashedInvoiceFields): string =>
  createHash("sha256").update(selfBilledHashInput(fields), "utf8").digest("hex").toUpperCase();

export type ChainCheck = { ok: true; count: number } | { ok: false; count: number; brokenAt: string };

/** Recomputes the chain in the order the invoices were issued; names the first invoice whose link fails. */
export function verifySelfBilledChain(rows: readonly SelfBilledInvoiceRow[]): ChainCheck {
  let previous = "";
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.previousHash !== previous || selfBilledHash(row) !== row.hash) {
      return { ok: false, count: rows.length, brokenAt: row.fullNumber };
    }
    previous = row.hash;
  }
  return { ok: true, count: rows.length };
}
