import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as clock from "~/clock";
import { formatInCity } from "~/domain/city-dining";
import { formatWithdrawalDeadline, withdrawalEndsAt } from "~/features/withdrawal/withdrawal";
import { postForm, serverDb } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { seedPaidBooking, seedReservation, seedTripLink, uniqueEmail } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { visibleText } from "../support/trip-http";

/**
 * The right of withdrawal (Directive 2011/83/EU art. 11a) from the trip page, against the built
 * server and its SQLite file: the link while the 14 days run, the confirmation stating the
 * refund, the withdrawal through the cancellation and refund path, and the dated acknowledgement.
 */

let server: RunningServer;
let smtp: TestSmtp;
let store: ReturnType<typeof serverDb>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startInProcess(
    { LOG_LEVEL: "info", PUBLIC_URL: "http://localhost:3000", SMTP_URL: smtp.url },
    { jobs: true },
  );
  store = serverDb(server.databasePath);
});
afterAll(async () => {
  store?.database.close();
  await server?.stop();
  await smtp?.close();
});

const rows = (table: string, bookingId: number) =>
  store.database.prepare(`select * from ${table} where booking_id = ? order by id`).all(bookingId) as Array<
    Record<string, unknown>
  >;

/** A paid Madrid trip for two, in the status asked, paid `daysAgo` days ago, with its trip link. */
function paidTrip(status: "paid" | "curating" | "itinerary_ready" | "cancelled", daysAgo = 1, language = "en") {
  const paidAt = new Date(clock.nowMs() - daysAgo * 86_400_000).toISOString();
  const booking = seedPaidBooking(store.database, {
    status,
    paidAt,
    createdAt: paidAt,
    email: uniqueEmail("withdraw"),
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    language: language as "en",
    // Paid on the local TEST checkout: its refund is marked succeeded without Stripe.
    paymentIntentId: `pi_test_${clock.nowMs()}_${Math.random().toString(36).slice(2)}`,
  });
  return { booking, paidAt, url: `${server.url}${seedTripLink(store.database, booking.id)}` };
}

const page = async (url: string) => visibleText(await (await fetch(url)).text());

describe("withdrawing from the contract on the trip page", () => {
  it("before curating: the link, the confirmation with the full refund, then cancelled, refunded, recorded and acknowledged", async () => {
    const { booking, url } = paidTrip("paid");
    const euros = `€${booking.totalCents / 100}`;
    expect(await page(url)).toContain("Withdraw from contract here");
    const confirm = await page(`${url}?withdraw=confirm`);
    expect(confirm).toContain("Withdraw from the contract?");
    expect(confirm).toContain(`your ${euros} service fee is refunded in full`);

    const answer = await postForm(url, { intent: "withdraw" });
    expect(answer.status).toBe(303);
    expect(store.booking(booking.reference)!.status).toBe("cancelled");
    expect(rows("refunds", booking.id)).toEqual([
      expect.objectContaining({ amount_cents: booking.totalCents, actor: "traveller" }),
    ]);
    const history = rows("booking_events", booking.id).at(-1)!;
    expect(history).toMatchObject({ from_status: "paid", to_status: "cancelled", actor: "traveller" });
    expect(String(history.note)).toContain("withdrew from the contract");

    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && /withdrawal/i.test(m.mail.subject ?? ""),
    );
    const at = String(history.created_at);
    const body = mail.mail.text ?? "";
    expect(body).toContain(formatInCity(at, "Europe/Madrid", "en"));
    expect(body).toContain(formatInCity(at, "UTC", "en"));
    expect(body).toContain("UTC");
    expect(body).toContain(`We are refunding ${euros}`);
  });

  it("after curating started: the part not yet provided comes back (curating begun and the itinerary, of four parts)", async () => {
    const { booking, url } = paidTrip("curating");
    // Two meals: the curation begun, two tables, the itinerary; one table booked so far.
    seedReservation(store.database, { bookingId: booking.id, mealPosition: 1 });
    const kept = Math.floor((booking.totalCents * 2) / 4);
    const refund = booking.totalCents - kept;
    const shown = `€${(refund / 100).toFixed(2).replace(/\.00$/, "")}`;
    expect(await page(`${url}?withdraw=confirm`)).toContain(`${shown} is refunded`);
    expect((await postForm(url, { intent: "withdraw" })).status).toBe(303);
    expect(store.booking(booking.reference)!.status).toBe("cancelled");
    expect(rows("refunds", booking.id).map((r) => r.amount_cents)).toEqual([refund]);
  });

  it("states the deadline as the last day at 23:59 Madrid time, in the booking's language, with no zone abbreviation", async () => {
    const shapes = {
      en: /You may withdraw from this contract within 14 days of paying, until 23:59 on \p{L}+ \d{1,2} \p{L}+, Madrid time, as long/u,
      es: /en los 14 días siguientes al pago, hasta las 23:59 del \p{L}+ \d{1,2} de \p{L}+, hora de Madrid, mientras/u,
      fr: /dans les 14 jours suivant le paiement, jusqu’au \p{L}+ \d{1,2} \p{L}+ à 23:59, heure de Madrid, tant que/u,
    } as const;
    for (const language of ["en", "es", "fr"] as const) {
      const { paidAt, url } = paidTrip("paid", 1, language);
      const text = await page(url);
      expect(text).toMatch(shapes[language]);
      expect(text).toContain(formatWithdrawalDeadline(withdrawalEndsAt(paidAt), language));
      const period = text.slice(text.search(shapes[language]) - 80, text.search(shapes[language]) + 200);
      expect(period).not.toMatch(/CET|CEST|UTC\+/);
    }
  });

  it("in Spanish: the button and the acknowledgement in the booking's language", async () => {
    const { booking, url } = paidTrip("paid", 2, "es");
    expect(await page(url)).toContain("Desistir del contrato aquí");
    expect((await postForm(url, { intent: "withdraw" })).status).toBe(303);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(booking.email));
    expect(mail.mail.subject).toContain("desistimiento");
    expect(mail.mail.text).toContain("Hemos recibido tu desistimiento del contrato el");
  });

  it("two submits at once withdraw once: one refund, one acknowledgement, the other refused with 409", async () => {
    const { booking, url } = paidTrip("paid");
    const answers = await Promise.all([postForm(url, { intent: "withdraw" }), postForm(url, { intent: "withdraw" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    expect(rows("refunds", booking.id)).toHaveLength(1);
    expect(store.outbox("mail", booking.id).filter((row) => row.payload.mail === "cancellation")).toHaveLength(1);
    const again = await postForm(url, { intent: "withdraw" });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("can no longer be withdrawn from here");
  });

  it("after the 14 days, or once the itinerary is sent: no link, and a post is refused with 409, storing nothing", async () => {
    // 16 days: 15 times 24 hours can still fall on Madrid's 14th day when the clocks went back in between.
    const late = paidTrip("paid", 16);
    expect(await page(late.url)).not.toContain("Withdraw from contract here");
    const refused = await postForm(late.url, { intent: "withdraw" });
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("The 14-day withdrawal period for this trip is over");
    expect(store.booking(late.booking.reference)!.status).toBe("paid");
    expect(rows("refunds", late.booking.id)).toEqual([]);

    const sent = paidTrip("itinerary_ready");
    expect(await page(sent.url)).not.toContain("Withdraw from contract here");
    expect((await postForm(sent.url, { intent: "withdraw" })).status).toBe(409);
    expect(store.booking(sent.booking.reference)!.status).toBe("itinerary_ready");
  });
});

describe("the box before paying on the booking form", () => {
  const clients = (path = "/clients") => `${server.url}${path}`;
  const withoutBox = (overrides: Record<string, string> = {}) => {
    const { startConsent: _box, ...form } = validBooking(overrides);
    return form;
  };

  it("is required for a destination paid now: 400 with its error on the box, in the page's language, nothing stored", async () => {
    const before = store.count("bookings");
    for (const [path, message] of [
      ["/clients", "Tick this box to ask for the service to start now"],
      ["/es/clients", "Marca esta casilla para pedir que el servicio empiece ya"],
      ["/fr/clients", "Cochez cette case pour demander que le service commence maintenant"],
    ] as const) {
      const answer = await postForm(clients(path), withoutBox());
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(visibleText(html)).toContain(message);
      // The error is the box's own: marked invalid, described by its error, focused.
      const box = /<input[^>]*name="startConsent"[^>]*>/.exec(html)?.[0] ?? "";
      expect(box).toContain('aria-invalid="true"');
      expect(box).toMatch(/aria-describedby="[^"]*-error/);
      expect(box).toMatch(/autofocus/i);
    }
    expect(store.count("bookings")).toBe(before);
  });

  it("is stored with its time when ticked; a request paid later does not need it yet", async () => {
    const form = validBooking();
    const started = Date.now();
    expect((await postForm(clients(), form)).status).toBe(303);
    const stored = store.bookings().find((b) => b.email === form.email)!;
    expect(Date.parse(String(stored.service_start_consent_at))).toBeGreaterThanOrEqual(started - 1000);
    // The workspace shows it, with its time.
    const unlocked = await postForm(
      `${server.url}/admin`,
      { intent: "unlock", token: "test-admin-token-0123456789" },
      { Origin: server.url },
    );
    const cookie = unlocked.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const workspace = visibleText(
      await (await fetch(`${server.url}/admin/bookings/${stored.reference}`, { headers: { Cookie: cookie } })).text(),
    );
    expect(workspace).toMatch(/Asked to start within the withdrawal period Yes, on .+ CES?T/);

    const request = withoutBox({ city: "other" });
    expect((await postForm(clients(), request)).status).toBe(302);
    expect(store.bookings().find((b) => b.email === request.email)!.service_start_consent_at).toBeNull();
  });
});
