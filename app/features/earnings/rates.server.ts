import { desc } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { NotAllowedError } from "~/domain/errors";
import { can } from "~/domain/staff-roles";
import type { RateInput } from "~/features/earnings/earnings";
import { type CreatorRateRow, creatorRates } from "~/features/earnings/earnings-tables";
import { recordAudit, type StaffActor } from "~/features/staff/audit.server";

/**
 * The owners' rates for creators: each change a new row from its day on, the old ones kept
 * (the table refuses to change or lose a row), so any past earning can be traced to its rate.
 */

/** Every rate ever set, the latest day first (and, on one day, the one added last first). */
export function rateHistory(executor: Executor = db()): CreatorRateRow[] {
  return executor.select().from(creatorRates).orderBy(desc(creatorRates.appliesFrom), desc(creatorRates.id)).all();
}

/** An owner sets a rate; the change and its author are in the audit log. */
export function addRate(
  actor: StaffActor,
  input: RateInput,
  clientAddress: string | null = null,
  now = clock.now(),
): CreatorRateRow {
  if (!can(actor.role, "settings.manage")) throw new NotAllowedError("Only an owner can set creators' rates");
  return writeTransaction((tx) => {
    const row = tx
      .insert(creatorRates)
      .values({
        cityName: input.city,
        amountCents: input.euros,
        appliesFrom: input.appliesFrom,
        setBy: actor.name,
        createdAt: now.toISOString(),
      })
      .returning()
      .get();
    recordAudit(
      {
        actor,
        action: "settings.changed",
        clientAddress,
        detail: {
          setting: "creator_rate",
          city: input.city,
          amountCents: input.euros,
          appliesFrom: input.appliesFrom,
        },
      },
      tx,
      now,
    );
    return row;
  });
}
