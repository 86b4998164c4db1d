/**
 * Invoices in the domain's terms (decision 0035): the series and their numbers, the VAT inside a
 * VAT-inclusive price, and the description of the service. Pure: integer cents, no I/O.
 */

export const INVOICE_TYPES = ["simplified", "full", "corrective"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * The most a simplified invoice may document, VAT included (Real Decreto 1619/2012, art. 4.1.a):
 * every price the service charges today is below it (a unit test keeps it so); a dearer sale
 * would need a full invoice naming the buyer.
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 40_000;

/** Invoices and corrective invoices are numbered in distinct series (Real Decreto 1619/2012, art. 6.1.a). */
export type SeriesKind = "invoice" | "corrective";

/** The series an invoice of that kind issued in that year belongs to: "2026", "R2026", or with the prefix "SBM-2026". */
export function seriesFor(kind: SeriesKind, year: number, prefix = ""): string {
  return `${prefix}${kind === "corrective" ? "R" : ""}${year}`;
}

/** The full number printed on the invoice and sent to the tax agency: series, a hyphen, six digits. */
export function fullNumber(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, "0")}`;
}

/** A VAT rate (percent, at most one decimal) in tenths of a percent, so the arithmetic stays in integers. */
function rateInTenths(ratePercent: number): number {
  const tenths = Math.round(ratePercent * 10);
  if (!Number.isFinite(ratePercent) || tenths < 0 || Math.abs(tenths - ratePercent * 10) > 1e-9) {
    throw new RangeError(`VAT rate must be a percentage with at most one decimal: ${ratePercent}`);
  }
  return tenths;
}

export type VatSplit = { baseCents: number; taxCents: number; totalCents: number };

/**
 * The taxable base and the VAT inside a VAT-inclusive total: base = total × 100 / (100 + rate),
 * rounded to the cent half away from zero (a half cent of base goes up, and for a negative total,
 * down), then tax = total − base, so base + tax is the total exactly. Computed in integers
 * (the rate in tenths): no floating-point error. A negative total (a corrective invoice by
 * difference) splits as the mirror of the positive one.
 */
export function splitVatIncluded(totalCents: number, ratePercent: number): VatSplit {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Total must be whole cents: ${totalCents}`);
  const divisor = 1000 + rateInTenths(ratePercent);
  const magnitude = Math.abs(totalCents);
  // round(m × 1000 / d) half up for m ≥ 0 = floor((2 × m × 1000 + d) / (2 × d))
  const baseMagnitude = Math.floor((2 * magnitude * 1000 + divisor) / (2 * divisor));
  const baseCents = totalCents < 0 ? -baseMagnitude : baseMagnitude;
  return { baseCents, taxCents: totalCents - baseCents, totalCents };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "12–15 Mar 2027", "30 Mar – 2 Apr 2027", "30 Dec 2026 – 2 Jan 2027" from two YYYY-MM-DD dates. */
export function dateRange(from: string, to: string): string {
  const [fy, fm, fd] = from.split("-").map(Number);
  const [ty, tm, td] = to.split("-").map(Number);
  if (fy !== ty) return `${fd} ${MONTHS[fm - 1]} ${fy} – ${td} ${MONTHS[tm - 1]} ${ty}`;
  if (fm !== tm) return `${fd} ${MONTHS[fm - 1]} – ${td} ${MONTHS[tm - 1]} ${ty}`;
  return fd === td ? `${fd} ${MONTHS[fm - 1]} ${fy}` : `${fd}–${td} ${MONTHS[fm - 1]} ${fy}`;
}

export type DescribedBooking = {
  cityName: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  /** The readable reference the traveller knows (decision 0039), never the internal one. */
  readableReference: string;
};
