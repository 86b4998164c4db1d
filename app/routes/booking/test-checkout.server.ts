import { data, redirect, redirectDocument } from "react-router";
import { formatEuros } from "~/domain/pricing";
import { usesLocalCheckout } from "~/env.server";
import { madeInThisBrowser } from "~/http/booking-browser.server";
import { readForm } from "~/http/form-body.server";
import { findBookingByReference } from "~/services/bookings/bookings.server";
import { payLocalCheckout } from "~/services/payments/fulfilment.server";
import { successPath } from "~/services/payments/payments.server";
import type { Route } from "./+types/test-checkout";

/** The local test checkout's server side (the page is test-checkout.tsx): the booking to pay, and paying or leaving it. */

function payableBooking(reference: string) {
  if (!usesLocalCheckout()) throw data("Not found", { status: 404 });
  const booking = findBookingByReference(reference);
  if (!booking?.requiresPayment || !booking.stripeSessionId) throw data("Not found", { status: 404 });
  return booking as typeof booking & { stripeSessionId: string };
}

export async function testCheckoutLoader({ params, request }: Route.LoaderArgs) {
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

export async function testCheckoutAction({ request, params }: Route.ActionArgs) {
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
