import { DownloadLink } from "~/components/admin/download-link";
import { cellClasses, DataTable } from "~/components/admin/table";
import { ledgerMoneyIn } from "~/features/invoices/invoice-ledger";
import { Dac7Form, QuarterForm } from "~/features/tax-reports/components/period-forms";
import { taxReportsAction, taxReportsLoader } from "~/features/tax-reports/routes/admin-tax-reports.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/tax-reports";

/**
 * The owners' tax figures: the quarter's withholdings and self-billed VAT, and the year's DAC7
 * report, as files. The page is in the viewer's language ("money"); the files keep the format and
 * the English the tax office reads.
 */

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

const VAT_HEADERS = ["group", "invoices", "base", "vat"] as const;
const DAC7_HEADERS = ["name", "kind", "paid", "meals"] as const;

export default function TaxReportsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("money");
  if (!loaderData.unlocked) return null;
  const money = ledgerMoneyIn(languageOf(i18n));
  const { query, figures } = loaderData;
  const quarterSearch = `?year=${query.quarter.year}&quarter=${query.quarter.quarter}`;
  const yearSearch = `?year=${query.dac7Year}`;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("taxReports.title")}</h1>
        <p className="text-ink-soft">{t("taxReports.intro")}</p>
      </div>

      <section aria-labelledby="quarter-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="quarter-title" className="font-display text-2xl font-bold text-ink">
          {t("taxReports.quarter.title")}
        </h2>
        <p className="text-ink-soft">{t("taxReports.quarter.intro")}</p>
        <QuarterForm query={query} />
        {figures && (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {[
                [t("taxReports.quarter.recipients"), String(figures.withholdings.recipients)],
                [t("taxReports.quarter.bases"), money(figures.withholdings.baseCents)],
                [t("taxReports.quarter.withheld"), money(figures.withholdings.withholdingCents)],
              ].map(([term, value]) => (
                <div key={term} className="rounded-xl bg-muted p-3">
                  <dt className="text-sm text-ink-soft">{term}</dt>
                  <dd className="font-display text-xl font-bold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <DataTable
              caption={t("taxReports.quarter.caption", { quarter: query.quarter.label })}
              keyboardScroll
              headers={VAT_HEADERS.map((key) => t(`taxReports.quarter.headers.${key}`))}
              empty={t("taxReports.quarter.none")}
            >
              {figures.vat.map((group) => (
                <tr key={group.status}>
                  <th scope="row" className={`${cellClasses} font-semibold`}>
                    {t(`taxReports.quarter.groups.${group.status}`)}
                  </th>
                  <td className={cellClasses}>{group.invoices}</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{money(group.baseCents)}</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{money(group.vatCents)}</td>
                </tr>
              ))}
            </DataTable>
            <div className="flex flex-wrap items-center gap-2">
              <DownloadLink href={`/admin/tax-reports/withholdings.csv${quarterSearch}`}>
                {t("taxReports.quarter.withholdingsFile", { quarter: query.quarter.label })}
              </DownloadLink>
              <DownloadLink href={`/admin/tax-reports/self-billed-vat.csv${quarterSearch}`}>
                {t("taxReports.quarter.vatFile", { quarter: query.quarter.label })}
              </DownloadLink>
              <p className="text-sm text-ink-soft">
                {t("taxReports.quarter.invoiceCount", { count: figures.invoiceCount })}
              </p>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="dac7-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="dac7-title" className="font-display text-2xl font-bold text-ink">
          {t("taxReports.dac7.title")}
        </h2>
        <p className="text-ink-soft">{t("taxReports.dac7.intro")}</p>
        <Dac7Form query={query} />
        {figures && (
          <>
            {figures.dac7.missing.length > 0 && (
              <div role="alert" className="grid gap-1 rounded-xl bg-danger-soft p-3 text-danger">
                <p className="font-semibold">
                  {t("taxReports.dac7.missing", { count: figures.dac7.missing.length, year: figures.dac7.year })}
                </p>
                <ul className="list-disc pl-5">
                  {figures.dac7.missing.map((creator) => (
                    <li key={creator.creatorId} className="break-words">
                      {t("taxReports.dac7.missingCreator", { name: creator.name, id: creator.creatorId })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <DataTable
              caption={t("taxReports.dac7.caption", { year: figures.dac7.year })}
              keyboardScroll
              headers={DAC7_HEADERS.map((key) => t(`taxReports.dac7.headers.${key}`))}
              empty={t("taxReports.dac7.none", { year: figures.dac7.year })}
            >
              {figures.dac7.sellers.map((seller) => (
                <tr key={seller.creatorId}>
                  <th scope="row" className={`${cellClasses} font-semibold break-words`}>
                    {seller.name}
                  </th>
                  <td className={cellClasses}>{t(`taxReports.dac7.kinds.${seller.kind ?? "missing"}`)}</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{money(seller.considerationCents)}</td>
                  <td className={cellClasses}>{seller.activities}</td>
                </tr>
              ))}
            </DataTable>
            <div className="flex flex-wrap gap-2">
              <DownloadLink href={`/admin/tax-reports/dac7.csv${yearSearch}`}>
                {t("taxReports.dac7.csvFile", { year: figures.dac7.year })}
              </DownloadLink>
              <DownloadLink href={`/admin/tax-reports/dac7.xml${yearSearch}`}>
                {t("taxReports.dac7.xmlFile", { year: figures.dac7.year })}
              </DownloadLink>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
