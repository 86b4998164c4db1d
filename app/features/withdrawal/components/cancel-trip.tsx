import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";

/**
 * The traveller's own cancellation, offered only while the policy refunds the whole fee. Two
 * steps that work without JavaScript: a link opens the confirmation (`?cancel=confirm`), whose
 * POST form cancels; with JavaScript the same form submits without a full reload.
 */
export function CancelTrip({ confirming, refund }: { confirming: boolean; refund: string | null }) {
  const { t } = useTranslation("trip");
  const sending = useNavigation().state === "submitting";
  const refundLine = refund ? t("cancel.refund", { refund }) : t("cancel.nothing");
  return (
    <section aria-labelledby="cancel-title" className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 id="cancel-title" className="font-display text-2xl font-bold">
        {confirming ? t("cancel.confirmTitle") : t("cancel.title")}
      </h2>
      <p>{refundLine}</p>
      {confirming ? (
        <Form method="post" replace className="flex flex-wrap gap-3">
          <input type="hidden" name="intent" value={TRIP_INTENTS.cancel} />
          <Button type="submit" variant="destructive" disabled={sending}>
            {sending ? t("cancel.cancelling") : t("cancel.yes")}
          </Button>
          <Link to="." replace className={buttonClasses({ variant: "outline" })}>
            {t("cancel.keep")}
          </Link>
        </Form>
      ) : (
        <p>
          <Link to="?cancel=confirm" className={buttonClasses({ variant: "outline" })}>
            {t("cancel.open")}
          </Link>
        </p>
      )}
    </section>
  );
}
