export type PaymentStatus = "pending" | "succeeded" | "failed" | "not_required" | "review";
export type BadgeTone = "green" | "red" | "yellow" | "grey";
/** Which badge it is, for pages that word it in another language. */
export type PaymentBadgeKey = "not_required" | "succeeded" | "failed" | "pending" | "review" | "unknown";

/** The payment badges (label and tone per payment status), the same on every admin screen. */
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
