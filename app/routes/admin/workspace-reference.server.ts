import { redirect } from "react-router";
import { workspacePath } from "~/domain/admin-rows";
import { findBookingByAnyReference } from "~/services/bookings/bookings.server";

/**
 * The workspace's address names a booking by its readable reference (decision 0039). The
 * internal reference, or a readable one typed in another form ("sbm7kq3xd9"), redirects to
 * the readable address, so a bookmark or a link in an older email keeps working. Returns the
 * internal reference the workspace's services read by; an unknown one is passed through for
 * their 404. A form posted to an old address is acted on there (a redirect would drop it).
 */
export function workspaceReference(typed: string, { redirecting = true, search = "" } = {}): string {
  const booking = findBookingByAnyReference(typed);
  if (!booking) return typed;
  // The query (a pick to prefill, say) goes along; the fragment stays with the browser anyway.
  if (redirecting && typed !== booking.readableReference) {
    throw redirect(`${workspacePath(booking.readableReference)}${search}`);
  }
  return booking.reference;
}
