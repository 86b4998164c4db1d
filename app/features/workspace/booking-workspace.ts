import type { SubmissionResult } from "@conform-to/react";
import type { AdminBookingRow } from "~/domain/admin-rows";
import {
  askedWith,
  type BookingStatus,
  INITIAL_STATUS,
  type LifecycleActor,
  TABLES_BOOKED,
} from "~/domain/booking-lifecycle";
import type { RefundStatus } from "~/domain/cancellation-policy";
import type { Deadline } from "~/domain/service-deadlines";
import type { ToastMessage } from "~/domain/toast";
import type { MealSummary } from "~/features/preferences/meal-preferences";
import type { MealRatingRow } from "~/features/reminders-and-ratings/meal-reminders";

/**
 * What the concierge's page for one booking (/admin/bookings/:reference) gives its components:
 * the shapes of its view and of its forms' answers. The view is built on the server
 * (features/workspace/routes/booking-workspace.server.ts); components read these types from here, never
 * from a route or a service, so the layers stay one-way.
 */

/** The booking's own fields the page shows. */
type WorkspaceBooking = AdminBookingRow & {
  paidAt: string | null;
  paymentIntentId: string | null;
  /** When the concierge asked a traveller without upfront payment to pay. */
  paymentRequestedAt: string | null;
  /** When the traveller asked, before paying, for the service to start within the withdrawal period. */
  serviceStartConsentAt: string | null;
};

/** One move in the booking's history (null `fromStatus` for its creation). */
type WorkspaceEvent = {
  id: number;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actor: LifecycleActor;
  /** Who, as the page shows it: the person's name, or the actor's kind ("admin" for the shared token's rows). */
  by: string;
  note: string | null;
  createdAt: string;
};

/** A creator's pick for the booking (for one meal, or for none yet). */
export type WorkspacePick = {
  id: number;
  creatorName: string;
  mealPosition: number | null;
  restaurantName: string;
  googleMapsLink: string;
  dishSuggestion: string;
  submittedAt: string;
};

/** A table saved for one meal, as the concierge typed it (local to `timeZone`). */
type WorkspaceReservation = {
  id: number;
  mealPosition: number;
  recommendationId: number | null;
  /** The directory's restaurant the table was filled from, if it was. */
  restaurantId: number | null;
  restaurantName: string;
  address: string;
  mapsUrl: string | null;
  localDate: string;
  localTime: string;
  timeZone: string;
  startsAt: string;
  partySize: number;
  tableName: string;
  confirmationCode: string;
  dishTips: string;
  travellerNote: string;
  cancellationNote: string;
  /** A saved edit restarts the reservation's form (its key). */
  updatedAt: string;
};

/** The itinerary as the concierge sees it: what was sent, its PDF, and what is not sent yet. */
export type WorkspaceItinerary = {
  version: number;
  status: "sent" | "cancelled";
  sentAt: string;
  updatedAt: string;
  /** Null while the PDF of this version renders. */
  pdf: { version: number; bytes: number; sha256: string; renderMs: number | null; renderedAt: string } | null;
  unsentChanges: string[];
};

export type Workspace = {
  booking: WorkspaceBooking;
  /** The instant the page was built at (ISO), so the time left to a promise renders the same on server and client. */
  now: string;
  timeZone: string;
  history: WorkspaceEvent[];
  /** The moves offered now: the lifecycle's from this status with every guard met (lifecycle `movesOffered`). */
  moves: BookingStatus[];
  /** The lifecycle has a move to `booked` from here, waiting only for tables (the primary action says "Record tables"). */
  awaitsTables: boolean;
  deadlines: Deadline[];
  meals: MealSummary[];
  dietary: { needs: string[]; other: string } | null;
  /** Whom the booking may be given to: the approved creators of its city (any, for "Other"). */
  cityCreators: { id: number; name: string; city: string }[];
  assignedCreator: { id: number; name: string } | null;
  picks: WorkspacePick[];
  reservations: WorkspaceReservation[];
  reservationsOpen: boolean;
  everyMealReserved: boolean;
  /** `author` is the writer's name ("admin" on the shared token's notes). */
  notes: { id: number; body: string; author: string; createdAt: string }[];
  refunds: {
    id: number;
    amountCents: number;
    status: RefundStatus;
    actor: LifecycleActor;
    by: string;
    createdAt: string;
  }[];
  refundedCents: number;
  itinerary: WorkspaceItinerary | null;
  /**
   * While the traveller's right of withdrawal still runs, until when, in words ("until 23:59 on
   * Sunday 13 December, Madrid time"): what sending the itinerary ends. Null once it has ended.
   */
  withdrawalUntil: string | null;
  /** How many links open the trip page now (the concierge can replace them all). */
  tripLinks: number;
  /** The traveller's ratings of their meals, by meal. */
  mealRatings: MealRatingRow[];
};

/** What a workspace form answers when it does not redirect: the form's errors and a toast saying why. */
export type WorkspaceActionData = {
  intent: string;
  result?: SubmissionResult<string[]>;
  toast: ToastMessage;
  /** The first press of "Cancel": what the confirmation repeats, with the refund in cents it states. */
  confirmCancel?: { refund: string; amount?: string; note?: string; cents: number };
};

/**
 * The one thing to do next on a booking, the header's button: whose it is first, then what the
 * lifecycle's state asks for. Null when nothing is owed by the concierge now (awaiting the
 * traveller's payment, an itinerary sent for a trip still ahead, a finished booking).
 */
export type PrimaryAction =
  | { kind: "take" }
  | { kind: "request-payment" }
  | { kind: "record-tables"; meal: number }
  | { kind: "mark-booked" }
  | { kind: "send-itinerary" }
  | { kind: "move"; to: BookingStatus };

export function primaryActionOf(workspace: Workspace, canTake: boolean): PrimaryAction | null {
  const { booking, moves } = workspace;
  if (canTake) return { kind: "take" };
  if (booking.status === INITIAL_STATUS) {
    const unconfirmedRequest = booking.paymentStatus === "not_required" && !booking.paymentRequestedAt;
    return unconfirmedRequest ? { kind: "request-payment" } : null;
  }
  if (moves.some((to) => askedWith(to) === "a-document")) return { kind: "send-itinerary" };
  if (moves.includes(TABLES_BOOKED)) return { kind: "mark-booked" };
  if (workspace.awaitsTables) {
    const reserved = new Set(workspace.reservations.map((reservation) => reservation.mealPosition));
    const meal = Array.from({ length: booking.reservations }, (_, i) => i + 1).find((n) => !reserved.has(n)) ?? 1;
    return { kind: "record-tables", meal };
  }
  // Otherwise the plain move furthest along the lifecycle (curating rather than a second "preferences received").
  const to = moves.findLast((status) => askedWith(status) === "nothing");
  return to ? { kind: "move", to } : null;
}
