import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";

export type WithdrawalView = {
  /** The refund a withdrawal gives now, worded ("€57"), and whether it is the whole fee. */
  refund: string;
  full: boolean;
  /** The period's last moment, worded in Madrid time ("until 23:59 on Sunday 13 December, Madrid time"). */
  endsAt: string;
};

/**
 * The withdrawal function the law asks for (Directive 2011/83/EU art. 11a): a clearly labelled
 * link while the 14 days run, then a confirmation step stating the refund, whose POST withdraws.
 * Both steps work without JavaScript (`?withdraw=confirm`, then a plain form post).
 */
export function WithdrawTrip({
  confirming,
  withdrawal,
  refused,
}: {
  confirming: boolean;
  withdrawal: WithdrawalView;
  refused?: string | null;
}) {
  const { t } = useTranslation("trip");
  const sending = useNavigation().state === "submitting";
  const refundLine = withdrawal.full
    ? t("withdraw.refundFull", { refund: withdrawal.refund })
    : t("withdraw.refundPart", { refund: withdrawal.refund });
  return (
    <section
      aria-labelledby="withdraw-title"
      // Long labels (French, Spanish) wrap on a small phone instead of widening the page (320 px).
      className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6 [&_a]:h-auto [&_a]:min-h-11 [&_a]:whitespace-normal [&_button]:h-auto [&_button]:min-h-11 [&_button]:whitespace-normal"
      data-testid="withdrawal"
    >
      <h2 id="withdraw-title" className="font-display text-2xl font-bold">
        {confirming ? t("withdraw.confirmTitle") : t("withdraw.title")}
      </h2>
      {refused && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {refused}
        </p>
      )}
      <p>{t("withdraw.period", { until: withdrawal.endsAt })}</p>
      {confirming ? (
        <>
          <p className="font-semibold">{refundLine}</p>
          <p>{t("withdraw.acknowledgement")}</p>
          <Form method="post" replace className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value={TRIP_INTENTS.withdraw} />
            <Button type="submit" variant="destructive" disabled={sending}>
              {sending ? t("withdraw.withdrawing") : t("withdraw.yes")}
            </Button>
            <Link to="." replace className={buttonClasses({ variant: "outline" })}>
              {t("withdraw.keep")}
            </Link>
          </Form>
        </>
      ) : (
        <p>
          <Link to="?withdraw=confirm" className={buttonClasses({ variant: "outline" })}>
            {t("withdraw.open")}
          </Link>
        </p>
      )}
    </section>
  );
}
