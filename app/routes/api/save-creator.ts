import {
  creatorApplicationSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
  referrerField,
} from "~/domain/creator-schema";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { applicationKey, publicWrites, tooManyRequestsJson, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { applyAsCreator } from "~/services/creators/apply-as-creator.server";
import type { Route } from "./+types/save-creator";

export const loader = postOnly;

/** POST /api/save-creator: the signup form's fields as JSON, with the same rules. */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const { applicationSubmitted, applicationMissing, applicationFailed } = CREATOR_TOASTS;
    const parsed = creatorApplicationSchema.safeParse(body);
    const allowance = writeAllowance(publicWrites, applicationKey(context.clientAddress));
    const outcome = applyAsCreator({
      honeypotFilled: isHoneypotFilled(body[HONEYPOT_FIELD]),
      application: parsed.data,
      meta: requestMeta(request, "sobremesa-api", referrerField(body.referrer) ?? request.headers.get("referer")),
      allowance,
    });
    switch (outcome.kind) {
      case "submitted":
        return Response.json({ message: applicationSubmitted.title }, { status: 201 });
      case "invalid": {
        const error = lacksRequiredFields(body) ? applicationMissing.title : "Invalid application";
        return jsonError(400, error, { fields: fieldErrors(parsed.error?.issues ?? []) });
      }
      case "limited":
        return tooManyRequestsJson(allowance.retryAfterSeconds);
      case "unavailable":
        return jsonError(503, applicationFailed.description);
    }
  });
}
