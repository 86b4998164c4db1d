import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { env, isDeployed } from "~/env.server";
import { logger } from "~/logger.server";
import { refuseOversizedBodies } from "./middleware/body-cap";
import { crossSiteRefusal } from "./middleware/cross-site";
import { malformedPathRefusal } from "./middleware/malformed-path";
import { publicFiles } from "./middleware/public-files";
import { reactRouter } from "./middleware/react-router";
import { requestLog } from "./middleware/request-log";
import { contentSecurityPolicy, securityHeaders } from "./middleware/security-headers";

type AppOptions = {
  /** The built client folder (hashed assets and public files); Vite serves them in development. */
  clientDir?: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
};

/**
 * The Express application, in the order a request meets it: request id and log line,
 * security headers, the body-size cap, compression, the refusal of a path that does not decode,
 * static files, the same-origin check, then React Router. Start-up and
 * the background jobs are in boot.ts.
 */
export function createApp({ clientDir, build, mode }: AppOptions): express.Express {
  const config = env();
  // Staging is served like production: over HTTPS behind a proxy, HSTS, Secure cookies.
  const production = isDeployed(config);
  const csp = mode === "production" ? (nonce: string) => contentSecurityPolicy(nonce, production) : undefined;
  const publicUrl = production ? config.PUBLIC_URL : undefined;
  const handler = reactRouter({ build, mode, actionOrigins: publicUrl ? [new URL(publicUrl).host] : undefined });
  const origin = siteOrigin(publicUrl);
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY is already in Express's own terms (nobody unless named: see env.server.ts).
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestLog);
  app.use(securityHeaders(production, csp));
  app.use(refuseOversizedBodies);
  app.use(compression({ threshold: 1024 }));
  app.use(malformedPathRefusal(handler));
  if (clientDir) app.use(publicFiles(clientDir));
  app.use(crossSiteRefusal(origin));
  // A route with a parameter, not `use`: Express decodes the path first, so a path that does not
  // decode never reaches React Router, which would log it whole (malformedPathRefusal answers
  // those before, with a 400; this stays the last guard).
  app.all("/{*path}", handler);
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    logger.error({ err: error }, "unhandled request error");
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}

/**
 * The site's own origin, which a form's Origin is compared with. A deployed site sits behind
 * a TLS proxy that speaks plain HTTP to a private address, so its origin is its public
 * address (the https:// a browser sends); locally, the socket's protocol and the Host the
 * client asked for.
 */
function siteOrigin(publicUrl: string | undefined): (req: Request) => string {
  if (publicUrl) {
    const fixed = new URL(publicUrl).origin;
    return () => fixed;
  }
  return (req) => `${req.protocol}://${req.get("host") ?? "localhost"}`;
}
