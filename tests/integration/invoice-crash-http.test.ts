import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { asBookingBrowser, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { startServer } from "../support/server";

/**
 * The invoices' crash drill: the serving process is killed (SIGKILL, no shutdown) while
 * payments are in flight, and started again on the same database file. Whatever each payment's
 * fate (answered, cut off, never received), the invoice numbers run 1 to n without a gap or a
 * repeat, every paid booking has exactly one invoice and every invoice a paid booking, and the
 * records' chain verifies (`npm run invoices:verify`).
 */
describe("invoice numbers when the server dies mid-payment", () => {
  it("leave no gap and no repeat, and the chain verifies", async () => {
    let server = await startServer({ PUBLIC_WRITE_LIMIT: "0" });
    const path = server.databasePath;
    const references: string[] = [];
    const browsers = new Map<string, Record<string, string>>();
    for (let i = 0; i < 30; i++) {
      const booked = await postForm(`${server.url}/clients`, validBooking({ reservations: "6" }));
      references.push(referenceFrom(booked.headers.get("location"))!);
      browsers.set(references.at(-1)!, asBookingBrowser(booked));
    }
    const pay = (base: string, reference: string) =>
      postForm(`${base}/checkout/test/${reference}`, { intent: "pay" }, browsers.get(reference)).then(
        (response) => response.status,
        () => "cut off" as const,
      );
    const inFlight = references.map((reference) => pay(server.url, reference));
    // Killed once some payments are through and others are still being answered.
    await Promise.race(inFlight);
    await server.stop("SIGKILL");
    const first = await Promise.all(inFlight);
    expect(first).toContain(303);

    server = await startServer({ DATABASE_PATH: path, PUBLIC_WRITE_LIMIT: "0" });
    try {
      // The travellers try again: a paid booking's retry is answered as paid, the rest are paid now.
      const retried = await Promise.all(references.map((reference) => pay(server.url, reference)));
      expect(retried.every((status) => status === 303)).toBe(true);
    } finally {
      await server.stop();
    }

    const database = new Database(path, { readonly: true });
    const numbers = database
      .prepare("SELECT number FROM invoices WHERE type = 'simplified' ORDER BY number")
      .pluck()
      .all();
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const unmatched = database
      .prepare(
        `SELECT count(*) FROM bookings b WHERE b.payment_status = 'succeeded'
           AND (SELECT count(*) FROM invoices i WHERE i.booking_id = b.id AND i.type = 'simplified') <> 1`,
      )
      .pluck()
      .get();
    expect(unmatched).toBe(0);
    expect(database.prepare("SELECT count(*) FROM bookings WHERE payment_status = 'succeeded'").pluck().get()).toBe(30);
    database.close();
    const verified = execFileSync(process.execPath, ["scripts/invoices-verify.mjs"], {
      env: { ...process.env, DATABASE_PATH: path },
      encoding: "utf8",
    });
    expect(verified).toMatch(/30|verif/i);
  });
});
