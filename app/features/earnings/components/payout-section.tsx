import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatEarning } from "~/features/earnings/earnings";
import { PAYOUT_INTENTS } from "~/features/earnings/payout-intents";
import type { CreatorPayouts, PayoutStatus } from "~/features/earnings/payouts";
import { AgreementPanel } from "~/features/self-billing/components/agreement-panel";
import { formatCalendarDate, INTL_LOCALE, type Language, pathInLanguage } from "~/i18n/languages";
import { cn } from "~/utils/cn";

const STATUS_CLASSES: Record<PayoutStatus, string> = {
  pending: "bg-muted text-ink",
  paid: "bg-success-soft text-success",
  failed: "bg-danger-soft text-danger",
};

/** "November 2026", in the creator's language. */
const monthName = (period: string, language: Language) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

/**
 * The creator's payouts on their dashboard: their payout account (or the button to connect
 * one), why their balance waits if it does, the next payout's date, and each payout. The
 * connect form is a full page load: it ends on Stripe's own pages.
 */
export function PayoutSection({
  payouts,
  t,
  language,
  children,
}: {
  payouts: CreatorPayouts;
  t: TFunction<"dashboard">;
  language: Language;
  /** What else a payout waits for (the tax details' line), shown under the account. */
  children?: ReactNode;
}) {
  const { account, carriedOver, nextPayoutDate, lines } = payouts;
  return (
    <section aria-labelledby="payouts-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="payouts-title" className="text-xl font-semibold text-ink">
          {t("payouts.title")}
        </h2>
        <p className="text-sm text-ink-soft">{t("payouts.intro")}</p>
        <p className="font-medium text-ink">
          {t("payouts.next", { date: formatCalendarDate(nextPayoutDate, language) })}
        </p>
      </div>
      {carriedOver && (
        <p role="status" className="rounded-2xl border border-warning bg-warning-soft p-4 text-ink">
          {t(`payouts.carried.${carriedOver}`)}
        </p>
      )}
      <div className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
        {account.connected && (
          <p className="break-words text-ink">
            {account.payoutsEnabled ? t("payouts.enabled") : t("payouts.disabled")}
            {account.test && (
              <span className="ml-2 rounded-full bg-warning-soft px-2 py-0.5 text-sm font-semibold text-ink">
                {t("payouts.testAccount")}
              </span>
            )}
          </p>
        )}
        {!account.connected && <p className="text-ink-soft">{t("payouts.connectText")}</p>}
        {!account.payoutsEnabled && (
          <Form method="post" action={pathInLanguage("/dashboard/payouts", language)} reloadDocument>
            <Button
              type="submit"
              name="intent"
              value={PAYOUT_INTENTS.connect}
              // Its label runs long in Spanish: it wraps on a phone instead of widening the page (the
              // marks win over the button's own nowrap and height, which cn does not merge away).
              className="h-auto! min-h-11 max-w-full py-2 text-center whitespace-normal!"
            >
              {account.connected ? t("payouts.resume") : t("payouts.connect")}
            </Button>
          </Form>
        )}
        {children}
      </div>
      <AgreementPanel agreement={payouts.agreement} t={t} language={language} />
      {lines.length === 0 ? (
        <p className="text-sm text-ink-soft">{t("payouts.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {lines.map((line) => (
            <li
              key={line.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold text-ink">
                  {t("payouts.period", { month: monthName(line.period, language) })}
                </p>
                <p className="text-sm text-ink-soft">{formatCalendarDate(line.at.slice(0, 10), language)}</p>
                {line.invoice && (
                  // A file, not a page: a plain link the browser downloads itself.
                  <a
                    href={`/dashboard/invoices/${line.invoice}.pdf`}
                    className="text-sm font-medium break-all text-ink underline"
                  >
                    {t("payouts.invoice", { number: line.invoice })}
                  </a>
                )}
                {line.corrections.map((number) => (
                  <a
                    key={number}
                    href={`/dashboard/invoices/${number}.pdf`}
                    className="text-sm font-medium break-all text-ink underline"
                  >
                    {t("payouts.correction", { number })}
                  </a>
                ))}
              </div>
              <div className="grid justify-items-end gap-1">
                <p className="text-lg font-bold text-ink">{formatEarning(line.amountCents, language)}</p>
                <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", STATUS_CLASSES[line.status])}>
                  {t(`payouts.status.${line.status}`)}
                </span>
                {line.reversedCents > 0 && (
                  <span className="rounded-full bg-danger-soft px-3 py-1 text-right text-sm font-semibold text-danger">
                    {line.reversedCents >= line.amountCents
                      ? t("payouts.reversed", { amount: formatEarning(line.reversedCents, language) })
                      : t("payouts.partlyReversed", {
                          amount: formatEarning(line.reversedCents, language),
                          total: formatEarning(line.amountCents, language),
                        })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
