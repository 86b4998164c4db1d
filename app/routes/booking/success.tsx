import { data, Link, useNavigation } from "react-router";
import { VerifyingPayment } from "~/components/booking/verifying-payment";
import { buttonClasses } from "~/components/ui/button";
import { paymentLookups, retryAfterHeaders } from "~/http/request-limits.server";
import { logger } from "~/logger.server";
import { isPaid, verifyPayment } from "~/services/payments/fulfilment.server";
import { isSessionId } from "~/services/payments/payments.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.status === "success" ? "You're all set." : "Payment Verification Failed"} · Sobremesa` },
  { name: "description", content: "The result of your Sobremesa dining concierge payment and your booking reference." },
  { name: "robots", content: "noindex" },
];

export const headers = passAnswerHeaders;

/** The Booking Reference a traveller reads: the last 8 characters of the Stripe session id, upper-cased. */
const bookingReference = (sessionId: string) => sessionId.slice(-8).toUpperCase();

type Result = { status: "success"; reference: string } | { status: "error" } | { status: "limited"; wait: string };

/** Verified on the server, so the answer is the same with JavaScript off. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  let result: Result = { status: "error" };
  if (isSessionId(sessionId)) {
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
      const payment = await verifyPayment(sessionId);
      // A paid session that does not match its booking is flagged for review, not confirmed.
      if (payment && isPaid(payment) && payment.confirmed) {
        result = { status: "success", reference: bookingReference(sessionId) };
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
