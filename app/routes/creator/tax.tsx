import { Link } from "react-router";
import { ServerToast } from "~/components/ui/toast";
import { TaxDetailsForm } from "~/features/creator-tax/components/tax-details-form";
import { TaxReportNotice } from "~/features/creator-tax/components/tax-report-notice";
import { creatorTaxAction, creatorTaxLoader } from "~/features/creator-tax/routes/creator-tax.server";
import type { TaxWords } from "~/features/creator-tax/tax-details";
import { useDashboardWords } from "~/features/creators/components/use-dashboard-words";
import { pathInLanguage } from "~/i18n/languages";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/tax";

/** The creator's tax details, asked before their first payout, in the creator's language. */

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { localized: true } satisfies RouteHandle;

export const loader = (args: Route.LoaderArgs) => creatorTaxLoader(args);

export const action = (args: Route.ActionArgs) => creatorTaxAction(args);

export default function CreatorTax({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language, day } = useDashboardWords();
  const words = t("tax", { returnObjects: true }) as TaxWords;
  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <ServerToast message={actionData?.toast} />
      <Link to={pathInLanguage("/dashboard", language)} className="justify-self-start text-brand-strong underline">
        {words.back}
      </Link>
      <div className="grid gap-2">
        <h1 id="tax-title" className="font-display text-3xl font-bold text-ink">
          {words.title}
        </h1>
        <p className="text-ink-soft">{words.intro}</p>
        {loaderData.updatedAt && (
          <p className="text-sm text-ink-soft">{t("tax.updated", { date: day(loaderData.updatedAt.slice(0, 10)) })}</p>
        )}
      </div>
      <TaxReportNotice words={words} />
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
        <TaxDetailsForm
          words={words}
          countries={loaderData.countries}
          today={loaderData.today}
          lastResult={actionData?.result}
          defaultValue={loaderData.values}
          labelledBy="tax-title"
        />
      </section>
    </main>
  );
}
