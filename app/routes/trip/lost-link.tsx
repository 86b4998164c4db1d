import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { LostLinkForm } from "~/components/trip/lost-link-form";
import { ServerToast } from "~/components/ui/toast";
import { lostLinkSchemaFor } from "~/domain/lost-link-schema";
import { toastMessage } from "~/domain/toast";
import { readForm } from "~/http/form-body.server";
import { tripLinkMailAllowance } from "~/http/request-limits.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords, translator } from "~/i18n/i18n.server";
import { logger } from "~/logger.server";
import { requestTripLink } from "~/services/trips/lost-link.server";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/lost-link";

/**
 * GET /trip: "lost your link?". The answer is always the same neutral page, whether or not
 * the details match a trip and whether or not a limit held the mail back: the mails (not the
 * requests) are limited per client and per traveller's address, so the form neither tells
 * who has booked, nor mails anyone without end, nor lets anyone stop a traveller getting
 * their own link (docs/decisions/0027-trusted-proxies-and-limits-nobody-can-turn-against-a-user.md).
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privateAnswerHeaders;

export const handle = { localized: true } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { t } = await requestWords(request, "trip");
  return { meta: { title: t("lostLink.meta.title"), description: t("lostLink.meta.description") } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { language, t, page } = await requestWords(request, "trip");
  const form = await readForm(request);
  const messages = { email: t("lostLink.messages.email"), reference: t("lostLink.messages.reference") };
  const submission = parseWithZod(form, { schema: lostLinkSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), toast: null }, { status: 400 });
  }
  try {
    requestTripLink(submission.value, tripLinkMailAllowance(context.clientAddress));
  } catch (error) {
    logger.error({ err: error }, "trip link request could not be queued");
    const common = await translator(language, "common");
    const toast = toastMessage({
      title: common("failed.title"),
      description: common("failed.description"),
      variant: "destructive",
    });
    return data({ lastResult: submission.reply(), toast }, { status: 503 });
  }
  const sent = { title: t("lostLink.sent.title"), description: t("lostLink.sent.description") };
  return redirectWithToast(page("/trip"), sent, { status: 303 });
}

export default function LostLinkPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("trip");
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      <header className="grid gap-3">
        <h1 className="font-display text-4xl font-bold">{t("lostLink.title")}</h1>
        <p className="text-ink-soft">{t("lostLink.intro")}</p>
      </header>
      <LostLinkForm lastResult={actionData?.lastResult} />
    </main>
  );
}
