import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings, creators, type NewBooking } from "~/db/schema";
import { addDays, todayIso } from "~/domain/dates";
import { priceFor } from "~/domain/pricing";
import { apply, approveCreator, setPassword } from "~/services/creators/creators.server";

/** Test data for the creator tests, written straight into the test database. */

let counter = 0;
export const uniqueEmail = (prefix = "creator") => `${prefix}-${Date.now()}-${++counter}@example.com`;

export function insertBooking(fields: Partial<NewBooking> & { cityName: string }) {
  const pricing = priceFor(fields.reservations ?? 2);
  return db()
    .insert(bookings)
    .values({
      reference: randomUUID(),
      regionCode: "ES",
      checkIn: addDays(todayIso(), 14),
      checkOut: addDays(todayIso(), 17),
      reservations: pricing.reservationCount,
      name: `Traveller ${++counter}`,
      email: `traveller-${counter}@example.com`,
      countryCode: "+34",
      phoneCountry: "ES",
      phoneNumber: `6001${String(counter).padStart(5, "0")}`,
      phone: `+346001${String(counter).padStart(5, "0")}`,
      basePriceCents: pricing.basePrice,
      includedReservations: pricing.included,
      extraPriceCents: pricing.extraPrice,
      extraCount: pricing.extraCount,
      totalCents: pricing.totalPrice,
      paymentStatus: "succeeded",
      requiresPayment: true,
      ...fields,
    })
    .returning()
    .get();
}

export const tokenOf = (setPasswordUrl: string) => new URL(setPasswordUrl).searchParams.get("token") ?? "";

/** Applies, approves and sets a password: an account that can log in. */
export async function creatorAccount({ city = "Madrid", password = "a long secret phrase" } = {}) {
  const email = uniqueEmail();
  apply({ name: "Carmen Test", email, city, instagram: "https://www.instagram.com/carmen/" });
  const { id } = db().select({ id: creators.id }).from(creators).where(eq(creators.email, email)).get()!;
  const { setPasswordUrl } = approveCreator(id);
  const outcome = await setPassword(tokenOf(setPasswordUrl), password);
  if (!outcome.ok) throw new Error(`setPassword failed: ${outcome.reason}`);
  return { id, email, password, city };
}
