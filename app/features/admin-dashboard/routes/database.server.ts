import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { data } from "react-router";
import { type AdminViewer, demand, viewerCan } from "~/auth/staff-auth.server";
import { ADMIN_FORM_FIELDS, type AdminAction } from "~/domain/admin-forms";
import { ADMIN_TOASTS, adminToasts, ENGLISH_ADMIN } from "~/domain/admin-toasts";
import { DomainError, NotFoundError } from "~/domain/errors";
import { type ToastInput, type ToastMessage, toastMessage } from "~/domain/toast";
import { countBookings, creatorNames, listBookings } from "~/features/admin-dashboard/admin-bookings.server";
import { countCreators, listCreators } from "~/features/admin-dashboard/admin-creators.server";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { ADMIN_PAGE_SIZE, type ListQuery, listQuery, SEARCH_COUNT_CAP } from "~/features/admin-dashboard/admin-list";
import { assignCreator } from "~/features/creators/assignments.server";
import { approveCreator, listApprovedCreators, rejectCreator } from "~/features/creators/creators.server";
import { deskTimeZoneSchema, deskTimeZoneSchemaFor, deskZoneMessages } from "~/features/queue/desk-time-zone-form";
import { countOverdue, overdueAmong } from "~/features/queue/overdue.server";
import { saveDeskTimeZone, setAutoAssignment, takeFromQueue } from "~/features/queue/routes/queue.server";
import { withRatings } from "~/features/reminders-and-ratings/meal-ratings.server";
import type { AuditBy } from "~/features/staff/audit.server";
import { authorOf } from "~/features/staff/staff-names.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { domainErrorStatus } from "~/http/domain-errors.server";
import { defineIntents } from "~/http/intents.server";
import { translator } from "~/i18n/i18n.server";
import { listFailed, retry } from "~/platform/outbox/outbox.server";
import { replicationStatus } from "~/platform/replication/replication-status.server";

/** What the 'Internal Database' page (/admin) loads and what its forms do. */

export type AdminTab = "bookings" | "creators";

/** "Loaded N bookings and M creators": in English for the token's gate, else in the person's words. */
export const loadedToast = (toasts = ADMIN_TOASTS) => toasts.loaded(countBookings(), countCreators());

/** The database replica's state, for owners only: it names the bucket (decision 0034). */
export const replicationFor = (viewer: AdminViewer) =>
  viewer.kind === "staff" && viewerCan(viewer, "settings.manage") ? replicationStatus() : null;

/** The page's data: the tab (bookings unless `?tab=creators`), its search and its page. */
export function databaseLoader(params: URLSearchParams) {
  return databaseView(params.get("tab") === "creators" ? "creators" : "bookings", listQuery(params));
}

/** What every /admin form's handler is given besides the form. */
type DatabaseContext = { viewer: AdminViewer; clientAddress: string };

const auditOf = ({ viewer, clientAddress }: DatabaseContext): AuditBy => ({ actor: viewer.actor, clientAddress });

/** The viewer's words for the page's answers: their own language, English for the token. */
const wordsOf = (viewer: AdminViewer) => translator(viewerLanguage(viewer), "admin");

/** The page answers a form of the database with a toast (and an approval's set-password link) with its status. */
const answer = (outcome: Outcome) =>
  data({ toast: toastMessage(outcome.toast), setPasswordLink: outcome.setPasswordLink }, { status: outcome.status });

/**
 * The page's forms, one handler per intent (ADMIN_INTENTS): the database's own and the queue's
 * (queue.server.ts). The route's gate asks "queue.read"; an intent needing more asks it here. A
 * form that is not one of these, or whose fields do not fit, is a 400 toast.
 */
const adminIntents = defineIntents<DatabaseContext>()(
  ADMIN_INTENTS,
  {
    refresh: {
      handle: async ({ viewer }) =>
        viewer.kind === "staff"
          ? answer({ status: 200, toast: loadedToast(adminToasts(await translator(viewer.person.language, "admin"))) })
          : answer(performAdminAction({ intent: ADMIN_INTENTS.refresh })),
    },
    approve: {
      permission: "creators.approve",
      schema: ADMIN_FORM_FIELDS.approve,
      handle: async (args) =>
        answer(
          performAdminAction(
            { intent: ADMIN_INTENTS.approve, ...args.value },
            auditOf(args),
            await wordsOf(args.viewer),
          ),
        ),
    },
    reject: {
      permission: "creators.approve",
      schema: ADMIN_FORM_FIELDS.reject,
      handle: async (args) =>
        answer(
          performAdminAction(
            { intent: ADMIN_INTENTS.reject, ...args.value },
            auditOf(args),
            await wordsOf(args.viewer),
          ),
        ),
    },
    assignCreator: {
      permission: "booking.work",
      schema: ADMIN_FORM_FIELDS.assign,
      handle: async (args) =>
        answer(
          performAdminAction(
            { intent: ADMIN_INTENTS.assignCreator, ...args.value },
            auditOf(args),
            await wordsOf(args.viewer),
          ),
        ),
    },
    retry: {
      permission: "booking.work",
      schema: ADMIN_FORM_FIELDS.retry,
      handle: async (args) =>
        answer(
          performAdminAction({ intent: ADMIN_INTENTS.retry, ...args.value }, auditOf(args), await wordsOf(args.viewer)),
        ),
    },
    take: { permission: "booking.take", handle: takeFromQueue },
    autoAssign: { permission: "settings.manage", handle: setAutoAssignment },
    deskTimeZone: {
      permission: "settings.manage",
      schema: deskTimeZoneSchema,
      // The same form read again with the owner's words, so the field's error is in their language.
      invalid: async ({ form, viewer }) => {
        const t = await wordsOf(viewer);
        const submission = parseWithZod(form, { schema: deskTimeZoneSchemaFor(deskZoneMessages(t)) });
        return data(
          {
            toast: toastMessage({
              title: t("database.toasts.notSaved"),
              description: t("database.toasts.checkZone"),
              variant: "destructive",
            }),
            deskZoneResult: submission.reply(),
          },
          { status: 400 },
        );
      },
      handle: saveDeskTimeZone,
    },
  },
  {
    unknown: async ({ viewer }) => {
      const t = await wordsOf(viewer);
      const toast = toastMessage({
        title: t("toasts.errorTitle"),
        description: t("database.toasts.notUnderstood"),
        variant: "destructive",
      });
      return data({ toast }, { status: 400 });
    },
    authorize: (permission, { viewer }) => demand(viewer, permission),
  },
);

/** One /admin form, by its intent. */
export const databaseAction = (form: URLSearchParams, viewer: AdminViewer, clientAddress: string) =>
  adminIntents(form, { viewer, clientAddress });

/** Everything the 'Internal Database' page shows for one tab, search and page. */
function databaseView(tab: AdminTab, query: ListQuery) {
  const page = () => listBookings(query, ADMIN_PAGE_SIZE, undefined, { countUpTo: SEARCH_COUNT_CAP });
  const listed = tab === "bookings" ? page() : null;
  // The unfiltered list has just counted every booking: the tab's count is the same number.
  const all = listed && !query.q && !query.overdue ? listed.total : countBookings();
  const counts = { bookings: all, creators: countCreators() };
  const failedOutbox = listFailed().map(({ id, type, attempts, lastError, failedAt }) => ({
    id,
    type,
    attempts,
    lastError,
    failedAt,
  }));
  if (tab === "creators") {
    // With the travellers' ratings of the meals each creator on the page curated.
    const creators = withRatings(listCreators(query));
    return { tab, query, counts, failedOutbox, creators, bookings: null, approvedCreators: [] };
  }
  const bookings = listed ?? page();
  const assigned = creatorNames(bookings.rows.flatMap((row) => (row.assignedCreatorId ? [row.assignedCreatorId] : [])));
  const overdue = overdueAmong(bookings.rows.map((row) => row.id));
  const rows = bookings.rows.map((row) => ({
    ...row,
    assignedCreatorName: row.assignedCreatorId ? (assigned.get(row.assignedCreatorId) ?? null) : null,
    overdue: overdue.has(row.id),
  }));
  return {
    tab,
    query,
    counts,
    failedOutbox,
    creators: null,
    bookings: { rows, total: bookings.total, more: bookings.more, overdue: countOverdue() },
    approvedCreators: listApprovedCreators(),
  };
}

/** What an /admin form answers: a toast, the gate's field errors, or a fresh set-password link. */
export type AdminActionData = {
  toast: ToastMessage;
  result?: SubmissionResult<string[]>;
  setPasswordLink?: { creatorId: number; url: string };
  /** The "Desk time zone" form refused, with the error for its field. */
  deskZoneResult?: SubmissionResult<string[]>;
};

type Outcome = { status: number; toast: ToastInput; setPasswordLink?: { creatorId: number; url: string } };

type Perform<I extends AdminAction["intent"]> = (
  action: Extract<AdminAction, { intent: I }>,
  t: TFunction<"admin">,
  audit?: AuditBy,
) => Outcome;

/** What each of the database's own forms does, and the toast saying so. */
const PERFORM: { [I in AdminAction["intent"]]: Perform<I> } = {
  refresh: () => ({ status: 200, toast: loadedToast() }),
  approve: ({ creatorId }, t, audit) => {
    const { setPasswordUrl } = approveCreator(creatorId, undefined, audit);
    return {
      status: 200,
      toast: { title: t("database.toasts.approved"), description: t("database.toasts.approvedText") },
      setPasswordLink: { creatorId, url: setPasswordUrl },
    };
  },
  reject: ({ creatorId }, t, audit) => {
    rejectCreator(creatorId, undefined, audit);
    return {
      status: 200,
      toast: {
        title: t("database.toasts.rejected"),
        description: t("database.toasts.rejectedText", { id: creatorId }),
      },
    };
  },
  assign: ({ bookingId, creatorId }, t, audit) => {
    assignCreator(bookingId, creatorId ?? null, audit ? authorOf(audit.actor) : undefined);
    return {
      status: 200,
      toast: {
        title: t(creatorId ? "database.toasts.assigned" : "database.toasts.unassigned"),
        description: creatorId
          ? t("database.toasts.assignedText", { booking: bookingId, creator: creatorId })
          : t("database.toasts.unassignedText", { booking: bookingId }),
      },
    };
  },
  retry: ({ outboxId }, t) => {
    if (!retry(outboxId)) throw new NotFoundError("That record is no longer waiting for a retry.");
    return {
      status: 200,
      toast: { title: t("database.toasts.retried"), description: t("database.toasts.retriedText", { id: outboxId }) },
    };
  },
};

/** Runs one of the database's forms; a missing record is a 404 toast, never a 500. */
export function performAdminAction(action: AdminAction, audit?: AuditBy, t = ENGLISH_ADMIN): Outcome {
  try {
    return (PERFORM[action.intent] as Perform<AdminAction["intent"]>)(action, t, audit);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = domainErrorStatus(error);
    return { status, toast: { title: t("toasts.errorTitle"), description: error.message, variant: "destructive" } };
  }
}
