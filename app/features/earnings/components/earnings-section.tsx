import type { TFunction } from "i18next";
import { cityLabel } from "~/domain/cities";
import { type EarningKind, type EarningLine, formatEarning } from "~/features/earnings/earnings";
import { formatCalendarDate, type Language } from "~/i18n/languages";
import { cn } from "~/utils/cn";

const STATE_CLASSES: Record<EarningKind, string> = {
  earned: "bg-muted text-ink",
  payable: "bg-success-soft text-success",
  reversed: "bg-danger-soft text-danger",
  paid_out: "bg-success-soft text-success",
  payout_reversed: "bg-danger-soft text-danger",
};

/**
 * The creator's earnings on their dashboard: the payable balance, then each booked meal's
 * earning, newest first. A list rather than a table, so it reads on a narrow phone without
 * scrolling sideways. The words come from the dashboard's own, given by the page.
 */
export function EarningsSection({
  payableCents,
  lines,
  t,
  language,
}: {
  payableCents: number;
  lines: EarningLine[];
  t: TFunction<"dashboard">;
  language: Language;
}) {
  return (
    <section aria-labelledby="earnings-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id="earnings-title" className="text-xl font-semibold text-ink">
            {t("earnings.title")}
          </h2>
          <p className="text-sm text-ink-soft">{t("earnings.intro")}</p>
        </div>
        <dl className="grid gap-0.5 rounded-2xl border border-line bg-surface px-4 py-2 shadow-sm">
          <dt className="text-sm font-medium text-ink-soft">{t("earnings.payable")}</dt>
          <dd className="text-xl font-bold text-ink">{formatEarning(payableCents, language)}</dd>
        </dl>
      </div>
      {lines.length === 0 ? (
        <div className="grid gap-1 rounded-2xl border border-dashed border-line p-6 text-center">
          <p className="font-semibold text-ink">{t("earnings.empty")}</p>
          <p className="text-sm text-ink-soft">{t("earnings.emptyText")}</p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {lines.map((line) => (
            <li
              key={line.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold break-words text-ink">
                  {line.travellerFirstName} · {cityLabel(line.cityName, language)}
                </p>
                <p className="break-words text-ink">
                  {t("earnings.meal", { position: line.mealPosition, restaurant: line.restaurantName })}
                </p>
                <p className="text-sm text-ink-soft">
                  {t("earnings.on", { date: formatCalendarDate(line.earnedAt.slice(0, 10), language) })}
                </p>
              </div>
              <div className="grid justify-items-end gap-1">
                <p
                  className={cn(
                    "text-lg font-bold text-ink",
                    (line.state === "reversed" || line.state === "payout_reversed") && "line-through",
                  )}
                >
                  {formatEarning(line.amountCents, language)}
                </p>
                <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", STATE_CLASSES[line.state])}>
                  {t(`earnings.state.${line.state}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
