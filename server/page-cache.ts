import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHED_PAGES } from "~/cached-pages";
import { NONCE_PLACEHOLDER } from "./security-headers";

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

  private render(nonce: string, csp: CspFor) {
    return {
      body: this.parts.join(nonce),
      headers: { ...this.headers, "Content-Security-Policy": csp(nonce) },
    };
  }

  writeTo(res: ServerResponse, nonce: string, csp: CspFor): void {
    const { body, headers } = this.render(nonce, csp);
    res.writeHead(200, { ...headers, "Content-Length": Buffer.byteLength(body) });
    res.end(body);
  }

  respond(nonce: string, csp: CspFor): Response {
    const { body, headers } = this.render(nonce, csp);
    return new Response(body, { status: 200, headers });
  }
}

/**
 * The public pages are the same for everyone until the next deploy, so each is rendered
 * once per process (after start-up, so it reflects this process's configuration, such as
 * SUPPORT_EMAIL) and then served from memory with a fresh CSP nonce per response.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  /** @param bypassCookie a request carrying this cookie (a pending flash message) is never cached */
  constructor(private readonly bypassCookie: string) {}

  /** Whether this request should be rendered with the nonce placeholder, for caching. */
  wants(request: Request): boolean {
    if (request.method !== "GET" || request.headers.get("cookie")?.includes(`${this.bypassCookie}=`)) return false;
    const url = new URL(request.url);
    return url.search === "" && CACHED_PAGES.has(url.pathname) && !this.pages.has(url.pathname);
  }

  lookup(req: IncomingMessage): CachedPage | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (req.headers.cookie?.includes(`${this.bypassCookie}=`)) return undefined;
    return req.url ? this.pages.get(req.url) : undefined;
  }

  /**
   * Reads a response rendered with the placeholder. It is kept only when it is a plain
   * 200 that sets no cookie; either way the caller gets a page to answer this request with.
   */
  async store(request: Request, response: Response): Promise<CachedPage> {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
    });
    headers["cache-control"] = "private, no-cache";
    const page = new CachedPage(headers, await response.text());
    const cacheable = response.status === 200 && !response.headers.has("set-cookie");
    if (cacheable) this.pages.set(new URL(request.url).pathname, page);
    return page;
  }
}
