import * as clock from "~/clock";
import { configuredCompany } from "~/content/support-contact.server";
import { db } from "~/db/client.server";
import { type AuditBy, recordAudit } from "~/features/staff/audit.server";
import { dac7Csv, dac7Report, missingDetails } from "./dac7.server";
import { dac7Xml } from "./dac7-xml";
import { quarterInvoices, selfBilledVatCsv, withholdingsCsv } from "./quarter-figures.server";
import {
  type Quarter,
  type TaxReportDownload,
  type TaxReportFile,
  taxReportFilename,
  vatGroups,
  withholdingFigures,
} from "./tax-reports";

/**
 * The owner's tax page and its four files (decision 0075). Each file made is recorded in the
 * audit log with its period and how many lines it holds: it carries others' tax data.
 */

/** What /admin/tax-reports shows: the quarter's figures and the DAC7 year's creators, with those whose details are missing. */
export function taxReportsView(quarter: Quarter, dac7Year: number) {
  const invoices = quarterInvoices(quarter);
  const { invoices: _lines, ...withholdings } = withholdingFigures(invoices);
  const report = dac7Report(dac7Year);
  return {
    invoiceCount: invoices.length,
    withholdings,
    vat: vatGroups(invoices),
    dac7: {
      year: dac7Year,
      sellers: report.sellers.map((seller) => ({
        creatorId: seller.creatorId,
        name: seller.identity?.legalName ?? seller.creatorName,
        kind: seller.identity ? seller.identity.kind : null,
        considerationCents: seller.quarters.reduce((sum, q) => sum + q.considerationCents, 0),
        activities: seller.quarters.reduce((sum, q) => sum + q.activities, 0),
      })),
      missing: missingDetails(report).map((seller) => ({ creatorId: seller.creatorId, name: seller.creatorName })),
    },
  };
}

export function taxReportFile(
  file: TaxReportFile,
  period: { quarter: Quarter; year: number },
  by: AuditBy,
  now = clock.now(),
): TaxReportDownload {
  let download: TaxReportDownload;
  let lines: number;
  if (file === "withholdings.csv" || file === "self-billed-vat.csv") {
    const invoices = quarterInvoices(period.quarter);
    download =
      file === "withholdings.csv"
        ? withholdingsCsv(period.quarter, invoices)
        : selfBilledVatCsv(period.quarter, invoices);
    lines = file === "withholdings.csv" ? withholdingFigures(invoices).invoices.length : invoices.length;
  } else {
    const report = dac7Report(period.year);
    const company = configuredCompany();
    download =
      file === "dac7.csv"
        ? dac7Csv(report)
        : {
            body: dac7Xml(
              report,
              { legalName: company.legalName, taxId: company.taxId, address: company.address, country: "ES" },
              now,
            ),
            contentType: "application/xml; charset=utf-8",
            filename: taxReportFilename("dac7.xml", String(period.year)),
          };
    lines = report.sellers.length;
  }
  recordAudit(
    {
      actor: by.actor,
      action: file.endsWith(".xml") ? "export.xml" : "export.csv",
      object: { type: "export", id: file.replace(/\.(csv|xml)$/, "") },
      clientAddress: by.clientAddress,
      detail: {
        rows: lines,
        period: file.startsWith("dac7") ? String(period.year) : period.quarter.label,
      },
    },
    db(),
    now,
  );
  return download;
}
