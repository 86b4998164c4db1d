import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { CancelTrip } from "~/components/trip/cancel-trip";
import { ItineraryDownloads } from "~/components/trip/itinerary-view";
import { LostLinkForm } from "~/components/trip/lost-link-form";
import { PREFERENCES_INVALID_TOAST, PreferencesForm } from "~/components/trip/preferences-form";
import { TripAnswers } from "~/components/trip/trip-answers";
import { TripReservations } from "~/components/trip/trip-reservations";
import { TripTimeline } from "~/components/trip/trip-timeline";
import { Button } from "~/components/ui/button";
import { ServerToast } from "~/components/ui/toast";
import { PREFERENCES_OPEN } from "~/domain/booking-lifecycle";
import { CANCELLATION_POLICY } from "~/domain/cancellation-policy";
import { preferencesFormFields, preferencesSchema } from "~/domain/preferences-schema";
import { formatEuros } from "~/domain/pricing";
import { toastMessage } from "~/domain/toast";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { cancelBooking } from "~/services/bookings/cancel-booking.server";
import { TransitionRefusedError, UnknownBookingError } from "~/services/bookings/lifecycle.server";
import { startCheckout } from "~/services/bookings/submit-booking.server";
import { DomainError } from "~/services/errors";
import { savePreferences } from "~/services/trips/preferences.server";
import { tripForToken } from "~/services/trips/trip-page.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/trip";
import { type TripView, tripView } from "./trip-view.server";

/**
 * The private trip page. Its token is the only key: a malformed, unknown or expired one gets
 * the same 404 with the "lost your link?" form, never a hint whether a booking exists. The
 * server adds `Cache-Control: private, no-store`, `Referrer-Policy: no-referrer` and
 * `X-Robots-Tag: noindex` to every answer under /trip (server/app.ts).
 */
export const meta: Route.MetaFunction = ({ data }) => [
  {
    title:
      data && "trip" in data && data.trip ? `Your trip to ${data.trip.city} · Sobremesa` : "Trip not found · Sobremesa",
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = passAnswerHeaders;

/** A refused save (400, 409) must still show the page's current state, so the page is always reloaded. */
export const shouldRevalidate = () => true;

const NOT_FOUND = { trip: null } as const;

export function loader({ params, request }: Route.LoaderArgs) {
  const trip = tripForToken(params.token);
  if (!trip) return data(NOT_FOUND, { status: 404 });
  const confirmingCancel = new URL(request.url).searchParams.get("cancel") === "confirm";
  return { trip: tripView(trip), confirmingCancel, base: `/trip/${params.token}` };
}

export const CURATING_STARTED =
  "Your concierge has started curating your trip, so your answers can no longer be changed here.";
const NOT_OPEN_YET = "Preferences open once your trip is confirmed and paid.";

function refusal(message: string) {
  const toast = toastMessage({ title: "Answers not saved", description: message, variant: "destructive" });
  return data({ lastResult: null, refused: message, toast }, { status: 409 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const trip = tripForToken(params.token);
  if (!trip) return data({ lastResult: null, refused: null, toast: null }, { status: 404 });
  if (form.get("intent") === "cancel") return cancelTrip(trip.booking.reference, params.token);
  if (form.get("intent") === "pay") return payTrip(trip.booking.reference);
  if (!PREFERENCES_OPEN.includes(trip.status)) {
    return refusal(trip.status === "pending" ? NOT_OPEN_YET : CURATING_STARTED);
  }
  const schema = preferencesSchema(trip.booking);
  const submission = parseWithZod(preferencesFormFields(form), { schema });
  if (submission.status !== "success") {
    return data(
      { lastResult: submission.reply(), refused: null, toast: toastMessage(PREFERENCES_INVALID_TOAST) },
      { status: 400 },
    );
  }
  try {
    savePreferences(trip.booking.id, submission.value);
  } catch (error) {
    if (error instanceof UnknownBookingError) {
      return data({ lastResult: null, refused: null, toast: null }, { status: 404 });
    }
    if (!(error instanceof TransitionRefusedError)) throw error;
    // The concierge moved the trip on between the page's check and the save.
    return refusal(CURATING_STARTED);
  }
  return redirectWithToast(
    `/trip/${params.token}`,
    {
      title: "Preferences received",
      description: "Thank you: your concierge has your answers. You can change them here until curating starts.",
    },
    { status: 303 },
  );
}

const NOTHING_TO_PAY = "There is nothing to pay for this trip.";

/**
 * A confirmed request is paid from here: a fresh Checkout session each time (sessions expire),
 * through the same use case as the booking form, so fulfilment is the same too.
 */
async function payTrip(reference: string) {
  const step = await startCheckout(reference);
  if (step.kind === "checkout") return redirect(step.url, 303);
  const description =
    step.kind === "checkout-unavailable"
      ? "Payment is unavailable right now: please try again in a moment."
      : NOTHING_TO_PAY;
  const toast = toastMessage({ title: "Payment not started", description, variant: "destructive" });
  return data({ lastResult: null, refused: null, toast }, { status: step.kind === "checkout-unavailable" ? 503 : 409 });
}

const CANCEL_REFUSED = "Curating has started, so this trip can no longer be cancelled here: please write to us.";

/** The traveller's cancellation, with the refund the policy gives; refused once curating started. */
async function cancelTrip(reference: string, token: string) {
  try {
    const done = await cancelBooking({ reference, actor: "traveller", refundCents: "policy" });
    const description =
      done.refundCents > 0
        ? `Your ${formatEuros(done.refundCents)} fee is being refunded; we sent you an email.`
        : "We sent you an email confirming it.";
    return redirectWithToast(`/trip/${token}`, { title: "Trip cancelled", description }, { status: 303 });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const toast = toastMessage({ title: "Trip not cancelled", description: CANCEL_REFUSED, variant: "destructive" });
    return data({ lastResult: null, refused: null, toast }, { status: 409 });
  }
}

export default function TripPage({ loaderData, actionData }: Route.ComponentProps) {
  const trip = loaderData.trip;
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      {trip && "base" in loaderData ? (
        <Trip trip={trip} base={loaderData.base} actionData={actionData} />
      ) : (
        <TripNotFound />
      )}
      {trip?.canCancel && "confirmingCancel" in loaderData && (
        <CancelTrip confirming={loaderData.confirmingCancel === true} refund={trip.refundOnCancel} />
      )}
    </main>
  );
}

function Trip({
  trip,
  base,
  actionData,
}: {
  trip: TripView;
  base: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const facts: [string, string][] = [
    ["City", trip.city],
    ["Dates", trip.dates],
    ["Reservations", String(trip.reservations)],
    [trip.amount.startsWith("€") ? "Amount paid" : "Payment", trip.amount],
    ["Booking reference", trip.reference],
  ];
  return (
    <>
      <header className="grid gap-3">
        <h1 className="font-display text-4xl font-bold">Your trip to {trip.city}</h1>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[max-content_1fr] sm:p-6">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
              <dd
                className="min-w-0 break-words"
                data-testid={term === "Booking reference" ? "trip-reference" : undefined}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-soft">
          Times are local to {trip.city}. Keep this page's address private: it opens your trip.
        </p>
      </header>

      {trip.stage === "request" ? (
        <section aria-labelledby="request-title" className="grid gap-3 rounded-2xl bg-brand-soft p-5 sm:p-6">
          <h2 id="request-title" className="font-display text-2xl font-bold">
            Request received: a concierge is checking availability in {trip.city}
          </h2>
          <p>
            Nothing to pay yet. We'll email you once a local expert can take your trip
            {trip.createdAt ? ` (request sent ${trip.createdAt})` : ""}.
          </p>
        </section>
      ) : (
        <section aria-labelledby="timeline-title" className="grid gap-4">
          <h2 id="timeline-title" className="font-display text-2xl font-bold">
            What happens next
          </h2>
          {trip.stage === "awaiting_payment" && <p>We haven't received your payment for this trip yet.</p>}
          {trip.stage === "awaiting_payment" && trip.paymentRequested && (
            <Form method="post" className="grid gap-2 rounded-2xl bg-brand-soft p-5">
              <p className="font-semibold">Good news: a local expert can take your trip. Pay the fee to confirm it.</p>
              <input type="hidden" name="intent" value="pay" />
              <Button type="submit" className="justify-self-start">
                Pay {trip.fee} with Stripe
              </Button>
            </Form>
          )}
          {trip.stage === "cancelled" && <p role="status">This trip was cancelled.</p>}
          {trip.stage === "cancelled" && trip.itinerary && (
            <p>
              If you added the meals to your calendar,{" "}
              <a className="font-semibold text-brand-strong underline" href={`${base}/calendar.ics`}>
                open this calendar file to remove them
              </a>{" "}
              (.ics).
            </p>
          )}
          <TripTimeline steps={trip.timeline} />
          {trip.stage !== "cancelled" && (
            <p className="text-sm text-ink-soft" data-testid="cancellation-policy">
              {CANCELLATION_POLICY}
            </p>
          )}
        </section>
      )}

      {trip.itinerary?.shown && (
        <section aria-labelledby="itinerary-title" className="grid gap-4">
          <h2 id="itinerary-title" className="font-display text-2xl font-bold">
            Your itinerary
          </h2>
          <ItineraryDownloads base={base} pdfBytes={trip.itinerary.pdfBytes} itineraryPage />
        </section>
      )}

      {trip.tables.length > 0 && (
        <section aria-labelledby="reservations-title" className="grid gap-4">
          <h2 id="reservations-title" className="font-display text-2xl font-bold">
            Your reservations
          </h2>
          <TripReservations tables={trip.tables} city={trip.city} calendarBase={trip.itinerary?.shown ? base : null} />
        </section>
      )}

      {trip.stage === "open" && !actionData?.refused ? (
        <section aria-labelledby="preferences-title" className="grid gap-4">
          <div className="grid gap-2">
            <h2 id="preferences-title" className="font-display text-2xl font-bold">
              Tell us what you'd like to eat
            </h2>
            <p className="text-ink-soft">
              One part per reservation. Your concierge books from these answers; you can change them until curating
              starts{trip.saves > 0 ? " (your latest answers are filled in)" : ""}.
            </p>
          </div>
          <PreferencesForm
            checkIn={trip.checkIn}
            checkOut={trip.checkOut}
            reservations={trip.reservations}
            cuisineSuggestions={trip.cuisineSuggestions}
            defaultValue={trip.saves > 0 ? trip.answers : defaultAnswers(trip.reservations)}
            lastResult={actionData?.lastResult}
          />
        </section>
      ) : trip.stage === "closed" || actionData?.refused ? (
        <section aria-labelledby="answers-title" className="grid gap-4">
          <h2 id="answers-title" className="font-display text-2xl font-bold">
            Your answers
          </h2>
          {actionData?.refused && (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
              {actionData.refused}
            </p>
          )}
          <TripAnswers meals={trip.summary.meals} dietary={trip.summary.dietary} supportEmail={trip.supportEmail} />
        </section>
      ) : null}
    </>
  );
}

/** A fresh form: every meal either lunch or dinner, for two, no occasion; the rest is the traveller's to choose. */
function defaultAnswers(reservations: number) {
  return { meals: Array.from({ length: reservations }, () => ({ meal: "either", partySize: 2, occasion: "none" })) };
}

function TripNotFound() {
  return (
    <>
      <header className="grid gap-3">
        <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">404</p>
        <h1 className="font-display text-4xl font-bold">This link doesn't open a trip</h1>
        <p className="text-ink-soft">
          Trip links are long and private, and they stop working 90 days after the stay. The link may be mistyped, cut
          short by your email app, or too old. Ask for it again: we'll email a fresh one to the address you booked with.
        </p>
      </header>
      <section aria-labelledby="lost-link-title" className="grid gap-4">
        <h2 id="lost-link-title" className="font-display text-2xl font-bold">
          Lost your link?
        </h2>
        <LostLinkForm />
      </section>
    </>
  );
}
