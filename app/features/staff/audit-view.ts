import type { TFunction } from "i18next";
import { ENGLISH_ADMIN } from "~/domain/admin-toasts";
import { AUDIT_ACTIONS, type AuditAction, isAuditAction } from "~/domain/audit-actions";
import type { CsvColumn } from "~/domain/csv";
import { MAIL_TYPES, type MailType } from "~/domain/mail-types";

/**
 * The audit log as the owners read it (/admin/audit and its CSV): each action, actor, object
 * and detail in words. The page says the actions in the reader's language (the "admin"
 * catalogue's `audit.actions`, keyed by the action's code); the CSV keeps English, as a file
 * read by machines and auditors, whoever downloads it.
 */

/** An action's words in the reader's language; a code no longer in the list (an old row) shows as stored. */
const auditActionLabelIn = (t: TFunction<"admin">, action: string) =>
  // Keyed by the action's code: a new action without words in the catalogue fails the typecheck.
  isAuditAction(action) ? t(`audit.actions.${action}`) : action;

/**
 * A row's action in the reader's language. Opening an email names the kind of email the row
 * recorded ("Email opened: Team invitation"): the viewer holds a colleague's invitation or
 * password reset as well as the travellers' messages, and the log must tell which was read.
 */
export function auditRowActionLabelIn(
  t: TFunction<"admin">,
  row: { action: string; detail: Record<string, string | number | boolean | null> | null },
): string {
  const type = row.detail?.type;
  if (row.action === "mail.opened" && typeof type === "string" && isMailType(type)) {
    return `${t("audit.actions.mail.opened")}: ${t(`mail.types.${type}`)}`;
  }
  return auditActionLabelIn(t, row.action);
}

/** An action's words in English, as the CSV writes them. */
export const auditActionLabel = (action: string) => auditActionLabelIn(ENGLISH_ADMIN, action);

/** A row's action in English, as the CSV writes it. */
export const auditRowActionLabel = (row: Parameters<typeof auditRowActionLabelIn>[1]) =>
  auditRowActionLabelIn(ENGLISH_ADMIN, row);

/** The filter's choices, in the list's order, in the reader's language. */
export const auditActionChoices = (t: TFunction<"admin">) =>
  AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabelIn(t, value) }));

const isMailType = (type: string): type is MailType => (MAIL_TYPES as readonly string[]).includes(type);

/** "Marta López (concierge)", or "admin token" / "system", which hold no role. */
export const auditActorLabel = (
  row: { actorLabel: string; role: string | null },
  roleLabel: (role: string) => string = (role) => role,
) => (row.role ? `${row.actorLabel} (${roleLabel(row.role)})` : row.actorLabel);

/** "booking 42", or nothing. */
export const auditObjectLabel = (row: { objectType: string | null; objectId: string | null }) =>
  row.objectType ? `${row.objectType}${row.objectId ? ` ${row.objectId}` : ""}` : "";

/** The small facts, "from: owner, to: concierge". */
export const auditDetailLabel = (detail: Record<string, string | number | boolean | null> | null) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}: ${value ?? "none"}`)
        .join(", ")
    : "";

/** The page's filters as read from the query: a filter that is not understood is reported, not guessed. */
export type AuditQuery = {
  person?: number;
  action?: AuditAction;
  booking?: number;
  page: number;
  /** The booking field's error, when what was typed is not a booking number. */
  bookingError?: string;
  /** What was typed, shown back in the fields. */
  raw: { person: string; action: string; booking: string };
};

const positive = (value: string) => (/^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export function auditQuery(params: URLSearchParams): AuditQuery {
  const raw = {
    person: (params.get("person") ?? "").trim(),
    action: (params.get("action") ?? "").trim(),
    booking: (params.get("booking") ?? "").trim().replace(/^#/, ""),
  };
  const booking = positive(raw.booking);
  return {
    person: positive(raw.person),
    action: isAuditAction(raw.action) ? raw.action : undefined,
    booking,
    page: positive(params.get("page") ?? "") ?? 1,
    bookingError: raw.booking && booking === undefined ? "Enter a booking number, like 42." : undefined,
    raw,
  };
}

/** The query string of these filters (and a page), for the pager and the CSV link. */
export function auditSearch(query: AuditQuery, page?: number): string {
  const params = new URLSearchParams();
  if (query.person) params.set("person", String(query.person));
  if (query.action) params.set("action", query.action);
  if (query.booking) params.set("booking", String(query.booking));
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** What an audit row holds, as the page and the CSV read it. */
export type AuditRowView = {
  id: number;
  at: string;
  actorLabel: string;
  role: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  clientAddress: string | null;
  outcome: string;
  detail: Record<string, string | number | boolean | null> | null;
};

/**
 * The audit CSV's columns, as the page's table, but the time in ISO 8601 UTC as stored: machines
 * read the file, and the desk's zone (the page's) may change between two exports.
 */
export const AUDIT_CSV_COLUMNS: CsvColumn<AuditRowView>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "When (UTC)", value: (r) => r.at },
  { header: "Who", value: (r) => r.actorLabel },
  { header: "Role", value: (r) => r.role ?? "" },
  { header: "Action", value: auditRowActionLabel },
  { header: "Action code", value: (r) => r.action },
  { header: "Object", value: auditObjectLabel },
  { header: "Client address", value: (r) => r.clientAddress ?? "" },
  { header: "Outcome", value: (r) => r.outcome },
  { header: "Details", value: (r) => auditDetailLabel(r.detail) },
];

/** `audit-2026-11-26.csv`, dated by the UTC day of the export. */
export const auditCsvFilename = (now: Date) => `audit-${now.toISOString().slice(0, 10)}.csv`;
