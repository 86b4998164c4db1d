import { Link } from "react-router";
import { ServerToast } from "~/components/ui/toast";
import { BookingForm, bookingFormScript } from "~/features/booking/components/booking-form";
import { clientsAction, clientsLoader } from "~/features/booking/routes/clients.server";
import { languageOf, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

/**
 * Pending and approved creators must always be able to find their way in, so both links
 * always show; this is the travellers' page, so they are quiet links, not buttons.
 * Served without React: the form's own small script validates it live.
 */
export const handle = {
  localized: true,
  hydrate: false,
  scripts: [bookingFormScript],
  nav: () => [
    { to: "/creators", label: "For Creators", labelKey: "nav.forCreators" as const },
    {
      to: "/dashboard",
      label: "Creator Login",
      labelKey: "nav.creatorLogin" as const,
      translated: true,
    },
  ],
} satisfies RouteHandle;

export const headers = passAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => clientsLoader(args);

export const action = (args: Route.ActionArgs) => clientsAction(args);

export default function ClientsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("booking");
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      <header className="mb-8 grid gap-3">
        <h1 className="text-4xl font-bold sm:text-5xl">{t("page.title")}</h1>
        <p className="text-lg text-ink-soft">{t("page.intro")}</p>
      </header>
      <BookingForm
        key={loaderData.idempotencyKey}
        earliestCheckIn={loaderData.earliestCheckIn}
        idempotencyKey={loaderData.idempotencyKey}
        referrer={loaderData.referrer}
        seller={loaderData.seller}
        supportEmail={loaderData.supportEmail}
        lastResult={actionData?.lastResult}
      />
      <p className="mt-6 text-ink-soft">
        {t("page.termsNote")}{" "}
        <Link
          to={pathInLanguage("/terms", languageOf(i18n))}
          className="font-medium text-brand-strong underline underline-offset-4"
        >
          {t("page.termsLink")}
        </Link>
        .
      </p>
    </main>
  );
}
