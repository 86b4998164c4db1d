/**
 * What the audit log records (decision 0031): every security-relevant or money-moving action.
 * The log's filter offers these; a service writes one of them, never free text.
 */
export const AUDIT_ACTIONS = [
  "sign_in.password",
  "sign_in.second_factor",
  "two_factor.enabled",
  "two_factor.recovery_code_used",
  "staff.first_owner_created",
  "staff.invited",
  "staff.invitation_accepted",
  "staff.password_reset_requested",
  "staff.password_reset",
  "staff.role_changed",
  "staff.deactivated",
  "staff.reactivated",
  "staff.language_changed",
  "session.ended",
  "booking.taken",
  "booking.assigned",
  "booking.refunded",
  "booking.cancelled",
  "export.csv",
  "export.json",
  "export.xml",
  "mail.opened",
  "creator.approved",
  "creator.rejected",
  "trip_link.rotated",
  "privacy.erased",
  "settings.changed",
  "restaurant.listed",
  "restaurant.merged",
  "creator.tax_details_saved",
  "creator.tax_details_corrected",
  "creator.tax_details_deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OUTCOMES = ["success", "failure", "refused"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** How long the log is kept before the retention job may delete it, unless configured otherwise. */
export const AUDIT_RETENTION_DAYS = 730;
