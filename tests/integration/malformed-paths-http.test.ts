import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcess } from "../support/in-process-server";
import { rawRequest } from "../support/raw-http";
import type { RunningServer } from "../support/server";
import { visibleText } from "../support/trip-http";

/**
 * A path whose %-escapes do not decode (a cut-off UTF-8 sequence, a lone `%`, `%ZZ`): the site
 * answers 400 with its own error page, in the language of the path (/es/… Spanish, /fr/…
 * French, else English), whatever route the path would have reached; the JSON API answers a
 * JSON 400. Express's router once threw a URIError on them, answered 500 and logged an error.
 * Sent as-is (node:http), since fetch would re-encode the path first.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info" }, { jobs: true });
});
afterAll(async () => {
  await server?.stop();
});

const WORDS = {
  en: { heading: "This address is not valid", home: 'href="/"' },
  es: { heading: "Esta dirección no es válida", home: 'href="/es"' },
  fr: { heading: "Cette adresse n’est pas valide", home: 'href="/fr"' },
} as const;

/** What a client that is not shown a page is told. */
const MESSAGE = "This address is not valid: a %-escape in its path does not decode";

const PAGES: [string, keyof typeof WORDS][] = [
  ["/trip/%E0%A4%A", "en"],
  ["/admin/bookings/%E0%A4%A", "en"],
  ["/es/trip/%E0%A4%A", "es"],
  ["/fr/clients/%E0%A4%A", "fr"],
  ["/%", "en"],
  ["/es/%", "es"],
  ["/fr/%ZZ", "fr"],
  ["/%E0%A4%A", "en"],
  ["/about%", "en"],
  ["/trip/x/itinerary.pdf%C3", "en"],
  ["/rate/%FF", "en"],
  ["/assets/%E0%A4%A.js", "en"],
  ["/es/trip/%E0%A4%A?q=1", "es"],
];

/** The server's error-level log lines (pino's level 50 and above). */
const errorLines = () =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(5|6)\d/.test(line));

describe("a path with a malformed %-escape", () => {
  it.each(PAGES)("%s answers 400 with the site's error page in %s", async (path, language) => {
    const answer = await rawRequest(server.url, path);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain(`<html lang="${language}"`);
    const text = visibleText(answer.body);
    expect(text).toContain(WORDS[language].heading);
    expect(text).toContain("400");
    // Its way home is the home of the path's language.
    expect(answer.body).toContain(WORDS[language].home);
    // The address may carry a private link's token: the answer is kept nowhere and sends no Referer.
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    // A page without the React runtime: nothing in the browser replaces what the server said.
    expect(answer.body).not.toContain("__reactRouterContext");
  });

  it("answers a HEAD 400 too", async () => {
    const answer = await rawRequest(server.url, "/es/trip/%E0%A4%A", { method: "HEAD" });
    expect(answer.status).toBe(400);
  });

  it("answers a form post 400 in plain text, runs nothing", async () => {
    const answer = await rawRequest(server.url, "/clients/%E0%A4%A", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "name=x",
    });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body).toBe(MESSAGE);
  });

  it("answers a JSON 400 under /api/", async () => {
    for (const method of ["GET", "POST"]) {
      const answer = await rawRequest(server.url, "/api/get-bookings/%E0%A4%A", {
        method,
        headers: { authorization: "Bearer test-admin-token-0123456789" },
      });
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: MESSAGE });
    }
  });

  it("logs each as a 400 with the path asked for, and no error", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorLines()).toEqual([]);
    const requests = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as { path: string; status: number });
    expect(requests).toContainEqual(expect.objectContaining({ path: "/es/trip/%E0%A4%A", status: 400 }));
    expect(requests.filter((request) => request.status >= 500)).toEqual([]);
  });
});
