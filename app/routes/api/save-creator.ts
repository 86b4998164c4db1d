import {
  creatorApplicationSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
} from "~/domain/creator-schema";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { logger } from "~/logger.server";
import { apply } from "~/services/creators.server";
import { handleHttpError, jsonError, readJsonObject, requireMethod } from "~/services/http.server";
import type { Route } from "./+types/save-creator";

export function loader() {
  return jsonError(405, "Method GET not allowed; use POST");
}

/** §7 POST /api/save-creator: the signup form's fields as JSON, with the same rules. */
export async function action({ request }: Route.ActionArgs) {
  let body: Record<string, unknown>;
  try {
    requireMethod(request, "POST");
    body = await readJsonObject(request);
  } catch (error) {
    return handleHttpError(error);
  }
  const { applicationSubmitted, applicationAlreadyReceived, applicationMissing, applicationFailed } = CREATOR_TOASTS;
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
    return Response.json({ message: applicationSubmitted.title }, { status: 201 });
  }
  const parsed = creatorApplicationSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    const error = lacksRequiredFields(body) ? applicationMissing.title : "Invalid application";
    return jsonError(400, error, { fields });
  }
  try {
    const outcome = apply(parsed.data);
    return outcome === "created"
      ? Response.json({ message: applicationSubmitted.title }, { status: 201 })
      : Response.json({ message: applicationAlreadyReceived.description });
  } catch (error) {
    logger.error({ err: error }, "creator application could not be stored");
    return jsonError(503, applicationFailed.description);
  }
}
