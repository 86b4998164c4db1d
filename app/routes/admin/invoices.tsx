import { Link } from "react-router";
import { DownloadLink } from "~/components/admin/download-link";
import { cellClasses, DataTable } from "~/components/admin/table";
import { buttonClasses } from "~/components/ui/button";
import { InvoiceFilters } from "~/features/invoices/components/invoice-filters";
import { InvoiceRecordDetails } from "~/features/invoices/components/invoice-record";
import { INVOICE_TYPE_LABELS, ledgerEuros, ledgerSearch } from "~/features/invoices/invoice-ledger";
import { invoicesAction, invoicesLoader } from "~/features/invoices/routes/admin-invoices.server";
import type { Route } from "./+types/invoices";

/** The invoice ledger for owners: totals per quarter, every invoice with its registration record, and the accountant's CSV. */

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

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.unlocked) return null;
  const { query, rows, total, page, pageCount, pageSize, totals } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="font-display text-3xl font-bold text-ink">Invoices</h1>
          <p className="text-ink-soft">
            Newest first. Amounts include VAT; refunds are corrective invoices with negative amounts.
          </p>
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={`/admin/invoices.csv${ledgerSearch(query)}`}>Download CSV</DownloadLink>
            <DownloadLink href={`/admin/invoices.csv${ledgerSearch(query, 1, { sep: "semicolon" })}`}>
              Download CSV (;)
            </DownloadLink>
          </div>
          <p className="text-sm text-ink-soft">The “;” file has decimal commas, for Spanish spreadsheets.</p>
        </div>
      </div>
      <p className="rounded-2xl border border-line bg-muted px-4 py-3 text-sm text-ink">
        Each invoice has a chained registration record (Verifactu). Records are kept here and{" "}
        <strong>not sent to the tax agency</strong> until the company configures submission: a qualified certificate and
        a submitter (decision 0035).
      </p>
      <InvoiceFilters query={query} />
      <section aria-labelledby="quarter-totals" className="grid gap-3">
        <h2 id="quarter-totals" className="font-display text-xl font-bold text-ink">
          Totals per quarter
        </h2>
        <DataTable
          caption="Totals per quarter, newest first"
          keyboardScroll
          headers={["Quarter", "Invoices", "Invoiced", "Refunds", "Net total", "Net base", "Net VAT"]}
          empty="No invoices match."
        >
          {totals.map((row) => (
            <tr key={row.quarter}>
              <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
                {row.quarter}
              </th>
              <td className={cellClasses}>{row.invoices}</td>
              <td className={cellClasses}>{ledgerEuros(row.invoicedCents)}</td>
              <td className={cellClasses}>{ledgerEuros(row.refundsCents)}</td>
              <td className={`${cellClasses} font-semibold`}>{ledgerEuros(row.netCents)}</td>
              <td className={cellClasses}>{ledgerEuros(row.netBaseCents)}</td>
              <td className={cellClasses}>{ledgerEuros(row.netVatCents)}</td>
            </tr>
          ))}
        </DataTable>
        <p className="text-sm text-ink-soft">
          A simplified invoice later replaced by a full one is counted once, as the full invoice.
        </p>
      </section>
      <section aria-labelledby="invoice-list" className="grid gap-3">
        <h2 id="invoice-list" className="font-display text-xl font-bold text-ink">
          Invoices
        </h2>
        <DataTable
          caption="Invoices, newest first"
          headers={["Number", "Date", "Type", "Booking", "Buyer", "Base", "VAT", "Total", "Corrects", "Record"]}
          empty={Object.keys(query.errors).length ? "Correct the filters above." : "No invoices match."}
        >
          {rows.map(({ invoice, record, bookingReference, originalNumber, replacedBy }) => (
            <tr key={invoice.id} className="align-top">
              <th scope="row" className={`${cellClasses} font-mono whitespace-nowrap`}>
                <a
                  href={`/admin/invoices/${invoice.fullNumber}.pdf`}
                  className="underline underline-offset-4"
                  aria-label={`${invoice.fullNumber} (PDF)`}
                >
                  {invoice.fullNumber}
                </a>
              </th>
              <td className={`${cellClasses} whitespace-nowrap`}>
                <time dateTime={invoice.issueDate}>{invoice.issueDate}</time>
              </td>
              <td className={cellClasses}>
                {INVOICE_TYPE_LABELS[invoice.type]}
                {replacedBy ? (
                  <span className="block text-sm whitespace-nowrap text-ink-soft">replaced by {replacedBy}</span>
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
              <td className={`${cellClasses} whitespace-nowrap`}>{ledgerEuros(invoice.baseCents)}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {ledgerEuros(invoice.taxCents)} ({invoice.vatRate} %)
              </td>
              <td className={`${cellClasses} whitespace-nowrap font-semibold`}>{ledgerEuros(invoice.totalCents)}</td>
              <td className={`${cellClasses} font-mono whitespace-nowrap`}>{originalNumber ?? "—"}</td>
              <td className={cellClasses}>
                <InvoiceRecordDetails record={record} />
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <nav
        aria-label="Invoice pages"
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft"
      >
        <p>
          Showing {first}–{Math.min(total, page * pageSize)} of {total}
        </p>
        <div className="flex items-center gap-2">
          {page > 1 && (
            <Link
              to={`/admin/invoices${ledgerSearch(query, page - 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link
              to={`/admin/invoices${ledgerSearch(query, page + 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Next page
            </Link>
          )}
        </div>
      </nav>
    </main>
  );
}
