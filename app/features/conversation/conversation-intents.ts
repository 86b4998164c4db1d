/**
 * The forms of a booking's conversation in the workspace, posted to
 * /admin/bookings/:reference/messages, by the intent each posts: the section posts these names
 * and that page's action (routes/admin-conversation.server.ts) has one handler for each. The
 * traveller's message is a form of the trip page (TRIP_INTENTS).
 */
export const CONVERSATION_INTENTS = {
  reply: "reply",
  resolve: "resolve",
  read: "read",
} as const;

/**
 * The pages besides the booking's workspace that hold these forms, where a done form may send the
 * person back (its `returnTo` field): the inbox, in either view. Matched exactly; anything else
 * goes back to the booking's thread.
 */
export const CONVERSATION_RETURNS = ["/admin/inbox", "/admin/inbox?view=mine", "/admin/inbox?view=all"] as const;
