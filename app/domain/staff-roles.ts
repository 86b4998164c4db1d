/**
 * Who on the team may do what. One table: each permission lists the roles that hold it, and
 * `can()` is the only question the server asks (a page only hides what the server refuses
 * anyway). An owner holds every permission; a concierge runs the work but not the team.
 */
export const STAFF_ROLES = ["owner", "concierge"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ["invited", "active", "deactivated"] as const;

const EVERYONE: readonly StaffRole[] = ["owner", "concierge"];
const OWNERS: readonly StaffRole[] = ["owner"];

const PERMISSIONS = {
  /** The queue and the booking list, with their searches and filters. */
  "queue.read": EVERYONE,
  /** A booking's workspace: status moves, notes, reservations, the itinerary. */
  "booking.work": EVERYONE,
  /** "Take it": an unassigned booking becomes one's own. */
  "booking.take": EVERYONE,
  /** Assign or reassign a booking to anyone. */
  "booking.assign": OWNERS,
  "booking.refund": EVERYONE,
  "booking.message": EVERYONE,
  /** The stored copies of the emails sent (/admin/mail). */
  "mail.read": EVERYONE,
  /** One's own sessions: list and end them. */
  "sessions.own": EVERYONE,
  /** Everyone's sessions. */
  "sessions.all": OWNERS,
  /** Invite, change roles, deactivate and reactivate. */
  "staff.manage": OWNERS,
  /** Approve and reject creators' applications. */
  "creators.approve": OWNERS,
  /** The full-database CSV export (every traveller's contact details). */
  "export.full": OWNERS,
  "audit.read": OWNERS,
  /** The invoice ledger and its accountant's CSV (/admin/invoices): the company's sales and tax figures. */
  "invoices.read": OWNERS,
  /**
   * A booking's own invoices, from its workspace: the list and each PDF (/admin/invoices/:file),
   * to send the traveller a copy. Not the ledger: no totals, no other booking's list, no CSV.
   */
  "booking.invoices": EVERYONE,
  /** Owner settings, such as assigning new bookings automatically. */
  "settings.manage": OWNERS,
  /** Creators' tax details (identity, address, tax number): read and correct them, with a reason. */
  "creators.tax": OWNERS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

const A_ROLE: Record<StaffRole, string> = { owner: "an owner", concierge: "a concierge" };

/**
 * A refusal in words, from the table, so it names whoever does hold the permission: "Only an
 * owner can open this." for a page or a download, "Only an owner can do this." for a form.
 */
export function refusalSentence(permission: Permission, act: "open" | "do"): string {
  const holders = (PERMISSIONS[permission] as readonly StaffRole[]).map((role) => A_ROLE[role]);
  return `Only ${holders.join(" or ")} can ${act} this.`;
}
