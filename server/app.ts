import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { type ClientAddress, createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import { createRequestHandler, type ServerBuild } from "react-router";
import sirv from "sirv";
import { closeDb, db, migrateDatabase } from "~/db/client.server";
import { ConfigError, type Env, env, isDeployed, usesLocalCheckout } from "~/env.server";
import { clientAddressResolver } from "~/http/client-address.server";
import { logger } from "~/logger.server";
import { startOutboxWorker } from "~/services/outbox.server";
import { CROSS_SITE_REFUSED, isSameOrigin } from "~/services/same-origin.server";
import { TOAST_COOKIE } from "~/services/toast.server";
import { PageCache } from "./page-cache";
import { baseHeaders, contentSecurityPolicy, NONCE_PLACEHOLDER, newNonce } from "./security-headers";

/** React Router's server build, bundled into this module. */
export const serverBuild = build as unknown as ServerBuild;

export type BootInfo = { env: Env; localCheckout: boolean };

/**
 * Everything that runs once per server process: configuration, migrations, the outbox
 * worker. Kept out of module scope because the build imports this bundle too.
 */
export function boot({ migrateOnly = false } = {}): BootInfo {
  let config: Env;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  migrateDatabase(db());
  if (!migrateOnly) stopWorker = startOutboxWorker();
  return { env: config, localCheckout: usesLocalCheckout(config) };
}

let stopWorker: (() => void) | undefined;

export function shutdown(): void {
  stopWorker?.();
  closeDb();
}

type ListenerOptions = {
  /** The built client folder (hashed assets and public files). */
  clientDir?: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
};

/** The Node request listener: static files, the page cache, then React Router. */
export function createListener({ clientDir, build, mode }: ListenerOptions): RequestListener {
  const config = env();
  // Staging is served like production: over HTTPS behind a proxy, HSTS, Secure cookies.
  const production = isDeployed(config);
  const clientAddress = clientAddressResolver(config.TRUST_PROXY);
  const common = Object.entries(baseHeaders(production));
  const enforceCsp = mode === "production";
  const handle = createRequestHandler(build, mode);
  const cache = new PageCache(TOAST_COOKIE);

  const handleFetch = createRequestListener(
    async (request: Request, client: ClientAddress) => {
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) return crossSiteRefusal(request);
      const requestId = request.headers.get("x-request-id") ?? randomUUID();
      const nonce = cache.wants(request) ? NONCE_PLACEHOLDER : newNonce();
      const response = await handle(request, {
        nonce,
        requestId,
        clientAddress: clientAddress(request.headers.get("x-forwarded-for"), client.address),
      });
      if (enforceCsp && response.headers.get("Content-Type")?.startsWith("text/html")) {
        if (nonce === NONCE_PLACEHOLDER) {
          const page = await cache.store(request, response);
          return page.respond(newNonce(), (n) => contentSecurityPolicy(n, production));
        }
        response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, production));
      }
      return response;
    },
    {
      // Behind the TLS proxy the socket speaks plain HTTP to a private address: a deployed
      // site's request URLs are built from its public address, so the Origin a browser sends
      // (https://…) matches the URL React Router's own action check compares it with.
      ...(production ? publicOrigin(config.PUBLIC_URL) : {}),
      onError(error) {
        logger.error({ err: error }, "unhandled request error");
        return new Response("Internal Server Error", { status: 500 });
      },
    },
  );

  const statics = clientDir
    ? sirv(clientDir, {
        dev: mode === "development",
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders(res, pathname) {
          // Hashed build output never changes; everything else may.
          res.setHeader(
            "Cache-Control",
            pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          );
        },
      })
    : undefined;
  const compress = compression({ threshold: 1024 });

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of common) res.setHeader(name, value);
    res.on("finish", () => {
      // A handler may answer before reading all of the body (a 413, a 405): discard the rest,
      // or the keep-alive connection could never carry its next request. The Fetch bridge's
      // own listener would otherwise pause the socket again once its queue is full.
      if (!req.complete) {
        req.removeAllListeners("data");
        req.resume();
      }
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.url?.split("?")[0],
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });

    // The hot path: a cached public page, answered without building a Request.
    const cached = enforceCsp ? cache.lookup(req) : undefined;
    if (cached && !acceptsCompression(req)) {
      cached.writeTo(res, newNonce(), (n) => contentSecurityPolicy(n, production));
      return;
    }
    compress(req as never, res as never, () => {
      if (cached) return cached.writeTo(res, newNonce(), (n) => contentSecurityPolicy(n, production));
      if (statics) statics(req, res, () => handleFetch(req, res));
      else handleFetch(req, res);
    });
  };
}

function acceptsCompression(req: IncomingMessage): boolean {
  const accept = req.headers["accept-encoding"];
  return typeof accept === "string" && /\b(gzip|br|deflate)\b/.test(accept);
}

function publicOrigin(publicUrl: string): { host: string; protocol: string } {
  const url = new URL(publicUrl);
  return { host: url.host, protocol: url.protocol };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request from a browser must come from our own pages: page actions
 * and the JSON API alike, whatever React Router checks on its own.
 */
function crossSiteRefusal(request: Request): Response {
  const headers = { "Cache-Control": "no-store" };
  return new URL(request.url).pathname.startsWith("/api/")
    ? Response.json({ error: CROSS_SITE_REFUSED }, { status: 403, headers })
    : new Response(CROSS_SITE_REFUSED, { status: 403, headers: { ...headers, "Content-Type": "text/plain" } });
}
