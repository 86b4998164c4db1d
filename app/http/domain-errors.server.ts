import { data } from "react-router";
import { ConflictError, DomainError, InvalidInputError, NotAllowedError, NotFoundError } from "~/domain/errors";
import { jsonError } from "~/http/json.server";

/**
 * The one mapping from a service's refusal to an HTTP status, used by JSON endpoints and
 * pages alike so the same refusal answers the same status everywhere.
 */
export function domainErrorStatus(error: DomainError): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof NotAllowedError) return 403;
  // Invalid input, and any refusal without a more specific status.
  return 400;
}

/** A domain error as the JSON APIs' `{error, fields?}`; anything else is rethrown (and becomes a 500). */
export function domainErrorJson(error: unknown): Response {
  if (!(error instanceof DomainError)) throw error;
  const extra = error instanceof InvalidInputError && Object.keys(error.fields).length ? { fields: error.fields } : {};
  return jsonError(domainErrorStatus(error), error.message, extra);
}

/** A domain error thrown as a page's error response (its boundary shows the message); anything else is rethrown. */
export function throwDomainErrorPage(error: unknown): never {
  if (error instanceof DomainError) throw data(error.message, { status: domainErrorStatus(error) });
  throw error;
}
