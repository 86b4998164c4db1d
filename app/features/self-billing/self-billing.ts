import type { TaxStatus } from "~/features/creator-tax/tax-tables";
import { recordAmount, recordDate, recordTimestamp } from "~/features/invoices/verifactu";

/**
 * Self-billed invoices in the domain's terms (decision 0074): what the company pays a creator
 * for a period, by their tax status, the creator's series, and the string each invoice's hash
 * covers. Pure: integer cents and basis points, no I/O.
 */

/** VAT on a Spanish professional's services: the general rate (Ley 37/1992, art. 90.Uno). */
const SPANISH_VAT_BASIS_POINTS = 2100;

export type SelfBilledAmounts = {
  baseCents: number;
  vatBasisPoints: number;
  vatCents: number;
  withholdingBasisPoints: number;
  withholdingCents: number;
  /** What the creator is sent: base + VAT − withholding. */
  totalCents: number;
};

/** A share of an amount in basis points, to the cent, a half cent rounded up (amounts here are never negative). */
export function shareOf(cents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Amount must be whole cents: ${cents}`);
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * The invoice's figures for a base: a Spanish professional charges VAT at 21 % and has IRPF
 * withheld at their rate (15 %, or 7 % in their first years); a business elsewhere in the EU or
 * outside it charges no VAT (the company accounts for it by reverse charge) and nothing is
 * withheld. Each share is rounded once, on this invoice's base.
 */
export function selfBilledAmounts(
  baseCents: number,
  status: TaxStatus,
  withholdingBasisPoints: number | null,
): SelfBilledAmounts {
  const spanish = status === "es_professional";
  const vatBasisPoints = spanish ? SPANISH_VAT_BASIS_POINTS : 0;
  const withholding = spanish ? (withholdingBasisPoints ?? 0) : 0;
  const vatCents = shareOf(baseCents, vatBasisPoints);
  const withholdingCents = shareOf(baseCents, withholding);
  return {
    baseCents,
    vatBasisPoints,
    vatCents,
    withholdingBasisPoints: withholding,
    withholdingCents,
    totalCents: baseCents + vatCents - withholdingCents,
  };
}

/**
 * The mentions an invoice must carry (Real Decreto 1619/2012, art. 6.1.m and 6.1.n), printed in
 * the law's Spanish by self-billed-words.ts: every self-billed invoice says it was issued by its
 * recipient ("Facturación por el destinatario"); one whose VAT the company owes itself (a
 * supplier not established in Spain, Ley 37/1992, art. 84.Uno.2º.a) says "Inversión del sujeto pasivo".
 */
type Mention = "selfBilled" | "reverseCharge";

export const mentionsFor = (status: string): Mention[] =>
  status === "es_professional" ? ["selfBilled"] : ["selfBilled", "reverseCharge"];

/**
 * A creator's series for a year: "AF" (autofactura) with the creator's id and the year, so each
 * creator's invoices are numbered on their own, from 1 each year, apart from the company's sales
 * invoices (Real Decreto 1619/2012, art. 6.1.a: a specific series for invoices the recipient issues).
 */
export const seriesOf = (creatorId: number, year: number): string => `AF-${creatorId}-${year}`;

/**
 * A creator's corrective series for a year: "AFR" (autofactura rectificativa). Corrective
 * invoices are numbered apart from the ones they correct (Real Decreto 1619/2012, arts. 6.1.a and
 * 15: rectifying invoices in a series of their own).
 */
export const correctiveSeriesOf = (creatorId: number, year: number): string => `AFR-${creatorId}-${year}`;

/** `part` of `whole` applied to `cents`, to the cent, a half rounded up; all three whole and not negative. */
const proportion = (cents: number, part: number, whole: number): number =>
  whole <= 0 ? 0 : Math.floor((2 * cents * part + whole) / (2 * whole));

/** The figures of an invoice once `reversedCents` of its total has been taken back: VAT and withholding in proportion, the base the rest. */
function takenBack(invoice: SelfBilledAmounts, reversedCents: number) {
  const vatCents = proportion(invoice.vatCents, reversedCents, invoice.totalCents);
  const withholdingCents = proportion(invoice.withholdingCents, reversedCents, invoice.totalCents);
  return { baseCents: reversedCents - vatCents + withholdingCents, vatCents, withholdingCents };
}

/**
 * A corrective invoice's figures when the reversed part of a payout's transfer grows from
 * `before` to `after` cents: negative, at the corrected invoice's rates, totalling exactly what
 * was taken back. Each correction is the difference between the totals reversed after and
 * before it, so successive partial reversals add up to the whole invoice, to the cent, once the
 * transfer is reversed in full.
 */
export function correctiveAmounts(invoice: SelfBilledAmounts, before: number, after: number): SelfBilledAmounts {
  const from = takenBack(invoice, Math.min(before, invoice.totalCents));
  const to = takenBack(invoice, Math.min(after, invoice.totalCents));
  return {
    baseCents: from.baseCents - to.baseCents,
    vatBasisPoints: invoice.vatBasisPoints,
    vatCents: from.vatCents - to.vatCents,
    withholdingBasisPoints: invoice.withholdingBasisPoints,
    withholdingCents: from.withholdingCents - to.withholdingCents,
    // base + VAT − withholding is the amount reversed at each end, so the difference is the part taken back now.
    totalCents: Math.min(before, invoice.totalCents) - Math.min(after, invoice.totalCents),
  };
}

/** The fields of a self-billed invoice its hash covers, in the order they are written. */
export type HashedInvoiceFields = {
  sellerTaxId: string;
  fullNumber: string;
  issueDate: string;
  issuedAt: string;
  buyerTaxId: string;
  baseCents: number;
  vatBasisPoints: number;
  vatCents: number;
  withholdingBasisPoints: number;
  withholdingCents: number;
  totalCents: number;
  previousHash: string;
  /** A corrective invoice's: the number of the invoice it corrects. */
  correctsFullNumber?: string | null;
};

/**
 * The string a self-billed invoice's hash is the SHA-256 of: name=value pairs joined by "&", as
 * the sales invoices' registration records are written (decision 0035), with the withholding
 * and the recipient added, and the previous invoice's hash, so changing any invoice breaks every
 * later link.
 */
export function selfBilledHashInput(fields: HashedInvoiceFields): string {
  const pairs: [string, string][] = [
    ["IDEmisorFactura", fields.sellerTaxId],
    ["NumSerieFactura", fields.fullNumber],
    ["FechaExpedicionFactura", recordDate(fields.issueDate)],
    ["IDDestinatario", fields.buyerTaxId],
    ["BaseImponible", recordAmount(fields.baseCents)],
    ["TipoImpositivo", recordAmount(fields.vatBasisPoints)],
    ["CuotaRepercutida", recordAmount(fields.vatCents)],
    ["TipoRetencion", recordAmount(fields.withholdingBasisPoints)],
    ["CuotaRetencion", recordAmount(fields.withholdingCents)],
    ["ImporteTotal", recordAmount(fields.totalCents)],
    ["Huella", fields.previousHash],
    ["FechaHoraHusoGenRegistro", recordTimestamp(new Date(fields.issuedAt))],
  ];
  // Only a corrective invoice names what it corrects, so the hashes of the others stay as they were issued.
  if (fields.correctsFullNumber) pairs.splice(2, 0, ["FacturaRectificada", fields.correctsFullNumber]);
  return pairs.map(([name, value]) => `${name}=${value.trim()}`).join("&");
}
