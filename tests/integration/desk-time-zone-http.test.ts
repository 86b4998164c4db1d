import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { settings } from "~/db/schema";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import { recordAudit } from "~/features/staff/audit.server";
import { postForm } from "../support/booking";
import { openSeedDatabase, seedPaidBooking, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * Times on the admin screens through the built server (decision 0067): the team's own (a
 * message received, an audit entry) in the desk's zone, Madrid until an owner sets another, and a
 * trip's own (a meal's table) in its city's zone, each with the zone named; the owners' "Desk
 * time zone" setting, which refuses a zone it does not know and anyone but an owner.
 */

let server: RunningServer;
let seed: Db;
let owner: SeededStaff;
let marta: SeededStaff;
const cookies = new Map<number, string>();

/** Winter instants, so the zones' names do not depend on the day the test runs. */
const RECEIVED = "2026-01-15T12:34:00.000Z";
const AUDITED = "2026-01-20T09:05:00.000Z";

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
  seed = openSeedDatabase(server.databasePath);
  owner = await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  marta = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  for (const person of [owner, marta]) cookies.set(person.id, staffCookie(seed, person.id));
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

async function get(path: string, person: SeededStaff) {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookies.get(person.id)! } });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

async function post(path: string, person: SeededStaff, fields: Record<string, string>) {
  const response = await postForm(`${server.url}${path}`, fields, {
    Cookie: cookies.get(person.id)!,
    Origin: server.url,
  });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

const storedZone = () =>
  seed.select({ value: settings.value }).from(settings).where(eq(settings.key, "desk_time_zone")).get()?.value;

describe("times on the admin screens", () => {
  it("give a message's time in Madrid, the desk's zone, in the inbox and the workspace, and a Lisbon meal in WET", async () => {
    const trip = seedPaidBooking(seed, {
      name: "Lia Lisboa",
      cityName: "Lisbon",
      regionCode: "EU",
      status: "completed",
      assignedStaffId: marta.id,
    });
    seedReservation(seed, {
      bookingId: trip.id,
      restaurantName: "Taberna da Rua das Flores",
      address: "Rua das Flores 103, Lisboa",
      localDate: "2037-12-10",
      localTime: "21:30",
      timeZone: "Europe/Lisbon",
      startsAt: "2037-12-10T21:30:00.000Z",
    });
    seed
      .insert(conversationMessages)
      .values({ bookingId: trip.id, author: "traveller", body: "Is the terrace heated?", createdAt: RECEIVED })
      .run();

    const inbox = await get("/admin/inbox?view=all", marta);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain("Is the terrace heated?");
    expect(inbox.text).toContain("15 Jan 2026, 13:34 CET · waiting");
    expect(inbox.text).not.toContain("UTC");

    const workspace = await get(`/admin/bookings/${trip.readableReference}`, marta);
    expect(workspace.status).toBe(200);
    expect(workspace.text).toContain("15 Jan 2026, 13:34 CET · Lia Lisboa");
    // The meal is the trip's own time: Lisbon's, whatever the desk's zone.
    expect(workspace.text).toContain("10 Dec 2037, 21:30 WET (Europe/Lisbon)");
    expect(workspace.text).not.toContain("UTC");
  });

  it("follow an owner's change of the desk's zone: the audit log then gives New York times, in EST", async () => {
    recordAudit(
      { actor: { id: marta.id, name: marta.name, role: marta.role }, action: "booking.taken", clientAddress: null },
      seed,
      new Date(AUDITED),
    );
    const before = await get("/admin/audit", owner);
    expect(before.text).toContain("20 Jan 2026, 10:05 CET");

    const saved = await post("/admin", owner, { intent: "desk-time-zone", timeZone: "America/New_York" });
    expect(saved.status).toBe(302);
    expect(storedZone()).toBe("America/New_York");

    const after = await get("/admin/audit", owner);
    expect(after.text).toContain("Times are in the desk's time zone, America/New_York.");
    expect(after.text).toContain("20 Jan 2026, 04:05 EST");
    expect(after.text).not.toContain("20 Jan 2026, 10:05 CET");
    // The form shows the stored zone, and the change is in the log with who made it.
    expect((await get("/admin", owner)).html).toMatch(/<option value="America\/New_York" selected="">/);
    expect(after.text).toContain("Owner setting changed");

    expect((await post("/admin", owner, { intent: "desk-time-zone", timeZone: "Europe/Madrid" })).status).toBe(302);
    expect(storedZone()).toBe("Europe/Madrid");
  });

  it("refuse a zone nobody knows with a 400 and the message under the field, keeping the stored one", async () => {
    const refused = await post("/admin", owner, { intent: "desk-time-zone", timeZone: "Mars/Olympus_Mons" });
    expect(refused.status).toBe(400);
    const message = "That is not a time zone we know: choose one from the list, such as Europe/Madrid.";
    expect(refused.html).toContain(
      `<p id="desk-time-zone-timeZone-error" class="text-sm font-medium text-danger empty:hidden">${message}</p>`,
    );
    const select = /<select[^>]*name="timeZone"[^>]*>/.exec(refused.html)?.[0] ?? "";
    expect(select).toContain('aria-invalid="true"');
    expect(select).toMatch(/aria-describedby="[^"]*desk-time-zone-timeZone-error/);
    expect(storedZone()).toBe("Europe/Madrid");

    const empty = await post("/admin", owner, { intent: "desk-time-zone", timeZone: "" });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Choose the desk's time zone.");
  });

  it("let only an owner change it: a concierge is refused with a 403 and nothing changes", async () => {
    const refused = await post("/admin", marta, { intent: "desk-time-zone", timeZone: "America/New_York" });
    expect(refused.status).toBe(403);
    expect(storedZone()).toBe("Europe/Madrid");
    // Nor is the form offered to them.
    expect((await get("/admin", marta)).text).not.toContain("Desk time zone");
  });
});
