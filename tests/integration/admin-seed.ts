import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { priceFor } from "../../app/domain/pricing";

/**
 * Bookings and creators inserted straight into a database (the admin screens only read
 * them), priced by the app's own rule. Shared by the admin integration and e2e tests.
 */
export type SeedBooking = {
  name?: string;
  email?: string;
  regionCode?: string;
  cityName?: string;
  reservations?: number;
  /** One of the app's statuses, or any other text (an 'Unknown' badge). */
  paymentStatus?: string;
  requiresPayment?: boolean;
  stripeSessionId?: string | null;
  amountPaidCents?: number | null;
  paidAt?: string | null;
  createdAt?: string;
  assignedCreatorId?: number | null;
};

export function bookingRow(seed: SeedBooking = {}) {
  const price = priceFor(seed.reservations ?? 2);
  const requiresPayment = seed.requiresPayment ?? seed.paymentStatus !== "not_required";
  const paid = seed.paymentStatus === "succeeded";
  const createdAt = seed.createdAt ?? new Date().toISOString();
  return {
    reference: randomUUID().replaceAll("-", ""),
    region_code: seed.regionCode ?? "ES",
    city_name: seed.cityName ?? "Madrid",
    check_in: "2030-03-10",
    check_out: "2030-03-14",
    reservations: price.reservationCount,
    name: seed.name ?? "Ana García",
    email: seed.email ?? `ana.${randomUUID().slice(0, 8)}@example.com`,
    country_code: "+34",
    phone_country: "ES",
    phone_number: "612345678",
    phone: "+34 612345678",
    base_price_cents: price.basePrice,
    included_reservations: price.included,
    extra_price_cents: price.extraPrice,
    extra_count: price.extraCount,
    total_cents: price.totalPrice,
    payment_status: seed.paymentStatus ?? (requiresPayment ? "pending" : "not_required"),
    requires_payment: requiresPayment ? 1 : 0,
    stripe_session_id: seed.stripeSessionId === undefined ? null : seed.stripeSessionId,
    amount_paid_cents: seed.amountPaidCents === undefined ? (paid ? price.totalPrice : null) : seed.amountPaidCents,
    paid_at: seed.paidAt === undefined ? (paid ? createdAt : null) : seed.paidAt,
    assigned_creator_id: seed.assignedCreatorId ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export function insertBookings(database: Database.Database, seeds: SeedBooking[]): number[] {
  const columns = Object.keys(bookingRow());
  const insert = database.prepare(
    `insert into bookings (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
  );
  return database.transaction(() => seeds.map((seed) => Number(insert.run(bookingRow(seed)).lastInsertRowid)))();
}

export type SeedCreator = { name?: string; email?: string; city?: string; instagram?: string; tiktok?: string | null };

export function insertCreator(database: Database.Database, seed: SeedCreator = {}): number {
  const row = {
    name: seed.name ?? "Lucía Pérez",
    email: (seed.email ?? `lucia.${randomUUID().slice(0, 8)}@example.com`).toLowerCase(),
    city: seed.city ?? "Madrid",
    instagram: seed.instagram ?? "@lucia.eats",
    tiktok: seed.tiktok === undefined ? null : seed.tiktok,
  };
  return Number(
    database
      .prepare(
        "insert into creators (name, email, city, instagram, tiktok) values (@name, @email, @city, @instagram, @tiktok)",
      )
      .run(row).lastInsertRowid,
  );
}
