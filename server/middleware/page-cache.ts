import { randomUUID } from "node:crypto";
import { createServer, get, type IncomingMessage } from "node:http";
import { duplexPair } from "node:stream";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { CACHED_PAGES, FORM_PAGES } from "~/cached-pages";
import { todayIso } from "~/domain/dates";
import { clientAddress } from "~/http/client-address.server";
import { suggestedLanguage } from "~/i18n/i18n.server";
import { renderWithStandIns } from "./react-router";
import { NONCE_PLACEHOLDER, newNonce } from "./security-headers";

type CspFor = (nonce: string) => string;

/**
 * The stand-ins a cached page is rendered with, swapped per response. Letters, digits and
 * dashes read the same in an HTML attribute and in the loader data serialized into a script,
 * so one text replacement fills both.
 */
const KEY_PLACEHOLDER = "5e55a11e-0000-4000-8000-0000000000ca";
const REFERRER_PLACEHOLDER = "sobremesa-referrer-stand-in";
const HOLE_OF = { [NONCE_PLACEHOLDER]: "nonce", [KEY_PLACEHOLDER]: "key", [REFERRER_PLACEHOLDER]: "referrer" } as const;
const HOLES = new RegExp(`(${Object.keys(HOLE_OF).join("|")})`);
type Hole = (typeof HOLE_OF)[keyof typeof HOLE_OF];

/**
 * A Referer that also reads the same in both places: none of the characters either escapes
 * (`& < > " ' \`, spaces, controls, non-ASCII). Browsers send another site's address as a bare
 * origin, so nearly every real referrer qualifies; any other is rendered per request.
 */
const PLAIN_REFERRER = /^[\w\-.~:/?#[\]@!$()*+,;=%]{0,500}$/;

/** Headers about the render's own connection and body, not the page's: each response has its own. */
const CONNECTION_HEADERS = new Set(["connection", "content-length", "date", "keep-alive", "transfer-encoding"]);

/** One rendered page, split at its stand-ins so each response only joins strings. */
class CachedPage {
  /** Text at even indexes, the name of the hole between them at odd ones. */
  private readonly parts: string[];
  constructor(
    private readonly headers: Record<string, string>,
    body: string,
    /** The UTC day it was rendered on: a form page's earliest dates change at midnight. */
    readonly day: string,
  ) {
    this.parts = body.split(HOLES).map((part, index) => (index % 2 ? HOLE_OF[part as keyof typeof HOLE_OF] : part));
  }

  writeTo(res: Response, values: Record<Hole, string>, csp: CspFor): void {
    let body = "";
    for (let index = 0; index < this.parts.length; index++) {
      body += index % 2 ? values[this.parts[index] as Hole] : this.parts[index];
    }
    res.writeHead(200, {
      ...this.headers,
      "Content-Security-Policy": csp(values.nonce),
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  }
}

type PageCacheOptions = {
  /** A request carrying this cookie (a pending flash message) is never answered from the cache. */
  bypassCookie: string;
  /** The one way into React Router (react-router.ts), to render a page the first time it is asked for. */
  handler: RequestHandler;
  csp: CspFor;
};

/**
 * The public pages, and the form pages but for their key and referrer, are the same for
 * everyone until the next deploy, so each is rendered once per process (after start-up, so
 * it reflects this process's configuration, such as SUPPORT_EMAIL) with stand-ins, and then
 * served from memory with a fresh CSP nonce (and key) per response. Any other request passes
 * through.
 */
export function pageCache({ bypassCookie, handler, csp }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const render = renderer(handler);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const path = req.originalUrl;
    const form = FORM_PAGES.has(path);
    const referrer = form ? (req.get("referer") ?? "") : "";
    const cacheable =
      (req.method === "GET" || req.method === "HEAD") &&
      !req.headers.cookie?.includes(`${bypassCookie}=`) &&
      (CACHED_PAGES.has(path) || (form && PLAIN_REFERRER.test(referrer)));
    if (!cacheable) {
      next();
      return;
    }
    try {
      // The English landing page suggests the browser's language: one copy per suggestion.
      const suggestion =
        path === "/"
          ? await suggestedLanguage(
              new globalThis.Request("http://x/", { headers: { "accept-language": req.get("accept-language") ?? "" } }),
            )
          : null;
      const key = suggestion ? `${path}|${suggestion}` : path;
      const today = todayIso();
      let page = pages.get(key);
      if (!page || page.day !== today) {
        const requestHeaders: Record<string, string> = {
          accept: "text/html",
          host: req.get("host") ?? "localhost",
          "x-request-id": String(req.headers["x-request-id"]),
        };
        if (suggestion) requestHeaders["accept-language"] = suggestion;
        if (form) requestHeaders.referer = REFERRER_PLACEHOLDER;
        requestHeaders[VISITOR_HEADER] = clientAddress(req);
        const response = await render(path, requestHeaders);
        // Only a plain 200 HTML page that sets no cookie is kept; anything else is rendered per request.
        const type = response.headers["content-type"];
        if (
          response.statusCode !== 200 ||
          response.headers["set-cookie"] !== undefined ||
          typeof type !== "string" ||
          !type.startsWith("text/html")
        ) {
          response.resume();
          next();
          return;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        // A form page's own no-store stays: each copy carries a key of its own.
        if (headers["cache-control"] !== "no-store") headers["cache-control"] = "private, no-cache";
        if (path === "/") headers.vary = "Accept-Language";
        page = new CachedPage(headers, await bodyText(response), today);
        pages.set(key, page);
      }
      page.writeTo(res, { nonce: newNonce(), key: randomUUID(), referrer }, csp);
    } catch (error) {
      next(error);
    }
  };
}

/** Carries the visitor's address to a render; read only by the renderer, which never listens. */
const VISITOR_HEADER = "x-page-cache-visitor";

/**
 * Renders a page through `handler`, the same Express handler every other request meets
 * (react-router.ts), alone: the answer carries React Router's own headers, none of the other
 * middleware's. The request is real HTTP over an in-memory pair of streams handed to a Node
 * server that never listens (its 'connection' event takes any Duplex, as Node documents), so
 * Node builds the request and response as for any client and nothing is patched.
 */
function renderer(handler: RequestHandler) {
  const app = express();
  app.disable("x-powered-by");
  app.get("/{*path}", (req, _res, next) => {
    renderWithStandIns(req, {
      nonce: NONCE_PLACEHOLDER,
      newIdempotencyKey: () => KEY_PLACEHOLDER,
      clientAddress: String(req.headers[VISITOR_HEADER]),
    });
    next();
  });
  app.get("/{*path}", handler);
  const server = createServer(app);
  return (path: string, headers: Record<string, string>) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const [client, served] = duplexPair();
      server.emit("connection", served);
      const request = get(
        { path, headers: { ...headers, connection: "close" }, createConnection: () => client },
        resolve,
      );
      request.on("error", reject);
    });
}

async function bodyText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
