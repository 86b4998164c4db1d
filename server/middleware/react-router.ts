import { randomUUID } from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { clientAddress } from "~/http/client-address.server";
import { newNonce } from "./security-headers";

/** React Router's own Fetch handler (createRequestHandler), the one way into the app. */
export type RenderPage = (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>;

/** What every loader and action receives as `context` (its type is in app/entry.server.tsx). */
export function loadContext(req: Request, nonce: () => string): AppLoadContext {
  return {
    get nonce() {
      return nonce();
    },
    requestId: String(req.headers["x-request-id"]),
    clientAddress: clientAddress(req),
    newIdempotencyKey: randomUUID,
  };
}

type Options = {
  handler: RenderPage;
  /** The site's own origin for this request: a request's URL is built on it. */
  origin: (req: Request) => string;
  /** The policy for an HTML document rendered with this nonce; none when not enforced. */
  csp?: (nonce: string) => string;
};

/**
 * Every request the public files and the page cache leave, as a Fetch Request to React
 * Router, and its Response written back. Our own few lines rather than @react-router/express,
 * which needed three patches to fit: it destroyed the socket when a route stopped reading a
 * body (bodyOf), appended a route's headers to ours so both went out (send), and built the
 * URL from the socket's protocol and Host (`origin`, the public address on a deployed site).
 */
export function reactRouter({ handler, origin, csp }: Options) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // Drawn when first asked for: only documents carry scripts, and a form post that
    // succeeds answers with a redirect (no nonce, no policy).
    let nonce: string | undefined;
    const nonceOnce = () => {
      nonce ??= newNonce();
      return nonce;
    };
    try {
      const response = await handler(fetchRequest(req, res, origin(req)), loadContext(req, nonceOnce));
      await send(res, response, csp && (() => csp(nonceOnce())));
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequest(req: Request, res: Response, origin: string): globalThis.Request {
  const controller = new AbortController();
  // A client gone before its answer is complete stops the work still running for it.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = bodyOf(req);
    init.duplex = "half";
  }
  // Joined as text, not resolved: a path starting `//` stays a path, never another host.
  return new globalThis.Request(`${origin}${req.originalUrl}`, init);
}

/**
 * The request's body as a Fetch stream. A route that stops reading it (a capped reader past
 * its limit, answering 413) cancels it: the rest is then discarded as it arrives, and the
 * socket is kept, so the answer reaches the client and the keep-alive connection carries its
 * next request (tests/integration/body-caps-http.test.ts). Destroying the request there, as
 * @react-router/express does, dropped the connection before the 413 was sent.
 */
function bodyOf(req: Request): ReadableStream<Uint8Array> {
  let open = true;
  const finish = (end: () => void) => {
    if (!open) return;
    open = false;
    end();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once("end", () => finish(() => controller.close()));
        req.once("error", (error) => finish(() => controller.error(error)));
        req.once("close", () => {
          if (!req.complete) finish(() => controller.error(new Error("request aborted")));
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.resume();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
}

/**
 * Writes React Router's answer. Its headers replace ours of the same name (a route's
 * stricter Referrer-Policy wins); an HTML document gets the policy with the nonce it was
 * rendered with; other answers (JSON, CSV, redirects) go without one.
 */
async function send(res: Response, response: globalThis.Response, policy?: () => string): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (policy && response.headers.get("content-type")?.startsWith("text/html")) {
    res.setHeader("Content-Security-Policy", policy());
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The client went away mid-answer: nothing left to tell it.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
