import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { loggablePath, logger } from "~/logger.server";

/**
 * Request ids (a caller's own if well-formed, passed on to React Router as X-Request-Id) and
 * one JSON log line per response.
 */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  // The path as asked for: a refused one is rendered at another (malformed-path.ts).
  const target = req.originalUrl;
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const line = () => ({
    requestId,
    method: req.method,
    // Never the query string, and never a trip link's token, however the path was spelled:
    // the route's own `headers` keep its answers private (app/utils/answer-headers.ts).
    path: loggablePath(target.split("?")[0]),
    ms: Math.round(performance.now() - started),
  });
  res.on("finish", () => {
    // A handler may answer before reading all of the body (a 413, a 403, a 405): discard the
    // rest as it arrives, or the keep-alive connection could never carry its next request.
    if (!req.complete) {
      req.removeAllListeners("data");
      req.resume();
    }
    logger.info({ ...line(), status: res.statusCode }, "request");
  });
  // A request whose client left before the answer was sent (a page closed, a download
  // cancelled, a test ending while it waited) gets a line too: without one, a request that
  // never finished would leave no trace at all.
  res.on("close", () => {
    if (res.writableFinished) return;
    logger.info(line(), "request closed before its answer");
  });
  next();
}
