import { describe, expect, it } from "vitest";
import { asBookingBrowser, bookingServerPerFile, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/**
 * 50 payments at once through the local TEST checkout, the real fulfilment path: the invoices
 * are numbered 1 to 50 in the year's series, no gap, no repeat, one per booking (decision 0035).
 */
const running = bookingServerPerFile({ env: { PUBLIC_WRITE_LIMIT: "0" } });

const url = (path: string) => `${running.server.url}${path}`;

describe("invoice numbers under concurrent payments", () => {
  it("50 payments at once get 50 consecutive numbers", async () => {
    /** Books `count` trips, then pays them all at once; the statuses of the payments. */
    const payAtOnce = async (count: number) => {
      const booked: Array<{ reference: string; browser: Record<string, string> }> = [];
      for (let i = 0; i < count; i++) {
        const response = await postForm(url("/clients"), validBooking({ reservations: "6" }));
        booked.push({
          reference: referenceFrom(response.headers.get("location"))!,
          browser: asBookingBrowser(response),
        });
      }
      const paid = await Promise.all(
        booked.map(({ reference, browser }) =>
          postForm(url(`/checkout/test/${reference}`), { intent: "pay" }, browser),
        ),
      );
      return paid.map((response) => response.status);
    };
    expect(await payAtOnce(50)).toEqual(Array(50).fill(303));
    const total = 50;

    const rows = running.store.database
      .prepare(
        "SELECT booking_id, series, number, full_number, total_cents, base_cents, tax_cents FROM invoices ORDER BY number",
      )
      .all() as {
      booking_id: number;
      series: string;
      number: number;
      full_number: string;
      total_cents: number;
      base_cents: number;
      tax_cents: number;
    }[];
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.booking_id)).size).toBe(total);
    const year = rows[0].series;
    expect(rows[49].full_number).toBe(`${year}-000050`);
    for (const row of rows) expect(row).toMatchObject({ total_cents: 5700, base_cents: 4711, tax_cents: 989 });
    const chain = running.store.database.prepare("SELECT COUNT(*) AS n FROM invoice_records").get() as { n: number };
    expect(chain.n).toBe(total);
  });
});
