import type { NextFunction, Request, Response } from "express";
import { CROSS_SITE_REFUSED, isSameOrigin } from "~/http/same-origin.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request from a browser must come from our own pages: page actions
 * and the JSON API alike, whatever React Router checks on its own. `origin` is the site's
 * own (its public address on a deployed site, see app.ts).
 */
export function crossSiteRefusal(origin: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const sent = { origin: req.get("origin"), site: req.get("sec-fetch-site") };
    if (isSameOrigin(sent, origin(req))) {
      // `Origin: null` passed only because the browser said same-origin (a no-referrer page's own
      // form); React Router's own check knows no Sec-Fetch-Site and would refuse it with a 400.
      if (req.get("origin") === "null") delete req.headers.origin;
      next();
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.status(403).json({ error: CROSS_SITE_REFUSED });
    else res.status(403).type("text/plain").send(CROSS_SITE_REFUSED);
  };
}
