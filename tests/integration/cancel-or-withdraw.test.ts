import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as clock from "~/clock";
import type { BookingStatus } from "~/domain/booking-lifecycle";
import { formatWithdrawalDeadline, withdrawalEndsAt } from "~/features/withdrawal/withdrawal";
import type { Language } from "~/i18n/languages";
import { postForm, serverDb } from "../support/booking";
import { seedPaidBooking, seedTripLink, uniqueEmail } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { visibleText } from "../support/trip-http";

/**
 * The trip page's one "Cancel or withdraw" section, against the built server and its SQLite
 * file: one sentence saying what comes back today and why, and one button, the legal withdrawal
 * label while the right lasts and "Cancel my trip" after; once curating started, changes go
 * through the page's conversation and phone, not an email address.
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
  en: { title: "Cancel or withdraw", withdraw: "Withdraw from contract here", cancel: "Cancel my trip" },
  es: { title: "Cancelar o desistir", withdraw: "Desistir del contrato aquí", cancel: "Cancelar mi viaje" },
  fr: { title: "Annuler ou se rétracter", withdraw: "Se rétracter du contrat ici", cancel: "Annuler mon voyage" },
} as const;

/** A Madrid trip for two paid `daysAgo` days ago (€39), in the status asked, with its history and trip link. */
function trip(status: BookingStatus, daysAgo: number, language: Language = "en") {
  const paidAt = new Date(clock.nowMs() - daysAgo * 86_400_000).toISOString();
  const booking = seedPaidBooking(store.database, {
    status,
    paidAt,
    createdAt: paidAt,
    email: uniqueEmail("leave"),
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    language,
    paymentIntentId: `pi_test_${clock.nowMs()}_${Math.random().toString(36).slice(2)}`,
  });
  const event = store.database.prepare(
    "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, 'system', ?)",
  );
  event.run(booking.id, null, "pending", paidAt);
  event.run(booking.id, "pending", "paid", paidAt);
  // A creator took the trip an hour ago: the page then says since when the refund terms changed.
  if (status !== "paid") event.run(booking.id, "paid", status, new Date(clock.nowMs() - 3_600_000).toISOString());
  const path = seedTripLink(store.database, booking.id);
  return { booking, paidAt, url: `${server.url}${path}`, path };
}

const html = async (url: string) => (await fetch(url)).text();

/** The section's own HTML (from its opening tag to its end), or null when the page has none. */
function section(page: string): string | null {
  const start = page.indexOf('data-testid="cancel-or-withdraw"');
  if (start < 0) return null;
  const open = page.lastIndexOf("<section", start);
  return page.slice(open, page.indexOf("</section>", start) + "</section>".length);
}

/** The links that open a confirmation, anywhere on the page. */
const confirmLinks = (page: string) => [...page.matchAll(/href="[^"]*\?(withdraw|cancel)=confirm[^"]*"/g)];

describe("the trip page's cancel or withdraw section", () => {
  for (const language of ["en", "es", "fr"] as const) {
    it(`while the right lasts, in ${language}: one section, one button with the legal label, the deadline and the full refund`, async () => {
      const { paidAt, url } = trip("paid", 1, language);
      const page = await html(url);
      const own = section(page);
      expect(own).not.toBeNull();
      const text = visibleText(own!);
      expect(text).toContain(WORDS[language].title);
      expect(text).toContain(WORDS[language].withdraw);
      expect(text).toContain(formatWithdrawalDeadline(withdrawalEndsAt(paidAt), language));
      expect(text).toMatch(/39\s?€|€39/);
      expect(visibleText(page)).not.toContain(WORDS[language].cancel);
      // One button on the whole page, and it carries the confirmation's fragment.
      expect(confirmLinks(page).map((m) => m[1])).toEqual(["withdraw"]);
      expect(confirmLinks(page)[0][0]).toContain("#cancel-or-withdraw-confirm");
    });

    it(`after the right ended, before curating, in ${language}: "Cancel my trip" alone, with the policy's full refund`, async () => {
      // 20 days: past the 14 days and their last Madrid day, whatever the clock changes in between.
      const { url } = trip("paid", 20, language);
      const page = await html(url);
      const text = visibleText(section(page) ?? "");
      expect(text).toContain(WORDS[language].title);
      expect(text).toContain(WORDS[language].cancel);
      expect(visibleText(page)).not.toContain(WORDS[language].withdraw);
      expect(confirmLinks(page).map((m) => m[1])).toEqual(["cancel"]);
    });
  }

  it("says why in one sentence: the deadline and the full fee before curating, the part not provided after", async () => {
    const before = trip("paid", 1);
    expect(visibleText(section(await html(before.url))!)).toContain(
      `as long as your itinerary has not been sent: your concierge has not started curating, so today you would get your €39 service fee back in full.`,
    );
    const curating = trip("curating", 1);
    const text = visibleText(section(await html(curating.url))!);
    expect(text).toContain("curating has started, so you pay only for the part of the service already provided");
    expect(text).toContain("Withdraw from contract here");
    const late = trip("paid", 20);
    expect(visibleText(section(await html(late.url))!)).toContain(
      "Your concierge has not started curating, so if you cancel today your €39 service fee is refunded in full",
    );
  });

  it("the confirmation of the one button still does what it did: cancelling after the right refunds in full", async () => {
    const { booking, url } = trip("paid", 20);
    const confirm = visibleText(await html(`${url}?cancel=confirm`));
    expect(confirm).toContain("Cancel this trip?");
    expect(confirm).toContain("Your €39 service fee is refunded in full to the card you paid with.");
    expect((await postForm(url, { intent: "cancel" })).status).toBe(303);
    expect(store.booking(booking.reference)!.status).toBe("cancelled");
    expect(store.database.prepare("select amount_cents from refunds where booking_id = ?").all(booking.id)).toEqual([
      { amount_cents: booking.totalCents },
    ]);
  });

  it("offers nothing once the right ended and curating started", async () => {
    const page = await html(trip("curating", 20).url);
    expect(section(page)).toBeNull();
    expect(confirmLinks(page)).toEqual([]);
  });
});

describe("changing or cancelling once curating started", () => {
  for (const language of ["en", "es", "fr"] as const) {
    it(`points to the page's conversation and phone, never to support@, in ${language}`, async () => {
      const { url } = trip("curating", 20, language);
      const page = await html(url);
      const terms = /data-testid="refund-terms-changed"[^>]*>([\s\S]*?)<\/p>/.exec(page)?.[1] ?? "";
      expect(terms).toContain('href="#conversation"');
      expect(terms).toMatch(/href="tel:\+?\d+"/);
      expect(terms).not.toContain("support@");
      expect(page).toContain('id="conversation"');
      // No sentence on the page sends the traveller to the email address to change or cancel.
      expect(visibleText(page)).not.toMatch(/(write to|tell your concierge at|escribe a|écrivez à)\s*support@/i);
    });
  }
});
