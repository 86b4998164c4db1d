import type { NextFunction, Request, RequestHandler, Response } from "express";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { renderAsMalformedPath } from "./react-router";

/** The refusal in words, for a client that is not shown a page (the JSON API, a form's post). */
const MALFORMED_PATH_MESSAGE = "This address is not valid: a %-escape in its path does not decode";

/**
 * Whether every %-escape of a path decodes (to UTF-8). Express's router decodes the path's
 * parameters with decodeURIComponent, which throws a URIError where this answers false.
 */
function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path whose %-escapes do not decode (a link cut short, `/trip/%E0%A4%A`; a lone `%`) names no
 * page, whatever route it looks like: 400, for every path, before the routes. Left to them,
 * Express's router threw a URIError (a 500, logged as an error) and React Router would have
 * logged the whole path, a private link's token with it. A page's visitor gets the site's 400
 * page in the language of the path: `handler` (React Router) renders the root at that language's
 * home, marked so that the root's loader answers the page (app/components/bad-address.tsx)
 * instead of the home; nothing of the path is read. The JSON API answers `{error}`, and any
 * other method plain text, as the other refusals before the routes do. The answer is kept by no
 * cache and sends no Referer: the path may carry a private link's token.
 */
export function malformedPathRefusal(handler: RequestHandler) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (pathDecodes(req.path)) {
      next();
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex");
    if (req.path.startsWith("/api/")) {
      res.status(400).json({ error: MALFORMED_PATH_MESSAGE });
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(400).type("text/plain").send(MALFORMED_PATH_MESSAGE);
      return;
    }
    // React Router builds its request from originalUrl; the request log keeps the path asked for.
    const home = pathInLanguage("/", languageOfPath(req.path));
    req.url = home;
    req.originalUrl = home;
    renderAsMalformedPath(req);
    handler(req, res, next);
  };
}
