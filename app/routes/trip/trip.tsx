import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ServerToast } from "~/components/ui/toast";
import { PreContract } from "~/features/booking/components/pre-contract";
import { type ConversationAnswer, TripConversation } from "~/features/conversation/components/trip-conversation";
import { TripInvoices } from "~/features/invoices/components/trip-invoices";
import { ItineraryDownloads } from "~/features/itinerary/components/itinerary-view";
import { PreferencesForm } from "~/features/preferences/components/preferences-form";
import { TripAnswers } from "~/features/preferences/components/trip-answers";
import { YourDataLink } from "~/features/privacy/components/your-data-link";
import { AskTheConcierge } from "~/features/trip/components/ask-the-concierge";
import { TripContact } from "~/features/trip/components/trip-contact";
import { TripNotFound } from "~/features/trip/components/trip-not-found";
import { TripReservations } from "~/features/trip/components/trip-reservations";
import { TripTimeline } from "~/features/trip/components/trip-timeline";
import { tripAction, tripLoader } from "~/features/trip/routes/trip.server";
import type { TripView } from "~/features/trip/routes/trip-view.server";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";
import type { FullInvoiceAnswer } from "~/features/trip/trip-page";
import { CancelOrWithdraw } from "~/features/withdrawal/components/cancel-or-withdraw";
import { useTranslation } from "~/i18n/use-translation";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/trip";

/**
 * The private trip page. Its token is the only key: a malformed, unknown or expired one gets
 * the same 404 with the "lost your link?" form, never a hint whether a booking exists. Every
 * answer (page, data, errors) is private: `headers` below sets `Cache-Control: private,
 * no-store`, `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex`.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data && "title" in data ? data.title : "Trip not found · Sobremesa" },
  // Private, so never indexed: the description is for the traveller's own browser (tab previews, bookmarks).
  ...(data && "description" in data ? [{ name: "description", content: data.description }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privateAnswerHeaders;

/** A refused save (400, 409) must still show the page's current state, so the page is always reloaded. */
export const shouldRevalidate = () => true;

/** The page speaks the booking's language (`language` in its data sets <html lang> and the words). */
export const loader = (args: Route.LoaderArgs) => tripLoader(args);

/** Every form of the page, one handler per intent (see trip.server.ts). */
export const action = (args: Route.ActionArgs) => tripAction(args);

export default function TripPage({ loaderData, actionData }: Route.ComponentProps) {
  const trip = loaderData.trip;
  const withdrawRefused = actionData && "withdrawRefused" in actionData ? String(actionData.withdrawRefused) : null;
  // The words are the booking's language: the root rendered this page with that catalog.
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      {trip && "base" in loaderData ? (
        <Trip trip={trip} base={loaderData.base} seller={loaderData.seller} actionData={actionData} />
      ) : (
        <TripNotFound />
      )}
      {trip && <TripContact contact={trip.support} reference={trip.reference} />}
      {trip && "conversation" in loaderData && (
        <TripConversation
          conversation={loaderData.conversation}
          language={loaderData.language}
          answer={actionData && "conversation" in actionData ? (actionData.conversation as ConversationAnswer) : null}
        />
      )}
      {trip?.leave && "confirmingLeave" in loaderData && (
        <CancelOrWithdraw
          offer={trip.leave}
          confirming={loaderData.confirmingLeave === true}
          refused={withdrawRefused}
        />
      )}
      {withdrawRefused && !trip?.leave && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {withdrawRefused}
        </p>
      )}
      {trip && "invoices" in loaderData && loaderData.invoices && (
        <TripInvoices
          invoices={loaderData.invoices.list}
          canRequestFull={loaderData.invoices.canRequestFull}
          seller={loaderData.seller}
          answer={actionData && "invoice" in actionData ? (actionData.invoice as FullInvoiceAnswer) : null}
        />
      )}
      {trip && "base" in loaderData && <YourDataLink base={loaderData.base} />}
    </main>
  );
}

function Trip({
  trip,
  base,
  seller,
  actionData,
}: {
  trip: TripView;
  base: string;
  seller: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const consentError = actionData && "consentError" in actionData ? String(actionData.consentError) : null;
  const { t } = useTranslation("trip");
  const { t: common } = useTranslation("common");
  const facts: [string, string, string?][] = [
    [t("facts.city"), trip.city],
    [t("facts.dates"), trip.dates],
    [t("facts.reservations"), String(trip.reservations)],
    [trip.paid ? t("facts.amountPaid") : t("facts.payment"), trip.amount],
    [t("facts.reference"), trip.reference, "trip-reference"],
  ];
  return (
    <>
      <header className="grid gap-3">
        <h1 className="font-display text-4xl font-bold">{t("title", { city: trip.city })}</h1>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[max-content_1fr] sm:p-6">
          {facts.map(([term, value, testId]) => (
            <div key={term} className="contents">
              <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
              <dd className="min-w-0 break-words" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-soft">{t("localTimes", { city: trip.city })}</p>
      </header>

      {trip.stage === "request" ? (
        <section aria-labelledby="request-title" className="grid gap-3 rounded-2xl bg-brand-soft p-5 sm:p-6">
          <h2 id="request-title" className="font-display text-2xl font-bold">
            {t("request.title", { city: trip.city })}
          </h2>
          <p>
            {t("request.text")}
            {trip.createdAt ? ` ${t("request.sent", { when: trip.createdAt })}` : ""}
          </p>
        </section>
      ) : (
        <section aria-labelledby="timeline-title" className="grid gap-4">
          <h2 id="timeline-title" className="font-display text-2xl font-bold">
            {t("next.title")}
          </h2>
          {trip.stage === "awaiting_payment" && <p>{t("next.notPaid")}</p>}
          {trip.stage === "awaiting_payment" && trip.paymentRequested && (
            <Form method="post" className="grid gap-2 rounded-2xl bg-brand-soft p-5">
              <p className="font-semibold">{t("next.canGo")}</p>
              <input type="hidden" name="intent" value={TRIP_INTENTS.pay} />
              <PreContract
                seller={seller}
                supportEmail={trip.supportEmail}
                total={trip.fee}
                checkbox={{
                  id: "start-consent",
                  name: "startConsent",
                  "aria-invalid": consentError ? true : undefined,
                  "aria-describedby": consentError ? "start-consent-error" : undefined,
                  // Only after a refused submit: focus goes to the box it names (works without JavaScript).
                  autoFocus: Boolean(consentError),
                }}
                error={consentError}
                errorId="start-consent-error"
              />
              <Button type="submit" className="justify-self-start">
                {t("next.pay", { fee: trip.fee })}
              </Button>
            </Form>
          )}
          {trip.stage === "cancelled" && <p role="status">{t("next.cancelled")}</p>}
          {trip.stage === "cancelled" && trip.itinerary && (
            <p>
              {t("next.removeCalendar")}{" "}
              <a className="font-semibold text-brand-strong underline" href={`${base}/calendar.ics`}>
                {t("next.removeCalendarLink")}
              </a>{" "}
              (.ics).
            </p>
          )}
          <TripTimeline steps={trip.timeline} />
          {trip.itineraryAfterPreferences && <p className="text-sm text-ink-soft">{t("timeline.afterPreferences")}</p>}
          {/* The full-refund sentence only while it holds; once a creator started, the page says what changed and when. */}
          {trip.stage !== "cancelled" && trip.fullRefund && (
            <p className="text-sm text-ink-soft" data-testid="cancellation-policy">
              {common("policy.cancellation")}
            </p>
          )}
          {trip.refundTermsChangedAt && (
            <p className="rounded-xl border border-line bg-surface p-4 text-sm" data-testid="refund-terms-changed">
              <AskTheConcierge
                words="refundTerms.changed"
                when={trip.refundTermsChangedAt}
                phone={trip.support.phone}
              />
            </p>
          )}
        </section>
      )}

      {trip.itinerary?.shown && (
        <section aria-labelledby="itinerary-title" className="grid gap-4">
          <h2 id="itinerary-title" className="font-display text-2xl font-bold">
            {t("itinerary.title")}
          </h2>
          <ItineraryDownloads base={base} pdfBytes={trip.itinerary.pdfBytes} itineraryPage />
        </section>
      )}

      {trip.tables.length > 0 && (
        <section aria-labelledby="reservations-title" className="grid gap-4">
          <h2 id="reservations-title" className="font-display text-2xl font-bold">
            {t("reservations.title")}
          </h2>
          <TripReservations tables={trip.tables} city={trip.city} calendarBase={trip.itinerary?.shown ? base : null} />
        </section>
      )}

      {trip.stage === "open" && !actionData?.refused ? (
        <section aria-labelledby="preferences-title" className="grid gap-4">
          <div className="grid gap-2">
            <h2 id="preferences-title" className="font-display text-2xl font-bold">
              {t("preferences.title")}
            </h2>
            <p className="text-ink-soft">
              {t("preferences.intro")}
              {trip.saves > 0 ? ` ${t("preferences.latest")}` : ""}
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
            {t("answers.title")}
          </h2>
          {actionData?.refused && (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
              {actionData.refused}
            </p>
          )}
          <TripAnswers
            meals={trip.summary.meals}
            dietary={trip.summary.dietary}
            // Curating can start before any answers came (a creator accepted the request): then
            // there are no answers to work from, only the way to give them.
            howToChange={
              <AskTheConcierge
                words={trip.summary.meals.length > 0 ? "answers.working" : "answers.workingWithout"}
                phone={trip.support.phone}
              />
            }
          />
        </section>
      ) : null}
    </>
  );
}

/** A fresh form: every meal either lunch or dinner, for two, no occasion; the rest is the traveller's to choose. */
function defaultAnswers(reservations: number) {
  return { meals: Array.from({ length: reservations }, () => ({ meal: "either", partySize: 2, occasion: "none" })) };
}
