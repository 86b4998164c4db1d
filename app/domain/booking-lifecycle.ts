/**
 * The booking lifecycle: where a booking is in the service, what each status allows, and which
 * moves are allowed under which guards. Payment is tracked apart (`payment_status`); fulfilment
 * moves a payable booking from `pending` to `paid`. A request for a destination that needs no
 * payment also starts in `pending` and moves to `paid` once the concierge confirms it can be
 * served and charges it.
 *
 * Everything about a status is one row of `LIFECYCLE` below: what it allows, where it may move,
 * and what must hold to enter it and what entering it does. The lists the rest of the app reads (the workspace's buttons,
 * the creators' requests, the trip page, the deadlines, SQL filters) are derived from them, so
 * adding a status is an edit here plus its words.
 */
import { timeZoneOf } from "./city-dining";
import { localDateAt } from "./local-time";
import type { MailType } from "./mail-types";

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

/** A promise of the service with a due time (see service-deadlines.ts). */
export type DeadlineKind = "contact" | "itinerary";

/**
 * What a move's guards read about the booking. The service gathers them inside the move's own
 * write transaction, so nothing can change between the check and the write.
 */
export type MoveFacts = {
  actor: LifecycleActor;
  /** The meals the traveller asked for, and how many of them have their table recorded. */
  meals: number;
  mealsReserved: number;
  /**
   * The traveller withdraws from the contract (features/withdrawal/withdrawal.ts): the law, not the policy,
   * lets them end it after curating has started, so the cancel-before-curating guard steps aside.
   */
  withdrawing?: boolean;
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
  holds: (from, facts) =>
    facts.actor !== "traveller" || LIFECYCLE[from].travellerMayCancel || facts.withdrawing === true,
};

/**
 * What a person asking for a move (the concierge's workspace) must also have in hand: the
 * evidence the system's own moves carry with them. Fulfilment moves a booking to `paid` because a
 * payment arrived, the nightly job moves it to `completed` because the stay ended; a person's
 * button may not claim either before it is true.
 */
export type AskFacts = MoveFacts & {
  /** The traveller's payment has succeeded. */
  paymentReceived: boolean;
  /** The stay is over: the day after check-out has begun in the city's own calendar. */
  stayEnded: boolean;
};

/** The trip is over: the day after check-out has begun in the city's own calendar (as the nightly job reads it). */
export const stayEnded = (checkOut: string, timeZone: string, now: Date): boolean =>
  localDateAt(now, timeZone) > checkOut;

/** What of a booking the guards read. */
export type GuardedBooking = { reservations: number; paymentStatus: string; checkOut: string; cityName: string };

/**
 * The facts every guard reads, gathered in one place from the booking and its recorded tables:
 * the workspace offers the moves these allow, and `transition` checks them again on the rows
 * it writes, so what is offered and what is allowed cannot drift apart.
 */
export function guardFacts(
  booking: GuardedBooking,
  mealsReserved: number,
  ask: { actor: LifecycleActor; withdrawing?: boolean },
  now: Date,
): AskFacts {
  return {
    actor: ask.actor,
    meals: booking.reservations,
    mealsReserved,
    withdrawing: ask.withdrawing ?? false,
    paymentReceived: booking.paymentStatus === "succeeded",
    stayEnded: stayEnded(booking.checkOut, timeZoneOf(booking.cityName), now),
  };
}

/** Why a person may not ask for a move the lifecycle has, besides the move's own guards. */
export type AskRefusal = "no-payment-yet" | "stay-not-over";

type AskGuard = { refusal: AskRefusal; holds: (facts: AskFacts) => boolean };

const paymentReceived: AskGuard = { refusal: "no-payment-yet", holds: (facts) => facts.paymentReceived };
const stayIsOver: AskGuard = { refusal: "stay-not-over", holds: (facts) => facts.stayEnded };

/**
 * What a move does besides changing the status and writing its history row, named here and
 * carried out by `transition()` in the move's own transaction, whichever screen or API asked:
 * the itinerary frozen and sent, a sent itinerary's calendar withdrawn, a refund recorded (what
 * the asker chose, or what the cancellation policy gives) to be sent to Stripe after the commit;
 * the creators' earnings for the meals booked from their picks written, then made payable.
 */
export type MoveEffect = "send-itinerary" | "withdraw-itinerary" | "refund" | "record-earnings" | "earnings-payable";

/** The traveller's mail a move queues itself (the itinerary's goes out with its document, once rendered). */
export type LifecycleMail = Extract<
  MailType,
  "payment_confirmed" | "preferences_reminder" | "preferences_received" | "cancellation"
>;

/** What holds while a booking is in a status. */
type StatusRules = {
  /**
   * The statuses it may move to. Saving preferences again while `preferences_received` is a move
   * to the same status, so each save is written to the history.
   */
  moves: readonly BookingStatus[];
  /**
   * A booking starts here: awaiting its payment, or, for a destination without upfront payment,
   * the concierge's confirmation (the trip page and the workspace say which).
   */
  initial: boolean;
  /** The trip is called off: its page says so, and a payment arriving late is refunded. */
  calledOff: boolean;
  /** A payment received moves the booking here (fulfilment), and its page dates the payment by it. */
  enteredOnPayment: boolean;
  /** Each save of the traveller's preferences is a move here, so the history counts the saves. */
  enteredOnPreferences: boolean;
  /** Once the stay has ended, a trip still here moves to this status (the nightly job). */
  atStayEnd?: BookingStatus;
  /** A creator accepting the request moves a trip still here to this status (they start curating it). */
  atCreatorAccept?: BookingStatus;
  /** The traveller may (re)send their preferences; after, they are read-only. */
  preferencesOpen: boolean;
  /**
   * The concierge may record or edit the tables booked. After the itinerary is sent an edit
   * reaches the traveller only when the concierge sends it as an update.
   */
  reservationsOpen: boolean;
  /** The traveller sees the tables: once every one is booked, so a half-booked plan is never shown. */
  reservationsShown: boolean;
  /** The sent itinerary (its page and PDF) is open to the traveller. */
  itineraryShown: boolean;
  /**
   * Nothing has been worked on yet, so a traveller may cancel on their own (and the cancellation
   * policy refunds the whole fee); afterwards only the concierge cancels.
   */
  travellerMayCancel: boolean;
  /**
   * An open request for creators: one nobody has taken may be accepted by a creator of its
   * city, and one taken may be given back (its tables are not booked yet).
   */
  openToCreators: boolean;
  /** The service is still owed, so a deadline can fall overdue; a finished booking owes nothing. */
  inService: boolean;
  /** Entering it starts this deadline. */
  starts?: DeadlineKind;
  /** Having reached it meets these deadlines (never contact: a person meets that one, not a status). */
  meets: readonly DeadlineKind[];
  /**
   * What must hold to enter it. They live here, beside the moves, and the one transition
   * function checks them: no screen, API or use case can move a booking without them (the JSON
   * API once marked a trip booked with no tables because this rule sat in the workspace's use case).
   */
  guards: readonly Guard[];
  /** What must also hold when a person asks for it (the system's own moves bring their evidence). */
  askedOnlyWhen?: readonly AskGuard[];
  /** What entering it does. */
  effects: readonly MoveEffect[];
  /** The traveller's mail entering it queues (after its effects, so a cancellation's states its refund). */
  sends: readonly LifecycleMail[];
  /**
   * What asking for it takes besides the decision: nothing (a button), every meal's table
   * recorded first, a refund chosen, or the itinerary sent as a document. The concierge's
   * workspace gives each its own form.
   */
  askedWith: "nothing" | "every-table" | "a-refund" | "a-document";
};

const LIFECYCLE: Record<BookingStatus, StatusRules> = {
  pending: {
    moves: ["paid", "cancelled"],
    initial: true,
    calledOff: false,
    enteredOnPayment: false,
    enteredOnPreferences: false,
    preferencesOpen: false,
    reservationsOpen: false,
    reservationsShown: false,
    itineraryShown: false,
    travellerMayCancel: true,
    openToCreators: true,
    inService: true,
    meets: [],
    guards: [],
    effects: [],
    sends: [],
    askedWith: "nothing",
  },
  paid: {
    moves: ["preferences_received", "curating", "cancelled"],
    initial: false,
    calledOff: false,
    enteredOnPayment: true,
    enteredOnPreferences: false,
    preferencesOpen: true,
    reservationsOpen: true,
    reservationsShown: false,
    itineraryShown: false,
    travellerMayCancel: true,
    openToCreators: true,
    inService: true,
    starts: "contact",
    meets: [],
    guards: [],
    askedOnlyWhen: [paymentReceived],
    effects: [],
    sends: ["payment_confirmed", "preferences_reminder"],
    askedWith: "nothing",
  },
  preferences_received: {
    moves: ["preferences_received", "curating", "cancelled"],
    initial: false,
    calledOff: false,
    enteredOnPayment: false,
    enteredOnPreferences: true,
    atCreatorAccept: "curating",
    preferencesOpen: true,
    reservationsOpen: true,
    reservationsShown: false,
    itineraryShown: false,
    travellerMayCancel: true,
    openToCreators: true,
    inService: true,
    starts: "itinerary",
    meets: [],
    guards: [],
    effects: [],
    sends: ["preferences_received"],
    askedWith: "nothing",
  },
  curating: {
    moves: ["booked", "cancelled"],
    initial: false,
    calledOff: false,
    enteredOnPayment: false,
    enteredOnPreferences: false,
    preferencesOpen: false,
    reservationsOpen: true,
    reservationsShown: false,
    itineraryShown: false,
    travellerMayCancel: false,
    openToCreators: true,
    inService: true,
    meets: [],
    guards: [],
    effects: [],
    sends: [],
    askedWith: "nothing",
  },
  booked: {
    moves: ["itinerary_ready", "cancelled"],
    initial: false,
    calledOff: false,
    enteredOnPayment: false,
    enteredOnPreferences: false,
    preferencesOpen: false,
    reservationsOpen: true,
    reservationsShown: true,
    itineraryShown: false,
    travellerMayCancel: false,
    openToCreators: false,
    inService: true,
    meets: [],
    guards: [everyMealHasItsTable],
    effects: [],
    sends: [],
    askedWith: "every-table",
  },
  itinerary_ready: {
    moves: ["completed", "cancelled"],
    initial: false,
    calledOff: false,
    enteredOnPayment: false,
    enteredOnPreferences: false,
    atStayEnd: "completed",
    preferencesOpen: false,
    reservationsOpen: true,
    reservationsShown: true,
    itineraryShown: true,
    travellerMayCancel: false,
    openToCreators: false,
    inService: true,
    meets: ["itinerary"],
    guards: [everyMealHasItsTable],
    // The itinerary is a move with a document: the tables are frozen into it, its PDF rendered and
    // mailed; what the traveller is first sent is what earns the creators whose picks it books.
    effects: ["send-itinerary", "record-earnings"],
    sends: [],
    askedWith: "a-document",
  },
  completed: {
    moves: [],
    initial: false,
    calledOff: false,
    enteredOnPayment: false,
    enteredOnPreferences: false,
    preferencesOpen: false,
    reservationsOpen: false,
    reservationsShown: true,
    itineraryShown: true,
    travellerMayCancel: false,
    openToCreators: false,
    inService: false,
    meets: ["itinerary"],
    guards: [],
    askedOnlyWhen: [stayIsOver],
    // The service was delivered: what the creators earned on the trip can be paid out.
    effects: ["earnings-payable"],
    sends: [],
    askedWith: "nothing",
  },
  cancelled: {
    moves: [],
    initial: false,
    calledOff: true,
    enteredOnPayment: false,
    enteredOnPreferences: false,
    preferencesOpen: false,
    reservationsOpen: false,
    reservationsShown: false,
    itineraryShown: false,
    travellerMayCancel: false,
    openToCreators: false,
    inService: false,
    meets: [],
    guards: [travellerCancelsBeforeCurating],
    // A sent itinerary's calendar events are withdrawn with the trip, the fee refunded as chosen
    // (the policy's refund unless the asker says otherwise) and the traveller told how much.
    effects: ["withdraw-itinerary", "refund"],
    sends: ["cancellation"],
    askedWith: "a-refund",
  },
};

/** The yes-or-no rows of a status: what it allows. */
type Capability = { [K in keyof StatusRules]-?: StatusRules[K] extends boolean ? K : never }[keyof StatusRules];

/** The statuses with a capability, in lifecycle order (for `includes` checks and SQL `in` filters). */
function statusesWhere(capability: Capability): readonly BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => LIFECYCLE[status][capability]);
}

export const PREFERENCES_OPEN = statusesWhere("preferencesOpen");
export const RESERVATIONS_OPEN = statusesWhere("reservationsOpen");
export const RESERVATIONS_SHOWN = statusesWhere("reservationsShown");
export const ITINERARY_SHOWN = statusesWhere("itineraryShown");
export const TRAVELLER_MAY_CANCEL = statusesWhere("travellerMayCancel");
export const OPEN_TO_CREATORS = statusesWhere("openToCreators");
export const IN_SERVICE = statusesWhere("inService");

/** The one status with this capability (the lifecycle has exactly one start and one way to call a trip off). */
function theStatusWhere(capability: Capability): BookingStatus {
  const [status, ...others] = statusesWhere(capability);
  if (!status || others.length > 0) throw new Error(`Exactly one status must be ${capability}`);
  return status;
}

/** Where every booking starts (its creation's history row, the trip page's "awaiting payment" or "request"). */
export const INITIAL_STATUS = theStatusWhere("initial");
/** The status of a trip called off. */
export const CALLED_OFF = theStatusWhere("calledOff");
/** The status a payment received moves a booking to. */
export const PAID_STATUS = theStatusWhere("enteredOnPayment");
/** The status each save of the preferences moves a booking to. */
export const PREFERENCES_SAVED = theStatusWhere("enteredOnPreferences");

/** The moves the end of a stay makes, overnight: from a status to the one its row names. */
export const STAY_END_MOVES: ReadonlyArray<{ from: BookingStatus; to: BookingStatus }> = BOOKING_STATUSES.flatMap(
  (from) => {
    const to = LIFECYCLE[from].atStayEnd;
    return to ? [{ from, to }] : [];
  },
);

/** Where a creator accepting a request moves a trip in `from`, or null when accepting leaves its status alone. */
export const creatorAcceptMove = (from: BookingStatus): BookingStatus | null => LIFECYCLE[from].atCreatorAccept ?? null;

/** The status whose entry starts a deadline. */
export function deadlineStart(kind: DeadlineKind): BookingStatus {
  const status = BOOKING_STATUSES.find((s) => LIFECYCLE[s].starts === kind);
  if (!status) throw new Error(`No status starts the ${kind} deadline`);
  return status;
}

/** The statuses whose reaching meets a deadline. */
export function statusesMeeting(kind: DeadlineKind): readonly BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => LIFECYCLE[status].meets.includes(kind));
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return LIFECYCLE[from].moves.includes(to);
}

/** What asking to enter a status takes (the workspace's form for it). */
export type Asking = StatusRules["askedWith"];
export const askedWith = (to: BookingStatus): Asking => LIFECYCLE[to].askedWith;

/** The one status asking for which takes this (each form of the workspace enters one status). */
function theStatusAskedWith(asking: Asking): BookingStatus {
  const [status, ...others] = BOOKING_STATUSES.filter((s) => LIFECYCLE[s].askedWith === asking);
  if (!status || others.length > 0) throw new Error(`Exactly one status must be asked with ${asking}`);
  return status;
}

/** The status that says every meal's table is booked (asked with every table recorded). */
export const TABLES_BOOKED = theStatusAskedWith("every-table");
/** The status entered by sending the itinerary (asked with its document). */
export const ITINERARY_SENT = theStatusAskedWith("a-document");

/** The statuses a plain button moves to: some status moves there, and asking takes nothing more. */
export const BUTTON_MOVES: readonly BookingStatus[] = BOOKING_STATUSES.filter(
  (to) => LIFECYCLE[to].askedWith === "nothing" && BOOKING_STATUSES.some((from) => canTransition(from, to)),
);

/** A sent itinerary may be updated while it is shown and the trip is still ahead. */
export const itineraryUpdatable = (status: BookingStatus): boolean =>
  LIFECYCLE[status].itineraryShown && LIFECYCLE[status].inService;

/** What entering a status does besides the move itself. */
export const effectsOf = (to: BookingStatus): readonly MoveEffect[] => LIFECYCLE[to].effects;

/** The traveller's mail entering a status queues. */
export const mailOf = (to: BookingStatus): readonly LifecycleMail[] => LIFECYCLE[to].sends;

/** Why the lifecycle refuses this move, or null when it allows it. */
export function refusalOf(from: BookingStatus, to: BookingStatus, facts: MoveFacts): MoveRefusal | null {
  if (!canTransition(from, to)) return "no-such-move";
  return LIFECYCLE[to].guards.find((guard) => !guard.holds(from, facts))?.refusal ?? null;
}

/** Why a person may not ask for this move now (the move's guards, then what a person must show), or null. */
export function askRefusalOf(from: BookingStatus, to: BookingStatus, facts: AskFacts): MoveRefusal | AskRefusal | null {
  return (
    refusalOf(from, to, facts) ?? LIFECYCLE[to].askedOnlyWhen?.find((guard) => !guard.holds(facts))?.refusal ?? null
  );
}

/** The moves a person may ask for now: the lifecycle's moves from `from` whose guards all hold (the workspace's buttons). */
export function movesOffered(from: BookingStatus, facts: AskFacts): BookingStatus[] {
  return nextStatuses(from).filter((to) => askRefusalOf(from, to, facts) === null);
}

/** Every status a booking in `from` may move to, in lifecycle order (for the buttons an admin sees). */
export function nextStatuses(from: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => to !== from && canTransition(from, to));
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}
