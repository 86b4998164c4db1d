import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";

/**
 * The traveller's own cancellation, offered only while the policy refunds the whole fee. Two
 * steps that work without JavaScript: a link opens the confirmation (`?cancel=confirm`), whose
 * POST form cancels; with JavaScript the same form submits without a full reload.
 */
export function CancelTrip({ confirming, refund }: { confirming: boolean; refund: string | null }) {
  const sending = useNavigation().state === "submitting";
  const refundLine = refund
    ? `Your ${refund} service fee is refunded in full to the card you paid with.`
    : "Nothing was paid, so there is nothing to refund.";
  return (
    <section aria-labelledby="cancel-title" className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 id="cancel-title" className="font-display text-2xl font-bold">
        {confirming ? "Cancel this trip?" : "Need to cancel?"}
      </h2>
      <p>{refundLine}</p>
      {confirming ? (
        <Form method="post" replace className="flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="destructive" disabled={sending}>
            {sending ? "Cancelling…" : "Yes, cancel my trip"}
          </Button>
          <Link to="." replace className={buttonClasses({ variant: "outline" })}>
            Keep my trip
          </Link>
        </Form>
      ) : (
        <p>
          <Link to="?cancel=confirm" className={buttonClasses({ variant: "outline" })}>
            Cancel my trip
          </Link>
        </p>
      )}
    </section>
  );
}
