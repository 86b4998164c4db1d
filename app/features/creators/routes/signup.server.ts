import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { toastMessage } from "~/domain/toast";
import { applyAsCreator } from "~/features/creators/apply-as-creator.server";
import {
  creatorApplicationSchemaFor,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
  referrerField,
} from "~/features/creators/creator-schema";
import { creatorMessages, creatorToasts } from "~/features/creators/creator-text";
import { readForm } from "~/http/form-body.server";
import { applicationKey, publicWrites, tooManyRequestsForm, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { redirectWithToast } from "~/http/toast.server";
import { translator } from "~/i18n/i18n.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import type { Route } from "../../../routes/creator/+types/signup";

/** The creator application's server side (the page is signup.tsx): the form's data, and the application post. */

/** Where the applicant came from, carried through the form to the application's automation record. */
export async function signupLoader({ request }: Route.LoaderArgs) {
  const t = await translator(languageOfPath(new URL(request.url).pathname), "creator");
  return data(
    {
      referrer: request.headers.get("referer") ?? "",
      meta: { title: t("meta.title"), description: t("meta.description") },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function signupAction({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = await translator(language, "creator");
  const toasts = creatorToasts(t);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: creatorApplicationSchemaFor(creatorMessages(t)) });
  const allowance = writeAllowance(publicWrites, applicationKey(context.clientAddress));
  const outcome = applyAsCreator({
    honeypotFilled: isHoneypotFilled(form.get(HONEYPOT_FIELD)),
    application: submission.status === "success" ? submission.value : undefined,
    meta: { ...requestMeta(request, "sobremesa-web", referrerField(form.get("referrer"))), language },
    allowance,
  });
  switch (outcome.kind) {
    case "submitted":
      return redirectWithToast(pathInLanguage("/creator-signup", language), toasts.submitted);
    case "invalid": {
      const toast = lacksRequiredFields(submission.payload) ? toastMessage(toasts.missing) : null;
      return data({ result: submission.reply(), toast }, { status: 400 });
    }
    case "limited":
      return tooManyRequestsForm(
        allowance.retryAfterSeconds,
        { result: submission.reply() },
        await translator(language, "common"),
      );
    case "unavailable":
      return data({ result: submission.reply(), toast: toastMessage(toasts.failed) }, { status: 503 });
  }
}
