import { createHmac } from "node:crypto";
import { db } from "~/db/client.server";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { seedPaidBooking, seedRecommendation, seedReservation } from "./factories";
import type { FakeStripe } from "./fake-stripe.mjs";
import type { RunningServer } from "./server";

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

/** A server's environment for paying out: the fake Stripe through the real SDK, with its webhook secret. */
export const stripeEnv = (stripe: FakeStripe, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: "sk_test_fake123",
  STRIPE_API_BASE: stripe.url,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  PUBLIC_URL: "http://127.0.0.1:9",
});

let clientCounter = 0;

/**
 * A request to `server` as a browser sends it, each from an address of its own behind the trusted
 * proxy (so a suite's sign-ins never share a rate limit), with a cookie when given and redirects
 * left to read. The answer comes with its text; its body can still be read as bytes.
 */
export async function sendTo(server: RunningServer, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", `198.51.100.${++clientCounter % 250}`);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers });
  return { response, text: await response.clone().text() };
}

/** A form posted to `server` as a browser posts it. */
export const postTo = (server: RunningServer, path: string, fields: Record<string, string>, cookie = "") =>
  sendTo(server, path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(fields),
    cookie,
  });
