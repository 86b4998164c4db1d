import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { TabLink } from "~/components/ui/tab-link";
import { TaxDetailsLink } from "~/features/creator-tax/components/tax-details-link";
import type {
  CreatorDirectorySearch,
  CreatorRequest,
  DashboardTab,
  MyRecommendation,
} from "~/features/creators/creator-requests";
import { type CreatorStats, formatRating, formatSuccessRate } from "~/features/creators/creator-stats";
import { EarningsSection } from "~/features/earnings/components/earnings-section";
import { PayoutSection } from "~/features/earnings/components/payout-section";
import { type CreatorEarnings, formatEarning } from "~/features/earnings/earnings";
import type { CreatorPayouts } from "~/features/earnings/payouts";
import { INTL_LOCALE, pathInLanguage } from "~/i18n/languages";
import { MapLink, RequestCard } from "./request-card";
import { DashboardWordsContext, useDashboardWords } from "./use-dashboard-words";

type Props = {
  creator: { name: string; city: string };
  stats: CreatorStats;
  earnings: CreatorEarnings;
  payouts: CreatorPayouts;
  taxDetailsComplete: boolean;
  tab: DashboardTab;
  requests: CreatorRequest[];
  mine: MyRecommendation[];
  /** The directory searched for one request's pick (?request=ID&q=…&pick=ID), if any. */
  directory: CreatorDirectorySearch | null;
  /** The last failed recommendation submit, shown on its own request's form. */
  failed?: { bookingId: number; result: SubmissionResult<string[]> };
};

export function DashboardView({
  creator,
  stats,
  earnings,
  payouts,
  taxDetailsComplete,
  tab,
  requests,
  mine,
  directory,
  failed,
}: Props) {
  const words = useDashboardWords();
  const { t, language } = words;
  const cards = [
    { label: t("dashboard.activeRequests"), value: String(stats.activeRequests) },
    { label: t("dashboard.totalRecommendations"), value: String(stats.totalRecommendations) },
    { label: t("dashboard.thisMonth"), value: formatEarning(earnings.monthCents, language) },
    { label: t("dashboard.successRate"), value: formatSuccessRate(stats.successRate) },
    {
      label: t("dashboard.rating", { count: stats.rating?.count ?? 0 }),
      value: formatRating(stats.rating?.average, INTL_LOCALE[language]),
    },
  ];

  return (
    // The cards and their parts read these words instead of asking i18next again (use-dashboard-words.ts).
    <DashboardWordsContext value={words}>
      <main className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl font-bold text-ink">{t("dashboard.title")}</h1>
            <p className="text-ink-soft">{t("dashboard.welcome", { name: creator.name, city: creator.city })}</p>
          </div>
          {/* Its own route (a full page load): it renders nothing, and comes back to the login form. */}
          <Form method="post" action={pathInLanguage("/dashboard/logout", language)} reloadDocument>
            <Button type="submit" variant="outline">
              {t("dashboard.logout")}
            </Button>
          </Form>
        </header>

        <section aria-label={t("dashboard.figures")}>
          <dl className="grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <div key={card.label} className="grid gap-1 rounded-2xl border border-line bg-surface p-5 shadow-sm">
                <dt className="text-sm font-medium text-ink-soft">{card.label}</dt>
                <dd className="text-3xl font-bold text-ink">{card.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <EarningsSection payableCents={earnings.payableCents} lines={earnings.lines} t={t} language={language} />

        <PayoutSection payouts={payouts} t={t} language={language}>
          <TaxDetailsLink complete={taxDetailsComplete} t={t} language={language} />
        </PayoutSection>

        <nav aria-label={t("dashboard.sections")} className="flex flex-wrap gap-2 border-b border-line">
          <TabLink to="?tab=requests" current={tab === "requests"}>
            {t("dashboard.requests")}
          </TabLink>
          <TabLink to="?tab=recommendations" current={tab === "recommendations"}>
            {t("dashboard.mine")}
          </TabLink>
        </nav>

        {tab === "requests" ? (
          <section aria-labelledby="requests-title" className="grid gap-4">
            <h2 id="requests-title" className="text-xl font-semibold text-ink">
              {t("dashboard.requests")}
            </h2>
            {requests.length === 0 ? (
              <Empty title={t("dashboard.noRequests")} text={t("dashboard.noRequestsText", { city: creator.city })} />
            ) : (
              requests.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  directory={directory?.requestId === request.id ? directory : null}
                  lastResult={failed?.bookingId === request.id ? failed.result : undefined}
                />
              ))
            )}
          </section>
        ) : (
          <section aria-labelledby="mine-title" className="grid gap-4">
            <h2 id="mine-title" className="text-xl font-semibold text-ink">
              {t("dashboard.mine")}
            </h2>
            {mine.length === 0 ? (
              <Empty title={t("dashboard.noPicks")} text={t("dashboard.noPicksText")} />
            ) : (
              <ul className="grid gap-3">
                {mine.map((pick) => (
                  <li key={pick.id} className="grid gap-1 rounded-2xl border border-line bg-surface p-4 shadow-sm">
                    <MapLink pick={pick} className="text-lg" />
                    <p className="text-ink">{t("dashboard.tryDish", { dish: pick.dishSuggestion })}</p>
                    <p className="text-sm text-ink-soft">
                      {t("dashboard.pickFor", {
                        name: pick.travellerName,
                        city: pick.cityName,
                        date: words.submitted(pick.submittedAt),
                      })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </main>
    </DashboardWordsContext>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-1 rounded-2xl border border-dashed border-line p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-soft">{text}</p>
    </div>
  );
}
