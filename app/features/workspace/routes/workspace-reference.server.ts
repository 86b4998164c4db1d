import type { Booking } from "~/db/schema";
import { findBookingByAnyReference } from "~/features/booking/bookings.server";

/**
 * The workspace's address names a booking by its readable reference (decision 0039), and every
 * link the app makes uses it. The internal reference, or a readable one typed in another form
 * ("sbm7kq3xd9"), still opens the same workspace, so a bookmark or a link in an older email keeps
 * working. It is served there rather than redirected: a form posted to an old address renders
 * its answer (a 4xx with its message) on that address, which a redirect would lose. Returns the
 * booking, read once for the whole page; undefined for an unknown one (the page's 404).
 */
export function workspaceBooking(typed: string): Booking | undefined {
  return findBookingByAnyReference(typed);
}
