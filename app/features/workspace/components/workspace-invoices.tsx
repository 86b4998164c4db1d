import type { BookingInvoiceView } from "~/features/invoices/invoice-ledger";
import { useTranslation } from "~/i18n/use-translation";
import { WorkspaceSection } from "./section";

/**
 * The booking's invoices, oldest first: number (its PDF, as the traveller was sent it), type, date
 * of issue and amount, and the full invoice that replaced a simplified one. Plain links that
 * download (no client-side navigation), so they work without JavaScript. Null when the viewer's
 * role does not read invoices (the server sends none).
 */
export function WorkspaceInvoices({ invoices }: { invoices: BookingInvoiceView[] | null }) {
  const { t } = useTranslation("workspace");
  if (!invoices) return null;
  return (
    <WorkspaceSection id="invoices" title={t("invoices.title")}>
      {invoices.length === 0 ? (
        <p className="text-ink-soft">{t("invoices.none")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="workspace-invoices">
          {invoices.map((invoice) => (
            <li
              key={invoice.number}
              className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1 rounded-xl border border-line p-3"
            >
              <a
                href={invoice.href}
                download
                className="font-mono font-semibold break-all text-brand-strong underline underline-offset-4"
                aria-label={t("invoices.download", { number: invoice.number })}
              >
                {invoice.number}
              </a>
              <span>{invoice.type}</span>
              <time dateTime={invoice.issueDate} className="whitespace-nowrap">
                {invoice.issueDate}
              </time>
              <span className="font-semibold whitespace-nowrap">{invoice.total}</span>
              {invoice.replacedBy && (
                <span className="text-sm text-ink-soft">
                  {t("invoices.replacedBy", { number: invoice.replacedBy })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </WorkspaceSection>
  );
}
