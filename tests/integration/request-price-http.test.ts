import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingServer, postForm, serverDb } from "../support/booking";
import { seedBooking, seedTripLink } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import { visibleText } from "../support/trip-http";

/**
 * A request from a destination without upfront payment (Paris) shows what it will
 * cost from the form on: "€48 if we can take it; nothing is charged now" on the form and the
 * trip page (three languages), "Not yet charged" in both dashboards, never "Free".
 */
const TOKEN = "test-admin-token-0123456789";
const running = {} as BookingServer;
let admin = "";

const page = async (path: string, cookie = admin) =>
  visibleText(await (await fetch(`${running.server.url}${path}`, { headers: { Cookie: cookie } })).text());

beforeAll(async () => {
  running.server = await startInProcess({ LOG_LEVEL: "warn" });
  running.store = serverDb(running.server.databasePath);
  const unlocked = await postForm(`${running.server.url}/admin`, { intent: "unlock", token: TOKEN });
  admin = unlocked.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  running.store?.database.close();
  await running.server?.stop();
});

const parisRequest = (seed: Record<string, unknown> = {}) =>
  seedBooking(running.store.database as never, {
    regionCode: "EU",
    cityName: "Paris",
    reservations: 6,
    requiresPayment: false,
    paymentStatus: "not_required",
    name: `Paris Price ${Math.random().toString(36).slice(2, 8)}`,
    ...seed,
  });

describe("the price of a request without upfront payment", () => {
  it("is on the booking form for each count, in the three languages", async () => {
    const en = await (await fetch(`${running.server.url}/clients`)).text();
    expect(en).toContain("€39 if we can take it; nothing is charged now");
    expect(en).toContain("€57 if we can take it; nothing is charged now");
    const es = await (await fetch(`${running.server.url}/es/clients`)).text();
    expect(es).toMatch(/39\s?€ si podemos aceptarla; ahora no se cobra nada/);
    const fr = await (await fetch(`${running.server.url}/fr/clients`)).text();
    expect(fr).toMatch(/39\s?€ si nous pouvons l’accepter\s?; rien n’est débité maintenant/);
  });

  it("is on the trip page, then 'not yet charged' once the concierge asks for payment", async () => {
    const request = parisRequest();
    const trip = seedTripLink(running.store.database as never, request.id);
    expect(await page(trip, "")).toContain("Payment €57 if we can take it; nothing is charged now");
    expect(await page(trip, "")).not.toContain("No payment required");
    running.store.database
      .prepare("update bookings set payment_requested_at = ? where id = ?")
      .run(new Date().toISOString(), request.id);
    expect(await page(trip, "")).toContain("Payment €57, not yet charged");
  });

  it("reads 'Not yet charged' beside its price in the Payment Dashboard and the admin table, never 'Free'", async () => {
    const request = parisRequest();
    const q = `?q=${encodeURIComponent(request.name)}`;
    const payments = await page(`/payment-admin${q}`);
    const at = payments.indexOf(request.name);
    expect(payments.slice(at, at + 300)).toContain("€57 Not yet charged");
    expect(payments).not.toMatch(/\bFree\b/);
    const database = await page(`/admin${q}`);
    expect(database).toContain("€57 Not yet charged");
  });
});
