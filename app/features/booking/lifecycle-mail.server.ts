import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import type { Booking } from "~/db/schema";
import { type BookingStatus, CALLED_OFF, type LifecycleMail, mailOf } from "~/domain/booking-lifecycle";
import { fullRefundApplies } from "~/domain/cancellation-policy";
import { cancelMail, type QueuedMail, queueMail } from "~/platform/mail/mail-queue.server";

/** The preferences reminder goes out this long after payment if no preferences came. */
export const PREFERENCES_REMINDER_MS = 24 * 60 * 60 * 1000;

export type Moved = {
  /** The booking as the move read it in its transaction (the mail goes to its email). */
  booking: Pick<Booking, "id" | "email" | "amountPaidCents">;
  from: BookingStatus;
  to: BookingStatus;
  eventId: number;
  /** What the move refunded, in cents (a cancellation's mail states it). */
  refundCents: number;
  /** When the traveller withdrew from the contract, if this cancellation is a withdrawal (its mail acknowledges it). */
  withdrawnAt?: string;
  /** The asker's own message in place of the table's mail (a declined request is told why, not just cancelled). */
  instead?: Pick<QueuedMail, "type" | "data">;
};

/**
 * How each mail the lifecycle's table names is written: the reminder waits a day (and is
 * withdrawn by the next move), each preferences save has its own summary, the cancellation
 * states the refund.
 */
const HOW: Record<LifecycleMail, (moved: Moved) => Partial<QueuedMail>> = {
  payment_confirmed: () => ({}),
  preferences_reminder: () => ({ sendAfter: new Date(clock.nowMs() + PREFERENCES_REMINDER_MS) }),
  preferences_received: (moved) => ({ occurrence: `event-${moved.eventId}` }),
  cancellation: (moved) => ({
    data: moved.withdrawnAt
      ? { refundCents: moved.refundCents, withdrawnAt: moved.withdrawnAt }
      : { refundCents: moved.refundCents },
  }),
};

/** A move out of the policy's full-refund window that is not a cancellation. */
const refundTermsChange = (from: BookingStatus, to: BookingStatus) =>
  fullRefundApplies(from) && !fullRefundApplies(to) && to !== CALLED_OFF;

/**
 * Queues, in the transition's transaction, the traveller's mail the lifecycle's table says the
 * move sends, and withdraws a reminder the move makes pointless.
 */
export function queueLifecycleMail(executor: Executor, moved: Moved): void {
  const { booking } = moved;
  const subject = { bookingId: booking.id };
  // A paid trip leaving the full-refund window (a creator took it): the traveller is told the
  // refund terms changed, once per booking (the outbox's key), rather than finding the cancel
  // button gone.
  if (booking.amountPaidCents && refundTermsChange(moved.from, moved.to)) {
    queueMail(executor, {
      type: "refund_terms_changed",
      to: booking.email,
      ...subject,
      data: { since: clock.now().toISOString() },
    });
  }
  // A reminder queued on entering the last status is answered by leaving it.
  if (moved.from !== moved.to && mailOf(moved.from).includes("preferences_reminder")) {
    cancelMail(executor, "preferences_reminder", subject);
  }
  if (moved.instead) {
    queueMail(executor, { ...moved.instead, to: booking.email, ...subject });
    return;
  }
  for (const type of mailOf(moved.to)) {
    queueMail(executor, { type, to: booking.email, ...subject, ...HOW[type](moved) } as QueuedMail);
  }
}

/** A request for a destination without upfront payment: the traveller hears it arrived. */
export function queueRequestReceived(executor: Executor, bookingId: number, email: string): void {
  queueMail(executor, { type: "request_received", to: email, bookingId });
}
