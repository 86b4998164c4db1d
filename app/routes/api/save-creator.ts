import {
  creatorApplicationSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
  referrerField,
} from "~/domain/creator-schema";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { applicationKey, publicWrites, tooManyRequestsJson } from "~/http/request-limits.server";
import { logger } from "~/logger.server";
import { apply } from "~/services/creators/creators.server";
import type { Route } from "./+types/save-creator";

export const loader = postOnly;

/** POST /api/save-creator: the signup form's fields as JSON, with the same rules. */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const { applicationSubmitted, applicationMissing, applicationFailed } = CREATOR_TOASTS;
    if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
      return Response.json({ message: applicationSubmitted.title }, { status: 201 });
    }
    const parsed = creatorApplicationSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      const error = lacksRequiredFields(body) ? applicationMissing.title : "Invalid application";
      return jsonError(400, error, { fields });
    }
    // Checked and counted around the synchronous write, so parallel posts cannot slip past together.
    const limitKey = applicationKey(context.clientAddress);
    const allowance = publicWrites.check(limitKey);
    if (!allowance.allowed) return tooManyRequestsJson(allowance.retryAfterSeconds);
    try {
      // A new and a known address get the same answer; a known one is told by email.
      apply(parsed.data, {
        userAgent: request.headers.get("user-agent"),
        referrer: referrerField(body.referrer) ?? request.headers.get("referer"),
        source: "sobremesa-api",
      });
      publicWrites.record(limitKey);
      return Response.json({ message: applicationSubmitted.title }, { status: 201 });
    } catch (error) {
      logger.error({ err: error }, "creator application could not be stored");
      return jsonError(503, applicationFailed.description);
    }
  });
}
