import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { VerifyingPayment } from "~/features/payments/components/verifying-payment";
import { testCheckoutAction, testCheckoutLoader } from "~/features/payments/routes/test-checkout.server";
import { TEST_CHECKOUT_INTENTS } from "~/features/payments/test-checkout-intents";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/test-checkout";

/**
 * The local TEST checkout: stands in for Stripe's hosted page when no Stripe key is set
 * (never in production). Paying goes through the same fulfilment as a real payment, so a
 * session opened before its booking was cancelled can still be paid here, as on Stripe, and
 * is refunded. It opens only for the browser that made the booking, or with the booking's
 * session id in its address, as answered to the client that made it (decision 0045); the
 * traveller's email is shown only to that browser (decision 0026).
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => testCheckoutLoader(args);

export const action = (args: Route.ActionArgs) => testCheckoutAction(args);

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  // The booking's language: the root rendered this page with that catalogue (`language` in the data).
  const { t } = useTranslation("booking");
  const navigation = useNavigation();
  if (navigation.location?.pathname === "/success") {
    return (
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 py-16">
        <VerifyingPayment />
      </main>
    );
  }
  const paying = navigation.formData?.get("intent") === TEST_CHECKOUT_INTENTS.pay;
  const busy = navigation.state !== "idle";
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-12">
      <div className="grid gap-6 rounded-2xl border-2 border-dashed border-warning bg-surface p-6 sm:p-8">
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm font-bold tracking-wide text-warning uppercase">
          {t("testCheckout.banner")}
        </p>
        <h1 className="text-3xl font-bold">{t("testCheckout.heading")}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-ink-soft">{t("testCheckout.destination")}</dt>
          <dd>{loaderData.city}</dd>
          <dt className="text-ink-soft">{t("testCheckout.dates")}</dt>
          <dd>{t("testCheckout.datesValue", { checkIn: loaderData.checkIn, checkOut: loaderData.checkOut })}</dd>
          <dt className="text-ink-soft">{t("testCheckout.reservations")}</dt>
          <dd>{loaderData.reservations}</dd>
          {loaderData.email && (
            <>
              <dt className="text-ink-soft">{t("testCheckout.email")}</dt>
              <dd className="break-all">{loaderData.email}</dd>
            </>
          )}
          <dt className="text-ink-soft">{t("testCheckout.amount")}</dt>
          <dd className="text-2xl font-bold" data-testid="checkout-amount">
            {loaderData.total}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <Button type="submit" name="intent" value={TEST_CHECKOUT_INTENTS.pay} size="lg" disabled={busy}>
              {paying ? t("testCheckout.paying") : t("testCheckout.pay", { total: loaderData.total })}
            </Button>
          </Form>
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value={TEST_CHECKOUT_INTENTS.cancel}
              size="lg"
              variant="outline"
              disabled={busy}
            >
              {t("testCheckout.cancel")}
            </Button>
          </Form>
        </div>
      </div>
    </main>
  );
}
