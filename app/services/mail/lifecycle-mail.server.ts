import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { bookings } from "~/db/schema";
import type { BookingStatus } from "~/domain/booking-lifecycle";
import { cancelMail, queueMail } from "./mail-queue.server";

/** The preferences reminder goes out this long after payment if no preferences came. */
export const PREFERENCES_REMINDER_MS = 24 * 60 * 60 * 1000;

type Moved = { bookingId: number; from: BookingStatus; to: BookingStatus; eventId: number };

/**
 * What each lifecycle move sends the traveller, queued in the transition's transaction.
 * Payment: the confirmation with the trip link and a reminder a day later (withdrawn by the
 * next move). Preferences: a summary per save (each save is its own transition).
 */
export function queueLifecycleMail(executor: Executor, moved: Moved): void {
  const booking = executor
    .select({ email: bookings.email })
    .from(bookings)
    .where(eq(bookings.id, moved.bookingId))
    .get();
  if (!booking) return;
  const subject = { bookingId: moved.bookingId };
  if (moved.to === "paid") {
    queueMail(executor, { type: "payment_confirmed", to: booking.email, ...subject });
    queueMail(executor, {
      type: "preferences_reminder",
      to: booking.email,
      ...subject,
      sendAfter: new Date(clock.nowMs() + PREFERENCES_REMINDER_MS),
    });
    return;
  }
  if (moved.from === "paid") cancelMail(executor, "preferences_reminder", subject);
  if (moved.to === "preferences_received") {
    queueMail(executor, {
      type: "preferences_received",
      to: booking.email,
      ...subject,
      occurrence: `event-${moved.eventId}`,
    });
  }
}

/** A request for a destination without upfront payment: the traveller hears it arrived. */
export function queueRequestReceived(executor: Executor, bookingId: number, email: string): void {
  queueMail(executor, { type: "request_received", to: email, bookingId });
}
