import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as clock from "~/clock";
import { type Db, db } from "~/db/client.server";
import { bookings, creators } from "~/db/schema";
import type { AdminBookingRow } from "~/domain/admin-rows";
import { cityValue } from "~/domain/cities";
import { localDateAt, localToUtc } from "~/domain/local-time";
import { euros, pricingJson } from "~/domain/pricing";
import { ADMIN_PAGE_SIZE, type ListQuery } from "~/features/admin-dashboard/admin-list";
import { bookingSearch, rowsOf, searchIds } from "~/features/admin-dashboard/booking-search.server";
import {
  type PaymentSummary,
  recentWeekStarts,
  summarise,
  type WeekPoint,
  weeklySeries,
} from "~/features/admin-dashboard/payment-summary";
import { overdueCondition } from "~/features/queue/overdue.server";

/** The columns admin views read; the CSV export selects the same ones. */
export const adminBookingFields = {
  id: bookings.id,
  reference: bookings.reference,
  readableReference: bookings.readableReference,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  regionCode: bookings.regionCode,
  cityName: bookings.cityName,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  reservations: bookings.reservations,
  basePriceCents: bookings.basePriceCents,
  includedReservations: bookings.includedReservations,
  extraPriceCents: bookings.extraPriceCents,
  extraCount: bookings.extraCount,
  totalCents: bookings.totalCents,
  paymentStatus: bookings.paymentStatus,
  status: bookings.status,
  requiresPayment: bookings.requiresPayment,
  stripeSessionId: bookings.stripeSessionId,
  amountPaidCents: bookings.amountPaidCents,
  assignedCreatorId: bookings.assignedCreatorId,
  createdAt: bookings.createdAt,
} satisfies Record<keyof AdminBookingRow, SQLiteColumn>;

export const newestBookingsFirst = [desc(bookings.createdAt), desc(bookings.id)];

export { matching } from "~/features/admin-dashboard/booking-search.server";

/**
 * One page of bookings, newest first, optionally filtered by the admin search (bookingSearch) and
 * to the overdue. With `countUpTo`, a search's count stops past that many (`more`, and the page
 * says "1,000+"); without it, as the JSON API asks, every match is counted.
 */
export function listBookings(
  { q, page, overdue }: ListQuery,
  pageSize = ADMIN_PAGE_SIZE,
  database: Db = db(),
  { countUpTo }: { countUpTo?: number } = {},
): { rows: AdminBookingRow[]; total: number; more: boolean } {
  // The count reaches at least the page asked for, so a page past the cap still knows its place.
  const cap = q && countUpTo !== undefined ? Math.max(countUpTo, page * pageSize) : undefined;
  // A search alone is answered by the trigram index, a page at a time (booking-search.server.ts).
  const found = q && !overdue ? searchIds(database, q, page, pageSize, cap) : null;
  if (found)
    return {
      rows: rowsOf<AdminBookingRow>(database, found.ids, adminBookingFields),
      total: found.total,
      more: found.more,
    };
  const where = and(bookingSearch(q), overdue ? overdueCondition() : undefined);
  const counted =
    (cap === undefined
      ? database.select({ n: count() }).from(bookings).where(where).get()?.n
      : database
          .select({ n: count() })
          .from(
            database
              .select({ id: bookings.id })
              .from(bookings)
              .where(where)
              .limit(cap + 1)
              .as("matched"),
          )
          .get()?.n) ?? 0;
  const rows = database
    .select(adminBookingFields)
    .from(bookings)
    .where(where)
    .orderBy(...newestBookingsFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const more = cap !== undefined && counted > cap;
  return { rows, total: more ? cap : counted, more };
}

export function countBookings(): number {
  return db().select({ n: count() }).from(bookings).get()?.n ?? 0;
}

/** The payment dashboard's six numbers, counted the way the badges label each booking. */
export function paymentSummary(): PaymentSummary {
  const groups = db()
    .select({
      paymentStatus: bookings.paymentStatus,
      requiresPayment: bookings.requiresPayment,
      count: count(),
      paidCents: sql<number>`coalesce(sum(${bookings.amountPaidCents}), 0)`,
    })
    .from(bookings)
    .groupBy(bookings.paymentStatus, bookings.requiresPayment)
    .all();
  return summarise(groups);
}

/**
 * Bookings made (by day created) and money received (by day paid) per week, last 12 weeks, in
 * the desk's zone: a payment at 00:30 on a Monday in Madrid is Monday's, though UTC still says
 * Sunday. Rows are summed per minute in SQL (every zone's offset is whole minutes), and each
 * minute is given its desk day here.
 */
export function weeklyActivity(zone: string, today = clock.now()): WeekPoint[] {
  const firstMonday = recentWeekStarts(today, zone)[0];
  const since = localToUtc(firstMonday, "00:00", zone)?.toISOString() ?? firstMonday;
  const minute = (column: SQLiteColumn) => sql<string>`substr(${column}, 1, 16)`;
  const deskDay = (at: string) => localDateAt(new Date(`${at}:00Z`), zone);
  const bookingMinutes = db()
    .select({ at: minute(bookings.createdAt), count: count() })
    .from(bookings)
    .where(gte(bookings.createdAt, since))
    .groupBy(minute(bookings.createdAt))
    .all();
  const paidMinutes = db()
    .select({ at: minute(bookings.paidAt), cents: sql<number>`coalesce(sum(${bookings.amountPaidCents}), 0)` })
    .from(bookings)
    .where(and(eq(bookings.paymentStatus, "succeeded"), isNotNull(bookings.paidAt), gte(bookings.paidAt, since)))
    .groupBy(minute(bookings.paidAt))
    .all();
  const daily = {
    bookings: bookingMinutes.map(({ at, count }) => ({ day: deskDay(at), count })),
    revenue: paidMinutes.map(({ at, cents }) => ({ day: deskDay(at), cents })),
  };
  return weeklySeries(daily, today, zone);
}

/** Names of the creators bookings on this page are assigned to, for the table. */
export function creatorNames(ids: number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = db()
    .select({ id: creators.id, name: creators.name })
    .from(creators)
    .where(sql`${creators.id} in ${unique}`)
    .all();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A booking as the admin API answers it: the spec's field names, amounts in euros with an
 * exact `…Cents`/`…_cents` twin, no secrets.
 */
export function bookingJson(row: AdminBookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    readableReference: row.readableReference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: cityValue(row.regionCode, row.cityName),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    reservations: row.reservations,
    pricing: pricingJson(row),
    paymentStatus: row.paymentStatus,
    status: row.status,
    requires_payment: row.requiresPayment,
    stripe_session_id: row.stripeSessionId,
    amount_paid: row.amountPaidCents === null ? null : euros(row.amountPaidCents),
    amount_paid_cents: row.amountPaidCents,
    assigned_creator_id: row.assignedCreatorId,
    created_at: row.createdAt,
  };
}

/** The payment dashboard's summary as the API answers it: revenue in euros, and in exact cents. */
export function paymentSummaryJson(summary: PaymentSummary = paymentSummary()) {
  return { ...summary, total_revenue: euros(summary.total_revenue), total_revenue_cents: summary.total_revenue };
}
