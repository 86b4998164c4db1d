import { createHmac } from "node:crypto";
import { db } from "~/db/client.server";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { seedPaidBooking, seedRecommendation, seedReservation } from "./factories";

/** What the payout tests share: a creator's earnings made payable, and Stripe's signed deliveries. */

/** A completed trip with two meals booked from the creator's picks: €12 payable. */
export function twoPayableMeals(creatorId: number) {
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-03-09",
    checkOut: "2037-03-11",
    reservations: 2,
    status: "booked",
    assignedCreatorId: creatorId,
    name: "Nerea Olano",
  });
  for (const position of [1, 2]) {
    const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId, restaurantName: `Casa ${position}` });
    seedReservation(db(), {
      bookingId: booking.id,
      mealPosition: position,
      recommendationId: pick.id,
      localDate: "2037-03-10",
      startsAt: `2037-03-10T${position === 1 ? "13" : "20"}:00:00.000Z`,
    });
  }
  sendItinerary(booking.id, { actor: "admin" });
  completeFinishedTrips(new Date("2037-03-13T12:00:00Z"));
}

/** A delivery signed as Stripe signs it, of exactly this body (so it can be delivered twice). */
export function deliverSigned(url: string, secret: string, body: string) {
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${signature}` },
    body,
  });
}
