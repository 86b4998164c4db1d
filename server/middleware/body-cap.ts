import type { NextFunction, Request, Response } from "express";

/**
 * The most any request body may declare, whatever the route: above the largest cap a route
 * sets for itself (a Stripe event, 512 kB; forms take 16 kB and JSON 64 kB). Every route that
 * reads a body reads it through a capped reader (app/http/json.server.ts, form-body.server.ts),
 * which also stops a chunked body without a length; this refuses a declared oversize before
 * any route runs, so a route that forgets its cap, or has no action at all, never buffers it.
 */
export const MAX_REQUEST_BYTES = 1024 * 1024;

/**
 * 413 for a body declared over MAX_REQUEST_BYTES, unread: the request log's finish handler
 * discards the rest as it arrives (nothing is kept), so a keep-alive connection stays usable.
 */
export function refuseOversizedBodies(req: Request, res: Response, next: NextFunction): void {
  const declared = Number(req.headers["content-length"]);
  if (!Number.isFinite(declared) || declared <= MAX_REQUEST_BYTES) {
    next();
    return;
  }
  const error = `Request body over ${MAX_REQUEST_BYTES} bytes`;
  if (req.path.startsWith("/api/")) res.status(413).json({ error });
  else res.status(413).type("text/plain").send(error);
}
