import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingIdForToken } from "~/features/trip/trip-links.server";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { testDb } from "../support/db";
import { eventually } from "../support/eventually";
import { linkIn, SMTP_PASSWORD, startSmtp, type TestSmtp } from "../support/smtp";

/**
 * The built server sending real SMTP to a server this test starts on loopback (with a user
 * and password), the mail parsed back: the journey from a Stripe webhook to the traveller's
 * inbox, a replayed event, and the creators' messages. The server shares this file's
 * database, so the test can resolve a mailed trip link as the trip page does.
 */

const SECRET = "whsec_mailtest123";
let smtp: TestSmtp;
const env: Record<string, string> = {
  STRIPE_WEBHOOK_SECRET: SECRET,
  MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
  SUPPORT_EMAIL: "help@sobremesa.example",
  DATABASE_PATH: process.env.DATABASE_PATH ?? "",
};
beforeAll(async () => {
  testDb();
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
const running = bookingServerPerFile({ fakeStripe: true, env });
afterAll(() => smtp?.close());

const url = (path: string) => `${running.server.url}${path}`;
const tripPrefix = () => `http://localhost:${running.server.port}/trip/`;

function signedEvent(type: string, object: unknown, id: string) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const headers = {
    "Content-Type": "application/json",
    "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
  return () => fetch(url("/api/stripe-webhook"), { method: "POST", headers, body: payload });
}

/** Waits for the server's outbox to have no mail left to deliver now. */
async function drained() {
  const due = () =>
    running.store.database
      .prepare(
        "select count(*) as n from outbox where type = 'mail' and delivered_at is null and failed_at is null and cancelled_at is null and next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
      )
      .get() as { n: number };
  await eventually(() => due().n === 0, "an outbox with no mail due");
}

describe("mail from the built server over SMTP", () => {
  it("pays through the webhook, mails the confirmation once however often Stripe replays it, with a link to the trip", async () => {
    const form = validBooking();
    await postForm(url("/clients"), form);
    const booking = running.store.bookings().find((b) => b.email === form.email)!;
    const session = running.stripe.sessions.get(booking.stripe_session_id)!;
    const deliver = signedEvent(
      "checkout.session.completed",
      running.stripe.complete(session.id),
      `evt_mail_${booking.id}`,
    );
    expect((await deliver()).status).toBe(200);
    const { mail, envelopeTo } = await smtp.waitFor((m) => m.envelopeTo.includes(form.email));
    // The same event again, and again: Stripe retries until it hears 200.
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    await drained();

    expect(envelopeTo).toEqual([form.email]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : "").toBe(form.email);
    expect(mail.from?.value[0]).toEqual({ name: "Sobremesa", address: "hello@sobremesa.example" });
    expect(mail.subject).toBe("Payment confirmed: tell us your preferences for Madrid");
    const text = mail.text ?? "";
    // The readable reference, never the internal one.
    expect(text).toContain(booking.readable_reference);
    expect(text).not.toContain(booking.reference);
    expect(text).toContain("help@sobremesa.example");
    expect(text).toContain("€57");
    expect(text).toMatch(/Tell us your preferences\s+http/);
    expect(mail.html).toContain("Tell us your preferences");
    const link = linkIn(text, tripPrefix())!;
    expect(link).toMatch(/\/trip\/[A-Za-z0-9_-]{43}$/);
    expect(bookingIdForToken(db(), link.slice(tripPrefix().length))).toBe(booking.id);
    // The mailed link opens the traveller's own trip page, with the preferences form.
    const trip = await fetch(url(`/trip/${link.slice(tripPrefix().length)}`));
    expect(trip.status).toBe(200);
    const page = await trip.text();
    expect(page).toContain(booking.readable_reference);
    expect(page).toContain(`Your trip to ${booking.city_name}`);

    expect(smtp.to(form.email).map((m) => m.mail.subject)).toEqual([mail.subject]);
    const confirmations = running.store
      .outbox("mail", booking.id)
      .filter((r) => r.payload.mail === "payment_confirmed");
    expect(confirmations).toHaveLength(1);
    // The reminder waits a day after payment.
    const reminder = running.store.database
      .prepare(
        "select next_attempt_at as due from outbox where booking_id = ? and dedupe_key like 'mail:preferences_reminder:%'",
      )
      .get(booking.id) as { due: string };
    const wait = Date.parse(reminder.due) - Date.parse(running.store.booking(booking.reference)!.paid_at);
    expect(wait).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 1000);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 1000);
    const copy = running.store.database
      .prepare("select * from mail_messages where to_address = ?")
      .all(form.email) as Array<{ status: string; text: string }>;
    expect(copy).toHaveLength(1);
    expect(copy[0].status).toBe("sent");
    expect(copy[0].text).not.toContain(link);
    expect(copy[0].text).toContain("[private link]");
  });

  it("sends the reminder when its time comes", async () => {
    const form = validBooking();
    await postForm(url("/clients"), form);
    const booking = running.store.bookings().find((b) => b.email === form.email)!;
    const session = running.stripe.sessions.get(booking.stripe_session_id)!;
    await signedEvent("checkout.session.completed", running.stripe.complete(session.id), `evt_remind_${booking.id}`)();
    await smtp.waitFor((m) => m.envelopeTo.includes(form.email));
    // A day passes.
    running.store.database
      .prepare(
        "update outbox set next_attempt_at = ? where booking_id = ? and dedupe_key like 'mail:preferences_reminder:%'",
      )
      .run(new Date(Date.now() - 1000).toISOString(), booking.id);
    const { mail } = await smtp.waitFor(
      (m) => m.envelopeTo.includes(form.email) && m.mail.subject !== undefined && /eat in/.test(m.mail.subject),
    );
    expect(mail.subject).toBe("What would you like to eat in Madrid?");
    expect(bookingIdForToken(db(), linkIn(mail.text ?? "", tripPrefix())!.slice(tripPrefix().length))).toBe(booking.id);
  });

  it("mails a creator on applying (once) and on approval, with a set-password link that works", async () => {
    const email = `mail-creator-${Date.now()}@example.com`;
    const application = { name: "Lucía Ortega", email, city: "Valencia", instagram: "@lucia.eats" };
    expect((await postJson(url("/api/save-creator"), application)).status).toBe(201);
    expect((await postJson(url("/api/save-creator"), application)).status).toBe(201);
    const received = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(received.mail.subject).toBe("We received your Sobremesa creator application");

    const token = "test-admin-token-0123456789";
    const unlock = await postForm(url("/admin"), { intent: "unlock", token }, { Origin: running.server.url });
    const cookie = unlock.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { id } = running.store.database.prepare("select id from creators where email = ?").get(email) as {
      id: number;
    };
    const approved = await postForm(
      url("/admin?tab=creators"),
      { intent: "approve", creatorId: String(id) },
      { Origin: running.server.url, Cookie: cookie },
    );
    expect(approved.status).toBe(200);
    // The admin still sees the link once, as a fallback.
    const shown = /set-password\?token=([\w-]+)/.exec(await approved.text())?.[1];
    expect(shown).toBeTruthy();

    const { mail } = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /approved/.test(m.mail.subject ?? ""));
    expect(mail.subject).toBe("You're approved: set your Sobremesa password");
    const link = linkIn(mail.text ?? "", `http://localhost:${running.server.port}/set-password?token=`)!;
    expect(new URL(link).searchParams.get("token")).toBe(shown);
    const page = await fetch(url(`/set-password?token=${shown}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Lucía Ortega");
    await drained();
    expect(smtp.to(email)).toHaveLength(2);
    expect(running.server.output()).not.toContain(SMTP_PASSWORD);
    expect(running.server.output()).not.toContain(String(shown));
  });
});
