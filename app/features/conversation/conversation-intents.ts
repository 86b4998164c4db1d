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
