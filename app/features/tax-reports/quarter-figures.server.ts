import { stringify } from "csv-stringify/sync";
import { asc, between } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { neutraliseFormula } from "~/domain/csv";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import {
  euros,
  percent,
  type Quarter,
  type QuarterInvoice,
  TAX_STATUS_LABELS,
  type TaxReportDownload,
  taxReportFilename,
  vatGroups,
  withholdingFigures,
} from "./tax-reports";

/**
 * The quarter's figures from the self-billed invoices (decision 0075): withholdings for Modelo
 * 111 and self-billed VAT for Modelo 303. The quarter is by date of issue, already the Madrid
 * calendar date. Reads only: self-billed invoices never change.
 */

/** The quarter's self-billed invoices, in the order they were issued. */
export function quarterInvoices(quarter: Quarter, executor: Executor = db()): QuarterInvoice[] {
  return executor
    .select({
      creatorId: selfBilledInvoices.creatorId,
      fullNumber: selfBilledInvoices.fullNumber,
      issueDate: selfBilledInvoices.issueDate,
      sellerName: selfBilledInvoices.sellerName,
      sellerTaxId: selfBilledInvoices.sellerTaxId,
      sellerCountry: selfBilledInvoices.sellerCountry,
      taxStatus: selfBilledInvoices.taxStatus,
      baseCents: selfBilledInvoices.baseCents,
      vatBasisPoints: selfBilledInvoices.vatBasisPoints,
      vatCents: selfBilledInvoices.vatCents,
      withholdingBasisPoints: selfBilledInvoices.withholdingBasisPoints,
      withholdingCents: selfBilledInvoices.withholdingCents,
    })
    .from(selfBilledInvoices)
    .where(between(selfBilledInvoices.issueDate, quarter.from, quarter.to))
    .orderBy(asc(selfBilledInvoices.issuedAt), asc(selfBilledInvoices.id))
    .all();
}

// As the other exports: CRLF, a BOM for Excel, every field quoted.
const OPTIONS = { record_delimiter: "windows", quoted: true, quoted_empty: true, bom: true } as const;

const text = (value: string) => neutraliseFormula(value);

/**
 * Modelo 111's file: the quarter's totals (recipients, bases, withholdings) on top, then a
 * blank line and one line per Spanish professional's invoice.
 */
export function withholdingsCsv(quarter: Quarter, invoices: readonly QuarterInvoice[]): TaxReportDownload {
  const figures = withholdingFigures(invoices);
  const body = stringify(
    [
      ["Quarter", "Recipients", "Bases (EUR)", "Withholdings (EUR)"],
      [quarter.label, figures.recipients, euros(figures.baseCents), euros(figures.withholdingCents)],
      [],
      ["Invoice", "Issue date", "Legal name", "TIN", "Base (EUR)", "Withholding rate (%)", "Withholding (EUR)"],
      ...figures.invoices.map((invoice) => [
        text(invoice.fullNumber),
        invoice.issueDate,
        text(invoice.sellerName),
        text(invoice.sellerTaxId),
        euros(invoice.baseCents),
        percent(invoice.withholdingBasisPoints),
        euros(invoice.withholdingCents),
      ]),
    ],
    OPTIONS,
  );
  return {
    body,
    contentType: "text/csv; charset=utf-8",
    filename: taxReportFilename("withholdings.csv", quarter.label),
  };
}

/**
 * Modelo 303's file: per group (Spanish professionals' deductible VAT, the reverse-charge bases
 * inside and outside the EU) the invoices, base and VAT charged; then a blank line and one line
 * per invoice with its group.
 */
export function selfBilledVatCsv(quarter: Quarter, invoices: readonly QuarterInvoice[]): TaxReportDownload {
  const body = stringify(
    [
      ["Quarter", "Group", "Invoices", "Base (EUR)", "VAT charged (EUR)"],
      ...vatGroups(invoices).map((group) => [
        quarter.label,
        group.label,
        group.invoices,
        euros(group.baseCents),
        euros(group.vatCents),
      ]),
      [],
      [
        "Invoice",
        "Issue date",
        "Legal name",
        "Tax ID",
        "Country",
        "Tax status",
        "Base (EUR)",
        "VAT rate (%)",
        "VAT charged (EUR)",
      ],
      ...invoices.map((invoice) => [
        text(invoice.fullNumber),
        invoice.issueDate,
        text(invoice.sellerName),
        text(invoice.sellerTaxId),
        text(invoice.sellerCountry),
        TAX_STATUS_LABELS[invoice.taxStatus] ?? text(invoice.taxStatus),
        euros(invoice.baseCents),
        percent(invoice.vatBasisPoints),
        euros(invoice.vatCents),
      ]),
    ],
    OPTIONS,
  );
  return {
    body,
    contentType: "text/csv; charset=utf-8",
    filename: taxReportFilename("self-billed-vat.csv", quarter.label),
  };
}
