import { describe, expect, it } from "vitest";
import { bookingServerPerFile } from "../support/booking";
import { rawRequest } from "../support/raw-http";
import { paidTrip } from "../support/trip-http";

/**
 * Every route a private link opens keeps its answers private and its token out of the logs,
 * however the path is spelled: React Router decodes `%74` to `t` and the URL parser resolves
 * `/./` and `/x/../`, so each spelling below opens the same route. Sent as-is (node:http, as
 * `curl --path-as-is` does), since fetch would tidy the path first.
 */
const running = bookingServerPerFile({ env: { LOG_LEVEL: "info" } });

const SPELLINGS: [string, (path: string) => string][] = [
  ["as linked", (path) => path],
  ["%74rip", (path) => path.replace(/^\/trip/, "/%74rip")],
  ["/./trip", (path) => `/.${path}`],
  ["/x/../trip", (path) => `/x/..${path}`],
  ["/trip/%2e%2e/trip", (path) => `/trip/%2e%2e${path}`],
  ["/TRIP", (path) => path.replace(/^\/trip/, "/TRIP")],
];

const ROUTES = [
  "/trip/{t}",
  "/trip/{t}.data",
  "/trip/{t}/itinerary",
  "/trip/{t}/itinerary.pdf",
  "/trip/{t}/calendar.ics",
  "/trip/{t}/meals/1.ics",
  "/trip",
];

describe("a private link's routes, however the path is spelled", () => {
  it("answer with no-store, no-referrer and noindex, and never log the token", async () => {
    const trip = await paidTrip(running);
    const token = trip.path.slice("/trip/".length);
    for (const route of ROUTES) {
      const linked = route.replace("{t}", token);
      const expected = await rawRequest(running.server.url, linked);
      for (const [name, spell] of SPELLINGS) {
        const answer = await rawRequest(running.server.url, spell(linked));
        const seen = { route, spelling: name, status: answer.status };
        expect(seen).toEqual({ route, spelling: name, status: expected.status });
        expect({ ...seen, cacheControl: answer.headers["cache-control"] }).toMatchObject({
          cacheControl: "private, no-store",
        });
        expect({ ...seen, referrerPolicy: answer.headers["referrer-policy"] }).toMatchObject({
          referrerPolicy: "no-referrer",
        });
        expect({ ...seen, robots: answer.headers["x-robots-tag"] }).toMatchObject({ robots: "noindex" });
      }
    }
    // The trip page was really served through every spelling.
    const page = await rawRequest(running.server.url, `/%74rip/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(running.store.booking(trip.reference)!.readable_reference);

    // Other spellings the router does not open as a trip still keep the token out of the log.
    for (const odd of [`//trip/${token}`, `/trip%2F${token}`, `/%74rip/${token}/%E0%A4%A`, `/%74rip/${token}?x=1`]) {
      await rawRequest(running.server.url, odd);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = running.server.output();
    expect(output).toContain('"path":"/trip/[redacted]"');
    expect(output).not.toContain(token);
  });

  it("keep the set-password page private too, however its path is spelled", async () => {
    for (const path of [
      "/set-password?token=forged",
      "/%73et-password?token=forged",
      "/x/../set-password?token=forged",
    ]) {
      const answer = await rawRequest(running.server.url, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
      // Same-origin, not no-referrer: its form must carry an Origin (see the route).
      expect(answer.headers["referrer-policy"]).toBe("same-origin");
    }
  });
});
