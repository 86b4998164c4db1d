import { data } from "react-router";
import { type AdminViewer, viewerCan } from "~/auth/staff-auth.server";
import type { Booking } from "~/db/schema";
import { IN_SERVICE } from "~/domain/booking-lifecycle";
import { toastMessage } from "~/domain/toast";
import { activeTeam, staffNames } from "~/features/queue/assignees.server";
import { type AssignmentResult, assignBooking, takeBooking } from "~/features/queue/booking-assignment.server";
import type { WorkspaceConcierge } from "~/features/queue/queue-words";
import { ASSIGNMENT_REFUSALS, formId } from "~/features/queue/routes/queue.server";
import { idOf } from "~/features/workspace/booking-file.server";
import type { WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The workspace's "Concierge" section: whose the booking is, "Take it" while nobody
 * has it, and for an owner a choice of the active team. The services write each move into the
 * booking's history by name and into the audit log.
 */

export function conciergeView(
  booking: Pick<Booking, "status" | "assignedStaffId">,
  viewer: AdminViewer,
): WorkspaceConcierge {
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

const refused = (intent: string, [status, description]: [number, string]) =>
  data<WorkspaceActionData>(
    { intent, toast: toastMessage({ title: "Not saved", description, variant: "destructive" }) },
    { status },
  );

/**
 * The section's two forms, handlers of the workspace's table (which asks booking.take or
 * booking.assign first: 403, nothing changed, without it). The token, being nobody, can do
 * neither. A refusal is a toast with its status (an unknown booking's 404 comes from the
 * workspace's own catch); success is a redirect back to the section.
 */
type ConciergeArgs = {
  form: URLSearchParams;
  reference: string;
  booking: Booking | undefined;
  viewer: AdminViewer;
  clientAddress: string | null;
};

const here = (reference: string) => `/admin/bookings/${encodeURIComponent(reference)}#concierge`;

const answer = (intent: string, reference: string, outcome: AssignmentResult, title: string, description: string) =>
  outcome.ok
    ? redirectWithToast(here(reference), { title, description })
    : refused(intent, ASSIGNMENT_REFUSALS[outcome.reason]);

/** "Take it": the booking becomes the viewer's. */
export function takeIt({ reference, booking, viewer, clientAddress }: ConciergeArgs) {
  const intent = WORKSPACE_INTENTS.take;
  if (viewer.kind !== "staff") return refused(intent, [403, "Taking a booking needs a team member's account."]);
  const outcome = takeBooking(viewer.actor, idOf({ booking }), clientAddress);
  return answer(intent, reference, outcome, "Booking taken", "It is yours.");
}

/** An owner's choice of the active team, or nobody. */
export function assignStaff({ form, reference, booking, viewer, clientAddress }: ConciergeArgs) {
  const intent = WORKSPACE_INTENTS.assignStaff;
  if (viewer.kind !== "staff") return refused(intent, [403, "Assigning needs an owner's account."]);
  const raw = form.get("staffId") ?? "";
  const staffId = raw === "" ? null : formId(raw);
  if (raw !== "" && staffId === null) return refused(intent, ASSIGNMENT_REFUSALS["no-such-person"]);
  const outcome = assignBooking(viewer.actor, idOf({ booking }), staffId, clientAddress);
  return answer(
    intent,
    reference,
    outcome,
    staffId === null ? "Concierge unassigned" : "Concierge assigned",
    staffId === null ? "The booking waits in Unassigned." : "The history says who gave it to whom.",
  );
}
