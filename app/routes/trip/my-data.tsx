import { ServerToast } from "~/components/ui/toast";
import { EraseMyData } from "~/features/privacy/components/erase-my-data";
import { MyDataView } from "~/features/privacy/components/my-data-view";
import { myDataAction, myDataLoader } from "~/features/privacy/routes/my-data.server";
import { TripNotFound } from "~/features/trip/components/trip-not-found";
import { useTranslation } from "~/i18n/use-translation";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/my-data";

/**
 * "Your data" (GDPR art. 15, 17, 20): everything held about the traveller, its JSON download and
 * the erasure, under the trip link and as private as the trip page (same 404, same headers:
 * no cache, no referrer, noindex). It speaks the booking's language, as the trip page does.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data && "title" in data ? data.title : "Trip not found · Sobremesa" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privateAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => myDataLoader(args);

export const action = (args: Route.ActionArgs) => myDataAction(args);

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("trip");
  const refused = actionData && "refused" in actionData ? actionData.refused : null;
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData && "toast" in actionData ? actionData.toast : null} />
      {loaderData.found ? (
        <>
          <header className="grid gap-3">
            <p>
              <a href={loaderData.base} className="font-semibold text-brand-strong underline">
                {t("myData.back")}
              </a>
            </p>
            <h1 className="font-display text-4xl font-bold">{t("myData.title")}</h1>
            <p className="text-ink-soft">{t("myData.intro")}</p>
            <p>
              <a
                href={`${loaderData.base}/my-data.json`}
                download
                className="font-semibold text-brand-strong underline"
                data-testid="my-data-json"
              >
                {t("myData.download")}
              </a>
            </p>
          </header>
          <MyDataView data={loaderData.data} language={loaderData.language} />
          <EraseMyData
            base={loaderData.base}
            mayErase={loaderData.mayErase}
            confirming={loaderData.confirmingErasure}
            invoices={loaderData.data.invoices.map((invoice) => invoice.number)}
            email={loaderData.data.booking.contact.email}
            supportEmail={loaderData.supportEmail}
            refused={refused}
          />
        </>
      ) : (
        <TripNotFound />
      )}
    </main>
  );
}
