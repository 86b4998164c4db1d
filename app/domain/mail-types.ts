/**
 * Every kind of email the app sends. Each is queued through the outbox with a key made of the
 * kind and whom it concerns, so one (booking, message) or (creator, message) goes out once.
 */
export const MAIL_TYPES = [
  "request_received",
  "payment_confirmed",
  "preferences_reminder",
  "preferences_received",
  "trip_link",
  "trip_link_replaced",
  "refund_terms_changed",
  "cancellation",
  "late_payment_refunded",
  "payment_requested",
  "request_declined",
  "itinerary_ready",
  "itinerary_updated",
  "creator_application_received",
  "creator_approved",
  "staff_invitation",
  "staff_password_reset",
  "conversation_to_traveller",
  "conversation_to_staff",
  "change_request_to_staff",
  "change_request_resolved",
  "meal_reminder",
  "meal_feedback",
  "erasure_confirmed",
] as const;
export type MailType = (typeof MAIL_TYPES)[number];
