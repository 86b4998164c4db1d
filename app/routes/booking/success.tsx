import { useTranslation } from "react-i18next";
import { data, Link, useLocation, useNavigation } from "react-router";
import { VerifyingPayment } from "~/components/booking/verifying-payment";
import { buttonClasses } from "~/components/ui/button";
import { cityLabel } from "~/domain/cities";
import { bookingOfThisBrowser } from "~/http/booking-browser.server";
import { paymentLookups, retryAfterHeaders } from "~/http/request-limits.server";
import { translator } from "~/i18n/i18n.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { logger } from "~/logger.server";
import { isPaid, verifyPayment } from "~/services/payments/fulfilment.server";
import { isSessionId } from "~/services/payments/payments.server";
import { tripUrl } from "~/services/trips/trip-links.server";
import { mintTripLinkFor } from "~/services/trips/trip-page.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.meta.title} · Sobremesa` },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export const handle = { localized: true } satisfies RouteHandle;

export const headers = passAnswerHeaders;

/** The Booking Reference a traveller reads: the last 8 characters of the Stripe session id, upper-cased. */
const bookingReference = (sessionId: string) => sessionId.slice(-8).toUpperCase();

/** The trip page's link (path for the button, full address to keep), minted for this view only. */
type TripLink = { path: string; url: string } | null;

type Result =
  | { status: "success"; reference: string; trip: TripLink }
  | { status: "request"; city: string; trip: TripLink }
  /** Paid, but the booking was cancelled first: the payment is refunded (fulfilment.server.ts). */
  | { status: "cancelled"; reference: string }
  | { status: "error" }
  | { status: "limited"; minutes: number };

const tripLinkOf = (reference: string) => {
  const minted = mintTripLinkFor(reference);
  if (!minted) return null;
  const link = { path: `/trip/${minted.token}`, url: tripUrl(minted.token) };
  return { link, cityName: minted.cityName, requiresPayment: minted.requiresPayment };
};

/**
 * Verified on the server, so the answer is the same with JavaScript off. The trip link is
 * shown only in the browser that made the booking (the signed cookie /clients set, see
 * booking-browser.server.ts): a session id or a reference proves nothing about who asks, so
 * anyone else sees the payment verified, the reference, and that the link was emailed
 * (decision 0026). A link is minted per view, since only its hash is stored, under the payment
 * look-up limit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await translator(languageOfPath(new URL(request.url).pathname), "booking");
  const described = (result: Result) => ({
    ...result,
    meta: {
      title: t(
        result.status === "success"
          ? "success.paidTitle"
          : result.status === "request"
            ? "success.requestTitle"
            : result.status === "cancelled"
              ? "success.cancelledTitle"
              : "success.failedTitle",
      ),
      description: t("success.description"),
    },
  });
  const sessionId = new URL(request.url).searchParams.get("session_id");
  let result: Result = { status: "error" };
  const mine = await bookingOfThisBrowser(request);
  const requested = sessionId ? null : mine;
  if (isSessionId(sessionId) || requested) {
    const allowance = paymentLookups.take(context.clientAddress);
    if (!allowance.allowed) {
      const limited: Result = { status: "limited", minutes: Math.ceil(allowance.retryAfterSeconds / 60) };
      return data(described(limited), {
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
          const reference = bookingReference(sessionId);
          if (payment.cancelled) result = { status: "cancelled", reference };
          else {
            const trip = mine === payment.reference ? (tripLinkOf(payment.reference)?.link ?? null) : null;
            result = { status: "success", reference, trip };
          }
        }
      }
    } catch (error) {
      logger.error({ err: error, sessionId }, "payment verification failed");
    }
  }
  return data(described(result), { headers: { "Cache-Control": "no-store" } });
}

export default function SuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { t: common } = useTranslation("common");
  const navigation = useNavigation();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const verifying = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      {verifying ? (
        <VerifyingPayment />
      ) : loaderData.status === "success" ? (
        <>
          <h1 className="text-4xl font-bold">{t("success.paidTitle")}</h1>
          <p className="text-lg text-ink-soft">{t("success.paidText")}</p>
          <div className="rounded-xl border border-success/30 bg-success-soft px-6 py-4">
            <p className="text-sm text-ink-soft">{t("success.reference")}</p>
            <p className="font-mono text-2xl font-bold tracking-widest" data-testid="booking-reference">
              {loaderData.reference}
            </p>
          </div>
          {loaderData.trip ? (
            <NextStep trip={loaderData.trip} label={t("success.paidNextLabel")}>
              {t("success.paidNext")}
            </NextStep>
          ) : (
            <p className="text-lg" data-testid="trip-link-emailed">
              {t("success.emailedLink")}
            </p>
          )}
        </>
      ) : loaderData.status === "cancelled" ? (
        <>
          <h1 className="text-4xl font-bold">{t("success.cancelledTitle")}</h1>
          <p className="text-lg text-ink-soft">{t("success.cancelledText")}</p>
          <div className="rounded-xl border border-line bg-surface px-6 py-4">
            <p className="text-sm text-ink-soft">{t("success.reference")}</p>
            <p className="font-mono text-2xl font-bold tracking-widest" data-testid="booking-reference">
              {loaderData.reference}
            </p>
          </div>
        </>
      ) : loaderData.status === "request" ? (
        <>
          <h1 className="text-4xl font-bold">{t("success.requestTitle")}</h1>
          <p className="text-lg text-ink-soft">
            {t("success.requestText", { city: cityLabel(loaderData.city, language) })}
          </p>
          {loaderData.trip && (
            <NextStep trip={loaderData.trip} label={t("success.requestNextLabel")}>
              {t("success.requestNext")}
            </NextStep>
          )}
        </>
      ) : (
        <div role="alert" className="grid gap-4">
          <h1 className="text-4xl font-bold">{t("success.failedTitle")}</h1>
          <p className="text-lg text-ink-soft">
            {loaderData.status === "limited"
              ? t("success.limitedText", { count: loaderData.minutes })
              : t("success.failedText")}
          </p>
          <p>
            <Link to={pathInLanguage("/clients", language)} className={buttonClasses()}>
              {t("success.tryAgain")}
            </Link>
          </p>
        </div>
      )}
      <Link to={pathInLanguage("/", language)} className={buttonClasses({ variant: "outline" })}>
        {common("nav.backHome")}
      </Link>
    </main>
  );
}

/** The trip link as the page's next step, with its full address to keep (it is not stored anywhere readable). */
function NextStep({ trip, label, children }: { trip: { path: string; url: string }; label: string; children: string }) {
  const { t } = useTranslation("booking");
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
        {t("success.keepLink")} <span className="font-mono break-all">{trip.url}</span>
      </p>
    </section>
  );
}
