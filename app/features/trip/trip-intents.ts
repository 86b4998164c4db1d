/**
 * The private trip page's forms, by the intent each posts: the page's components post these
 * names and its action (routes/trip.server.ts) has one handler for each. The preferences form
 * is also what a post without an intent means, as it was before the page had other forms.
 */
export const TRIP_INTENTS = {
  preferences: "preferences",
  message: "message",
  pay: "pay",
  cancel: "cancel",
  withdraw: "withdraw",
  fullInvoice: "full-invoice",
} as const;
