import { stringify } from "csv-stringify/sync";
import { and, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { creators } from "~/db/schema";
import { neutraliseFormula } from "~/domain/csv";
import { localDateAt } from "~/domain/local-time";
import { creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import { BOOKS_ZONE } from "~/features/earnings/earnings";
import { creatorPayouts } from "~/features/earnings/earnings-tables";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import {
  type Dac7Report,
  type Dac7Seller,
  emptyQuarters,
  euros,
  quarterIndexOf,
  type TaxReportDownload,
  taxReportFilename,
} from "./tax-reports";

/**
 * The year's DAC7 report (decision 0075): every creator a transfer paid that year, by the day
 * the payout was paid in Madrid, with their tax details as they stand, what was paid and for how
 * many meals per quarter, and what the platform kept (no fee: 0) or withheld (IRPF, from the
 * self-billed invoice of each payout). Reads only.
 */

export function dac7Report(year: number, executor: Executor = db()): Dac7Report {
  // A day either side in UTC covers every instant whose Madrid date is in the year; the exact
  // cut is made below on the Madrid date itself.
  const paid = executor
    .select({
      id: creatorPayouts.id,
      creatorId: creatorPayouts.creatorId,
      amountCents: creatorPayouts.amountCents,
      reservationIds: creatorPayouts.reservationIds,
      destination: creatorPayouts.destination,
      paidAt: creatorPayouts.updatedAt,
    })
    .from(creatorPayouts)
    .where(
      and(
        eq(creatorPayouts.status, "paid"),
        gte(creatorPayouts.updatedAt, `${year - 1}-12-31`),
        lt(creatorPayouts.updatedAt, `${year + 1}-01-02`),
      ),
    )
    .all()
    .map((payout) => ({ ...payout, paidOn: localDateAt(new Date(payout.paidAt), BOOKS_ZONE) }))
    .filter((payout) => payout.paidOn.startsWith(`${year}-`));
  if (paid.length === 0) return { year, sellers: [] };

  const payoutIds = paid.map((payout) => payout.id);
  const creatorIds = [...new Set(paid.map((payout) => payout.creatorId))];
  const withheld = new Map(
    executor
      .select({ payoutId: selfBilledInvoices.payoutId, cents: selfBilledInvoices.withholdingCents })
      .from(selfBilledInvoices)
      // The payouts' own invoices: the report counts what the transfers paid, as 0075 decided.
      .where(and(inArray(selfBilledInvoices.payoutId, payoutIds), isNull(selfBilledInvoices.correctsFullNumber)))
      .all()
      .map((row) => [row.payoutId, row.cents]),
  );
  const details = new Map(
    executor
      .select()
      .from(creatorTaxDetails)
      .where(inArray(creatorTaxDetails.creatorId, creatorIds))
      .all()
      .map((row) => [row.creatorId, row]),
  );
  const names = new Map(
    executor
      .select({ id: creators.id, name: creators.name })
      .from(creators)
      .where(inArray(creators.id, creatorIds))
      .all()
      .map((row) => [row.id, row.name]),
  );

  const sellers = new Map<number, Dac7Seller>();
  for (const payout of paid.sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id)) {
    let seller = sellers.get(payout.creatorId);
    if (!seller) {
      const row = details.get(payout.creatorId);
      seller = {
        creatorId: payout.creatorId,
        creatorName: names.get(payout.creatorId) ?? "",
        identity: row
          ? {
              kind: row.kind,
              legalName: row.legalName,
              addressLine: row.addressLine,
              postalCode: row.postalCode,
              city: row.city,
              country: row.country,
              dateOfBirth: row.dateOfBirth,
              tin: row.tin,
              tinCountry: row.tinCountry,
              vatNumber: row.vatNumber,
            }
          : null,
        accounts: [],
        quarters: emptyQuarters(),
      };
      sellers.set(payout.creatorId, seller);
    }
    if (!seller.accounts.includes(payout.destination)) seller.accounts.push(payout.destination);
    const quarter = seller.quarters[quarterIndexOf(payout.paidOn) - 1];
    quarter.considerationCents += payout.amountCents;
    quarter.activities += payout.reservationIds.length;
    quarter.taxesCents += withheld.get(payout.id) ?? 0;
  }
  const ordered = [...sellers.values()].sort(
    (a, b) =>
      (a.identity?.legalName ?? a.creatorName).localeCompare(b.identity?.legalName ?? b.creatorName) ||
      a.creatorId - b.creatorId,
  );
  return { year, sellers: ordered };
}

/** The creators paid in the year who have given no tax details: the report cannot name them yet. */
export const missingDetails = (report: Dac7Report) => report.sellers.filter((seller) => !seller.identity);

const OPTIONS = { record_delimiter: "windows", quoted: true, quoted_empty: true, bom: true } as const;
const text = (value: string | null | undefined) => neutraliseFormula(value ?? "");

const QUARTER_HEADERS = ["Q1", "Q2", "Q3", "Q4"].flatMap((q) => [
  `Consideration ${q} (EUR)`,
  `Activities ${q}`,
  `Fees ${q} (EUR)`,
  `Taxes withheld ${q} (EUR)`,
]);

/**
 * The DAC7 report as a spreadsheet: one line per creator paid in the year, their identity as the
 * rules ask it, the account the platform paid, and the four quarters. A creator without tax
 * details has "missing tax details" in the first column and empty identity cells.
 */
export function dac7Csv(report: Dac7Report): TaxReportDownload {
  const rows = report.sellers.map(({ creatorId, creatorName, identity, accounts, quarters }) => [
    identity ? "complete" : "missing tax details",
    creatorId,
    text(creatorName),
    text(identity?.legalName),
    identity ? (identity.kind === "individual" ? "person" : "entity") : "",
    text(identity?.addressLine),
    text(identity?.postalCode),
    text(identity?.city),
    text(identity?.country),
    text(identity?.tin),
    text(identity?.tinCountry),
    text(identity?.vatNumber),
    text(identity?.dateOfBirth),
    text(accounts.join(" ")),
    ...quarters.flatMap((q) => [euros(q.considerationCents), q.activities, euros(q.feesCents), euros(q.taxesCents)]),
  ]);
  const headers = [
    "Status",
    "Creator ID",
    "Creator",
    "Legal name",
    "Person or entity",
    "Address",
    "Postal code",
    "City",
    "Country",
    "TIN",
    "TIN issued by",
    "VAT number",
    "Date of birth",
    "Financial account (Stripe connected account)",
    ...QUARTER_HEADERS,
  ];
  return {
    body: stringify([headers, ...rows], OPTIONS),
    contentType: "text/csv; charset=utf-8",
    filename: taxReportFilename("dac7.csv", String(report.year)),
  };
}
