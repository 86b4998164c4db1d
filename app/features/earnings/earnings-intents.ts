/** The owners' earnings page's forms (/admin/earnings): a new rate, the payout run now, and the monthly run's day. */
export const EARNINGS_INTENTS = { rate: "add-rate", run: "run-payouts", day: "set-payout-day" } as const;
