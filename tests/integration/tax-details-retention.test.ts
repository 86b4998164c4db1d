import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "~/clock";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { deleteExpiredTaxDetails } from "~/features/creator-tax/tax-retention.server";
import { creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import { creatorPayouts } from "~/features/earnings/earnings-tables";
import { testDb } from "../support/db";
import { seedApprovedCreator } from "../support/factories";
import { seedTaxDetails } from "../support/self-billing";

/**
 * Creators' tax details are deleted once their keeping time is over (decisions 0073, 0079): kept
 * through the end of the fifth year after the year they were last used (a change, a payout),
 * in Madrid's calendar, by the daily job; each deletion is in the audit log without the values.
 * On the test file's own SQLite file, with the app's clock set.
 */

beforeAll(() => {
  testDb();
});
afterEach(() => setClock(null));

/** A creator whose tax details were last changed at `changedAt`, with a payout last changed at `paidAt` if given. */
function creatorWithDetails(changedAt: string, paidAt?: string) {
  const creator = seedApprovedCreator(db(), { city: "Madrid" });
  seedTaxDetails(db(), creator.id, "es_professional");
  db().update(creatorTaxDetails).set({ updatedAt: changedAt }).where(eq(creatorTaxDetails.creatorId, creator.id)).run();
  if (paidAt) {
    db()
      .insert(creatorPayouts)
      .values({
        creatorId: creator.id,
        period: paidAt.slice(0, 7),
        amountCents: 600,
        reservationIds: [],
        destination: `acct_test_local_${creator.id}`,
        status: "paid",
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .run();
  }
  return creator.id;
}

const hasDetails = (creatorId: number) =>
  db().select().from(creatorTaxDetails).where(eq(creatorTaxDetails.creatorId, creatorId)).get() !== undefined;

describe("the tax details retention job", () => {
  it("deletes details unused since the fifth year before, keeps the rest, and audits each deletion", () => {
    // Last used in 2026 (Madrid): kept through 2031, gone from 1 January 2032 in Madrid.
    const unused = creatorWithDetails("2026-12-31T22:30:00.000Z"); // 2026-12-31 23:30 in Madrid
    const lateChange = creatorWithDetails("2026-12-31T23:30:00.000Z"); // already 2027 in Madrid
    const paidLater = creatorWithDetails("2020-05-01T10:00:00.000Z", "2027-02-05T09:00:00.000Z");
    const ids = [unused, lateChange, paidLater];

    setClock("2031-12-31T22:59:00Z"); // still 2031 in Madrid
    expect(deleteExpiredTaxDetails()).toBe(0);
    expect(ids.map(hasDetails)).toEqual([true, true, true]);

    setClock("2031-12-31T23:01:00Z"); // 1 January 2032 in Madrid
    expect(deleteExpiredTaxDetails()).toBe(1);
    expect(ids.map(hasDetails)).toEqual([false, true, true]);
    // A second run the same day finds nothing more.
    expect(deleteExpiredTaxDetails()).toBe(0);

    setClock("2033-01-01T12:00:00Z");
    expect(deleteExpiredTaxDetails()).toBe(2);
    expect(ids.map(hasDetails)).toEqual([false, false, false]);

    const audited = db()
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.objectId, ids.map(String)))
      .all()
      .filter((row) => row.action === "creator.tax_details_deleted");
    expect(audited.map((row) => [Number(row.objectId), row.actorLabel, row.outcome])).toEqual([
      [unused, "system", "success"],
      [lateChange, "system", "success"],
      [paidLater, "system", "success"],
    ]);
    // The log says when, never what: no tax number in it.
    expect(JSON.stringify(audited)).not.toContain("12345678Z");
  });
});
