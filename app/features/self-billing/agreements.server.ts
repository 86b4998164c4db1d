import { desc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { AGREEMENT_VERSION, type AgreementState, agreementText } from "~/features/self-billing/agreement";
import { type SelfBillingAgreementRow, selfBillingAgreements } from "~/features/self-billing/self-billing-tables";
import { isLanguage, type Language } from "~/i18n/languages";

/** The creator's acceptances of the self-billing agreement (decision 0074): append-only, the latest counts. */

export function latestAgreement(executor: Executor, creatorId: number): SelfBillingAgreementRow | undefined {
  return executor
    .select()
    .from(selfBillingAgreements)
    .where(eq(selfBillingAgreements.creatorId, creatorId))
    .orderBy(desc(selfBillingAgreements.id))
    .limit(1)
    .get();
}

/** What the dashboard shows: the latest acceptance, and whether it is of the current wording. */
export function agreementStateOf(creatorId: number): AgreementState {
  const row = latestAgreement(db(), creatorId);
  if (!row) return { accepted: null, current: false };
  return {
    accepted: {
      version: row.version,
      language: isLanguage(row.language) ? row.language : "en",
      acceptedAt: row.acceptedAt,
    },
    current: row.version === AGREEMENT_VERSION,
  };
}

/** The wording a form was shown is no longer the current one: the creator reads the new one first. */
export class StaleAgreementError extends Error {}

/**
 * The creator accepts the wording of `version` they read in `language`: stored with that exact
 * text and the time. Accepting the current version again adds nothing.
 */
export function acceptAgreement(creatorId: number, version: string, language: Language): SelfBillingAgreementRow {
  const wording = agreementText(version, language);
  if (version !== AGREEMENT_VERSION || wording === null) throw new StaleAgreementError(version);
  return writeTransaction((tx) => {
    const latest = latestAgreement(tx, creatorId);
    if (latest?.version === version) return latest;
    return tx
      .insert(selfBillingAgreements)
      .values({ creatorId, version, language, wording, acceptedAt: clock.now().toISOString() })
      .returning()
      .get();
  });
}
