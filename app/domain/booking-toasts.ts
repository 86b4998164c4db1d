import type { ToastInput } from "./toast";

/** The booking toasts, word for word as the product has always shown them, shared by the /clients action and the form in the browser. */
export const BOOKING_TOASTS = {
  checkInformation: {
    title: "Please check your information",
    description: "Some fields need to be corrected before submitting.",
    variant: "destructive",
  },
  paymentFailed: {
    title: "Payment failed",
    description: "There was an error processing your payment. Please try again.",
    variant: "destructive",
  },
  submissionFailed: {
    title: "Submission failed",
    description: "There was an error submitting your request. Please try again.",
    variant: "destructive",
  },
  requestReceived: {
    title: "Request received.",
    description:
      "A concierge will review availability for your destination and get back to you shortly. No payment has been taken.",
  },
} as const satisfies Record<string, ToastInput>;

/** The info toast shown just before the redirect to checkout, with the real total ("€57"). */
export function redirectingToPayment(total: string): ToastInput {
  return {
    title: "Redirecting to payment...",
    description: `You'll be redirected to secure checkout to complete your booking (${total}).`,
  };
}
