import { data, Form, redirect, redirectDocument, useNavigation } from "react-router";
import { VerifyingPayment } from "~/components/booking/verifying-payment";
import { Button } from "~/components/ui/button";
import { formatEuros } from "~/domain/pricing";
import { usesLocalCheckout } from "~/env.server";
import { madeInThisBrowser } from "~/http/booking-browser.server";
import { readForm } from "~/http/form-body.server";
import { findBookingByReference } from "~/services/bookings/bookings.server";
import { payLocalCheckout } from "~/services/payments/fulfilment.server";
import { successPath } from "~/services/payments/payments.server";
import type { Route } from "./+types/test-checkout";

/**
 * The local TEST checkout: stands in for Stripe's hosted page when no Stripe key is set
 * (never in production). Paying goes through the same fulfilment as a real payment, so a
 * session opened before its booking was cancelled can still be paid here, as on Stripe, and
 * is refunded. Its address holds only the booking's reference, which is no secret: the
 * traveller's email is shown only to the browser that made the booking (decision 0026).
 */
export const meta: Route.MetaFunction = () => [
  { title: "TEST checkout · Sobremesa" },
  { name: "description", content: "A local TEST checkout standing in for Stripe: no real payment is taken." },
  { name: "robots", content: "noindex" },
];

function payableBooking(reference: string) {
  if (!usesLocalCheckout()) throw data("Not found", { status: 404 });
  const booking = findBookingByReference(reference);
  if (!booking?.requiresPayment || !booking.stripeSessionId) throw data("Not found", { status: 404 });
  return booking as typeof booking & { stripeSessionId: string };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const booking = payableBooking(params.reference);
  // /success decides for itself what this visitor may see of a paid booking.
  if (booking.paymentStatus === "succeeded")
    throw redirect(successPath(booking.stripeSessionId, booking.language), 303);
  return data(
    {
      city: booking.cityName,
      reservations: booking.reservations,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      email: (await madeInThisBrowser(request, booking.reference)) ? booking.email : null,
      total: formatEuros(booking.totalCents),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const booking = payableBooking(params.reference);
  // Read with the forms' size cap: reading the whole form unchecked would buffer a body of any size.
  const intent = (await readForm(request)).get("intent");
  if (intent === "cancel") return redirect("/clients", 303);
  if (intent !== "pay") throw data("Unknown action", { status: 400 });
  const success = successPath(payLocalCheckout(booking), booking.language);
  // Back from Stripe is a new page; back from here in another language than this English page's
  // must be one too, so the browser's scripts hold that language's words.
  return booking.language === "en" ? redirect(success, 303) : redirectDocument(success, 303);
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (navigation.location?.pathname === "/success") {
    return (
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 py-16">
        <VerifyingPayment />
      </main>
    );
  }
  const paying = navigation.formData?.get("intent") === "pay";
  const busy = navigation.state !== "idle";
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-12">
      <div className="grid gap-6 rounded-2xl border-2 border-dashed border-warning bg-surface p-6 sm:p-8">
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm font-bold tracking-wide text-warning uppercase">
          TEST checkout: no real payment is taken
        </p>
        <h1 className="text-3xl font-bold">TEST checkout</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-ink-soft">Destination</dt>
          <dd>{loaderData.city}</dd>
          <dt className="text-ink-soft">Dates</dt>
          <dd>
            {loaderData.checkIn} to {loaderData.checkOut}
          </dd>
          <dt className="text-ink-soft">Reservations</dt>
          <dd>{loaderData.reservations}</dd>
          {loaderData.email && (
            <>
              <dt className="text-ink-soft">Email</dt>
              <dd className="break-all">{loaderData.email}</dd>
            </>
          )}
          <dt className="text-ink-soft">Amount</dt>
          <dd className="text-2xl font-bold" data-testid="checkout-amount">
            {loaderData.total}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <Button type="submit" name="intent" value="pay" size="lg" disabled={busy}>
              {paying ? "Processing..." : `Pay ${loaderData.total} (TEST)`}
            </Button>
          </Form>
          <Form method="post">
            <Button type="submit" name="intent" value="cancel" size="lg" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Form>
        </div>
      </div>
    </main>
  );
}
