import { eq } from "drizzle-orm";
import { data } from "react-router";
import { type AdminViewer, demand, viewerCan } from "~/auth/staff-auth.server";
import { db } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { IN_SERVICE } from "~/domain/booking-lifecycle";
import { DomainError } from "~/domain/errors";
import { toastMessage } from "~/domain/toast";
import { activeTeam, staffNames } from "~/features/queue/assignees.server";
import { type AssignmentResult, assignBooking, takeBooking } from "~/features/queue/booking-assignment.server";
import type { WorkspaceConcierge } from "~/features/queue/queue-words";
import { ASSIGNMENT_REFUSALS, formId } from "~/features/queue/routes/queue.server";
import { bookingIdOf } from "~/features/workspace/booking-file.server";
import type { WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { domainErrorStatus } from "~/http/domain-errors.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The workspace's "Concierge" section (issue 29): whose the booking is, "Take it" while nobody
 * has it, and for an owner a choice of the active team. The services write each move into the
 * booking's history by name and into the audit log.
 */

export function conciergeView(reference: string, viewer: AdminViewer): WorkspaceConcierge | null {
  const booking = db()
    .select({ status: bookings.status, assignedStaffId: bookings.assignedStaffId })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
  if (!booking) return null;
  const id = booking.assignedStaffId;
  const inService = IN_SERVICE.includes(booking.status);
  const person = viewer.kind === "staff";
  return {
    assignee: id === null ? null : { id, name: staffNames([id]).get(id) ?? "A former team member" },
    inService,
    canTake: person && inService && id === null && viewerCan(viewer, "booking.take"),
    team: person && inService && viewerCan(viewer, "booking.assign") ? activeTeam() : null,
  };
}

/** The section's forms: `take` and `assign-staff`. */
export const CONCIERGE_INTENTS: readonly string[] = ["take", "assign-staff"];

const refused = (intent: string, [status, description]: [number, string]) =>
  data<WorkspaceActionData>(
    { intent, toast: toastMessage({ title: "Not saved", description, variant: "destructive" }) },
    { status },
  );

/**
 * "Take it" (`take`) and an owner's choice (`assign-staff`). Each asks its own permission (403,
 * nothing changed, without it); the token, being nobody, can do neither. A refusal (an unknown
 * booking's 404 too) is a toast with its status; success is a redirect back to the section.
 */
export async function conciergeAction(
  form: URLSearchParams,
  reference: string,
  viewer: AdminViewer,
  clientAddress: string | null,
) {
  const intent = form.get("intent") ?? "";
  try {
    return await move(intent, form, reference, viewer, clientAddress);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refused(intent, [domainErrorStatus(error), error.message]);
  }
}

async function move(
  intent: string,
  form: URLSearchParams,
  reference: string,
  viewer: AdminViewer,
  clientAddress: string | null,
) {
  const here = `/admin/bookings/${encodeURIComponent(reference)}#concierge`;
  const answer = (outcome: AssignmentResult, title: string, description: string) =>
    outcome.ok ? redirectWithToast(here, { title, description }) : refused(intent, ASSIGNMENT_REFUSALS[outcome.reason]);
  if (intent === "take") {
    demand(viewer, "booking.take");
    if (viewer.kind !== "staff") return refused(intent, [403, "Taking a booking needs a team member's account."]);
    return answer(takeBooking(viewer.actor, bookingIdOf(reference), clientAddress), "Booking taken", "It is yours.");
  }
  demand(viewer, "booking.assign");
  if (viewer.kind !== "staff") return refused(intent, [403, "Assigning needs an owner's account."]);
  const raw = form.get("staffId") ?? "";
  const staffId = raw === "" ? null : formId(raw);
  if (raw !== "" && staffId === null) return refused(intent, ASSIGNMENT_REFUSALS["no-such-person"]);
  const outcome = assignBooking(viewer.actor, bookingIdOf(reference), staffId, clientAddress);
  return answer(
    outcome,
    staffId === null ? "Concierge unassigned" : "Concierge assigned",
    staffId === null ? "The booking waits in Unassigned." : "The history says who gave it to whom.",
  );
}
