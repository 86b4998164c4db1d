/**
 * The Internal Database page's forms (/admin), by the intent each posts: its own (refresh, the
 * creators' applications, a booking's creator, the outbox's retry) and the queue's above them.
 * The components post these names and the page's action (routes/database.server.ts) has one
 * handler for each; the admin gate's token form is the gate's own.
 */
export const ADMIN_INTENTS = {
  refresh: "refresh",
  approve: "approve",
  reject: "reject",
  assignCreator: "assign",
  retry: "retry",
  take: "take",
  autoAssign: "auto-assign",
  deskTimeZone: "desk-time-zone",
} as const;
