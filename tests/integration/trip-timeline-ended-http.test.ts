import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as clock from "~/clock";
import { formatInCity } from "~/domain/city-dining";
import { postForm, serverDb } from "../support/booking";
import { seedPaidBooking, seedTripLink, uniqueEmail } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { visibleText } from "../support/trip-http";

/**
 * The trip page's timeline once the trip has ended, against the built server and its SQLite
 * file: a cancelled or withdrawn trip says what happened and when, and promises nothing more,
 * in each language.
 */

let server: RunningServer;
let store: ReturnType<typeof serverDb>;

beforeAll(async () => {
  server = await startInProcess({ PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "warn" });
  store = serverDb(server.databasePath);
});
afterAll(async () => {
  store?.database.close();
  await server?.stop();
});

const WORDS = {
  en: { toCome: "(to come)", contactBy: "Your concierge will contact you by", cancelled: "Trip cancelled" },
  es: { toCome: "(pendiente)", contactBy: "Tu concierge te contactará antes del", cancelled: "Viaje cancelado" },
  fr: { toCome: "(à venir)", contactBy: "Votre concierge vous contacte avant le", cancelled: "Voyage annulé" },
} as const;
const LANGUAGES = ["en", "es", "fr"] as const;

/** A Madrid trip for two paid an hour ago in the language given, with its trip link. */
function paidTrip(language: (typeof LANGUAGES)[number]) {
  const paidAt = new Date(clock.nowMs() - 3_600_000).toISOString();
  const booking = seedPaidBooking(store.database, {
    status: "paid",
    paidAt,
    createdAt: paidAt,
    email: uniqueEmail("timeline"),
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    language,
    // Paid on the local TEST checkout: its refund is marked succeeded without Stripe.
    paymentIntentId: `pi_test_${clock.nowMs()}_${Math.random().toString(36).slice(2)}`,
  });
  return { booking, url: `${server.url}${seedTripLink(store.database, booking.id)}` };
}

const page = async (url: string) => visibleText(await (await fetch(url)).text());
const cancelledAt = (bookingId: number) =>
  store.database
    .prepare("select created_at from booking_events where booking_id = ? and to_status = 'cancelled'")
    .pluck()
    .get(bookingId) as string;

describe("the timeline of an ended trip", () => {
  it.each(LANGUAGES)(
    "a cancelled trip shows its cancellation with its time and no step to come (%s)",
    async (language) => {
      const words = WORDS[language];
      const { booking, url } = paidTrip(language);
      const before = await page(url);
      expect(before).toContain(words.contactBy);
      expect(before).toContain(words.toCome);

      expect((await postForm(url, { intent: "cancel" })).status).toBe(303);
      expect(store.booking(booking.reference)!.status).toBe("cancelled");
      const after = await page(url);
      expect(after).toContain(`${words.cancelled} ${formatInCity(cancelledAt(booking.id), "Europe/Madrid", language)}`);
      expect(after).not.toContain(words.contactBy);
      expect(after).not.toContain(words.toCome);
    },
  );

  it("a withdrawal is named as one, with the refund sent, and nothing promised", async () => {
    const { booking, url } = paidTrip("en");
    expect((await postForm(url, { intent: "withdraw" })).status).toBe(303);
    const after = await page(url);
    const at = formatInCity(cancelledAt(booking.id), "Europe/Madrid", "en");
    expect(after).toContain(`You withdrew from the contract ${at}`);
    expect(after).toContain("Refund sent to your card");
    expect(after).not.toContain("Trip cancelled");
    expect(after).not.toContain(WORDS.en.contactBy);
    expect(after).not.toContain(WORDS.en.toCome);
  });
});
