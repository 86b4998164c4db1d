import { data, Link, useNavigation } from "react-router";
import { VerifyingPayment } from "~/components/booking/verifying-payment";
import { buttonClasses } from "~/components/ui/button";
import { paymentLookups, retryAfterHeaders } from "~/http/request-limits.server";
import { rememberedRequest } from "~/http/request-received.server";
import { logger } from "~/logger.server";
import { isPaid, verifyPayment } from "~/services/payments/fulfilment.server";
import { isSessionId } from "~/services/payments/payments.server";
import { tripUrl } from "~/services/trips/trip-links.server";
import { mintTripLinkFor } from "~/services/trips/trip-page.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/success";

const TITLES = { success: "You're all set.", request: "Request received." } as const;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.status === "success" || data?.status === "request" ? TITLES[data.status] : "Payment Verification Failed"} · Sobremesa`,
  },
  { name: "description", content: "The result of your Sobremesa dining concierge payment and your booking reference." },
  { name: "robots", content: "noindex" },
];

export const headers = passAnswerHeaders;

/** The Booking Reference a traveller reads: the last 8 characters of the Stripe session id, upper-cased. */
const bookingReference = (sessionId: string) => sessionId.slice(-8).toUpperCase();

/** The trip page's link (path for the button, full address to keep), minted for this view only. */
type TripLink = { path: string; url: string } | null;

type Result =
  | { status: "success"; reference: string; trip: TripLink }
  | { status: "request"; city: string; trip: TripLink }
  | { status: "error" }
  | { status: "limited"; wait: string };

const tripLinkOf = (reference: string) => {
  const minted = mintTripLinkFor(reference);
  if (!minted) return null;
  const link = { path: `/trip/${minted.token}`, url: tripUrl(minted.token) };
  return { link, cityName: minted.cityName, requiresPayment: minted.requiresPayment };
};

/**
 * Verified on the server, so the answer is the same with JavaScript off. A paid booking and a
 * request without payment (remembered in a signed cookie by /clients) both get their trip
 * link: minted per view, since only its hash is stored, under the payment look-up limit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  let result: Result = { status: "error" };
  const requested = sessionId ? null : await rememberedRequest(request);
  if (isSessionId(sessionId) || requested) {
    const allowance = paymentLookups.take(context.clientAddress);
    if (!allowance.allowed) {
      const minutes = Math.ceil(allowance.retryAfterSeconds / 60);
      const limited: Result = { status: "limited", wait: `${minutes} minute${minutes === 1 ? "" : "s"}` };
      return data(limited, {
        status: 429,
        headers: { "Cache-Control": "no-store", ...retryAfterHeaders(allowance.retryAfterSeconds) },
      });
    }
    try {
      if (requested) {
        const trip = tripLinkOf(requested);
        if (trip && !trip.requiresPayment) result = { status: "request", city: trip.cityName, trip: trip.link };
      } else if (isSessionId(sessionId)) {
        const payment = await verifyPayment(sessionId);
        // A paid session that does not match its booking is flagged for review, not confirmed.
        if (payment && isPaid(payment) && payment.confirmed) {
          const trip = tripLinkOf(payment.reference)?.link ?? null;
          result = { status: "success", reference: bookingReference(sessionId), trip };
        }
      }
    } catch (error) {
      logger.error({ err: error, sessionId }, "payment verification failed");
    }
  }
  return data(result, { headers: { "Cache-Control": "no-store" } });
}

export default function SuccessPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const verifying = navigation.state === "loading" && navigation.location.pathname === "/success";
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      {verifying ? (
        <VerifyingPayment />
      ) : loaderData.status === "success" ? (
        <>
          <h1 className="text-4xl font-bold">You're all set.</h1>
          <p className="text-lg text-ink-soft">
            Your payment is confirmed. Your concierge will contact you within 24h to collect your preferences for each
            meal; your itinerary is ready about 48h after that.
          </p>
          <div className="rounded-xl border border-success/30 bg-success-soft px-6 py-4">
            <p className="text-sm text-ink-soft">Booking Reference</p>
            <p className="font-mono text-2xl font-bold tracking-widest" data-testid="booking-reference">
              {loaderData.reference}
            </p>
          </div>
          {loaderData.trip && (
            <NextStep trip={loaderData.trip} label="Tell us what you'd like to eat">
              Next step: tell us about each meal (day, vibe, cuisine, budget, dietary needs) on your private trip page.
            </NextStep>
          )}
        </>
      ) : loaderData.status === "request" ? (
        <>
          <h1 className="text-4xl font-bold">Request received.</h1>
          <p className="text-lg text-ink-soft">
            A concierge is checking availability in {loaderData.city}. No payment has been taken.
          </p>
          {loaderData.trip && (
            <NextStep trip={loaderData.trip} label="Open your trip page">
              Your private trip page shows where your request stands, and asks for your preferences once it's confirmed.
            </NextStep>
          )}
        </>
      ) : (
        <div role="alert" className="grid gap-4">
          <h1 className="text-4xl font-bold">Payment Verification Failed</h1>
          <p className="text-lg text-ink-soft">
            {loaderData.status === "limited"
              ? `Too many verification attempts from your connection. Please try again in ${loaderData.wait}.`
              : "There was an issue verifying your payment. Please contact support if you believe this is an error."}
          </p>
          <p>
            <Link to="/clients" className={buttonClasses()}>
              Try Again
            </Link>
          </p>
        </div>
      )}
      <Link to="/" className={buttonClasses({ variant: "outline" })}>
        Back to Home
      </Link>
    </main>
  );
}

/** The trip link as the page's next step, with its full address to keep (it is not stored anywhere readable). */
function NextStep({ trip, label, children }: { trip: { path: string; url: string }; label: string; children: string }) {
  return (
    <section
      aria-labelledby="next-step-title"
      className="grid w-full gap-3 rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="next-step-title" className="text-xl font-bold">
        {label}
      </h2>
      <p className="text-ink-soft">{children}</p>
      <p>
        <a
          href={trip.path}
          // The button look, allowed to wrap: the label is long for a 320 px phone.
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 py-2 text-center text-lg font-semibold text-brand-foreground transition-colors hover:bg-brand-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          data-testid="trip-link"
        >
          {label}
        </a>
      </p>
      <p className="text-sm text-ink-soft">
        Keep this private link to come back to your trip: <span className="font-mono break-all">{trip.url}</span>
      </p>
    </section>
  );
}
