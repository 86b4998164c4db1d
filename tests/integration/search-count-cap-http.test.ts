import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { openSeedDatabase, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * A search's total on the admin pages is counted up to a cap: past it the page says "1,000+"
 * instead of walking the search index to its end (the slow part of a common word's search over
 * a busy year). Under the cap the page gives the exact number; the JSON API, whose `count` is
 * part of its contract, still counts every match and pages through all of them.
 */

const ADMIN_TOKEN = "test-admin-token-0123456789";
const MANY = 1100;
const FEW = 30;

let server: RunningServer;
let seed: Db;
let cookie = "";

/** `copies` more bookings like `templateId`, named "<word> <n>", in one INSERT … SELECT (the search index's triggers fire). */
function copies(templateId: number, word: string, count: number) {
  seed.$client
    .prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into bookings (reference, readable_reference, region_code, city_name, check_in, check_out, reservations,
         name, email, country_code, phone_country, phone_number, phone, base_price_cents, included_reservations,
         extra_price_cents, extra_count, total_cents, currency, status, payment_status, requires_payment,
         amount_paid_cents, paid_at, created_at, updated_at)
       select b.reference || '-' || n.i, b.readable_reference || '-' || n.i, b.region_code, b.city_name, b.check_in,
         b.check_out, b.reservations, ? || ' ' || n.i, 'copy-' || n.i || '-' || b.email, b.country_code,
         b.phone_country, b.phone_number, b.phone, b.base_price_cents, b.included_reservations, b.extra_price_cents,
         b.extra_count, b.total_cents, b.currency, b.status, b.payment_status, b.requires_payment,
         b.amount_paid_cents, b.paid_at, b.created_at, b.updated_at
       from bookings b, n where b.id = ?`,
    )
    .run(count - 1, word, templateId);
}

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn", ADMIN_TOKEN });
  seed = openSeedDatabase(server.databasePath);
  copies(seedPaidBooking(seed, { name: "Capcount 0", email: "capcount@example.com" }).id, "Capcount", MANY);
  copies(seedPaidBooking(seed, { name: "Fewcount 0", email: "fewcount@example.com" }).id, "Fewcount", FEW);
  const concierge = await seedStaff(seed, { role: "concierge" });
  cookie = staffCookie(seed, concierge.id);
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
};

const api = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { bookings: { name: string }[]; count: number; page: number };
};

describe("a search's total on the admin pages", () => {
  it("says 1,000+ on /admin when more bookings match than the cap, and still offers the next page", async () => {
    const text = await page("/admin?q=Capcount");
    expect(text).toContain("Showing 1–50 of 1,000+ matching “Capcount”");
    expect(text).toContain("Page 1 of 20+ Next page");
    expect(text).not.toContain(`of ${MANY}`);
    expect(text).toContain("Capcount 1099");
  });

  it("pages past the cap on /admin: the 21st page shows its bookings and where the count stopped", async () => {
    const text = await page("/admin?q=Capcount&page=21");
    expect(text).toContain("Showing 1,001–1,050 of 1,050+ matching “Capcount”");
    expect(text).toContain("Previous page Page 21 of 21+ Next page");
  });

  it("says 1,000+ on the payment dashboard's search too", async () => {
    expect(await page("/payment-admin?q=Capcount")).toContain("Showing 1–50 of 1,000+ matching “Capcount”");
  });

  it("gives the exact number under the cap", async () => {
    const text = await page("/admin?q=Fewcount");
    expect(text).toContain(`Showing 1–${FEW} of ${FEW} matching “Fewcount”`);
    // The bookings' pages end here (the queue above them has pages of its own).
    expect(text).toMatch(/matching “Fewcount” Page 1 of 1$/);
    expect(await page("/payment-admin?q=Fewcount")).toContain(`Showing 1–${FEW} of ${FEW} matching “Fewcount”`);
  });

  it("leaves the JSON API's exact count and paging as they were", async () => {
    const first = await api("/api/get-bookings?q=Capcount");
    expect(first.count).toBe(MANY);
    expect(first.bookings).toHaveLength(1000);
    const second = await api("/api/get-bookings?q=Capcount&page=2");
    expect(second.count).toBe(MANY);
    expect(second.page).toBe(2);
    expect(second.bookings).toHaveLength(MANY - 1000);
    const names = new Set([...first.bookings, ...second.bookings].map((booking) => booking.name));
    expect(names.size).toBe(MANY);
    expect((await api("/api/admin-bookings?q=Capcount")).count).toBe(MANY);
    expect((await api("/api/get-bookings?q=Fewcount")).count).toBe(FEW);
  });
});
