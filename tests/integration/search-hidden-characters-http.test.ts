import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { openSeedDatabase, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * A search holding a hidden character (a NUL, another control character, a direction mark),
 * through both of its callers: the admin pages with a team member's session and the JSON API
 * with the Bearer token. Such characters show nothing and no stored name holds them (forms
 * refuse them), so the search drops them and answers 200 for what is left, which the page
 * shows in its box and its "matching" line; a NUL once reached the search index's query and
 * answered 500, logged as an error.
 */

const ADMIN_TOKEN = "test-admin-token-0123456789";
const NAME = "Zelda Hiddenchar";
const SEARCHED = "Hiddenchar";

/** Each hidden character, %-escaped as a browser or a script sends it, around the searched word. */
const HIDDEN: [string, string][] = [
  ["a NUL before", `%00${SEARCHED}`],
  ["a NUL after", `${SEARCHED}%00`],
  ["a NUL in the middle", `Hidden%00char`],
  ["C0 controls and DEL", `%01%1B${SEARCHED}%7F`],
  ["a C1 control (NEL)", `%C2%85${SEARCHED}`],
  ["a right-to-left override", `%E2%80%AE${SEARCHED}`],
  ["a left-to-right mark and an isolate", `%E2%80%8E${SEARCHED}%E2%81%A6`],
];

let server: RunningServer;
let seed: Db;
let cookie = "";

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn", ADMIN_TOKEN }, { jobs: true });
  seed = openSeedDatabase(server.databasePath);
  seedPaidBooking(seed, { name: NAME, email: "zelda.hiddenchar@example.com" });
  const concierge = await seedStaff(seed, { role: "concierge" });
  cookie = staffCookie(seed, concierge.id);
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

/** The server's error-level log lines (pino's level 50 and above). */
const errorLines = () =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(5|6)\d/.test(line));

describe("a search with hidden characters", () => {
  it.each(HIDDEN)(
    "on /admin with a staff session (%s): 200, the booking found, the characters removed",
    async (_, q) => {
      const response = await fetch(`${server.url}/admin?q=${q}`, { headers: { Cookie: cookie } });
      const html = await response.text();
      expect(response.status).toBe(200);
      const text = visibleText(html);
      expect(text).toContain(NAME);
      // What was searched for, as the page says it: the word alone.
      expect(text).toContain(`matching “${SEARCHED}”`);
      expect(html).toContain(`value="${SEARCHED}"`);
    },
  );

  it.each(HIDDEN)("on /payment-admin with a staff session (%s): 200 with the booking", async (_, q) => {
    const response = await fetch(`${server.url}/payment-admin?q=${q}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain(NAME);
  });

  it.each(HIDDEN)("on /api/get-bookings with the Bearer token (%s): 200 with the booking", async (_, q) => {
    const response = await fetch(`${server.url}/api/get-bookings?q=${q}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bookings: { name: string }[]; count: number };
    expect(body.count).toBe(1);
    expect(body.bookings.map((booking) => booking.name)).toEqual([NAME]);
  });

  it.each(HIDDEN)("on /api/admin-bookings with the Bearer token (%s): 200 with the booking", async (_, q) => {
    const response = await fetch(`${server.url}/api/admin-bookings?q=${q}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bookings: { name: string }[] };
    expect(body.bookings.map((booking) => booking.name)).toEqual([NAME]);
  });

  it("a search of nothing but hidden characters lists every booking, as an empty search does", async () => {
    const response = await fetch(`${server.url}/api/get-bookings?q=%00%00%00`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bookings: { name: string }[] };
    expect(body.bookings.map((booking) => booking.name)).toContain(NAME);
  });

  it("logged no error for any of them", async () => {
    // Log lines are written as the answers go out: a moment for the last ones to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorLines()).toEqual([]);
  });
});
