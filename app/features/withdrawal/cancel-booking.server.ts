import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, writeTransaction } from "~/db/client.server";
import { bookings, type RefundRow } from "~/db/schema";
import { CALLED_OFF, type LifecycleActor } from "~/domain/booking-lifecycle";
import { ConflictError } from "~/domain/errors";
import { transition, UnknownBookingError } from "~/features/booking/lifecycle.server";
import { sendRefund } from "~/features/payments/refunds.server";
import { type AuditBy, recordAudit } from "~/features/staff/audit.server";
import { WITHDRAWAL_NOTE, type WithdrawalRefusal, withdrawalRefusal } from "~/features/withdrawal/withdrawal";

export type CancelInput = {
  reference: string;
  actor: LifecycleActor;
  /**
   * Cents to give back, 'policy' for what the cancellation policy gives now, or 'withdrawal':
   * the traveller withdraws from the contract (checked against the 14 days in this transaction,
   * refunded as features/withdrawal/withdrawal.ts computes).
   */
  refundCents: number | "policy" | "withdrawal";
  /** For the history; a withdrawal's is always `WITHDRAWAL_NOTE`. */
  note?: string;
  /** Who on the team asked (a person's `staff:<id>`), for the history. */
  actorId?: string;
  /** When a person or the admin token asked: the cancellation and its refund go in the audit log. */
  audit?: AuditBy;
};

export type Cancelled = { reference: string; refundCents: number; refund: RefundRow | null; at: string };

/** A withdrawal the law no longer allows (the 14 days are over, the service was performed, nothing was paid). */
export class WithdrawalRefusedError extends ConflictError {
  constructor(readonly refusal: WithdrawalRefusal) {
    super(`Withdrawal refused: ${refusal}`);
  }
}

/**
 * Cancels a booking: in one write transaction the booking moves to `cancelled` (with its history
 * row) and the move's effects in the lifecycle's table happen with it, whoever asks: the refund
 * recorded as pending with its idempotency key, the cancellation email stating it queued; nothing
 * of it is stored if any part is refused. Only after the commit is Stripe asked for the refund,
 * with that key: a crash in between leaves a pending row that `sendPendingRefunds` sends again,
 * and Stripe answers a repeated key with the same refund.
 */
export async function cancelBooking(input: CancelInput): Promise<Cancelled> {
  const recorded = writeTransaction((tx) => {
    const booking = tx
      .select({ id: bookings.id, status: bookings.status, paidAt: bookings.paidAt })
      .from(bookings)
      .where(eq(bookings.reference, input.reference))
      .get();
    if (!booking) throw new UnknownBookingError();
    if (input.refundCents === "withdrawal") {
      // Checked on the row this transaction writes: a second submit finds it cancelled and is refused.
      const refusal = withdrawalRefusal({ status: booking.status, paidAt: booking.paidAt, now: clock.now() });
      if (refusal) throw new WithdrawalRefusedError(refusal);
    }
    const moved = transition(tx, {
      bookingId: booking.id,
      to: CALLED_OFF,
      actor: input.actor,
      actorId: input.actorId,
      // A withdrawal is always noted as one: the trip page reads the note to say so.
      note: input.refundCents === "withdrawal" ? WITHDRAWAL_NOTE : input.note,
      refundCents: input.refundCents,
    });
    if (input.audit) auditCancellation(tx, input.audit, booking.id, moved.refundCents);
    return {
      reference: input.reference,
      refundCents: moved.refundCents,
      refund: moved.refund,
      at: moved.event.createdAt,
    };
  });
  const refund = recorded.refund ? ((await sendRefund(recorded.refund.id)) ?? recorded.refund) : null;
  return { ...recorded, refund };
}

/** The audit rows of a cancellation, in its transaction: the cancellation, and the refund when money goes back. */
function auditCancellation(tx: Executor, by: AuditBy, bookingId: number, refundCents: number) {
  const object = { type: "booking", id: bookingId } as const;
  const detail = { refundCents };
  recordAudit({ ...by, action: "booking.cancelled", object, detail }, tx);
  if (refundCents > 0) recordAudit({ ...by, action: "booking.refunded", object, detail }, tx);
}
