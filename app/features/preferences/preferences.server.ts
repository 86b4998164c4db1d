import { and, eq, gt } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { bookings, dietaryNeeds, meals } from "~/db/schema";
import { PREFERENCES_OPEN, PREFERENCES_SAVED } from "~/domain/booking-lifecycle";
import { TransitionRefusedError, transition, UnknownBookingError } from "~/features/booking/lifecycle.server";
import {
  type DietaryAnswers,
  type PreferencesInput,
  resolvedDietary,
  resolvedMeals,
} from "~/features/preferences/preferences-schema";
import { eraseDietaryCopies } from "~/features/privacy/dietary-copies.server";

const sameAnswers = (stored: { needs: string[]; other: string }, given: DietaryAnswers) =>
  given !== null && stored.other === given.other && stored.needs.join() === given.needs.join();

/**
 * Saves a traveller's preferences: the meals (one row per reservation, the latest answers
 * win), the party's dietary needs (kept only with consent, deleted with their copies when none
 * are given: features/privacy/dietary-copies.server.ts) and
 * the move to `preferences_received`, all in one transaction. Refused, with nothing stored,
 * once the concierge has started curating (TransitionRefusedError) or for a booking that is
 * gone (UnknownBookingError).
 */
export function savePreferences(bookingId: number, input: PreferencesInput): void {
  const answers = resolvedMeals(input);
  const dietary = resolvedDietary(input);
  writeTransaction((tx) => {
    const booking = tx
      .select({ status: bookings.status, reservations: bookings.reservations, language: bookings.language })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .get();
    if (!booking) throw new UnknownBookingError();
    if (!PREFERENCES_OPEN.includes(booking.status)) {
      throw new TransitionRefusedError(booking.status, PREFERENCES_SAVED);
    }
    if (answers.length !== booking.reservations) throw new Error("preferences must be parsed for this booking");
    const at = clock.now().toISOString();
    answers.forEach((meal, index) => {
      const values = { ...meal, updatedAt: at };
      tx.insert(meals)
        .values({ bookingId, position: index + 1, ...values })
        .onConflictDoUpdate({ target: [meals.bookingId, meals.position], set: values })
        .run();
    });
    tx.delete(meals)
      .where(and(eq(meals.bookingId, bookingId), gt(meals.position, answers.length)))
      .run();
    const before = tx.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, bookingId)).get();
    if (dietary) {
      const values = { needs: dietary.needs, other: dietary.other, consentedAt: at, updatedAt: at };
      tx.insert(dietaryNeeds)
        .values({ bookingId, ...values })
        .onConflictDoUpdate({ target: dietaryNeeds.bookingId, set: values })
        .run();
    } else {
      // Health and belief data are kept only while the traveller gives them; an empty answer erases
      // them, and every copy of them (the connection overwrites what it deletes: secure_delete).
      tx.delete(dietaryNeeds).where(eq(dietaryNeeds.bookingId, bookingId)).run();
    }
    if (before && !sameAnswers(before, dietary)) {
      // Changed, earlier emails' answers are superseded; cleared, they are erased wherever they were copied.
      eraseDietaryCopies(tx, bookingId, booking.language, before, dietary ? "superseded" : "erased");
    }
    transition(tx, { bookingId, to: PREFERENCES_SAVED, actor: "traveller" });
  });
}
