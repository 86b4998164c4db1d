import { data } from "react-router";
import { toastMessage } from "~/domain/toast";
import { env } from "~/env.server";
import { bookingForToken } from "~/features/trip/trip-record.server";
import { downloadResponse } from "~/http/download.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { pathInLanguage } from "~/i18n/languages";
import { privateAnswer } from "~/utils/answer-headers";
import type { Route } from "../../../routes/trip/+types/my-data";
import { mayErase, myDataFileName } from "../my-data";
import { travellerData } from "../my-data.server";
import { PRIVACY_INTENTS } from "../privacy-intents";
import { eraseTravellerData } from "../traveller-erasure.server";

/**
 * "Your data" under the trip link (decision 0062): the page that shows everything held about
 * the traveller, its JSON download, and the erasure. The trip link is the only key, as on the
 * trip page: a malformed, unknown, expired or revoked token answers the same 404.
 */

const NOT_FOUND = { found: false } as const;

export async function myDataLoader({ params, request }: Route.LoaderArgs) {
  const booking = bookingForToken(params.token);
  if (!booking) return data(NOT_FOUND, { status: 404 });
  await loadAllLanguages();
  const t = fixedT(booking.language, "trip");
  return {
    found: true as const,
    language: booking.language,
    title: t("myData.meta.title"),
    data: travellerData(booking),
    base: `/trip/${params.token}`,
    mayErase: mayErase(booking.status),
    supportEmail: env().SUPPORT_EMAIL,
    confirmingErasure: new URL(request.url).searchParams.get("erase") === "confirm",
  };
}

/** The JSON download: the same facts as the page, as an attachment no cache keeps. */
export function myDataJsonLoader({ params }: { params: { token: string } }) {
  const booking = bookingForToken(params.token);
  if (!booking) {
    return privateAnswer(
      new Response("This link doesn't open a trip. Ask for your trip link again at /trip.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      }),
    );
  }
  const body = `${JSON.stringify(travellerData(booking), null, 2)}\n`;
  return privateAnswer(
    downloadResponse({
      body,
      contentType: "application/json; charset=utf-8",
      filename: myDataFileName(booking.readableReference),
    }),
  );
}

/**
 * The erasure, confirmed. Once done the trip link opens nothing, so the answer is the privacy
 * page in the traveller's language, with a notice saying it is done and that the email says
 * what was kept. A second, concurrent request finds it done and says so; while the trip is
 * being delivered it is refused (409) with the reason, and nothing is erased.
 */
export async function myDataAction({ params, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = bookingForToken(params.token);
  if (!booking) return data({ refused: null }, { status: 404 });
  await loadAllLanguages();
  const t = fixedT(booking.language, "trip");
  if (form.get("intent") !== PRIVACY_INTENTS.erase) {
    const toast = toastMessage({
      title: t("unknownForm.title"),
      description: t("unknownForm.description"),
      variant: "destructive",
    });
    return data({ refused: null, toast }, { status: 400 });
  }
  const outcome = await eraseTravellerData(booking.id);
  if (outcome.kind === "not-found") return data({ refused: null }, { status: 404 });
  if (outcome.kind === "in-service") {
    const message = t("myData.erase.inService");
    const toast = toastMessage({ title: t("myData.erase.refused"), description: message, variant: "destructive" });
    return data({ refused: message, toast }, { status: 409 });
  }
  const done = outcome.kind === "erased" ? "done" : "already";
  const answer = await redirectWithToast(
    `${pathInLanguage("/privacy", booking.language)}#your-rights`,
    { title: t(`myData.erase.${done}.title`), description: t(`myData.erase.${done}.description`) },
    { status: 303 },
  );
  // The privacy page runs no script (its handle): the browser loads it whole, which shows the notice.
  answer.headers.set("X-Remix-Reload-Document", "true");
  return privateAnswer(answer);
}
