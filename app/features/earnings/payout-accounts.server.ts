import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import type { Creator } from "~/db/schema";
import { creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import { type CreatorPayoutAccountRow, creatorPayoutAccounts } from "~/features/earnings/earnings-tables";
import { stripe } from "~/features/payments/stripe-client.server";

/**
 * A creator's payout account (decision 0070): an Express connected account on Stripe, onboarded
 * on Stripe's own pages through an Account Link, whose `payouts_enabled` the `account.updated`
 * webhook keeps. Without a Stripe key (the local TEST mode) the account is made here and the
 * local test page enables it; nothing reaches Stripe.
 */

const LOCAL_ACCOUNT_PREFIX = "acct_test_local_";

export const isLocalAccount = (accountId: string) => accountId.startsWith(LOCAL_ACCOUNT_PREFIX);

export function payoutAccountOf(creatorId: number, executor: Executor = db()): CreatorPayoutAccountRow | undefined {
  return executor.select().from(creatorPayoutAccounts).where(eq(creatorPayoutAccounts.creatorId, creatorId)).get();
}

/** Keeps the first account stored for the creator: a second click, or a race, never makes a second row. */
function remember(creatorId: number, stripeAccountId: string): CreatorPayoutAccountRow {
  db()
    .insert(creatorPayoutAccounts)
    .values({ creatorId, stripeAccountId, payoutsEnabled: false })
    .onConflictDoNothing({ target: creatorPayoutAccounts.creatorId })
    .run();
  return payoutAccountOf(creatorId) as CreatorPayoutAccountRow;
}

/**
 * Where the creator's account is held: the country of their tax details (a creator in Lisbon
 * needs a Portuguese account, and Stripe never changes an account's country later), or none
 * before they have given them, and Stripe opens it in the platform's country.
 */
function accountCountry(creatorId: number): string | undefined {
  const details = db()
    .select({ country: creatorTaxDetails.country })
    .from(creatorTaxDetails)
    .where(eq(creatorTaxDetails.creatorId, creatorId))
    .get();
  return details?.country || undefined;
}

/**
 * The Stripe onboarding address for the creator: their connected account (made on the first
 * call; the idempotency key keeps two clicks at once to one account) and a fresh, single-use
 * Account Link to Stripe's hosted onboarding, which returns to `returnUrl`.
 */
export async function stripeOnboardingLink(
  creator: Pick<Creator, "id" | "email">,
  urls: { returnUrl: string; refreshUrl: string },
): Promise<string> {
  let account = payoutAccountOf(creator.id);
  if (!account) {
    const country = accountCountry(creator.id);
    const created = await (await stripe()).accounts.create(
      {
        type: "express",
        ...(country ? { country } : {}),
        email: creator.email,
        capabilities: { transfers: { requested: true } },
        metadata: { creatorId: String(creator.id) },
      },
      { idempotencyKey: `connect:${creator.id}` },
    );
    account = remember(creator.id, created.id);
  }
  const link = await (await stripe()).accountLinks.create({
    account: account.stripeAccountId,
    type: "account_onboarding",
    return_url: urls.returnUrl,
    refresh_url: urls.refreshUrl,
  });
  return link.url;
}

/** Back from Stripe's onboarding: the account as Stripe sees it now, without waiting for its webhook. */
export async function refreshFromStripe(creatorId: number): Promise<CreatorPayoutAccountRow | undefined> {
  const account = payoutAccountOf(creatorId);
  if (!account || isLocalAccount(account.stripeAccountId)) return account;
  const seen = await (await stripe()).accounts.retrieve(account.stripeAccountId);
  applyAccountUpdate(db(), { id: seen.id, payouts_enabled: seen.payouts_enabled ?? false });
  return payoutAccountOf(creatorId);
}

/** `account.updated`: stores whether the account can receive payouts now; false for an account not ours. */
export function applyAccountUpdate(
  executor: Executor,
  account: { id: string; payouts_enabled?: boolean | null },
  now = clock.now(),
): boolean {
  return (
    executor
      .update(creatorPayoutAccounts)
      .set({ payoutsEnabled: account.payouts_enabled === true, updatedAt: now.toISOString() })
      .where(eq(creatorPayoutAccounts.stripeAccountId, account.id))
      .run().changes > 0
  );
}

/** The local TEST onboarding begins: a local account, not yet able to receive payouts. */
export function startLocalOnboarding(creatorId: number): CreatorPayoutAccountRow {
  return remember(creatorId, `${LOCAL_ACCOUNT_PREFIX}${randomBytes(8).toString("hex")}`);
}

/** The local TEST onboarding's button: the local account may receive (pretend) payouts. */
export function finishLocalOnboarding(creatorId: number, now = clock.now()): boolean {
  return (
    db()
      .update(creatorPayoutAccounts)
      .set({ payoutsEnabled: true, updatedAt: now.toISOString() })
      .where(
        and(
          eq(creatorPayoutAccounts.creatorId, creatorId),
          like(creatorPayoutAccounts.stripeAccountId, `${LOCAL_ACCOUNT_PREFIX}%`),
        ),
      )
      .run().changes > 0
  );
}
