import {
  creatorApplicationSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
  referrerField,
} from "~/domain/creator-schema";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { logger } from "~/logger.server";
import { apply } from "~/services/creators.server";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/services/http.server";
import type { Route } from "./+types/save-creator";

export const loader = postOnly;

/** §7 POST /api/save-creator: the signup form's fields as JSON, with the same rules. */
export async function action({ request }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const { applicationSubmitted, applicationAlreadyReceived, applicationMissing, applicationFailed } = CREATOR_TOASTS;
    if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
      return Response.json({ message: applicationSubmitted.title }, { status: 201 });
    }
    const parsed = creatorApplicationSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      const error = lacksRequiredFields(body) ? applicationMissing.title : "Invalid application";
      return jsonError(400, error, { fields });
    }
    try {
      const outcome = apply(parsed.data, {
        userAgent: request.headers.get("user-agent"),
        referrer: referrerField(body.referrer) ?? request.headers.get("referer"),
        source: "sobremesa-api",
      });
      return outcome === "created"
        ? Response.json({ message: applicationSubmitted.title }, { status: 201 })
        : Response.json({ message: applicationAlreadyReceived.description });
    } catch (error) {
      logger.error({ err: error }, "creator application could not be stored");
      return jsonError(503, applicationFailed.description);
    }
  });
}
