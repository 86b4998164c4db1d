/** The payout account page's forms (/dashboard/payouts): start onboarding, and finish the local TEST one. */
export const PAYOUT_INTENTS = { connect: "connect-payouts", finishTest: "finish-test-onboarding" } as const;
