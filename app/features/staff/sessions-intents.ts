/**
 * The forms of /admin/sessions, the signed-in person's own page, by the intent each posts: ending
 * a session, and choosing the language of their screens and emails.
 */
export const SESSIONS_INTENTS = {
  end: "end",
  language: "language",
} as const;
