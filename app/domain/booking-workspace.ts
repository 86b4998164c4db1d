import type { SubmissionResult } from "@conform-to/react";
import type { AdminBookingRow } from "./admin-rows";
import type { BookingStatus, LifecycleActor } from "./booking-lifecycle";
import type { RefundStatus } from "./cancellation-policy";
import type { MealSummary } from "./meal-preferences";
import type { MealRatingRow } from "./meal-reminders";
import type { Deadline } from "./service-deadlines";
import type { ToastMessage } from "./toast";

/**
 * What the concierge's page for one booking (/admin/bookings/:reference) gives its components:
 * the shapes of its view and of its forms' answers. The view is built on the server
 * (routes/admin/booking-workspace.server.ts); components read these types from here, never
 * from a route or a service, so the layers stay one-way.
 */

/** The booking's own fields the page shows. */
export type WorkspaceBooking = AdminBookingRow & {
  paidAt: string | null;
  paymentIntentId: string | null;
  /** When the concierge asked a traveller without upfront payment to pay. */
  paymentRequestedAt: string | null;
  /** When the traveller asked, before paying, for the service to start within the withdrawal period. */
  serviceStartConsentAt: string | null;
};

/** One move in the booking's history (null `fromStatus` for its creation). */
export type WorkspaceEvent = {
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
export type WorkspaceReservation = {
  id: number;
  mealPosition: number;
  recommendationId: number | null;
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
  timeZone: string;
  history: WorkspaceEvent[];
  moves: BookingStatus[];
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
  /** How many links open the trip page now (the concierge can replace them all). */
  tripLinks: number;
  /** The traveller's ratings of their meals, by meal (issue 31). */
  mealRatings: MealRatingRow[];
};

/** What a workspace form answers when it does not redirect: the form's errors and a toast saying why. */
export type WorkspaceActionData = {
  intent: string;
  result?: SubmissionResult<string[]>;
  toast: ToastMessage;
  confirmCancel?: { refund: string; amount?: string; note?: string };
};
