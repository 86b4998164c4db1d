import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  type BookingStatus,
  BUTTON_MOVES,
  CALLED_OFF,
  canTransition,
  deadlineStart,
  IN_SERVICE,
  INITIAL_STATUS,
  ITINERARY_SHOWN,
  isBookingStatus,
  itineraryUpdatable,
  mailOf,
  nextStatuses,
  OPEN_TO_CREATORS,
  PAID_STATUS,
  PREFERENCES_OPEN,
  PREFERENCES_SAVED,
  RESERVATIONS_OPEN,
  RESERVATIONS_SHOWN,
  STAY_END_MOVES,
  statusesMeeting,
  TRAVELLER_MAY_CANCEL,
} from "~/domain/booking-lifecycle";
import { STATUS_LABELS } from "~/domain/status-labels";

/**
 * The lifecycle's whole table, written out by hand as the product describes it: every pair
 * of statuses not listed here must be refused.
 */
const ALLOWED: Record<BookingStatus, BookingStatus[]> = {
  pending: ["paid", "cancelled"],
  paid: ["preferences_received", "curating", "cancelled"],
  // Each save of the preferences is its own move, so saving again is allowed.
  preferences_received: ["preferences_received", "curating", "cancelled"],
  curating: ["booked", "cancelled"],
  booked: ["itinerary_ready", "cancelled"],
  itinerary_ready: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => ({ from, to })));
const allowed = pairs.filter(({ from, to }) => ALLOWED[from].includes(to));
const refused = pairs.filter(({ from, to }) => !ALLOWED[from].includes(to));

describe("the booking lifecycle", () => {
  it("covers all 64 pairs of the eight statuses, every move the table names among them", () => {
    expect(BOOKING_STATUSES).toHaveLength(8);
    expect(Object.keys(ALLOWED).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(new Set(pairs.map(({ from, to }) => `${from} → ${to}`)).size).toBe(64);
    // A move written with a status the lifecycle lacks would match no pair, and so go untested.
    expect(allowed.map(({ from, to }) => `${from} → ${to}`).sort()).toEqual(
      Object.entries(ALLOWED)
        .flatMap(([from, moves]) => moves.map((to) => `${from} → ${to}`))
        .sort(),
    );
  });

  it.each(allowed)("allows $from → $to", ({ from, to }) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(refused)("refuses $from → $to", ({ from, to }) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it("refuses the move the product names: pending → booked", () => {
    expect(canTransition("pending", "booked")).toBe(false);
  });

  it("allows cancelling from every status before completed, and nothing after it", () => {
    for (const from of BOOKING_STATUSES) {
      expect(canTransition(from, "cancelled")).toBe(from !== "completed" && from !== "cancelled");
    }
  });

  it.each(BOOKING_STATUSES)("lists the next statuses of %s in lifecycle order, without itself", (from) => {
    const expected = BOOKING_STATUSES.filter((to) => to !== from && ALLOWED[from].includes(to));
    expect(nextStatuses(from)).toEqual(expected);
  });

  it("keeps the preferences open only while paid or preferences received", () => {
    expect([...PREFERENCES_OPEN]).toEqual(["paid", "preferences_received"]);
  });

  it("derives what each status allows from its row of the table, as the product describes it", () => {
    expect(RESERVATIONS_OPEN).toEqual(["paid", "preferences_received", "curating", "booked", "itinerary_ready"]);
    expect(RESERVATIONS_SHOWN).toEqual(["booked", "itinerary_ready", "completed"]);
    expect(ITINERARY_SHOWN).toEqual(["itinerary_ready", "completed"]);
    expect(TRAVELLER_MAY_CANCEL).toEqual(["pending", "paid", "preferences_received"]);
    // Taken on, or given back, until its tables are booked.
    expect(OPEN_TO_CREATORS).toEqual(["pending", "paid", "preferences_received", "curating"]);
    expect(IN_SERVICE).toEqual(["pending", "paid", "preferences_received", "curating", "booked", "itinerary_ready"]);
    expect(deadlineStart("contact")).toBe("paid");
    // A person meets the contact promise (the first contact), never a status.
    expect(statusesMeeting("contact")).toEqual([]);
    expect(deadlineStart("itinerary")).toBe("preferences_received");
    expect(statusesMeeting("itinerary")).toEqual(["itinerary_ready", "completed"]);
    // A button moves to these; booked, cancelled and the itinerary each take more than a button.
    expect(BUTTON_MOVES).toEqual(["paid", "preferences_received", "curating", "completed"]);
    expect(BOOKING_STATUSES.filter(itineraryUpdatable)).toEqual(["itinerary_ready"]);
  });

  it("names the statuses the rest of the app used to spell out: the start, the payment, a preferences save, calling off, the stay's end", () => {
    expect([INITIAL_STATUS, PAID_STATUS, PREFERENCES_SAVED, CALLED_OFF]).toEqual([
      "pending",
      "paid",
      "preferences_received",
      "cancelled",
    ]);
    expect(STAY_END_MOVES).toEqual([{ from: "itinerary_ready", to: "completed" }]);
    expect(BOOKING_STATUSES.filter((s) => mailOf(s).length > 0).map((s) => [s, mailOf(s)])).toEqual([
      ["paid", ["payment_confirmed", "preferences_reminder"]],
      ["preferences_received", ["preferences_received"]],
      ["cancelled", ["cancellation"]],
    ]);
  });

  it("has a label for every status and recognises only its own names", () => {
    for (const status of BOOKING_STATUSES) expect(STATUS_LABELS[status]).toMatch(/^[A-Z]/);
    expect(isBookingStatus("paid")).toBe(true);
    for (const bad of ["PAID", "refunded", "", null, 3]) expect(isBookingStatus(bad)).toBe(false);
  });
});
