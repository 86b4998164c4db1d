import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";
import type { CancelOrWithdrawOffer } from "~/features/withdrawal/withdrawal";
import { useTranslation } from "~/i18n/use-translation";

const SECTION_ID = "cancel-or-withdraw";
const CONFIRM_ID = "cancel-or-withdraw-confirm";

/**
 * The trip page's one way out (docs/decisions/0059): one sentence saying what the traveller gets
 * back today and why, and one button. While the withdrawal right lasts it is the function the
 * law asks for (Directive 2011/83/EU art. 11a), labelled "Withdraw from contract here"; after, the
 * policy's "Cancel my trip" while it refunds in full. The button opens a confirmation step
 * (`?withdraw=confirm` or `?cancel=confirm`) whose POST form does it. The link carries the
 * confirmation heading's fragment: without JavaScript the reloaded page scrolls to it and the
 * browser focuses it (it takes focus, tabindex -1); with JavaScript the effect below focuses it.
 */
export function CancelOrWithdraw({
  offer,
  confirming,
  refused,
}: {
  offer: CancelOrWithdrawOffer;
  confirming: boolean;
  refused?: string | null;
}) {
  const { t } = useTranslation("trip");
  return (
    <section
      id={SECTION_ID}
      aria-labelledby={`${SECTION_ID}-title`}
      // Long labels (French, Spanish) wrap on a small phone instead of widening the page (320 px).
      className="grid min-w-0 scroll-mt-4 grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6 [&_a]:h-auto [&_a]:min-h-11 [&_a]:whitespace-normal [&_button]:h-auto [&_button]:min-h-11 [&_button]:whitespace-normal"
      data-testid="cancel-or-withdraw"
    >
      <h2 id={`${SECTION_ID}-title`} className="font-display text-2xl font-bold">
        {t("leave.title")}
      </h2>
      {refused && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {refused}
        </p>
      )}
      {confirming ? (
        <Confirmation offer={offer} />
      ) : (
        <>
          <p>{todayLine(t, offer)}</p>
          <p>
            <Link
              to={`?${offer.kind}=confirm#${CONFIRM_ID}`}
              className={buttonClasses({ variant: "outline", className: "justify-self-start" })}
            >
              {offer.kind === "withdraw" ? t("withdraw.open") : t("cancel.open")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** The sentence of the first step: what comes back today, and the rule that says so. */
function todayLine(t: TFunction<"trip">, offer: CancelOrWithdrawOffer): string {
  if (offer.kind === "withdraw") {
    const words = { refund: offer.refund, until: offer.endsAt };
    return offer.full ? t("leave.withdrawFull", words) : t("leave.withdrawPart", words);
  }
  return offer.refund ? t("leave.cancelFull", { refund: offer.refund }) : t("cancel.nothing");
}

/** The second step, where the traveller's eyes are: its heading takes focus, then one form does it. */
function Confirmation({ offer }: { offer: CancelOrWithdrawOffer }) {
  const { t } = useTranslation("trip");
  const sending = useNavigation().state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  // With JavaScript the link does not reload the page, so the browser's own focus on the fragment does not happen.
  useEffect(() => heading.current?.focus(), []);
  const withdraw = offer.kind === "withdraw";
  const refundLine = withdraw
    ? t(offer.full ? "withdraw.refundFull" : "withdraw.refundPart", { refund: offer.refund })
    : offer.refund
      ? t("cancel.refund", { refund: offer.refund })
      : t("cancel.nothing");
  return (
    <div className="grid gap-3">
      <h3
        id={CONFIRM_ID}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 font-display text-xl font-bold focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {withdraw ? t("withdraw.confirmTitle") : t("cancel.confirmTitle")}
      </h3>
      <p className="font-semibold">{refundLine}</p>
      {withdraw && <p>{t("withdraw.acknowledgement")}</p>}
      <Form method="post" replace className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={withdraw ? TRIP_INTENTS.withdraw : TRIP_INTENTS.cancel} />
        <Button type="submit" variant="destructive" disabled={sending}>
          {withdraw
            ? sending
              ? t("withdraw.withdrawing")
              : t("withdraw.yes")
            : sending
              ? t("cancel.cancelling")
              : t("cancel.yes")}
        </Button>
        <Link to={{ pathname, hash: `#${SECTION_ID}` }} replace className={buttonClasses({ variant: "outline" })}>
          {withdraw ? t("withdraw.keep") : t("cancel.keep")}
        </Link>
      </Form>
    </div>
  );
}
