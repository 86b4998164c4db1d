import type { AdminViewer } from "~/auth/staff-auth.server";
import { contactedOf, markContacted } from "~/features/workspace/contacted.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The workspace's "Mark as contacted": the traveller's timeline ticks "Your
 * concierge contacted you" only from here (or a message of the team), never because the
 * preferences arrived. The route's gate has already asked for booking.work.
 */

/** When (the stored instant, which the page writes in the desk's zone) and who. */
export function contactView(reference: string) {
  const contacted = contactedOf(reference);
  return contacted ? { at: contacted.at, by: contacted.by } : null;
}

/** The workspace's handler of "mark-contacted". */
export function markAsContacted({ reference, viewer }: { reference: string; viewer: AdminViewer }) {
  const here = `/admin/bookings/${encodeURIComponent(reference)}#contact`;
  const marked = markContacted(reference, viewer.kind === "staff" ? viewer.person.id : null);
  return redirectWithToast(
    here,
    marked
      ? { title: "Marked as contacted", description: "The traveller's trip page now says when." }
      : { title: "Already contacted", description: "The first contact's time is kept." },
  );
}
