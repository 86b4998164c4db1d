import type { MailType } from "~/domain/mail-types";

/** How the admin's mail viewer names each kind of message and its status. */
export const MAIL_TYPE_LABELS: Record<MailType, string> = {
  request_received: "Request received",
  payment_confirmed: "Payment confirmed",
  preferences_reminder: "Preferences reminder",
  preferences_received: "Preferences received",
  trip_link: "Trip link",
  trip_link_replaced: "New trip link",
  refund_terms_changed: "Refund terms changed",
  cancellation: "Cancellation",
  late_payment_refunded: "Late payment refunded",
  payment_requested: "Payment requested",
  request_declined: "Request declined",
  itinerary_ready: "Itinerary ready",
  itinerary_updated: "Itinerary updated",
  creator_application_received: "Creator application received",
  creator_approved: "Creator approved",
  staff_invitation: "Team invitation",
  staff_password_reset: "Team password reset",
  conversation_to_traveller: "Message to the traveller",
  conversation_to_staff: "Message from the traveller",
  change_request_to_staff: "Change request from the traveller",
  change_request_resolved: "Change request answered",
  meal_reminder: "Meal reminder (the day before)",
  meal_feedback: "How was it (the morning after)",
  erasure_confirmed: "Personal data erased",
};

/** A mail id from the URL: a positive whole number, else null (the page answers 404). */
export function mailId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
