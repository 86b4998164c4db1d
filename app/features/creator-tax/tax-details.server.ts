import { asc, eq } from "drizzle-orm";
import { getCountries } from "libphonenumber-js/min";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { creators } from "~/db/schema";
import { NotAllowedError, NotFoundError } from "~/domain/errors";
import { localDateAt } from "~/domain/local-time";
import { can } from "~/domain/staff-roles";
import { CREATOR, recordAudit, type StaffActor } from "~/features/staff/audit.server";
import { INTL_LOCALE, type Language } from "~/i18n/languages";
import { changedFields, type TaxDetailsInput } from "./tax-details";
import { type CreatorTaxDetailsRow, creatorTaxDetails } from "./tax-tables";

/**
 * Creators' tax details (decision 0073): one row per creator, written by the creator from their
 * dashboard or corrected by an owner with a reason. Each write is audited with the names of the
 * fields that changed, never their values: the log is read by people who need not see a tax number.
 */

/** The tax agency's calendar: the day a form is checked against (a birthday, an age) is Madrid's. */
const TAX_ZONE = "Europe/Madrid";

export const taxToday = (now = clock.now()) => localDateAt(now, TAX_ZONE);

/** Every country a form may name (the ISO codes libphonenumber-js knows), with its name in `language`. */
export function countryChoices(language: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([INTL_LOCALE[language]], { type: "region", fallback: "none" });
  const collator = new Intl.Collator(INTL_LOCALE[language]);
  return getCountries()
    .map((code) => ({ code: code as string, name: names.of(code) ?? "" }))
    .filter((country) => country.name !== "")
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function taxDetailsOf(creatorId: number, executor: Executor = db()): CreatorTaxDetailsRow | undefined {
  return executor.select().from(creatorTaxDetails).where(eq(creatorTaxDetails.creatorId, creatorId)).get();
}

const rowValues = ({ reason: _reason, ...input }: TaxDetailsInput) => input;

/**
 * The creator saves their own details: a new row or the one they had, replaced. Audited as
 * theirs, with which fields changed; nothing is logged when nothing changed.
 */
export function saveTaxDetails(
  creatorId: number,
  input: TaxDetailsInput,
  clientAddress: string | null = null,
  now = clock.now(),
) {
  writeTransaction((tx) => {
    const before = taxDetailsOf(creatorId, tx);
    const values = rowValues(input);
    const changed = changedFields(before, values);
    if (before && changed.length === 0) return;
    const at = now.toISOString();
    tx.insert(creatorTaxDetails)
      .values({ creatorId, ...values, createdAt: at, updatedAt: at, updatedBy: "creator" })
      .onConflictDoUpdate({
        target: creatorTaxDetails.creatorId,
        set: { ...values, updatedAt: at, updatedBy: "creator" },
      })
      .run();
    recordAudit(
      {
        actor: CREATOR,
        action: "creator.tax_details_saved",
        object: { type: "creator", id: creatorId },
        clientAddress,
        detail: { first: !before, fields: changed.join(", ") },
      },
      tx,
      now,
    );
  });
}

/**
 * An owner corrects a creator's details, with the reason. The audit row names the owner, the
 * reason and the fields changed, not their values. Refused for anyone else, and for a creator
 * without details: correcting is not filling in for them.
 */
export function correctTaxDetails(
  actor: StaffActor,
  creatorId: number,
  input: TaxDetailsInput,
  clientAddress: string | null = null,
  now = clock.now(),
) {
  if (!can(actor.role, "creators.tax")) throw new NotAllowedError("Only an owner can correct tax details");
  writeTransaction((tx) => {
    const before = taxDetailsOf(creatorId, tx);
    if (!before) throw new NotFoundError("This creator has given no tax details to correct");
    const values = rowValues(input);
    const at = now.toISOString();
    tx.update(creatorTaxDetails)
      .set({ ...values, updatedAt: at, updatedBy: actor.name })
      .where(eq(creatorTaxDetails.creatorId, creatorId))
      .run();
    recordAudit(
      {
        actor,
        action: "creator.tax_details_corrected",
        object: { type: "creator", id: creatorId },
        clientAddress,
        detail: { reason: input.reason ?? "", fields: changedFields(before, values).join(", ") },
      },
      tx,
      now,
    );
  });
}

/** The approved creators, each with whether their details are given, for the owners' list. */
export function creatorsTaxState() {
  return db()
    .select({
      id: creators.id,
      name: creators.name,
      city: creators.city,
      updatedAt: creatorTaxDetails.updatedAt,
      updatedBy: creatorTaxDetails.updatedBy,
      taxStatus: creatorTaxDetails.taxStatus,
    })
    .from(creators)
    .leftJoin(creatorTaxDetails, eq(creatorTaxDetails.creatorId, creators.id))
    .where(eq(creators.status, "approved"))
    .orderBy(asc(creators.name), asc(creators.id))
    .all();
}

/** One approved creator, as the owners' page names them; undefined for any other id. */
export function approvedCreator(creatorId: number) {
  const row = db()
    .select({
      id: creators.id,
      name: creators.name,
      email: creators.email,
      city: creators.city,
      status: creators.status,
    })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .get();
  return row?.status === "approved" ? row : undefined;
}
