import { and, eq, inArray, lt, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { bookings, dietaryNeeds } from "~/db/schema";
import { eraseConversation } from "~/features/conversation/messages.server";
import { loadAllLanguages } from "~/i18n/i18n.server";
import { logger } from "~/logger.server";
import { runEvery } from "~/platform/background/run-every.server";
import {
  checkpointAfterErasure,
  eraseDietaryCopies,
  preferenceCopiesToErase,
  REMOVED_IN_HTML,
} from "./dietary-copies.server";
import { eraseMealComments } from "./meal-feedback.server";

/**
 * Dietary needs and allergies are health or belief data, kept only as long as the trip needs
 * them: 30 days after check-out the row is deleted, and with it every copy of the answers
 * (the emails' stored copies, what people copied into notes or the itinerary: see
 * dietary-copies.server.ts). A daily job in the server process does it.
 */
export const DIETARY_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last check-out day (YYYY-MM-DD, UTC) whose dietary answers must be gone by `now`. */
export function erasureCutoff(now: Date): string {
  return new Date(now.getTime() - DIETARY_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Deletes the dietary answers of every booking whose check-out was more than 30 days ago, and
 * their copies; returns how many answers were deleted. Emails of such trips kept from before
 * this erasure reached copies (their answers' row already gone) lose their paragraph too.
 */
export async function eraseExpiredDietaryNeeds(now = clock.now()): Promise<number> {
  const cutoff = erasureCutoff(now);
  // The erasure finds the emails' words in every language; composing them inside the
  // transaction must not wait for a catalog.
  await loadAllLanguages();
  const erased = writeTransaction((tx) => {
    const answered = tx
      .select({
        bookingId: dietaryNeeds.bookingId,
        needs: dietaryNeeds.needs,
        other: dietaryNeeds.other,
        language: bookings.language,
      })
      .from(dietaryNeeds)
      .innerJoin(bookings, eq(bookings.id, dietaryNeeds.bookingId))
      .where(lt(bookings.checkOut, cutoff))
      .all();
    for (const row of answered) eraseDietaryCopies(tx, row.bookingId, row.language, row, "erased");
    // Only the ended trips with something left to erase: a trip is erased once, so the daily run
    // does not grow with every trip that ever ended (decision 0042).
    const ended = tx
      .select({ id: bookings.id, language: bookings.language })
      .from(bookings)
      .where(and(lt(bookings.checkOut, cutoff), somethingLeftToErase))
      .all();
    const left = new Set(
      preferenceCopiesToErase(
        tx,
        ended.map((booking) => booking.id),
      ),
    );
    for (const booking of ended) {
      // The trip's conversation and meal comments may hold health data a traveller wrote anyway
      // (decisions 0038, 0040): they go with the answers.
      eraseConversation(tx, booking.id);
      eraseMealComments(tx, booking.id);
      if (left.has(booking.id)) eraseDietaryCopies(tx, booking.id, booking.language, null, "erased");
    }
    if (answered.length === 0) return 0;
    return tx
      .delete(dietaryNeeds)
      .where(
        inArray(
          dietaryNeeds.bookingId,
          answered.map((row) => row.bookingId),
        ),
      )
      .run().changes;
  });
  const emptied = checkpointAfterErasure();
  logger.info({ erased, checkOutBefore: cutoff, walEmptied: emptied }, "dietary needs erased after the trip");
  return erased;
}

/**
 * What the erasure of an ended trip removes and may still find: its conversation, its emails'
 * copies of it, a meal's comment, a preferences email not yet blanked.
 */
const somethingLeftToErase = sql`(
  exists (select 1 from conversation_messages m where m.booking_id = ${bookings.id})
  or exists (select 1 from change_requests r where r.booking_id = ${bookings.id})
  or exists (select 1 from mail_messages x where x.booking_id = ${bookings.id}
    and (x.type in ('conversation_to_traveller', 'conversation_to_staff')
      or (x.type = 'preferences_received' and instr(x.html, ${REMOVED_IN_HTML}) = 0)))
  or exists (select 1 from meal_feedback f where f.booking_id = ${bookings.id} and f.comment <> '')
)`;

/** Runs the erasure now and then once a day; returns a stop function. */
export function startDietaryErasure(intervalMs = DAY_MS): () => void {
  return runEvery(intervalMs, "dietary erasure", () => eraseExpiredDietaryNeeds());
}
