/**
 * The JSON endpoints' common gate: method, content type, body size and JSON syntax, each
 * refused with its own status and a JSON `{error}` before any handler logic runs.
 */
export const MAX_JSON_BYTES = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, init: ResponseInit = {}) {
  return Response.json({ error, ...extra }, { ...init, status });
}

/** Turns an HttpError into its JSON answer; anything else is rethrown (and becomes a 500). */
export function handleHttpError(error: unknown): Response {
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.extra);
  throw error;
}

export function requireMethod(request: Request, ...methods: string[]): void {
  if (!methods.includes(request.method)) {
    throw new HttpError(405, `Method ${request.method} not allowed; use ${methods.join(" or ")}`);
  }
}

/** Reads at most `limit` bytes of the body, refusing larger ones without buffering them. */
export async function readBodyText(request: Request, limit = MAX_JSON_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, `Request body over ${limit} bytes`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Released, not cancelled: cancelling the stream makes React Router's Express adapter
      // destroy the request and its socket, so the 413 would never arrive. The server
      // discards the unread rest once the answer is written (server/middleware/request-log.ts).
      reader.releaseLock();
      throw new HttpError(413, `Request body over ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The parsed JSON body of a POST: 415 for another content type, 413 over 64 kB, 400 for bad JSON. */
async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Content-Type must be application/json");
  const text = await readBodyText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
}

/** The body as a plain object (not an array or a scalar), or a 400. */
export async function readJsonObject(request: Request, limit = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const body = await readJson(request, limit);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "JSON body must be an object");
  }
  return body as Record<string, unknown>;
}

/** The loader of a POST-only endpoint: a GET answers 405. */
export function postOnly(): Response {
  return jsonError(405, "Method GET not allowed; use POST", {}, { headers: { Allow: "POST" } });
}

/**
 * Runs `handle` with the JSON object body of a POST, answering the gate's refusals
 * (405, 415, 413, 400) itself.
 */
export async function withJsonBody(
  request: Request,
  handle: (body: Record<string, unknown>) => Response | Promise<Response>,
  limit = MAX_JSON_BYTES,
): Promise<Response> {
  let body: Record<string, unknown>;
  try {
    requireMethod(request, "POST");
    body = await readJsonObject(request, limit);
  } catch (error) {
    return handleHttpError(error);
  }
  return handle(body);
}

/** The first message for each field of a failed schema parse, keyed by field path. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}
