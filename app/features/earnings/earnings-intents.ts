/** The owners' earnings page's one form (/admin/earnings): a new rate. */
export const EARNINGS_INTENTS = { rate: "add-rate" } as const;
