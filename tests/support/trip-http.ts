import { expect } from "vitest";
import { addDays, todayIso } from "~/domain/dates";
import { type BookingServer, postForm, referenceFrom } from "./booking";
import { validBooking } from "./booking-form.mjs";

/** Helpers for the trip page's HTTP tests: a paid trip and its link, its page's words, its rows (answers: ../support/preferences-form). */

export const CHECK_IN = addDays(todayIso(), 10);
export const CHECK_OUT = addDays(todayIso(), 13);

/** The trip link /success shows, read from its HTML. */
export const tripPathIn = (html: string) => /href="(\/trip\/[A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? null;

/** The cookies a response set, as the browser would send them back. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Books Madrid, pays on the local TEST checkout and follows /success to its trip link, as the
 * browser that posted the form (only that browser is shown the link: decision 0026).
 */
export async function paidTrip(running: BookingServer, overrides: Record<string, string> = {}) {
  const form = validBooking({ reservations: "2", checkIn: CHECK_IN, checkOut: CHECK_OUT, ...overrides });
  const booked = await postForm(`${running.server.url}/clients`, form);
  const reference = referenceFrom(booked.headers.get("location"));
  expect(reference).toBeTruthy();
  const paid = await postForm(
    `${running.server.url}/checkout/test/${reference}`,
    { intent: "pay" },
    { Cookie: cookiesOf(booked) },
  );
  const success = await (
    await fetch(new URL(paid.headers.get("location")!, running.server.url), { headers: { Cookie: cookiesOf(booked) } })
  ).text();
  const path = tripPathIn(success);
  expect(path).toBeTruthy();
  const row = running.store.booking(reference!)!;
  return {
    form,
    reference: reference!,
    path: path!,
    url: `${running.server.url}${path}`,
    id: row.id as number,
    success,
    /** The booking browser's cookies: /success shows the trip link again with them. */
    cookie: cookiesOf(booked),
  };
}

/** The page's words, without markup, scripts or the per-response nonce, so two answers can be compared. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The rows a booking has in a table. */
export const rowsOf = (running: BookingServer, table: string, bookingId: number) =>
  running.store.database.prepare(`select * from ${table} where booking_id = ? order by rowid`).all(bookingId) as Record<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: rows are checked field by field in the tests
    any
  >[];
