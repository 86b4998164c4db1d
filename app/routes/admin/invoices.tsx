import { Trans } from "react-i18next";
import { Link } from "react-router";
import { DownloadLink } from "~/components/admin/download-link";
import { cellClasses, DataTable } from "~/components/admin/table";
import { buttonClasses } from "~/components/ui/button";
import { InvoiceFilters } from "~/features/invoices/components/invoice-filters";
import { InvoiceRecordDetails } from "~/features/invoices/components/invoice-record";
import { ledgerMoneyIn, ledgerSearch } from "~/features/invoices/invoice-ledger";
import { invoicesAction, invoicesLoader } from "~/features/invoices/routes/admin-invoices.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/invoices";

/**
 * The invoice ledger for owners: totals per quarter, every invoice with its registration record,
 * and the accountant's CSV, in the viewer's language ("money"); the CSV and the PDFs keep their own.
 */

export const handle = {
  admin: {
    title: "Invoices",
    lockedTitle: "Invoices",
    description: "Every invoice Sobremesa has issued, with its registration record and totals per quarter.",
    gate: "Enter the admin token to open the invoices.",
  },
};

export const loader = (args: Route.LoaderArgs) => invoicesLoader(args);

export const action = (args: Route.ActionArgs) => invoicesAction(args);

const TOTALS_HEADERS = ["quarter", "invoices", "invoiced", "refunds", "net", "netBase", "netVat"] as const;
const LIST_HEADERS = [
  "number",
  "date",
  "type",
  "booking",
  "buyer",
  "base",
  "vat",
  "total",
  "corrects",
  "record",
] as const;

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("money");
  if (!loaderData.unlocked) return null;
  const money = ledgerMoneyIn(languageOf(i18n));
  const { query, rows, total, page, pageCount, pageSize, totals } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="font-display text-3xl font-bold text-ink">{t("invoices.title")}</h1>
          <p className="text-ink-soft">{t("invoices.intro")}</p>
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={`/admin/invoices.csv${ledgerSearch(query)}`}>{t("invoices.csv")}</DownloadLink>
            <DownloadLink href={`/admin/invoices.csv${ledgerSearch(query, 1, { sep: "semicolon" })}`}>
              {t("invoices.csvSemicolon")}
            </DownloadLink>
          </div>
          <p className="text-sm text-ink-soft">{t("invoices.csvSemicolonNote")}</p>
        </div>
      </div>
      <p className="rounded-2xl border border-line bg-muted px-4 py-3 text-sm text-ink">
        <Trans t={t} i18nKey="invoices.records" components={{ strong: <strong /> }} />
      </p>
      <InvoiceFilters query={query} />
      <section aria-labelledby="quarter-totals" className="grid gap-3">
        <h2 id="quarter-totals" className="font-display text-xl font-bold text-ink">
          {t("invoices.totals.title")}
        </h2>
        <DataTable
          caption={t("invoices.totals.caption")}
          keyboardScroll
          headers={TOTALS_HEADERS.map((key) => t(`invoices.totals.headers.${key}`))}
          empty={t("invoices.none")}
        >
          {totals.map((row) => (
            <tr key={row.quarter}>
              <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
                {row.quarter}
              </th>
              <td className={cellClasses}>{row.invoices}</td>
              <td className={cellClasses}>{money(row.invoicedCents)}</td>
              <td className={cellClasses}>{money(row.refundsCents)}</td>
              <td className={`${cellClasses} font-semibold`}>{money(row.netCents)}</td>
              <td className={cellClasses}>{money(row.netBaseCents)}</td>
              <td className={cellClasses}>{money(row.netVatCents)}</td>
            </tr>
          ))}
        </DataTable>
        <p className="text-sm text-ink-soft">{t("invoices.totals.note")}</p>
      </section>
      <section aria-labelledby="invoice-list" className="grid gap-3">
        <h2 id="invoice-list" className="font-display text-xl font-bold text-ink">
          {t("invoices.list.title")}
        </h2>
        <DataTable
          caption={t("invoices.list.caption")}
          headers={LIST_HEADERS.map((key) => t(`invoices.list.headers.${key}`))}
          empty={Object.keys(query.errors).length ? t("invoices.correctFilters") : t("invoices.none")}
        >
          {rows.map(({ invoice, record, bookingReference, originalNumber, replacedBy }) => (
            <tr key={invoice.id} className="align-top">
              <th scope="row" className={`${cellClasses} font-mono whitespace-nowrap`}>
                <a
                  href={`/admin/invoices/${invoice.fullNumber}.pdf`}
                  className="underline underline-offset-4"
                  aria-label={t("invoices.list.pdf", { number: invoice.fullNumber })}
                >
                  {invoice.fullNumber}
                </a>
              </th>
              <td className={`${cellClasses} whitespace-nowrap`}>
                <time dateTime={invoice.issueDate}>{invoice.issueDate}</time>
              </td>
              <td className={cellClasses}>
                {t(`invoices.types.${invoice.type}`)}
                {replacedBy ? (
                  <span className="block text-sm whitespace-nowrap text-ink-soft">
                    {t("invoices.list.replacedBy", { number: replacedBy })}
                  </span>
                ) : null}
              </td>
              <td className={`${cellClasses} font-mono`}>
                {bookingReference ? (
                  <Link to={`/admin/bookings/${bookingReference}`} className="underline underline-offset-4">
                    {bookingReference}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
              <td className={`${cellClasses} break-words`}>
                {invoice.type === "full" ? `${invoice.buyerName ?? ""} (${invoice.buyerTaxId ?? ""})` : "—"}
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>{money(invoice.baseCents)}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {money(invoice.taxCents)} ({invoice.vatRate} %)
              </td>
              <td className={`${cellClasses} whitespace-nowrap font-semibold`}>{money(invoice.totalCents)}</td>
              <td className={`${cellClasses} font-mono whitespace-nowrap`}>{originalNumber ?? "—"}</td>
              <td className={cellClasses}>
                <InvoiceRecordDetails record={record} />
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <nav
        aria-label={t("invoices.pages.label")}
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft"
      >
        <p>{t("invoices.pages.showing", { first, last: Math.min(total, page * pageSize), total })}</p>
        <div className="flex items-center gap-2">
          {page > 1 && (
            <Link
              to={`/admin/invoices${ledgerSearch(query, page - 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("invoices.pages.previous")}
            </Link>
          )}
          <span>{t("invoices.pages.page", { page, pages: pageCount })}</span>
          {page < pageCount && (
            <Link
              to={`/admin/invoices${ledgerSearch(query, page + 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("invoices.pages.next")}
            </Link>
          )}
        </div>
      </nav>
    </main>
  );
}
