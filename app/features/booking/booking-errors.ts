import { NotFoundError } from "~/domain/errors";

/**
 * No booking by that id or reference. Apart from the lifecycle so the modules the lifecycle's
 * moves use (the reservations, the itinerary) can throw it without importing the lifecycle.
 */
export class UnknownBookingError extends NotFoundError {
  constructor() {
    super("Booking not found");
  }
}
