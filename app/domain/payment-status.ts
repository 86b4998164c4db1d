export type PaymentStatus = "pending" | "succeeded" | "failed" | "not_required" | "review";
export type BadgeTone = "green" | "red" | "yellow" | "grey";

/** The payment badges (label and tone per payment status), the same on every admin screen. */
export function paymentBadge(booking: { paymentStatus: string | null; requiresPayment: boolean }): {
  label: string;
  tone: BadgeTone;
} {
  if (!booking.requiresPayment || booking.paymentStatus === "not_required") {
    return { label: "No Payment Required", tone: "grey" };
  }
  switch (booking.paymentStatus) {
    case "succeeded":
      return { label: "Paid", tone: "green" };
    case "failed":
      return { label: "Payment Failed", tone: "red" };
    case "pending":
      return { label: "Pending Payment", tone: "yellow" };
    // A paid session that did not match the booking (another amount, currency or booking): not paid, needs an admin.
    case "review":
      return { label: "Payment Review", tone: "red" };
    default:
      return { label: "Unknown", tone: "grey" };
  }
}
