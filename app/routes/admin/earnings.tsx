import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { PayoutReversals } from "~/features/earnings/components/payout-reversals";
import { PayoutRuns } from "~/features/earnings/components/payout-runs";
import { RateForm } from "~/features/earnings/components/rate-form";
import { EARNINGS_INTENTS } from "~/features/earnings/earnings-intents";
import { moneyIn } from "~/features/earnings/earnings-text";
import { earningsAction, earningsLoader } from "~/features/earnings/routes/admin-earnings.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/earnings";

/** The owners' page for what creators earn per meal booked from their picks: the rates' history and a new rate. */

export const handle = {
  admin: {
    title: "Creator earnings",
    lockedTitle: "Creator earnings",
    description: "What a creator earns for each meal booked from their picks, since when, and their payouts.",
    gate: "Enter the admin token to open creators' earnings.",
  },
};

export const loader = (args: Route.LoaderArgs) => earningsLoader(args);

export const action = (args: Route.ActionArgs) => earningsAction(args);

export default function EarningsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("money");
  if (!loaderData.unlocked) return null;
  const money = moneyIn(languageOf(i18n));
  const { rates, defaultCents, today, payoutDay, runs, reversals } = loaderData;
  const failed = actionData && "intent" in actionData && actionData.intent === EARNINGS_INTENTS.rate;
  const payoutError = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("earnings.title")}</h1>
        <p className="text-ink-soft">{t("earnings.intro", { amount: money(defaultCents) })}</p>
        <p>
          <Link to="/admin/tax-details" className="font-medium text-brand-strong underline underline-offset-4">
            {t("earnings.taxDetails")}
          </Link>{" "}
          <span className="text-ink-soft">{t("earnings.taxDetailsNote")}</span>
        </p>
      </div>
      <section aria-labelledby="rate-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="rate-title" className="font-display text-2xl font-bold text-ink">
          {t("earnings.addRate")}
        </h2>
        <RateForm lastResult={failed && "result" in actionData ? actionData.result : null} today={today} />
      </section>
      <PayoutRuns runs={runs} payoutDay={payoutDay} error={payoutError} />
      <PayoutReversals reversals={reversals} />
      <section aria-labelledby="history-title" className="grid gap-3">
        <h2 id="history-title" className="font-display text-xl font-bold text-ink">
          {t("earnings.history")}
        </h2>
        <DataTable
          caption={t("earnings.historyCaption")}
          keyboardScroll
          headers={(["appliesFrom", "city", "meal", "setBy", "added"] as const).map((key) =>
            t(`earnings.historyHeaders.${key}`),
          )}
          empty={t("earnings.noRate", { amount: money(defaultCents) })}
        >
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
                {rate.appliesFrom}
              </th>
              <td className={cellClasses}>{rate.cityName ?? t("earnings.everyCity")}</td>
              <td className={cellClasses}>{money(rate.amountCents)}</td>
              <td className={cellClasses}>{rate.setBy}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{rate.createdAt.slice(0, 16).replace("T", " ")}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </main>
  );
}
