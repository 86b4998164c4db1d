import { describe, expect, it } from "vitest";
import { type AskFacts, askRefusalOf, movesOffered, stayEnded } from "../../app/domain/booking-lifecycle";

/** The moves a person is offered are the lifecycle's with every guard met. */
const facts = (over: Partial<AskFacts> = {}): AskFacts => ({
  actor: "admin",
  meals: 2,
  mealsReserved: 0,
  paymentReceived: false,
  stayEnded: false,
  ...over,
});

describe("the moves offered to a person", () => {
  it("offers Paid only with a payment received", () => {
    expect(movesOffered("pending", facts())).toEqual(["cancelled"]);
    expect(askRefusalOf("pending", "paid", facts())).toBe("no-payment-yet");
    expect(movesOffered("pending", facts({ paymentReceived: true }))).toEqual(["paid", "cancelled"]);
  });

  it("offers Completed only once the stay is over, and Booked only with every table", () => {
    expect(movesOffered("itinerary_ready", facts({ mealsReserved: 2 }))).toEqual(["cancelled"]);
    expect(askRefusalOf("itinerary_ready", "completed", facts())).toBe("stay-not-over");
    expect(movesOffered("itinerary_ready", facts({ mealsReserved: 2, stayEnded: true }))).toEqual([
      "completed",
      "cancelled",
    ]);
    expect(movesOffered("curating", facts({ mealsReserved: 1 }))).toEqual(["cancelled"]);
    expect(movesOffered("curating", facts({ mealsReserved: 2 }))).toEqual(["booked", "cancelled"]);
  });

  it("reads the end of a stay in the city's own calendar: over once the day after check-out begins there", () => {
    // 23:30 UTC on 9 January is already 10 January in Madrid (UTC+1), not yet in New York.
    const now = new Date("2026-01-09T23:30:00Z");
    expect(stayEnded("2026-01-09", "Europe/Madrid", now)).toBe(true);
    expect(stayEnded("2026-01-09", "America/New_York", now)).toBe(false);
    expect(stayEnded("2026-01-10", "Europe/Madrid", now)).toBe(false);
  });
});
