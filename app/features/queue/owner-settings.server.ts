import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { settings } from "~/db/schema";
import { NotAllowedError } from "~/domain/errors";
import { can } from "~/domain/staff-roles";
import { recordAudit, type StaffActor } from "~/features/staff/audit.server";

/**
 * The owners' settings (decision 0031). For now one: whether a booking that becomes paid is
 * given at once to the concierge with the fewest open bookings. Off until an owner turns it on.
 */

const AUTO_ASSIGN = "auto_assign";

/** Whether new paid bookings are assigned automatically; read inside the payment's transaction. */
export function autoAssignEnabled(executor: Executor = db()): boolean {
  const row = executor.select({ value: settings.value }).from(settings).where(eq(settings.key, AUTO_ASSIGN)).get();
  return row?.value === true;
}

/** An owner turns automatic assignment on or off; the change and its author are in the audit log. */
export function setAutoAssign(
  actor: StaffActor,
  enabled: boolean,
  clientAddress: string | null = null,
  now = clock.now(),
): void {
  if (!can(actor.role, "settings.manage")) throw new NotAllowedError("Only an owner can change this setting");
  writeTransaction((tx) => {
    const at = now.toISOString();
    tx.insert(settings)
      .values({ key: AUTO_ASSIGN, value: enabled, updatedBy: actor.name, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedBy: actor.name, updatedAt: at } })
      .run();
    recordAudit(
      { actor, action: "settings.changed", clientAddress, detail: { setting: AUTO_ASSIGN, enabled } },
      tx,
      now,
    );
  });
}
