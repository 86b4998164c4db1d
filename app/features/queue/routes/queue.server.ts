import { data } from "react-router";
import { type AdminViewer, viewerCan } from "~/auth/staff-auth.server";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { waitedWords } from "~/features/conversation/conversation";
import { staffNames } from "~/features/queue/assignees.server";
import { type AssignmentResult, takeBooking } from "~/features/queue/booking-assignment.server";
import { autoAssignEnabled, setAutoAssign, setDeskTimeZone } from "~/features/queue/owner-settings.server";
import { queueEntries } from "~/features/queue/queue.server";
import type { QueueView } from "~/features/queue/queue-words";
import { buildQueue, QUEUE_BUCKETS, type QueueBucket } from "~/features/queue/staff-queue";
import { redirectWithToast } from "~/http/toast.server";

/** The signed-in person's queue on /admin and its two forms: "Take it" and the owners' setting. */

const isBucket = (value: string | null): value is QueueBucket =>
  value !== null && (QUEUE_BUCKETS as readonly string[]).includes(value);

/** The queue shows its bookings 50 at a time, in order, with links to the next and previous pages. */
const QUEUE_PAGE_SIZE = 50;

/** `?queuePage=` (the Internal Database below the queue keeps `?page=`): a whole number from 1. */
function queuePage(params: URLSearchParams): number {
  const asked = params.get("queuePage") ?? "1";
  const page = /^\d{1,6}$/.test(asked) ? Number(asked) : 1;
  return page >= 1 ? page : 1;
}

/**
 * The queue for a person (null for the admin token, which is nobody: before the first owner
 * exists the page is the database alone, as it was). `?queue=` picks the tab; without one, a
 * person with work of their own opens on Mine; one without opens on Unassigned while bookings
 * wait for someone, since that is the work to pick up next, and otherwise on All.
 */
export function queueView(viewer: AdminViewer, params: URLSearchParams): QueueView | null {
  if (viewer.kind !== "staff") return null;
  const asked = params.get("queue");
  const entries = queueEntries();
  const build = (bucket: QueueBucket) => buildQueue(entries, bucket, viewer.person.id);
  const opening = isBucket(asked) ? null : build("mine");
  const bucket: QueueBucket = isBucket(asked)
    ? asked
    : opening && opening.counts.mine > 0
      ? "mine"
      : opening && opening.counts.unassigned > 0
        ? "unassigned"
        : "all";
  const whole = opening && bucket === "mine" ? opening : build(bucket);
  const pages = Math.max(1, Math.ceil(whole.rows.length / QUEUE_PAGE_SIZE));
  const page = Math.min(queuePage(params), pages);
  const queue = { ...whole, rows: whole.rows.slice((page - 1) * QUEUE_PAGE_SIZE, page * QUEUE_PAGE_SIZE) };
  const names = staffNames(queue.rows.flatMap((row) => (row.assignedStaffId === null ? [] : [row.assignedStaffId])));
  return {
    bucket,
    page,
    pages,
    counts: queue.counts,
    rows: queue.rows.map((row) => ({
      id: row.id,
      readableReference: row.readableReference,
      name: row.name,
      cityName: row.cityName,
      promise: row.next ? { kind: row.next.kind, dueAt: row.next.dueAt } : null,
      leftMs: row.next ? row.next.leftMs : null,
      overdue: row.next?.overdue === true,
      assignee: row.assignedStaffId === null ? null : (names.get(row.assignedStaffId) ?? "A former team member"),
      unread: row.unread ?? 0,
      waited: row.waitingSince ? waitedWords(row.waitingSince) : null,
    })),
    canTake: viewerCan(viewer, "booking.take"),
    autoAssign: viewerCan(viewer, "settings.manage") ? { enabled: autoAssignEnabled() } : null,
  };
}

const refused = (status: number, description: string) =>
  data({ toast: toastMessage({ title: "Not done", description, variant: "destructive" }) }, { status });

/** Why a booking did not change hands, in words, with its status. */
export const ASSIGNMENT_REFUSALS: Record<Exclude<AssignmentResult, { ok: true }>["reason"], [number, string]> = {
  "not-found": [404, "That booking does not exist."],
  closed: [409, "That booking is no longer in service: it cannot change hands."],
  taken: [409, "Someone else took this booking first."],
  "no-such-person": [400, "Choose an active member of the team."],
};

/** A positive whole id from a form field, or null. */
export function formId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The queue's two forms, handlers of the /admin page's table (database.server.ts), which asks
 * each one's permission first: "Take it" (booking.take) and the owners' setting
 * (settings.manage). The token, being nobody, can do neither.
 */
type QueueArgs = { form: URLSearchParams; viewer: AdminViewer; clientAddress: string | null };

/** "Take it" on a queue's row: the booking becomes the viewer's, unless someone was first. */
export function takeFromQueue({ form, viewer, clientAddress }: QueueArgs) {
  if (viewer.kind !== "staff") return refused(403, "Taking a booking needs a team member's account.");
  const bookingId = formId(form.get("bookingId"));
  if (bookingId === null) return refused(400, "That request was not understood.");
  const outcome = takeBooking(viewer.actor, bookingId, clientAddress);
  if (!outcome.ok) return refused(...ASSIGNMENT_REFUSALS[outcome.reason]);
  return redirectWithToast("/admin?queue=mine", { title: "Booking taken", description: "It is in Mine now." });
}

/** The owners' setting: new paid bookings go to the least busy concierge, or wait in Unassigned. */
export function setAutoAssignment({ form, viewer, clientAddress }: QueueArgs) {
  if (viewer.kind !== "staff") return refused(403, "Settings need an owner's account.");
  const enabled = form.get("enabled") === "on";
  setAutoAssign(viewer.actor, enabled, clientAddress);
  const toast: ToastInput = {
    title: "Setting saved",
    description: enabled
      ? "New paid bookings go to the concierge with the fewest open bookings."
      : "New paid bookings wait in Unassigned.",
  };
  return redirectWithToast("/admin", toast);
}

/**
 * The owners' "Desk time zone" (its schema, deskTimeZoneSchema, has already refused a zone the
 * runtime does not know, with a 400 and the error under the field).
 */
export function saveDeskTimeZone({ viewer, clientAddress, value }: QueueArgs & { value: { timeZone: string } }) {
  if (viewer.kind !== "staff") return refused(403, "Settings need an owner's account.");
  setDeskTimeZone(viewer.actor, value.timeZone, clientAddress);
  return redirectWithToast("/admin", {
    title: "Setting saved",
    description: `Admin pages now give the team's times in ${value.timeZone}.`,
  });
}
