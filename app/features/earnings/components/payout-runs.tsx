import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { Button } from "~/components/ui/button";
import { EARNINGS_INTENTS } from "~/features/earnings/earnings-intents";
import { moneyIn } from "~/features/earnings/earnings-text";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** One run as the owners' page gets it: who started it, when, and what it did for each creator. */
type RunView = {
  id: number;
  period: string;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  state: string;
  lines: {
    id: number;
    creator: string;
    outcome: string;
    amountCents: number;
    reason: string | null;
    transferId: string | null;
  }[];
};

/** The outcomes and carried-over reasons the catalogue words (`payouts.outcomes`, `payouts.reasons`). */
const OUTCOMES = new Set(["paid", "failed", "carried_over"]);
const REASONS = new Set(["no_account", "payouts_disabled", "tax_details_missing", "agreement_missing"]);

/** The name the monthly job's runs are stored under (payout-schedule.server.ts), worded by the catalogue. */
const MONTHLY = "Monthly run";

const at = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** The owners' payout part of /admin/earnings: run now, the monthly day, and each run with its transfers and failures. */
export function PayoutRuns({ runs, payoutDay, error }: { runs: RunView[]; payoutDay: number; error: string | null }) {
  const { t, i18n } = useTranslation("money");
  const money = moneyIn(languageOf(i18n));
  const when = (iso: string | null) => (iso ? at(iso) : t("payouts.underWay"));
  const outcome = (code: string) =>
    OUTCOMES.has(code) ? t(`payouts.outcomes.${code as "paid" | "failed" | "carried_over"}`) : code;
  const reason = (code: string | null) =>
    code && REASONS.has(code)
      ? t(`payouts.reasons.${code as "no_account" | "payouts_disabled" | "tax_details_missing" | "agreement_missing"}`)
      : code;
  return (
    <section aria-labelledby="payouts-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
      <h2 id="payouts-title" className="font-display text-2xl font-bold text-ink">
        {t("payouts.title")}
      </h2>
      <p className="text-ink-soft">{t("payouts.intro", { day: payoutDay })}</p>
      {error && (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-6">
        <Form method="post">
          <Button type="submit" name="intent" value={EARNINGS_INTENTS.run}>
            {t("payouts.runNow")}
          </Button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink">
            {t("payouts.day")}
            <input
              name="day"
              type="number"
              min={1}
              max={28}
              required
              defaultValue={payoutDay}
              className="w-24 rounded-lg border border-line bg-surface px-3 py-2 text-base"
            />
          </label>
          <Button type="submit" variant="outline" name="intent" value={EARNINGS_INTENTS.day}>
            {t("payouts.saveDay")}
          </Button>
        </Form>
      </div>
      {runs.length === 0 ? (
        <p className="text-ink-soft">{t("payouts.none")}</p>
      ) : (
        runs.map((run) => (
          <div key={run.id} className="grid gap-2">
            <h3 className="text-lg font-semibold text-ink">
              {t("payouts.run", {
                id: run.id,
                period: run.period,
                startedBy: run.startedBy === MONTHLY ? t("payouts.monthly") : run.startedBy,
                started: when(run.startedAt),
                finished: run.state === "abandoned" ? t("payouts.abandoned") : when(run.finishedAt),
              })}
            </h3>
            <DataTable
              caption={t("payouts.runCaption", { id: run.id })}
              keyboardScroll
              headers={(["creator", "outcome", "amount", "transfer"] as const).map((key) =>
                t(`payouts.headers.${key}`),
              )}
              empty={t("payouts.nobody")}
            >
              {run.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={`${cellClasses} font-semibold`}>
                    {line.creator}
                  </th>
                  <td className={cellClasses}>{outcome(line.outcome)}</td>
                  <td className={cellClasses}>{money(line.amountCents)}</td>
                  <td className={`${cellClasses} break-all`}>
                    {line.outcome === "paid" ? line.transferId : reason(line.reason)}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        ))
      )}
    </section>
  );
}
