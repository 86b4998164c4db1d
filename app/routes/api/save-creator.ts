import { applyAsCreator } from "~/features/creators/apply-as-creator.server";
import {
  creatorApplicationSchemaFor,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
  referrerField,
} from "~/features/creators/creator-schema";
import { creatorMessages, creatorToasts } from "~/features/creators/creator-text";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { applicationKey, publicWrites, tooManyRequestsJson, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { translator } from "~/i18n/i18n.server";
import type { Route } from "./+types/save-creator";

export const loader = postOnly;

/** The JSON API answers in English, the catalogue's reference; its schema is built on first use, once. */
async function englishWords() {
  const t = await translator("en", "creator");
  return { schema: creatorApplicationSchemaFor(creatorMessages(t)), toasts: creatorToasts(t) };
}
let english: ReturnType<typeof englishWords> | undefined;

/** POST /api/save-creator: the signup form's fields as JSON, with the same rules. */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    english ??= englishWords();
    const { schema, toasts } = await english;
    const parsed = schema.safeParse(body);
    const allowance = writeAllowance(publicWrites, applicationKey(context.clientAddress));
    const outcome = applyAsCreator({
      honeypotFilled: isHoneypotFilled(body[HONEYPOT_FIELD]),
      application: parsed.data,
      meta: requestMeta(request, "sobremesa-api", referrerField(body.referrer) ?? request.headers.get("referer")),
      allowance,
    });
    switch (outcome.kind) {
      case "submitted":
        return Response.json({ message: toasts.submitted.title }, { status: 201 });
      case "invalid": {
        const error = lacksRequiredFields(body) ? toasts.missing.title : "Invalid application";
        return jsonError(400, error, { fields: fieldErrors(parsed.error?.issues ?? []) });
      }
      case "limited":
        return tooManyRequestsJson(allowance.retryAfterSeconds);
      case "unavailable":
        return jsonError(503, toasts.failed.description);
    }
  });
}
