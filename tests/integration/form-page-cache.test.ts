import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_PAGES } from "~/cached-pages";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";

/**
 * The rule the form-page cache rests on (decision 0022): a page in FORM_PAGES is rendered once
 * and served to everyone, so it may differ from one visitor to the next only in its three
 * holes: the CSP nonce, the idempotency key and the referrer. Whatever else a visitor brings
 * (cookies, Accept-Language, where they came from) must change nothing, or the cache would
 * hand one visitor's page to another.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
});
afterAll(async () => {
  await server?.stop();
});

type Visitor = { name: string; headers: Record<string, string> };

/* Browsers all: a crawler gets its page whole rather than streamed (entry.server.tsx), the same content in other bytes. */
const visitors: Visitor[] = [
  {
    name: "a first visitor (fills the cache)",
    headers: {
      "user-agent":
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "accept-language": "en-US,en;q=0.9",
      referer: "https://www.google.com/",
    },
  },
  {
    name: "a French-speaking visitor with cookies, from Instagram (served from the cache)",
    headers: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "accept-language": "fr-FR,fr;q=0.9",
      cookie: "sm_booking=abc.def; lng=fr; theme=dark",
      referer: "https://www.instagram.com/",
    },
  },
  {
    // A referrer with '&' needs escaping, so this visit is rendered by React Router for its
    // own request, cookies and language included: the page the cache stands in for.
    name: "a Spanish-speaking visitor with other cookies and a query in the referrer (rendered for them)",
    headers: {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "accept-language": "es-ES,es;q=0.8",
      cookie: "sm_session=xyz; lng=es; _ga=GA1.2.3",
      referer: "https://news.example/article?a=1&b=2",
    },
  },
];

/** The page with its holes replaced by their names, as the visitor received it. */
async function pageOutsideHoles(path: string, visitor: Visitor): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: visitor.headers });
  expect(response.status, `${path} for ${visitor.name}`).toBe(200);
  let html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce, `${path}: a nonce`).toBeTruthy();
  html = html.replaceAll(nonce!, "{nonce}");
  // Only the booking form carries a key (the creator form has no attempt to repeat).
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
  if (key) html = html.replaceAll(key, "{key}");
  // The referrer as it was sent, in the form (HTML-escaped) and in any loader data (JSON-escaped).
  const referrer = visitor.headers.referer!;
  expect(/name="referrer" value="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&"), `${path}: the referrer`).toBe(
    referrer,
  );
  for (const written of [referrer, referrer.replaceAll("&", "&amp;"), referrer.replaceAll("&", "\\u0026")]) {
    html = html.replaceAll(written, "{referrer}");
  }
  return html;
}

describe("a cached form page", () => {
  for (const path of FORM_PAGES) {
    it(`${path} is the same for visitors with other cookies, languages and referrers, but for its nonce, key and referrer`, async () => {
      const pages: string[] = [];
      // One after the other: the first visit renders the page the next ones are served.
      for (const visitor of visitors) pages.push(await pageOutsideHoles(path, visitor));
      if (path.endsWith("/clients")) expect(pages[0]).toContain('name="idempotencyKey" value="{key}"');
      for (const [index, page] of pages.entries()) {
        expect(page, `${path} for ${visitors[index]!.name}`).toBe(pages[0]);
      }
    });
  }
});
