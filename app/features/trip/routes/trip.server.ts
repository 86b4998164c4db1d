import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { data, redirect } from "react-router";
import type { Booking } from "~/db/schema";
import { INITIAL_STATUS, PREFERENCES_OPEN } from "~/domain/booking-lifecycle";
import { DomainError } from "~/domain/errors";
import { toastMessage } from "~/domain/toast";
import { TransitionRefusedError, UnknownBookingError } from "~/features/booking/lifecycle.server";
import { startCheckout } from "~/features/booking/submit-booking.server";
import { conversationAction, tripConversation } from "~/features/conversation/routes/trip-conversation.server";
import { requestFullInvoice, tripInvoices } from "~/features/invoices/routes/trip-invoices.server";
import { sellerName } from "~/features/payments/seller.server";
import { savePreferences } from "~/features/preferences/preferences.server";
import { preferencesFormFields, preferencesSchema } from "~/features/preferences/preferences-schema";
import { preferencesMessages } from "~/features/preferences/preferences-text";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";
import { bookingForToken, tripForToken } from "~/features/trip/trip-record.server";
import { cancelBooking, WithdrawalRefusedError } from "~/features/withdrawal/cancel-booking.server";
import { recordStartConsent } from "~/features/withdrawal/start-consent.server";
import { rememberBooking } from "~/http/booking-browser.server";
import { readForm } from "~/http/form-body.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { formatMoney, type Language } from "~/i18n/languages";
import { privateAnswer } from "~/utils/answer-headers";
import type { Route } from "../../../routes/trip/+types/trip";
import { tripView } from "./trip-view.server";

/**
 * The private trip page's server side (the page is trip.tsx, its view trip-view.server.ts): what
 * it loads and what its forms do, one handler per intent (TRIP_INTENTS): save the answers, write
 * to the concierge, pay a confirmed request, cancel, withdraw, ask for a full invoice.
 * A malformed, unknown or expired token answers the same 404, never a hint whether a booking exists.
 */

const NOT_FOUND = { trip: null } as const;

/** The page speaks the booking's language (`language` in its data sets <html lang> and the words). */
export async function tripLoader({ params, request }: Route.LoaderArgs) {
  const trip = tripForToken(params.token);
  if (!trip) return data(NOT_FOUND, { status: 404 });
  await loadAllLanguages();
  const view = tripView(trip);
  const query = new URL(request.url).searchParams;
  // Either query confirms the one way out offered now: a link kept from before the right ended still works.
  const confirmingLeave = query.get("withdraw") === "confirm" || query.get("cancel") === "confirm";
  return {
    trip: view,
    language: view.language,
    title: fixedT(view.language, "trip")("meta.title", { city: view.city }),
    description: fixedT(view.language, "trip")("meta.description", { city: view.city }),
    confirmingLeave,
    seller: sellerName(),
    base: `/trip/${params.token}`,
    invoices: tripInvoices(trip.booking.id, view.language, `/trip/${params.token}`, fixedT(view.language, "trip")),
    conversation: tripConversation(trip),
  };
}

type Words = TFunction<"trip">;

function refusal(t: Words, message: string) {
  const toast = toastMessage({ title: t("preferences.notSaved"), description: message, variant: "destructive" });
  return data({ lastResult: null, refused: message, toast }, { status: 409 });
}

/** Its redirects (after a save, a cancellation, to Stripe) are private too: they carry no route `headers`. */
export async function tripAction(args: Route.ActionArgs) {
  const answer = await answerAction(args);
  return answer instanceof Response ? privateAnswer(answer) : answer;
}

async function answerAction({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // A form needs the booking alone (each service reads again what it guards in its transaction);
  // the page's other parts are read by the loader that follows the redirect.
  const booking = bookingForToken(params.token);
  if (!booking) return data({ lastResult: null, refused: null, toast: null }, { status: 404 });
  await loadAllLanguages();
  const t = fixedT(booking.language, "trip");
  return tripIntents(form, { t, booking, token: params.token, clientAddress: context.clientAddress });
}

/** What each of the page's handlers is given besides the form: the booking its link opens, in its language. */
type TripContext = { t: Words; booking: Booking; token: string; clientAddress: string };

const tripIntents = defineIntents<TripContext>()(
  TRIP_INTENTS,
  {
    preferences: { handle: savePreferencesForm },
    message: {
      handle: ({ t, booking, form, token, clientAddress }) =>
        conversationAction(t, booking, form, token, clientAddress),
    },
    pay: { handle: payForm },
    cancel: { handle: ({ t, booking, token }) => cancelTrip(t, booking.language, booking.reference, token) },
    withdraw: {
      handle: ({ t, booking, token }) => withdrawTrip(t, booking.language, booking.reference, token),
    },
    fullInvoice: { handle: ({ t, booking, form, token }) => requestFullInvoice(t, booking, form, token) },
  },
  {
    // A post that names no intent is the preferences form's, which had none before the others came.
    fallback: "preferences",
    unknown: ({ t }) => {
      const toast = toastMessage({
        title: t("unknownForm.title"),
        description: t("unknownForm.description"),
        variant: "destructive",
      });
      return data({ lastResult: null, refused: null, toast }, { status: 400 });
    },
  },
);

/** The traveller's answers: saved while the trip takes them, each save a new version. */
function savePreferencesForm({ t, booking, form, token }: TripContext & { form: URLSearchParams }) {
  if (!PREFERENCES_OPEN.includes(booking.status)) {
    return refusal(
      t,
      booking.status === INITIAL_STATUS ? t("preferences.notOpenYet") : t("preferences.curatingStarted"),
    );
  }
  const schema = preferencesSchema(booking, preferencesMessages(t));
  const submission = parseWithZod(preferencesFormFields(form), { schema });
  if (submission.status !== "success") {
    return data(
      {
        lastResult: submission.reply(),
        refused: null,
        toast: toastMessage({
          title: t("preferences.invalid.title"),
          description: t("preferences.invalid.description"),
          variant: "destructive",
        }),
      },
      { status: 400 },
    );
  }
  try {
    savePreferences(booking.id, submission.value);
  } catch (error) {
    if (error instanceof UnknownBookingError) {
      return data({ lastResult: null, refused: null, toast: null }, { status: 404 });
    }
    if (!(error instanceof TransitionRefusedError)) throw error;
    // The concierge moved the trip on between the page's check and the save.
    return refusal(t, t("preferences.curatingStarted"));
  }
  return redirectWithToast(
    `/trip/${token}`,
    { title: t("preferences.saved.title"), description: t("preferences.saved.description") },
    { status: 303 },
  );
}

/** Paying a confirmed request, once the box asking the service to start within the withdrawal period is ticked. */
async function payForm({ t, booking, form }: TripContext & { form: URLSearchParams }) {
  // The box comes before paying (a trip with nothing to pay goes on to payTrip's own refusal).
  const payableNow =
    booking.status === INITIAL_STATUS && booking.paymentRequestedAt !== null && booking.paymentStatus !== "succeeded";
  if (payableNow && form.get("startConsent") !== "on") {
    const message = fixedT(booking.language, "common")("preContract.required");
    const toast = toastMessage({ title: t("payment.notStarted"), description: message, variant: "destructive" });
    return data({ lastResult: null, refused: null, toast, consentError: message }, { status: 400 });
  }
  if (payableNow) recordStartConsent(booking.reference);
  return payTrip(t, booking.reference);
}

/**
 * A confirmed request is paid from here: a fresh Checkout session each time (sessions expire),
 * through the same use case as the booking form, so fulfilment is the same too.
 */
async function payTrip(t: Words, reference: string) {
  // Whoever holds the trip link is the traveller: Stripe's page may show their email.
  const step = await startCheckout(reference, { prefillEmail: true });
  // This browser holds the trip link already: back from Checkout, /success may show it again.
  if (step.kind === "checkout") {
    return redirect(step.url, { status: 303, headers: { "Set-Cookie": await rememberBooking(reference) } });
  }
  const description = step.kind === "checkout-unavailable" ? t("payment.unavailable") : t("payment.nothing");
  const toast = toastMessage({ title: t("payment.notStarted"), description, variant: "destructive" });
  return data({ lastResult: null, refused: null, toast }, { status: step.kind === "checkout-unavailable" ? 503 : 409 });
}

/** The traveller's cancellation, with the refund the policy gives; refused once curating started. */
async function cancelTrip(t: Words, language: Language, reference: string, token: string) {
  try {
    const done = await cancelBooking({ reference, actor: "traveller", refundCents: "policy" });
    const description =
      done.refundCents > 0
        ? t("cancel.refunding", { refund: formatMoney(done.refundCents, language) })
        : t("cancel.emailed");
    return redirectWithToast(`/trip/${token}`, { title: t("cancel.done"), description }, { status: 303 });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const toast = toastMessage({
      title: t("cancel.refused"),
      description: t("cancel.refusedText"),
      variant: "destructive",
    });
    return data({ lastResult: null, refused: null, toast }, { status: 409 });
  }
}

/**
 * The traveller withdraws from the contract: the same cancellation and refund path, with the
 * refund a withdrawal gives (whole before curating, the part not yet provided after), history
 * saying so, and the acknowledgement mail with its date and time. A second submit, a cancelled
 * trip or a period over is refused with a 409 saying why.
 */
async function withdrawTrip(t: Words, language: Language, reference: string, token: string) {
  try {
    const done = await cancelBooking({
      reference,
      actor: "traveller",
      // The history notes it as a withdrawal (cancelBooking), so the page can say so.
      refundCents: "withdrawal",
    });
    const description =
      done.refundCents > 0
        ? t("withdraw.refunding", { refund: formatMoney(done.refundCents, language) })
        : t("cancel.emailed");
    return redirectWithToast(`/trip/${token}`, { title: t("withdraw.done"), description }, { status: 303 });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message =
      error instanceof WithdrawalRefusedError && error.refusal === "period-over"
        ? t("withdraw.periodOver")
        : t("withdraw.notOpen");
    const toast = toastMessage({ title: t("withdraw.refused"), description: message, variant: "destructive" });
    return data({ lastResult: null, refused: null, toast, withdrawRefused: message }, { status: 409 });
  }
}
