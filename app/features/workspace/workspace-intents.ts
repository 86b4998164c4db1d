/**
 * The booking workspace's forms (/admin/bookings/:reference), by the intent each posts: the
 * page's components post these names and its action (routes/booking-workspace.server.ts) has one
 * handler for each. The conversation's forms post to the page's messages address instead.
 */
export const WORKSPACE_INTENTS = {
  move: "move",
  markBooked: "mark-booked",
  sendItinerary: "send-itinerary",
  sendUpdate: "send-update",
  assignCreator: "assign",
  note: "note",
  reservation: "reservation",
  cancel: "cancel",
  newTripLink: "new-trip-link",
  requestPayment: "request-payment",
  decline: "decline",
  take: "take",
  assignStaff: "assign-staff",
  markContacted: "mark-contacted",
} as const;

export type WorkspaceIntent = (typeof WORKSPACE_INTENTS)[keyof typeof WORKSPACE_INTENTS];
