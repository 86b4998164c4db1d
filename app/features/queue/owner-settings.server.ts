import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, preparedPerConnection, writeTransaction } from "~/db/client.server";
import { settings } from "~/db/schema";
import { DEFAULT_DESK_TIME_ZONE, isDeskTimeZone } from "~/domain/desk-time";
import { NotAllowedError } from "~/domain/errors";
import { can } from "~/domain/staff-roles";
import { recordAudit, type StaffActor } from "~/features/staff/audit.server";

/**
 * The owners' settings (decision 0031): whether a booking that becomes paid is given at once to
 * the concierge with the fewest open bookings (off until an owner turns it on), and the desk's
 * time zone, in which the admin screens give the team's own times (decision 0067).
 */

const AUTO_ASSIGN = "auto_assign";
const DESK_TIME_ZONE = "desk_time_zone";

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
  saveSetting(actor, AUTO_ASSIGN, enabled, { setting: AUTO_ASSIGN, enabled }, clientAddress, now);
}

/** Every admin page reads the desk's zone: the statement is built once per connection. */
const storedDeskTimeZone = preparedPerConnection((executor) =>
  executor.select({ value: settings.value }).from(settings).where(eq(settings.key, DESK_TIME_ZONE)).prepare(),
);

/**
 * The desk's zone (an IANA name). A stored name the runtime no longer offers falls back to the
 * default rather than breaking every admin page.
 */
export function deskTimeZone(executor: Executor = db()): string {
  const row = storedDeskTimeZone(executor).get();
  return typeof row?.value === "string" && isDeskTimeZone(row.value) ? row.value : DEFAULT_DESK_TIME_ZONE;
}

/** An owner sets the desk's zone, one the runtime knows; the change and its author are in the audit log. */
export function setDeskTimeZone(
  actor: StaffActor,
  zone: string,
  clientAddress: string | null = null,
  now = clock.now(),
): void {
  if (!isDeskTimeZone(zone)) throw new RangeError(`Not a time zone: ${zone}`);
  saveSetting(actor, DESK_TIME_ZONE, zone, { setting: DESK_TIME_ZONE, zone }, clientAddress, now);
}

function saveSetting(
  actor: StaffActor,
  key: string,
  value: boolean | string,
  detail: Record<string, boolean | string>,
  clientAddress: string | null,
  now: Date,
): void {
  if (!can(actor.role, "settings.manage")) throw new NotAllowedError("Only an owner can change this setting");
  writeTransaction((tx) => {
    const at = now.toISOString();
    tx.insert(settings)
      .values({ key, value, updatedBy: actor.name, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: actor.name, updatedAt: at } })
      .run();
    recordAudit({ actor, action: "settings.changed", clientAddress, detail }, tx, now);
  });
}
