import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { CACHED_PAGES } from "~/cached-pages";
import { suggestedLanguage } from "~/i18n/i18n.server";
import { NONCE_PLACEHOLDER, newNonce } from "./security-headers";

type CspFor = (nonce: string) => string;

/** One rendered page, split where the nonce goes so each response only joins strings. */
class CachedPage {
  private readonly parts: string[];
  constructor(
    private readonly headers: Record<string, string>,
    body: string,
  ) {
    this.parts = body.split(NONCE_PLACEHOLDER);
  }

  writeTo(res: Response, nonce: string, csp: CspFor): void {
    const body = this.parts.join(nonce);
    res.writeHead(200, {
      ...this.headers,
      "Content-Security-Policy": csp(nonce),
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  }
}

type PageCacheOptions = {
  /** A request carrying this cookie (a pending flash message) is never answered from the cache. */
  bypassCookie: string;
  /** React Router's own Fetch handler, to render a page the first time it is asked for. */
  handler: (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>;
  loadContext: (req: Request, nonce: string) => AppLoadContext;
  csp: CspFor;
};

/**
 * The public pages are the same for everyone until the next deploy, so each is rendered
 * once per process (after start-up, so it reflects this process's configuration, such as
 * SUPPORT_EMAIL) with a placeholder nonce, and then served from memory with a fresh CSP
 * nonce per response. Any other request passes through.
 */
export function pageCache({ bypassCookie, handler, loadContext, csp }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const cacheable =
      (req.method === "GET" || req.method === "HEAD") &&
      !req.headers.cookie?.includes(`${bypassCookie}=`) &&
      CACHED_PAGES.has(req.originalUrl);
    if (!cacheable) {
      next();
      return;
    }
    try {
      // The English landing page suggests the browser's language: one copy per suggestion.
      const suggestion =
        req.originalUrl === "/"
          ? await suggestedLanguage(
              new globalThis.Request("http://x/", { headers: { "accept-language": req.get("accept-language") ?? "" } }),
            )
          : null;
      const key = suggestion ? `${req.originalUrl}|${suggestion}` : req.originalUrl;
      let page = pages.get(key);
      if (!page) {
        const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
        const requestHeaders: Record<string, string> = { accept: "text/html" };
        if (suggestion) requestHeaders["accept-language"] = suggestion;
        const response = await handler(new globalThis.Request(url, { headers: requestHeaders }), {
          ...loadContext(req, NONCE_PLACEHOLDER),
        });
        // Only a plain 200 HTML page that sets no cookie is kept; anything else is rendered per request.
        if (
          response.status !== 200 ||
          response.headers.has("set-cookie") ||
          !response.headers.get("content-type")?.startsWith("text/html")
        ) {
          await response.body?.cancel();
          next();
          return;
        }
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          if (name !== "content-length") headers[name] = value;
        });
        headers["cache-control"] = "private, no-cache";
        if (req.originalUrl === "/") headers.vary = "Accept-Language";
        page = new CachedPage(headers, await response.text());
        pages.set(key, page);
      }
      page.writeTo(res, newNonce(), csp);
    } catch (error) {
      next(error);
    }
  };
}
