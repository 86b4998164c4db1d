import { data } from "react-router";
import { HttpError, readBodyText } from "~/http/json.server";

/** Our forms are small; anything larger is not a person typing. */
export const MAX_FORM_BYTES = 16 * 1024;

/** The deepest a field name of ours goes (`meals[9].note`) is far below these. */
const MAX_NAME_DEPTH = 8;
const MAX_NAME_INDEX = 99;

/**
 * The posted fields, refused (400) when a name could make the form parser build something
 * huge: conform turns `x[9999999]=1` into an array of ten million holes (seconds of work and
 * a gigabyte of memory for a 20-byte post), and `a.b.c…` into objects nested thousands deep.
 * No form of ours uses an index above 99 or a name more than a few levels deep.
 */
export function formFields(body: string): URLSearchParams {
  const form = new URLSearchParams(body);
  for (const name of form.keys()) {
    const depth = (name.match(/[.[]/g) ?? []).length;
    const indexes = [...name.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    if (depth > MAX_NAME_DEPTH || indexes.some((index) => index > MAX_NAME_INDEX)) {
      throw new HttpError(400, "Form field names must be the form's own");
    }
  }
  return form;
}

/**
 * A page action's form body, read with a size cap. Our `<Form>`s post URL-encoded (with or
 * without JavaScript); any other body, or field names no form of ours has, gets a clear 4xx
 * instead of a parser crash.
 */
export async function readForm(request: Request, limit = MAX_FORM_BYTES): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw data("Forms must be sent as application/x-www-form-urlencoded", { status: 415 });
  }
  try {
    return formFields(await readBodyText(request, limit));
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
}
