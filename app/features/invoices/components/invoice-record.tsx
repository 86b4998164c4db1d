import type { InvoiceRecordView } from "~/features/invoices/invoice-ledger";

/**
 * An invoice's Verifactu registration record (decision 0035) in a details/summary: the hash's
 * first characters and its status at a glance, every field as stored when opened. Works without
 * JavaScript (the browser opens <details> itself).
 */
export function InvoiceRecordDetails({ record }: { record: InvoiceRecordView | null }) {
  if (!record) return <span className="text-ink-soft">No record (records were off)</span>;
  const fields: [string, string][] = [
    ["Record", String(record.id)],
    ["Type code", record.typeCode],
    ["Issuer tax ID", record.issuerTaxId],
    ["Series and number", record.seriesNumber],
    ["Date of issue", record.issueDate],
    [
      "VAT breakdown",
      record.vatBreakdown.map((line) => `${line.rate} %: base ${line.base}, VAT ${line.tax}`).join("; "),
    ],
    ["VAT total", record.taxTotal],
    ["Amount total", record.amountTotal],
    ["Generated", record.generatedAt],
    [
      "Previous record",
      record.previousRecordId === null ? "None (first of the chain)" : String(record.previousRecordId),
    ],
    ["Previous hash", record.previousHash || "—"],
    ["Hash", record.hash],
    ["Software", Object.values(record.software).join(", ")],
  ];
  return (
    <details className="min-w-[12rem]">
      <summary className="cursor-pointer">
        <span className="font-mono">{record.hash.slice(0, 12)}…</span>{" "}
        <span>{record.submissionStatus === "not_submitted" ? "not submitted" : record.submissionStatus}</span>
      </summary>
      <dl className="mt-2 grid gap-1 text-xs">
        {fields.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="font-mono break-all text-ink-soft">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
