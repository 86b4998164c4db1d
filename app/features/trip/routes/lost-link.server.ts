import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { toastMessage } from "~/domain/toast";
import { requestTripLink } from "~/features/trip/lost-link.server";
import { lostLinkSchemaFor } from "~/features/trip/lost-link-schema";
import { readForm } from "~/http/form-body.server";
import { tripLinkMailAllowance } from "~/http/request-limits.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords, translator } from "~/i18n/i18n.server";
import { logger } from "~/logger.server";
import type { Route } from "../../../routes/trip/+types/lost-link";

/** "Lost your link?"'s server side (the page is lost-link.tsx): its words, and the request for a new link. */

export async function lostLinkLoader({ request }: Route.LoaderArgs) {
  const { t } = await requestWords(request, "trip");
  return { meta: { title: t("lostLink.meta.title"), description: t("lostLink.meta.description") } };
}

export async function lostLinkAction({ request, context }: Route.ActionArgs) {
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
