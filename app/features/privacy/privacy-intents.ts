/** The "Your data" page's one form, by the intent it posts (routes/my-data.server.ts answers it). */
export const PRIVACY_INTENTS = { erase: "erase" } as const;
