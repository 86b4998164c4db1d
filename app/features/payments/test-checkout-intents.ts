/**
 * The local test checkout's two buttons, by the intent each posts: pay, or leave for the booking
 * form. The page posts these names and its action (routes/test-checkout.server.ts) has one
 * handler for each.
 */
export const TEST_CHECKOUT_INTENTS = {
  pay: "pay",
  cancel: "cancel",
} as const;
