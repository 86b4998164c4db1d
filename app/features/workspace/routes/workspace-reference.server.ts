import { findBookingByAnyReference } from "~/features/booking/bookings.server";

/**
 * The workspace's address names a booking by its readable reference (decision 0039), and every
 * link the app makes uses it. The internal reference, or a readable one typed in another form
 * ("sbm7kq3xd9"), still opens the same workspace, so a bookmark or a link in an older email keeps
 * working. It is served there rather than redirected: a form posted to an old address renders
 * its answer (a 4xx with its message) on that address, which a redirect would lose. Returns the
 * internal reference the workspace's services read by; an unknown one is passed through for
 * their 404.
 */
export function workspaceReference(typed: string): string {
  return findBookingByAnyReference(typed)?.reference ?? typed;
}
