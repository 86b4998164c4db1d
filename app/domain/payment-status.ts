import { type BookingStatus, canTransition, PAID_STATUS } from "./booking-lifecycle";

export type PaymentStatus = "pending" | "succeeded" | "failed" | "not_required" | "review";
export type BadgeTone = "green" | "red" | "yellow" | "grey";
/** Which badge it is: the screens word it in the reader's language by this key (`payment.<key>`). */
export type PaymentBadgeKey = "not_required" | "succeeded" | "failed" | "pending" | "review" | "unknown";

/**
 * The payment badges (key, tone and English label per payment status), the same on every admin
 * screen; the label is what the CSV export writes.
 */
export function paymentBadge(booking: { paymentStatus: string | null; requiresPayment: boolean }): {
  key: PaymentBadgeKey;
  label: string;
  tone: BadgeTone;
} {
  if (!booking.requiresPayment || booking.paymentStatus === "not_required") {
    return { key: "not_required", label: "No Payment Required", tone: "grey" };
  }
  switch (booking.paymentStatus) {
    case "succeeded":
      return { key: "succeeded", label: "Paid", tone: "green" };
    case "failed":
      return { key: "failed", label: "Payment Failed", tone: "red" };
    case "pending":
      return { key: "pending", label: "Pending Payment", tone: "yellow" };
    // A paid session that did not match the booking (another amount, currency or booking): not paid, needs an admin.
    case "review":
      return { key: "review", label: "Payment Review", tone: "red" };
    default:
      return { key: "unknown", label: "Unknown", tone: "grey" };
  }
}

/**
 * Whether a Checkout session may be opened for this booking: it needs a payment, has none yet,
 * and the lifecycle can still move it to paid. A cancelled booking (or one moved on by hand)
 * is not awaiting payment, so no session is ever created for it.
 */
export function awaitingPayment(booking: {
  requiresPayment: boolean;
  paymentStatus: string | null;
  status: BookingStatus;
}): boolean {
  if (!booking.requiresPayment) return false;
  if (booking.paymentStatus === "succeeded" || booking.paymentStatus === "not_required") return false;
  return canTransition(booking.status, PAID_STATUS);
}
