import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as clock from "~/clock";
import { type Db, db } from "~/db/client.server";
import { bookings, creators } from "~/db/schema";
import type { AdminBookingRow } from "~/domain/admin-rows";
import { cityValue } from "~/domain/cities";
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

/** One page of bookings, newest first, optionally filtered by the admin search (bookingSearch) and to the overdue. */
export function listBookings(
  { q, page, overdue }: ListQuery,
  pageSize = ADMIN_PAGE_SIZE,
  database: Db = db(),
): { rows: AdminBookingRow[]; total: number } {
  // A search alone is answered by the trigram index, a page at a time (booking-search.server.ts).
  const found = q && !overdue ? searchIds(database, q, page, pageSize) : null;
  if (found) return { rows: rowsOf<AdminBookingRow>(database, found.ids, adminBookingFields), total: found.total };
  const where = and(bookingSearch(q), overdue ? overdueCondition() : undefined);
  const total = database.select({ n: count() }).from(bookings).where(where).get()?.n ?? 0;
  const rows = database
    .select(adminBookingFields)
    .from(bookings)
    .where(where)
    .orderBy(...newestBookingsFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
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

/** Bookings made (by day created) and money received (by day paid) per week, last 12 weeks. */
export function weeklyActivity(today = clock.now()): WeekPoint[] {
  const since = recentWeekStarts(today)[0];
  const day = (column: SQLiteColumn) => sql<string>`substr(${column}, 1, 10)`;
  const daily = {
    bookings: db()
      .select({ day: day(bookings.createdAt), count: count() })
      .from(bookings)
      .where(gte(bookings.createdAt, since))
      .groupBy(day(bookings.createdAt))
      .all(),
    revenue: db()
      .select({ day: day(bookings.paidAt), cents: sql<number>`coalesce(sum(${bookings.amountPaidCents}), 0)` })
      .from(bookings)
      .where(and(eq(bookings.paymentStatus, "succeeded"), isNotNull(bookings.paidAt), gte(bookings.paidAt, since)))
      .groupBy(day(bookings.paidAt))
      .all(),
  };
  return weeklySeries(daily, today);
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
