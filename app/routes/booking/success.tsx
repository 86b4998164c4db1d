import { Link, useLocation, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cityLabel } from "~/domain/cities";
import { successLoader } from "~/features/booking/routes/success.server";
import { VerifyingPayment } from "~/features/payments/components/verifying-payment";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
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

export const loader = (args: Route.LoaderArgs) => successLoader(args);

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
          <BookingReference value={loaderData.bookingReference} />
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
          <BookingReference value={loaderData.bookingReference} />
        </>
      ) : loaderData.status === "request" ? (
        <>
          <h1 className="text-4xl font-bold">{t("success.requestTitle")}</h1>
          <p className="text-lg text-ink-soft">
            {t("success.requestText", { city: cityLabel(loaderData.city, language) })}
          </p>
          <BookingReference value={loaderData.bookingReference} />
          {loaderData.trip && (
            <NextStep trip={loaderData.trip} label={t("success.requestNextLabel")}>
              {t("success.requestNext")}
            </NextStep>
          )}
        </>
      ) : loaderData.status === "lookup" ? (
        <div className="grid gap-4">
          <h1 className="text-4xl font-bold">{t("success.lookupTitle")}</h1>
          <p className="text-lg text-ink-soft">{t("success.lookupText")}</p>
          <p className="flex flex-wrap justify-center gap-3">
            <Link to={pathInLanguage("/trip", language)} className={buttonClasses()}>
              {t("success.lookupLostLink")}
            </Link>
            <Link to={pathInLanguage("/clients", language)} className={buttonClasses({ variant: "outline" })}>
              {t("success.lookupBook")}
            </Link>
          </p>
        </div>
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

/**
 * The spec's "Booking Reference", showing the booking's readable reference: the one every page,
 * email, PDF and invoice shows, so the only one a traveller may quote (decision 0058).
 */
function BookingReference({ value }: { value: string }) {
  const { t } = useTranslation("booking");
  return (
    <div className="rounded-xl border border-line bg-surface px-6 py-4">
      <p className="text-sm text-ink-soft">{t("success.reference")}</p>
      <p className="font-mono text-2xl font-bold tracking-wider" data-testid="booking-reference">
        {value}
      </p>
      <p className="text-sm text-ink-soft">{t("success.quoteReference")}</p>
    </div>
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
