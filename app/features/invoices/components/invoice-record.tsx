import type { InvoiceRecordView } from "~/features/invoices/invoice-ledger";
import type en from "~/i18n/locales/en/money";
import { useTranslation } from "~/i18n/use-translation";

type RecordField = keyof typeof en.invoices.record.fields;

/**
 * An invoice's Verifactu registration record (decision 0035) in a details/summary: the hash's
 * first characters and its status at a glance, every field as stored when opened. Works without
 * JavaScript (the browser opens <details> itself). The labels are in the viewer's language; the
 * values are the record's own, as stored.
 */
export function InvoiceRecordDetails({ record }: { record: InvoiceRecordView | null }) {
  const { t } = useTranslation("money");
  if (!record) return <span className="text-ink-soft">{t("invoices.record.none")}</span>;
  const label = (field: RecordField) => t(`invoices.record.fields.${field}`);
  const fields: [string, string][] = [
    [label("record"), String(record.id)],
    [label("typeCode"), record.typeCode],
    [label("issuerTaxId"), record.issuerTaxId],
    [label("seriesNumber"), record.seriesNumber],
    [label("issueDate"), record.issueDate],
    [label("vatBreakdown"), record.vatBreakdown.map((line) => t("invoices.record.vatLine", { ...line })).join("; ")],
    [label("vatTotal"), record.taxTotal],
    [label("amountTotal"), record.amountTotal],
    [label("generated"), record.generatedAt],
    [
      label("previousRecord"),
      record.previousRecordId === null ? t("invoices.record.firstOfChain") : String(record.previousRecordId),
    ],
    [label("previousHash"), record.previousHash || "—"],
    [label("hash"), record.hash],
    [label("software"), Object.values(record.software).join(", ")],
  ];
  return (
    <details className="min-w-[12rem]">
      <summary className="cursor-pointer">
        <span className="font-mono">{record.hash.slice(0, 12)}…</span>{" "}
        <span>
          {record.submissionStatus === "not_submitted" ? t("invoices.record.notSubmitted") : record.submissionStatus}
        </span>
      </summary>
      <dl className="mt-2 grid gap-1 text-xs">
        {fields.map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="font-mono break-all text-ink-soft">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
