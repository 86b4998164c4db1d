import type { RunningServer } from "./server";
import { visibleText } from "./trip-http";

/**
 * A team member's requests to a test server, by their session cookie: a page read (status, HTML
 * and its visible text), a form posted as a browser posts it, and the cookie a redirect leaves
 * (its toast) to read on the next page. `server` is read at each call: suites start theirs in `beforeAll`.
 */
export function staffPages(server: () => RunningServer) {
  const page = async (path: string, cookie: string) => {
    const response = await fetch(`${server().url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const html = await response.text();
    return { status: response.status, html, text: visibleText(html) };
  };
  const post = (path: string, fields: Record<string, string> | URLSearchParams, cookie = "") =>
    fetch(`${server().url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server().url, Cookie: cookie },
      body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
    });
  /** The cookies a redirect set (its toast), with the person's own. */
  const following = (response: Response, cookie: string) =>
    `${cookie}; ${response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")}`;
  return { page, post, following };
}
