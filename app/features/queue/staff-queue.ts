import * as clock from "~/clock";
import { type BookingStatus, IN_SERVICE } from "~/domain/booking-lifecycle";
import { type HistoryStep, serviceDeadlines } from "~/domain/service-deadlines";

/**
 * The concierge's queue: the bookings still in service, in four views ("Mine", "Unassigned",
 * "Overdue", "All"), each sorted by the next promise falling due. The promises are the
 * lifecycle's own (contact within 24 h, itinerary within 48 h, see service-deadlines.ts),
 * then the first meal itself: a booking that owes neither still has a date it must be ready for.
 */
export const QUEUE_BUCKETS = ["mine", "unassigned", "overdue", "all"] as const;
export type QueueBucket = (typeof QUEUE_BUCKETS)[number];

export type NextPromise = {
  kind: "contact" | "itinerary" | "first_meal";
  /** UTC ISO-8601. */
  dueAt: string;
  overdue: boolean;
  /** Milliseconds left until it falls due; negative once overdue. */
  leftMs: number;
};

export type QueueBooking = {
  id: number;
  status: BookingStatus;
  assignedStaffId: number | null;
  /** The booking's history, oldest first. */
  history: readonly HistoryStep[];
  /** When a person of the team first contacted the traveller (what meets the contact promise), or null. */
  contactedAt: string | null;
  /** When the first meal is (a reservation's instant, else the first meal's date), or null if unknown. */
  firstMealAt: string | null;
  /** The traveller's messages nobody has answered yet, and since when the oldest waits. */
  unread?: number;
  waitingSince?: string | null;
};

type QueueRow<T extends QueueBooking = QueueBooking> = T & { next: NextPromise | null };

/** The promise a booking must keep next: the earliest deadline still owed, else its first meal. */
export function nextPromise(booking: QueueBooking, now: Date = clock.now()): NextPromise | null {
  if (!IN_SERVICE.includes(booking.status)) return null;
  const owed = serviceDeadlines(booking.status, booking.history, booking.contactedAt, now)
    .filter((deadline) => deadline.metAt === null)
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))[0];
  const promise = owed
    ? { kind: owed.kind, dueAt: owed.dueAt }
    : booking.firstMealAt
      ? { kind: "first_meal" as const, dueAt: new Date(booking.firstMealAt).toISOString() }
      : null;
  if (!promise) return null;
  const leftMs = Date.parse(promise.dueAt) - now.getTime();
  return { ...promise, overdue: leftMs < 0, leftMs };
}

/** Whether a booking shows in a bucket for the person looking. */
function inBucket(bucket: QueueBucket, row: QueueRow, viewerId: number): boolean {
  if (!IN_SERVICE.includes(row.status)) return false;
  switch (bucket) {
    case "mine":
      return row.assignedStaffId === viewerId;
    case "unassigned":
      return row.assignedStaffId === null;
    case "overdue":
      return row.next?.overdue === true;
    case "all":
      return true;
  }
}

/** Soonest due first; a booking with nothing due sorts last; ties by id, so the order is stable. */
function byNextDue(a: QueueRow, b: QueueRow): number {
  if (a.next && b.next) return a.next.dueAt.localeCompare(b.next.dueAt) || a.id - b.id;
  if (a.next) return -1;
  if (b.next) return 1;
  return a.id - b.id;
}

export type Queue<T extends QueueBooking> = {
  rows: QueueRow<T>[];
  counts: Record<QueueBucket, number>;
};

/**
 * "Mine" first shows the bookings whose traveller waits for an answer, the longest wait first
 * (a traveller left without an answer comes before any deadline); the rest keep the order of
 * their next promise.
 */
function byWaitingThenDue(a: QueueRow, b: QueueRow): number {
  const waitA = a.waitingSince ?? null;
  const waitB = b.waitingSince ?? null;
  if (waitA && waitB) return waitA.localeCompare(waitB) || a.id - b.id;
  if (waitA) return -1;
  if (waitB) return 1;
  return byNextDue(a, b);
}

/** One bucket's rows in order, with every bucket's count (the tabs show them all). */
export function buildQueue<T extends QueueBooking>(
  bookings: readonly T[],
  bucket: QueueBucket,
  viewerId: number,
  now: Date = clock.now(),
): Queue<T> {
  const rows = bookings.map((booking) => ({ ...booking, next: nextPromise(booking, now) }));
  const counts = Object.fromEntries(
    QUEUE_BUCKETS.map((b) => [b, rows.filter((row) => inBucket(b, row, viewerId)).length]),
  ) as Record<QueueBucket, number>;
  const order = bucket === "mine" ? byWaitingThenDue : byNextDue;
  return { rows: rows.filter((row) => inBucket(bucket, row, viewerId)).sort(order), counts };
}
