import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { clientAddress } from "~/http/client-address.server";
import { nonceFor } from "./security-headers";

/** Requests whose path did not decode, rendered as the site's 400 page (malformed-path.ts). */
const malformedPaths = new WeakSet<object>();

/** Marks `req` as the render of the 400 page for a path that did not decode. */
export function renderAsMalformedPath(req: object): void {
  malformedPaths.add(req);
}

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /**
   * The hosts a form's Origin may name besides the request URL's own (React Router's
   * `allowedActionOrigins`): a deployed site's public host, whatever Host the proxy forwards.
   */
  actionOrigins?: string[];
};

/**
 * The one way into React Router: `createRequestHandler` from @react-router/express, as in React Router's node-custom-server
 * template. What it does that we answer elsewhere, without patching it:
 * - it appends a route's headers to those already set: our defaults are added as the headers
 *   are written, only where the answer has none (security-headers.ts, with on-headers);
 * - it cancels the body stream, destroying the socket, if a route cancels its reader: our
 *   capped readers release the reader instead, and the unread rest is discarded when the
 *   answer is finished (request-log.ts), so a 413 arrives (body-caps-http.test.ts);
 * - it builds the request URL from req.protocol and req.hostname, which Express takes from a
 *   trusted proxy's X-Forwarded-Proto/-Host (`trust proxy`, from TRUST_PROXY). Absolute links
 *   are built on PUBLIC_URL, never on the request URL, and React Router's own check of a form's
 *   Origin also accepts the public host (`actionOrigins`), as its docs show for a custom server.
 */
export function reactRouter({ build, mode, actionOrigins }: Options): RequestHandler {
  const withOrigins = (built: ServerBuild): ServerBuild =>
    actionOrigins ? { ...built, allowedActionOrigins: actionOrigins } : built;
  return createRequestHandler({
    build: typeof build === "function" ? async () => withOrigins(await build()) : withOrigins(build),
    mode,
    getLoadContext: loadContext,
  });
}

/** What every loader and action receives as `context` (its type is in app/entry.server.tsx). */
function loadContext(req: Request, res: Response): AppLoadContext {
  return {
    // Drawn when first asked for: only documents carry scripts, and a form post that
    // succeeds answers with a redirect (no nonce, no policy).
    get nonce() {
      return nonceFor(res);
    },
    requestId: String(req.headers["x-request-id"]),
    clientAddress: clientAddress(req),
    malformedPath: malformedPaths.has(req),
  };
}
