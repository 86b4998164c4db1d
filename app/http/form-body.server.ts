import { data } from "react-router";
import { HttpError, readBodyText } from "~/http/json.server";

/** Our forms are small; anything larger is not a person typing. */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * A page action's form body, read with a size cap. Our `<Form>`s post URL-encoded (with or
 * without JavaScript); any other body gets a clear 4xx instead of a parser crash.
 */
export async function readForm(request: Request, limit = MAX_FORM_BYTES): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw data("Forms must be sent as application/x-www-form-urlencoded", { status: 415 });
  }
  try {
    return new URLSearchParams(await readBodyText(request, limit));
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
}
