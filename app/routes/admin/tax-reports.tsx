import { DownloadLink } from "~/components/admin/download-link";
import { cellClasses, DataTable } from "~/components/admin/table";
import { ledgerEuros } from "~/features/invoices/invoice-ledger";
import { Dac7Form, QuarterForm } from "~/features/tax-reports/components/period-forms";
import { taxReportsAction, taxReportsLoader } from "~/features/tax-reports/routes/admin-tax-reports.server";
import type { Route } from "./+types/tax-reports";

/** The owners' tax figures: the quarter's withholdings and self-billed VAT, and the year's DAC7 report, as files. */

export const handle = {
  admin: {
    title: "Tax reports",
    lockedTitle: "Tax reports",
    description: "The quarter's withholdings and self-billed VAT, and the year's DAC7 report of creators paid.",
    gate: "Enter the admin token to open the tax reports.",
  },
};

export const loader = (args: Route.LoaderArgs) => taxReportsLoader(args);

export const action = (args: Route.ActionArgs) => taxReportsAction(args);

export default function TaxReportsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.unlocked) return null;
  const { query, figures } = loaderData;
  const quarterSearch = `?year=${query.quarter.year}&quarter=${query.quarter.quarter}`;
  const yearSearch = `?year=${query.dac7Year}`;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">Tax reports</h1>
        <p className="text-ink-soft">
          Figures from the invoices issued on creators' behalf and from the payouts, for the company's tax returns. Each
          file downloaded is recorded in the audit log.
        </p>
      </div>

      <section aria-labelledby="quarter-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="quarter-title" className="font-display text-2xl font-bold text-ink">
          The quarter: withholdings and self-billed VAT
        </h2>
        <p className="text-ink-soft">
          By date of issue in Madrid. Withholdings (for Modelo 111) are the Spanish professionals' IRPF; the VAT file
          (for Modelo 303) has the VAT they charged, deductible, and the reverse-charge bases of businesses elsewhere in
          the EU and outside it.
        </p>
        <QuarterForm query={query} />
        {figures && (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {[
                ["Recipients withheld from", String(figures.withholdings.recipients)],
                ["Their bases", ledgerEuros(figures.withholdings.baseCents)],
                ["Withheld (IRPF)", ledgerEuros(figures.withholdings.withholdingCents)],
              ].map(([term, value]) => (
                <div key={term} className="rounded-xl bg-muted p-3">
                  <dt className="text-sm text-ink-soft">{term}</dt>
                  <dd className="font-display text-xl font-bold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <DataTable
              caption={`Self-billed VAT in ${query.quarter.label}`}
              keyboardScroll
              headers={["Group", "Invoices", "Base", "VAT charged"]}
              empty="No invoices."
            >
              {figures.vat.map((group) => (
                <tr key={group.status}>
                  <th scope="row" className={`${cellClasses} font-semibold`}>
                    {group.label}
                  </th>
                  <td className={cellClasses}>{group.invoices}</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{ledgerEuros(group.baseCents)}</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{ledgerEuros(group.vatCents)}</td>
                </tr>
              ))}
            </DataTable>
            <div className="flex flex-wrap items-center gap-2">
              <DownloadLink href={`/admin/tax-reports/withholdings.csv${quarterSearch}`}>
                Withholdings {query.quarter.label} (CSV)
              </DownloadLink>
              <DownloadLink href={`/admin/tax-reports/self-billed-vat.csv${quarterSearch}`}>
                Self-billed VAT {query.quarter.label} (CSV)
              </DownloadLink>
              <p className="text-sm text-ink-soft">{figures.invoiceCount} self-billed invoices in the quarter.</p>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="dac7-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="dac7-title" className="font-display text-2xl font-bold text-ink">
          DAC7: creators paid in the year
        </h2>
        <p className="text-ink-soft">
          Every creator a payout paid in the year (by the day it was paid, in Madrid), with their tax details, the
          Stripe connected account paid, and per quarter what was paid, for how many meals, and what was withheld.
          Sobremesa charges creators no fee. The XML follows the OECD's DPI XML Schema 1.0, the format DAC7 reports are
          exchanged in.
        </p>
        <Dac7Form query={query} />
        {figures && (
          <>
            {figures.dac7.missing.length > 0 && (
              <div role="alert" className="grid gap-1 rounded-xl bg-danger-soft p-3 text-danger">
                <p className="font-semibold">
                  Missing tax details: {figures.dac7.missing.length} creator
                  {figures.dac7.missing.length === 1 ? " was" : "s were"} paid in {figures.dac7.year} without them. The
                  CSV lists them as missing; the XML leaves them out until they are given.
                </p>
                <ul className="list-disc pl-5">
                  {figures.dac7.missing.map((creator) => (
                    <li key={creator.creatorId} className="break-words">
                      {creator.name} (creator {creator.creatorId})
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <DataTable
              caption={`Creators paid in ${figures.dac7.year}`}
              keyboardScroll
              headers={["Legal name", "Person or entity", "Paid in the year", "Meals"]}
              empty={`No creator was paid in ${figures.dac7.year}.`}
            >
              {figures.dac7.sellers.map((seller) => (
                <tr key={seller.creatorId}>
                  <th scope="row" className={`${cellClasses} font-semibold break-words`}>
                    {seller.name}
                  </th>
                  <td className={cellClasses}>
                    {seller.kind === null ? "Missing tax details" : seller.kind === "individual" ? "Person" : "Entity"}
                  </td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{ledgerEuros(seller.considerationCents)}</td>
                  <td className={cellClasses}>{seller.activities}</td>
                </tr>
              ))}
            </DataTable>
            <div className="flex flex-wrap gap-2">
              <DownloadLink href={`/admin/tax-reports/dac7.csv${yearSearch}`}>
                DAC7 {figures.dac7.year} (CSV)
              </DownloadLink>
              <DownloadLink href={`/admin/tax-reports/dac7.xml${yearSearch}`}>
                DAC7 {figures.dac7.year} (XML)
              </DownloadLink>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
