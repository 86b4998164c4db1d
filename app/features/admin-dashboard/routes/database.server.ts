import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { type AdminViewer, demand, viewerCan } from "~/auth/staff-auth.server";
import { type AdminAction, adminActionSchema } from "~/domain/admin-forms";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { DomainError, NotFoundError } from "~/domain/errors";
import type { Permission } from "~/domain/staff-roles";
import { type ToastInput, type ToastMessage, toastMessage } from "~/domain/toast";
import { countBookings, creatorNames, listBookings } from "~/features/admin-dashboard/admin-bookings.server";
import { countCreators, listCreators } from "~/features/admin-dashboard/admin-creators.server";
import { type ListQuery, listQuery } from "~/features/admin-dashboard/admin-list";
import { assignCreator } from "~/features/creators/assignments.server";
import { approveCreator, listApprovedCreators, rejectCreator } from "~/features/creators/creators.server";
import { countOverdue, overdueAmong } from "~/features/queue/overdue.server";
import { withRatings } from "~/features/reminders-and-ratings/meal-ratings.server";
import type { AuditBy } from "~/features/staff/audit.server";
import { authorOf } from "~/features/staff/staff-names.server";
import { domainErrorStatus } from "~/http/domain-errors.server";
import { listFailed, retry } from "~/platform/outbox/outbox.server";
import { replicationStatus } from "~/platform/replication/replication-status.server";

/** What the 'Internal Database' page (/admin) loads and what its forms do. */

export type AdminTab = "bookings" | "creators";

export const loadedToast = () => ADMIN_TOASTS.loaded(countBookings(), countCreators());

/** What each /admin form asks of the viewer's role, past the page's own "queue.read". */
const INTENT_PERMISSION: Record<AdminAction["intent"], Permission> = {
  refresh: "queue.read",
  approve: "creators.approve",
  reject: "creators.approve",
  assign: "booking.work",
  retry: "booking.work",
};

/** The database replica's state, for owners only: it names the bucket (decision 0034). */
export const replicationFor = (viewer: AdminViewer) =>
  viewer.kind === "staff" && viewerCan(viewer, "settings.manage") ? replicationStatus() : null;

/** The page's data: the tab (bookings unless `?tab=creators`), its search and its page. */
export function databaseLoader(params: URLSearchParams) {
  return databaseView(params.get("tab") === "creators" ? "creators" : "bookings", listQuery(params));
}

/** One /admin form: an unreadable one is a 400 toast; otherwise what performAdminAction answers. */
export function databaseAction(form: URLSearchParams, viewer: AdminViewer, clientAddress: string | null = null) {
  const submission = parseWithZod(form, { schema: adminActionSchema });
  if (submission.status !== "success") {
    const toast = toastMessage({
      title: "Error",
      description: "That request was not understood.",
      variant: "destructive",
    });
    return data({ toast }, { status: 400 });
  }
  demand(viewer, INTENT_PERMISSION[submission.value.intent]);
  const outcome = performAdminAction(submission.value, { actor: viewer.actor, clientAddress });
  return data(
    { toast: toastMessage(outcome.toast), setPasswordLink: outcome.setPasswordLink },
    { status: outcome.status },
  );
}

/** Everything the 'Internal Database' page shows for one tab, search and page. */
export function databaseView(tab: AdminTab, query: ListQuery) {
  const listed = tab === "bookings" ? listBookings(query) : null;
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
    // With the travellers' ratings of the meals each creator on the page curated (issue 31).
    const creators = withRatings(listCreators(query));
    return { tab, query, counts, failedOutbox, creators, bookings: null, approvedCreators: [] };
  }
  const bookings = listed ?? listBookings(query);
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
    bookings: { rows, total: bookings.total, overdue: countOverdue() },
    approvedCreators: listApprovedCreators(),
  };
}

/** What an /admin form answers: a toast, the gate's field errors, or a fresh set-password link. */
export type AdminActionData = {
  toast: ToastMessage;
  result?: SubmissionResult<string[]>;
  setPasswordLink?: { creatorId: number; url: string };
};

type Outcome = { status: number; toast: ToastInput; setPasswordLink?: { creatorId: number; url: string } };

/** Runs one /admin form; a missing record is a 404 toast, never a 500. */
export function performAdminAction(action: AdminAction, audit?: AuditBy): Outcome {
  try {
    return perform(action, audit);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = domainErrorStatus(error);
    return { status, toast: { title: "Error", description: error.message, variant: "destructive" } };
  }
}

function perform(action: AdminAction, audit?: AuditBy): Outcome {
  switch (action.intent) {
    case "refresh":
      return { status: 200, toast: loadedToast() };
    case "approve": {
      const { setPasswordUrl } = approveCreator(action.creatorId, undefined, audit);
      return {
        status: 200,
        toast: { title: "Creator approved", description: "Copy the set-password link now: it is shown only once." },
        setPasswordLink: { creatorId: action.creatorId, url: setPasswordUrl },
      };
    }
    case "reject":
      rejectCreator(action.creatorId, undefined, audit);
      return {
        status: 200,
        toast: { title: "Creator rejected", description: `Creator #${action.creatorId} rejected.` },
      };
    case "assign":
      assignCreator(action.bookingId, action.creatorId ?? null, audit ? authorOf(audit.actor) : undefined);
      return {
        status: 200,
        toast: {
          title: action.creatorId ? "Booking assigned" : "Booking unassigned",
          description: action.creatorId
            ? `Booking #${action.bookingId} now shows on creator #${action.creatorId}'s dashboard.`
            : `Booking #${action.bookingId} has no creator.`,
        },
      };
    case "retry":
      if (!retry(action.outboxId)) throw new NotFoundError("That record is no longer waiting for a retry.");
      return {
        status: 200,
        toast: { title: "Retry queued", description: `Record #${action.outboxId} will be sent again.` },
      };
  }
}
