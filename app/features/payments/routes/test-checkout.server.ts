import { createHash, timingSafeEqual } from "node:crypto";
import { data, redirect, redirectDocument } from "react-router";
import { cityLabel } from "~/domain/cities";
import { usesLocalCheckout } from "~/env.server";
import { findBookingByReference } from "~/features/booking/bookings.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { successPath } from "~/features/payments/payments.server";
import { TEST_CHECKOUT_INTENTS } from "~/features/payments/test-checkout-intents";
import { madeInThisBrowser } from "~/http/booking-browser.server";
import { readForm } from "~/http/form-body.server";
import { defineIntents } from "~/http/intents.server";
import { translator } from "~/i18n/i18n.server";
import { formatCalendarDate, formatMoney, isLanguage, pathInLanguage } from "~/i18n/languages";
import type { Route } from "../../../routes/booking/+types/test-checkout";

/** The local test checkout's server side (the page is test-checkout.tsx): the booking to pay, and paying or leaving it. */

/**
 * The booking to pay, for a visitor who may pay it: the browser that made the booking (its
 * signed cookie), or one given the address with the booking's session id, which is answered
 * only to a client that proved the booking its own (decision 0045). Paying here costs nothing,
 * so a reference alone, printed on every email and PDF, must not be enough: anyone else gets
 * the 404 of an unknown booking, before the form is read.
 */
async function payableBooking(request: Request, reference: string) {
  if (!usesLocalCheckout()) throw data("Not found", { status: 404 });
  const booking = findBookingByReference(reference);
  if (!booking?.requiresPayment || !booking.stripeSessionId) throw data("Not found", { status: 404 });
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const holdsSession = sessionId !== null && sameSecret(sessionId, booking.stripeSessionId);
  if (!holdsSession && !(await madeInThisBrowser(request, booking.reference))) {
    throw data("Not found", { status: 404 });
  }
  return booking as typeof booking & { stripeSessionId: string };
}

/** Compared through their hashes, so the time taken says nothing about how much matched. */
const sameSecret = (given: string, stored: string) => {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
};

export async function testCheckoutLoader({ params, request }: Route.LoaderArgs) {
  const booking = await payableBooking(request, params.reference);
  // /success decides for itself what this visitor may see of a paid booking.
  if (booking.paymentStatus === "succeeded")
    throw redirect(successPath(booking.stripeSessionId, booking.language), 303);
  // The page speaks the booking's language (`language` in the data sets the page's words), with
  // its dates and amount written as that reader writes them, never as ISO dates.
  const language = isLanguage(booking.language) ? booking.language : "en";
  const t = await translator(language, "booking");
  return data(
    {
      language,
      city: cityLabel(booking.cityName, language),
      reservations: booking.reservations,
      checkIn: formatCalendarDate(booking.checkIn, language),
      checkOut: formatCalendarDate(booking.checkOut, language),
      email: (await madeInThisBrowser(request, booking.reference)) ? booking.email : null,
      total: formatMoney(booking.totalCents, language),
      meta: { title: t("testCheckout.title"), description: t("testCheckout.description") },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Booking = Awaited<ReturnType<typeof payableBooking>>;

/** The page's two buttons, one handler per intent (TEST_CHECKOUT_INTENTS). */
const checkoutIntents = defineIntents<{ booking: Booking }>()(
  TEST_CHECKOUT_INTENTS,
  {
    // Leaving goes back to the booking form, in the booking's language.
    cancel: {
      handle: ({ booking }) =>
        redirect(pathInLanguage("/clients", isLanguage(booking.language) ? booking.language : "en"), 303),
    },
    pay: {
      handle: ({ booking }) => {
        const success = successPath(payLocalCheckout(booking), booking.language);
        // Back from Stripe is a new page; back from here in another language than this English page's
        // must be one too, so the browser's scripts hold that language's words.
        return booking.language === "en" ? redirect(success, 303) : redirectDocument(success, 303);
      },
    },
  },
  {
    unknown: () => {
      throw data("Unknown action", { status: 400 });
    },
  },
);

export async function testCheckoutAction({ request, params }: Route.ActionArgs) {
  const booking = await payableBooking(request, params.reference);
  // Read with the forms' size cap: reading the whole form unchecked would buffer a body of any size.
  return checkoutIntents(await readForm(request), { booking });
}
