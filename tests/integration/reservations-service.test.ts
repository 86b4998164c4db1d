import { beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { ConflictError, InvalidInputError } from "~/domain/errors";
import { historyOf, transition } from "~/features/booking/lifecycle.server";
import { markBooked, sendItinerary } from "~/features/booking/move-booking.server";
import { reservationSchema } from "~/features/workspace/reservation-schema";
import { everyMealReserved, reservationsOf, saveReservation } from "~/features/workspace/reservations.server";
import { testDb } from "../support/db";
import { seedApprovedCreator, seedPaidBooking, seedRecommendation } from "../support/factories";

/** The reservations service on a real SQLite file. */
beforeAll(() => {
  testDb();
});

const curating = (seed: Parameters<typeof seedPaidBooking>[1] = {}) => {
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    checkIn: "2026-12-09",
    checkOut: "2026-12-12",
    reservations: 2,
    status: "curating",
    ...seed,
  });
  return booking;
};

const input = (overrides: Record<string, string> = {}) =>
  reservationSchema.parse({
    mealPosition: "1",
    restaurantName: "Casa Lucio",
    address: "Calle Cava Baja, 35, Madrid",
    mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
    localDate: "2026-12-10",
    localTime: "21:30",
    partySize: "2",
    tableName: "Ana García",
    confirmationCode: "CL-1",
    ...overrides,
  });

describe("reservations", () => {
  it("stores the city's local time, its zone and the UTC instant; an edit replaces it in place (same id)", () => {
    const booking = curating();
    const first = saveReservation(booking.id, input());
    expect(first).toMatchObject({
      localTime: "21:30",
      timeZone: "Europe/Madrid",
      startsAt: "2026-12-10T20:30:00.000Z",
    });
    const edited = saveReservation(booking.id, input({ localTime: "22:00" }));
    expect(edited).toMatchObject({ id: first.id, startsAt: "2026-12-10T21:00:00.000Z" });
    expect(reservationsOf(booking.id)).toHaveLength(1);
  });

  it("refuses a date outside the stay, a meal the booking does not have, a pick of another booking, and stores nothing", () => {
    const booking = curating();
    const other = curating();
    const creator = seedApprovedCreator(db(), { city: "Madrid" });
    const foreignPick = seedRecommendation(db(), { bookingId: other.id, creatorId: creator.id });
    expect(() => saveReservation(booking.id, input({ localDate: "2026-12-20" }))).toThrow(InvalidInputError);
    expect(() => saveReservation(booking.id, input({ mealPosition: "3" }))).toThrow(InvalidInputError);
    expect(() => saveReservation(booking.id, input({ recommendationId: String(foreignPick.id) }))).toThrow(
      InvalidInputError,
    );
    expect(reservationsOf(booking.id)).toEqual([]);
  });

  it("refuses a map link that is not a map service, and a time the clocks skip", () => {
    expect(reservationSchema.safeParse({ ...input(), mapsUrl: "https://evil.example/maps" }).success).toBe(false);
    expect(reservationSchema.safeParse({ ...input(), mapsUrl: "javascript:alert(1)" }).success).toBe(false);
    const spring = curating({ checkIn: "2027-03-27", checkOut: "2027-03-29" });
    expect(() => saveReservation(spring.id, input({ localDate: "2027-03-28", localTime: "02:30" }))).toThrow(
      InvalidInputError,
    );
  });

  it("marks the booking booked only once every meal has its table, written to the history", () => {
    const booking = curating();
    saveReservation(booking.id, input());
    expect(everyMealReserved(booking.id)).toBe(false);
    expect(() => markBooked(booking.id, { actor: "admin" })).toThrow(ConflictError);
    saveReservation(booking.id, input({ mealPosition: "2", localDate: "2026-12-11", localTime: "14:00" }));
    markBooked(booking.id, { actor: "admin" });
    expect(historyOf(db(), booking.id).at(-1)).toMatchObject({
      fromStatus: "curating",
      toStatus: "booked",
      actor: "admin",
    });
  });

  it("keeps the tables editable after the itinerary (an edit goes out as an update) and freezes them once the trip is over", () => {
    const booking = curating({ reservations: 1 });
    saveReservation(booking.id, input());
    markBooked(booking.id, { actor: "admin" });
    sendItinerary(booking.id, { actor: "admin" });
    expect(saveReservation(booking.id, input({ localTime: "20:00" })).localTime).toBe("20:00");
    writeTransaction((tx) => transition(tx, { bookingId: booking.id, to: "completed", actor: "system" }));
    expect(() => saveReservation(booking.id, input({ localTime: "20:30" }))).toThrow(ConflictError);
  });
});
