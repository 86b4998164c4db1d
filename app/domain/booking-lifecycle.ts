/**
 * The booking lifecycle: where a booking is in the service, and which moves are allowed.
 * Payment is tracked apart (`payment_status`); fulfilment moves a payable booking from
 * `pending` to `paid`. A request for a destination that needs no payment also starts in
 * `pending` and moves to `paid` once the concierge confirms it can be served and charges it.
 */
export const BOOKING_STATUSES = [
  "pending",
  "paid",
  "preferences_received",
  "curating",
  "booked",
  "itinerary_ready",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who made a transition happen, as the history shows it. */
export const LIFECYCLE_ACTORS = ["system", "traveller", "admin", "creator"] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/**
 * The forward moves. Saving preferences again while `preferences_received` is a move to the
 * same state, so each save is written to the history. Cancelling is allowed from every state
 * before `completed` (and is not listed here: see `canTransition`).
 */
const FORWARD: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["paid"],
  paid: ["preferences_received", "curating"],
  preferences_received: ["preferences_received", "curating"],
  curating: ["booked"],
  booked: ["itinerary_ready"],
  itinerary_ready: ["completed"],
  completed: [],
  cancelled: [],
};

const CANCELLABLE = new Set<BookingStatus>(BOOKING_STATUSES.filter((s) => s !== "completed" && s !== "cancelled"));

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  if (to === "cancelled") return CANCELLABLE.has(from);
  return FORWARD[from].includes(to);
}

/**
 * Before curating starts nothing has been worked on, so a traveller may cancel on their own
 * (and the cancellation policy refunds the whole fee); afterwards only the concierge cancels.
 */
export const TRAVELLER_MAY_CANCEL: readonly BookingStatus[] = ["pending", "paid", "preferences_received"];

/**
 * What a move's guards read about the booking. The service gathers them inside the move's own
 * write transaction, so nothing can change between the check and the write.
 */
export type MoveFacts = {
  actor: LifecycleActor;
  /** The meals the traveller asked for, and how many of them have their table recorded. */
  meals: number;
  mealsReserved: number;
};

/** Why the lifecycle refuses a move: it is not a move it has, or one of the move's guards does not hold. */
export type MoveRefusal = "no-such-move" | "every-meal-needs-a-table" | "traveller-cancels-before-curating";

type Guard = { refusal: MoveRefusal; holds: (from: BookingStatus, facts: MoveFacts) => boolean };

/** A booked trip, and the itinerary that lists it, name a table for every meal: a half-booked plan is never shown. */
const everyMealHasItsTable: Guard = {
  refusal: "every-meal-needs-a-table",
  holds: (_from, facts) => facts.mealsReserved >= facts.meals,
};

const travellerCancelsBeforeCurating: Guard = {
  refusal: "traveller-cancels-before-curating",
  holds: (from, facts) => facts.actor !== "traveller" || TRAVELLER_MAY_CANCEL.includes(from),
};

/**
 * The guards of each move, by the status it enters. They live here, beside the moves, and the
 * one transition function checks them: no screen, API or use case can move a booking without
 * them (the JSON API once marked a trip booked with no tables because this rule sat in the
 * workspace's use case).
 */
const GUARDS: Partial<Record<BookingStatus, readonly Guard[]>> = {
  booked: [everyMealHasItsTable],
  itinerary_ready: [everyMealHasItsTable],
  cancelled: [travellerCancelsBeforeCurating],
};

/** Why the lifecycle refuses this move, or null when it allows it. */
export function refusalOf(from: BookingStatus, to: BookingStatus, facts: MoveFacts): MoveRefusal | null {
  if (!canTransition(from, to)) return "no-such-move";
  return GUARDS[to]?.find((guard) => !guard.holds(from, facts))?.refusal ?? null;
}

/** Every status a booking in `from` may move to, in lifecycle order (for the buttons an admin sees). */
export function nextStatuses(from: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => to !== from && canTransition(from, to));
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** While these hold, the traveller may (re)send their preferences; after, they are read-only. */
export const PREFERENCES_OPEN: readonly BookingStatus[] = ["paid", "preferences_received"];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  preferences_received: "Preferences received",
  curating: "Curating",
  booked: "Booked",
  itinerary_ready: "Itinerary ready",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * While these hold, the concierge may record or edit the tables booked. After the itinerary is
 * sent an edit reaches the traveller only when the concierge sends it as an update.
 */
export const RESERVATIONS_OPEN: readonly BookingStatus[] = [
  "paid",
  "preferences_received",
  "curating",
  "booked",
  "itinerary_ready",
];

/** Once every table is booked the traveller sees them; a half-booked plan is never shown. */
export const RESERVATIONS_SHOWN: readonly BookingStatus[] = ["booked", "itinerary_ready", "completed"];

/** While these hold, the sent itinerary (its page and PDF) is open to the traveller. */
export const ITINERARY_SHOWN: readonly BookingStatus[] = ["itinerary_ready", "completed"];
