import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { env, isDeployed } from "~/env.server";
import { clientAddress } from "~/http/client-address.server";
import { CROSS_SITE_REFUSED, isSameOrigin } from "~/http/same-origin.server";
import { TOAST_COOKIE } from "~/http/toast.server";
import { loggablePath, logger } from "~/logger.server";
import { refuseOversizedBodies } from "./body-cap";
import { pageCache } from "./page-cache";
import { baseHeaders, contentSecurityPolicy, newNonce } from "./security-headers";

type AppOptions = {
  /** The built client folder (hashed assets and public files). */
  clientDir?: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
};

/**
 * The Express application: request id and log line, security headers, compression, the
 * public-page cache, static files, the same-origin check, then React Router. Start-up and
 * the background jobs are in boot.ts.
 */
export function createApp({ clientDir, build, mode }: AppOptions): express.Express {
  const config = env();
  // Staging is served like production: over HTTPS behind a proxy, HSTS, Secure cookies.
  const production = isDeployed(config);
  const common = Object.entries(baseHeaders(production));
  const enforceCsp = mode === "production";
  const csp = (nonce: string) => contentSecurityPolicy(nonce, production);
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY is already in Express's own terms (nobody unless named: see env.server.ts).
  app.set("trust proxy", config.TRUST_PROXY);
  if (production) pinPublicOrigin(app, config.PUBLIC_URL);

  app.use(requestLog);
  app.use(securityHeaders(common, enforceCsp));
  app.use(refuseOversizedBodies);
  app.use(compression({ threshold: 1024 }));
  const loadContext = (req: Request, nonce: () => string) => ({
    get nonce() {
      return nonce();
    },
    requestId: String(req.headers["x-request-id"]),
    clientAddress: clientAddress(req),
    newIdempotencyKey: randomUUID,
  });
  if (enforceCsp) {
    app.use(pageCache({ bypassCookie: TOAST_COOKIE, handler: createFetchHandler(build, mode), loadContext, csp }));
  }
  if (clientDir) {
    // Hashed build output never changes; everything else may.
    app.use(
      "/assets",
      express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
    );
    // The other public files (icons, images, robots.txt) are known at start: a page's path is not
    // looked for on disk first (that stat was a few percent of every rendered page).
    const publicFiles = listPublicFiles(clientDir);
    const serveFile = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (publicFiles.has(decodedPath(req.path)) ? serveFile(req, res, next) : next()));
  }
  app.use(crossSiteRefusal);
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => {
        // Drawn when first asked for: only documents carry scripts, and a form post that
        // succeeds answers with a redirect. The policy is worked out as the headers are written,
        // with the nonce the document was rendered with.
        let nonce: string | undefined;
        const nonceOnce = () => {
          nonce ??= newNonce();
          return nonce;
        };
        if (enforceCsp) res.locals.csp = () => csp(nonceOnce());
        return loadContext(req, nonceOnce);
      },
    }),
  );
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    logger.error({ err: error }, "unhandled request error");
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Every file of the client build outside /assets, as the URL path that serves it. */
function listPublicFiles(clientDir: string): Set<string> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !path.startsWith("/assets/"));
  return new Set(files);
}

/** Request ids (a caller's own if well-formed) and one JSON log line per response. */
function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  // React Router's adapter destroys the request, and with it the socket, when a handler stops
  // reading the body (a 413 over the size limit): the answer would never reach the client.
  // Until the response is written, stopping to read only discards the unread rest.
  const destroy = req.destroy;
  req.destroy = function discardRest(this: Request, error?: Error) {
    if (res.writableEnded || req.socket.destroyed) return destroy.call(this, error);
    this.removeAllListeners("data");
    this.resume();
    return this;
  } as Request["destroy"];
  res.on("finish", () => {
    // A handler may answer before reading all of the body (a 413, a 405): discard the rest,
    // or the keep-alive connection could never carry its next request.
    if (!req.complete) {
      req.removeAllListeners("data");
      req.resume();
    }
    logger.info(
      {
        requestId,
        method: req.method,
        // Never the query string, and never a trip link's token, however the path was spelled:
        // the route's own `headers` keep its answers private (app/utils/answer-headers.ts).
        path: loggablePath(req.originalUrl.split("?")[0]),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  next();
}

/**
 * The security headers, added as the response's headers are written so a route's own value
 * (a stricter Referrer-Policy, say) wins: React Router's adapter appends its headers to
 * those already set, which would otherwise send both values. HTML documents also get the CSP
 * carrying their nonce (res.locals.csp, made with the load context); other responses (JSON,
 * CSV, redirects) go without one.
 */
function securityHeaders(common: [string, string][], enforceCsp: boolean) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const writeHead = res.writeHead;
    res.writeHead = ((...args: Parameters<Response["writeHead"]>) => {
      for (const [name, value] of common) if (!res.hasHeader(name)) res.setHeader(name, value);
      const policy: unknown = res.locals.csp;
      const type = res.getHeader("content-type");
      if (enforceCsp && typeof policy === "function" && typeof type === "string" && type.startsWith("text/html")) {
        res.setHeader("Content-Security-Policy", policy());
      }
      return writeHead.apply(res, args as never);
    }) as Response["writeHead"];
    next();
  };
}

/**
 * Behind the TLS proxy the socket speaks plain HTTP to a private address: a deployed site's
 * request URLs are built from its public address, so the Origin a browser sends (https://…)
 * matches the URL React Router's own action check compares it with.
 */
function pinPublicOrigin(app: express.Express, publicUrl: string): void {
  const url = new URL(publicUrl);
  const protocol = url.protocol.replace(/:$/, "");
  Object.defineProperty(app.request, "protocol", { configurable: true, enumerable: true, get: () => protocol });
  app.use((req, _res, next) => {
    req.headers.host = url.host;
    delete req.headers["x-forwarded-host"];
    next();
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request from a browser must come from our own pages: page actions
 * and the JSON API alike, whatever React Router checks on its own.
 */
function crossSiteRefusal(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) {
    next();
    return;
  }
  const sent = { origin: req.get("origin"), site: req.get("sec-fetch-site") };
  if (isSameOrigin(sent, `${req.protocol}://${req.get("host") ?? "localhost"}`)) {
    // `Origin: null` passed only because the browser said same-origin (a no-referrer page's own
    // form); React Router's own check knows no Sec-Fetch-Site and would refuse it with a 400.
    if (req.get("origin") === "null") delete req.headers.origin;
    next();
    return;
  }
  res.setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.status(403).json({ error: CROSS_SITE_REFUSED });
  else res.status(403).type("text/plain").send(CROSS_SITE_REFUSED);
}
