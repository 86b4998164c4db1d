import { toPlainText as reactEmailPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { bookings, creators, dietaryNeeds, mailMessages, meals, outbox } from "~/db/schema";
import { transition } from "~/features/booking/lifecycle.server";
import { PREFERENCES_REMINDER_MS } from "~/features/booking/lifecycle-mail.server";
import { apply, approveCreator, setPasswordLink } from "~/features/creators/creators.server";
import { bookingIdForToken } from "~/features/trip/trip-links.server";
import { queueMail } from "~/platform/mail/mail-queue.server";
import { deliverDue, MAX_ATTEMPTS, retry } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedPaidBooking, tokenOf, uniqueEmail } from "../support/factories";
import { linkIn, SMTP_PASSWORD, startSmtp, type TestSmtp } from "../support/smtp";

/**
 * The mail module in this process against a real SMTP server on loopback: the outbox's
 * mail records are composed from the database, sent with nodemailer, parsed back with
 * mailparser. "Later" is made "now" by moving a record's next attempt.
 */

let smtp: TestSmtp;
const TRIP_PREFIX = "http://localhost:3000/trip/";

beforeAll(async () => {
  smtp = await startSmtp();
  // Set before the configuration is first read.
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Sobremesa <hello@sobremesa.example>";
  process.env.SUPPORT_EMAIL = "help@sobremesa.example";
  testDb();
});
afterAll(() => smtp.close());

const mailRecords = (bookingId: number) =>
  db()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()
    .filter((r) => r.type === "mail");
const recordOf = (id: number) => db().select().from(outbox).where(eq(outbox.id, id)).get()!;
const recordFor = (bookingId: number, mail: string) =>
  mailRecords(bookingId).find((r) => (r.payload as { mail: string }).mail === mail)!;
const makeDue = (id: number) =>
  db()
    .update(outbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(outbox.id, id))
    .run();

/** Every text value in every table, as one string. */
function everythingStored(): string {
  const sqlite = db().$client;
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
  return tables
    .flatMap((table) => sqlite.prepare(`select * from "${table}"`).all() as Array<Record<string, unknown>>)
    .flatMap((row) => Object.values(row).map(String))
    .join("\n");
}

function paidBooking(email = uniqueEmail("traveller")) {
  const booking = seedPaidBooking(db(), { cityName: "Madrid", email, name: "Ana García", amountPaidCents: 5700 });
  writeTransaction((tx) => transition(tx, { bookingId: booking.id, to: "paid", actor: "system" }));
  return booking;
}

describe("mail over SMTP", () => {
  it("sends the payment confirmation with a working trip link, and keeps a copy with no usable link", async () => {
    const booking = paidBooking();
    await deliverDue();
    const { mail, envelopeTo } = await smtp.waitFor((m) => m.envelopeTo.includes(booking.email));
    expect(envelopeTo).toEqual([booking.email]);
    expect(mail.from?.value).toEqual([{ name: "Sobremesa", address: "hello@sobremesa.example" }]);
    expect(mail.replyTo?.value[0]?.address).toBe("help@sobremesa.example");
    expect(mail.subject).toBe("Payment confirmed: tell us your preferences for Madrid");
    const text = mail.text ?? "";
    for (const said of [
      "Payment confirmed",
      "€57",
      booking.readableReference,
      "help@sobremesa.example",
      "Sobremesa",
      "refunded in full",
    ]) {
      expect(text).toContain(said);
    }
    expect(text).toMatch(/Tell us your preferences\s+http:\/\/localhost:3000\/trip\//);
    const link = linkIn(text, TRIP_PREFIX)!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/trip\/[A-Za-z0-9_-]{43}$/);
    expect(linkIn(String(mail.html), TRIP_PREFIX)).toBe(link);
    const token = link.slice(TRIP_PREFIX.length);
    expect(bookingIdForToken(db(), token)).toBe(booking.id);

    const copy = db().select().from(mailMessages).where(eq(mailMessages.bookingId, booking.id)).get()!;
    expect(copy).toMatchObject({ type: "payment_confirmed", status: "sent", toAddress: booking.email });
    expect(copy.messageId).toBe(mail.messageId);
    expect(copy.text).toContain("[private link]");
    expect(everythingStored()).not.toContain(token);
    expect(recordFor(booking.id, "payment_confirmed").deliveredAt).toBeTruthy();
  });

  it("schedules the reminder 24 h after payment and sends it then, with a fresh link", async () => {
    const before = Date.now();
    const booking = paidBooking();
    const reminder = recordFor(booking.id, "preferences_reminder");
    const due = Date.parse(reminder.nextAttemptAt);
    expect(due).toBeGreaterThanOrEqual(before + PREFERENCES_REMINDER_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + PREFERENCES_REMINDER_MS);
    await deliverDue();
    expect(recordOf(reminder.id).deliveredAt).toBeNull();

    makeDue(reminder.id);
    await deliverDue();
    const { mail } = await smtp.waitFor((m) => m.envelopeTo.includes(booking.email) && /eat in/.test(m.mail.subject!));
    expect(mail.subject).toBe("What would you like to eat in Madrid?");
    const token = linkIn(mail.text ?? "", TRIP_PREFIX)!.slice(TRIP_PREFIX.length);
    expect(bookingIdForToken(db(), token)).toBe(booking.id);
  });

  it("withdraws the reminder when the preferences arrive, and sends their summary instead", async () => {
    const booking = paidBooking();
    const reminder = recordFor(booking.id, "preferences_reminder");
    writeTransaction((tx) => {
      tx.insert(meals)
        .values([
          {
            bookingId: booking.id,
            position: 1,
            date: booking.checkIn,
            meal: "dinner",
            vibe: "local_favourite",
            cuisine: "Tapas",
            budgetBand: "30_60",
            partySize: 2,
            occasion: "anniversary",
            note: "A table outside if warm",
          },
          {
            bookingId: booking.id,
            position: 2,
            date: null,
            meal: "lunch",
            vibe: "casual",
            cuisine: "",
            budgetBand: "under_30",
            partySize: 2,
            occasion: "none",
            note: "",
          },
        ])
        .run();
      tx.insert(dietaryNeeds)
        .values({
          bookingId: booking.id,
          needs: ["vegetarian", "nut_allergy", "other"],
          other: "No coriander",
          consentedAt: new Date().toISOString(),
        })
        .run();
      // Time passed: the reminder is due, in the very transaction that answers it.
      makeDue(reminder.id);
      transition(tx, { bookingId: booking.id, to: "preferences_received", actor: "traveller" });
    });
    expect(recordOf(reminder.id).cancelledAt).toBeTruthy();
    await deliverDue();
    const { mail } = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && /Preferences/.test(m.mail.subject!),
    );
    expect(mail.subject).toBe("Preferences received for Madrid");
    const text = mail.text ?? "";
    for (const said of [
      "Meal 1",
      "Dinner · Local favourite · Tapas · €30–60 per person · party of 2 · Anniversary",
      "Note: A table outside if warm",
      "Meal 2",
      "Any day · Lunch · Casual · Any cuisine · Under €30 per person · party of 2",
      "Vegetarian, Nut allergy, No coriander",
      booking.readableReference,
    ]) {
      expect(text).toContain(said);
    }
    // The drain that sent the summary would have sent the reminder first, had it still been queued.
    expect(smtp.to(booking.email).map((m) => m.mail.subject)).not.toContain("What would you like to eat in Madrid?");
    expect(recordOf(reminder.id).deliveredAt).toBeNull();
  });

  it("skips a reminder whose booking moved on without withdrawing it", async () => {
    const booking = paidBooking();
    const reminder = recordFor(booking.id, "preferences_reminder");
    db().update(bookings).set({ status: "curating" }).where(eq(bookings.id, booking.id)).run();
    makeDue(reminder.id);
    await deliverDue();
    expect(recordOf(reminder.id)).toMatchObject({ deliveredAt: null, failedAt: null });
    expect(recordOf(reminder.id).cancelledAt).toBeTruthy();
    expect(recordOf(reminder.id).lastError).toBe("No reminder needed: the booking is curating");
  });

  it("fails a record whose booking is gone at once, with a clear error, and the admin retry fails it again", async () => {
    const booking = seedPaidBooking(db(), { cityName: "Paris", email: uniqueEmail("gone") });
    writeTransaction((tx) => queueMail(tx, { type: "trip_link", to: booking.email, bookingId: booking.id }));
    const record = recordFor(booking.id, "trip_link");
    db().delete(bookings).where(eq(bookings.id, booking.id)).run();
    await deliverDue();
    expect(recordOf(record.id)).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: `Booking ${booking.id} no longer exists: nothing to send`,
    });
    expect(recordOf(record.id).failedAt).toBeTruthy();
    expect(retry(record.id)).toBe(true);
    await deliverDue();
    expect(recordOf(record.id).failedAt).toBeTruthy();
    expect(smtp.to(booking.email)).toHaveLength(0);
  });

  it("retries while the SMTP server is down and delivers once it is back; the admin retry revives a failed one", async () => {
    const first = seedPaidBooking(db(), { cityName: "Lisbon", email: uniqueEmail("outage") });
    const second = seedPaidBooking(db(), { cityName: "Lisbon", email: uniqueEmail("outage") });
    writeTransaction((tx) => {
      queueMail(tx, { type: "trip_link", to: first.email, bookingId: first.id });
      queueMail(tx, { type: "trip_link", to: second.email, bookingId: second.id });
    });
    const retried = recordFor(first.id, "trip_link");
    const exhausted = recordFor(second.id, "trip_link");
    db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, exhausted.id))
      .run();

    await smtp.close();
    try {
      await deliverDue();
    } finally {
      await smtp.open();
    }
    expect(recordOf(retried.id)).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
    expect(recordOf(retried.id).lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(recordOf(retried.id).nextAttemptAt)).toBeGreaterThan(Date.now());
    expect(recordOf(exhausted.id).failedAt).toBeTruthy();
    expect(everythingStored()).not.toContain(SMTP_PASSWORD);

    makeDue(retried.id);
    expect(retry(exhausted.id)).toBe(true);
    await deliverDue();
    await smtp.waitFor((m) => m.envelopeTo.includes(first.email));
    await smtp.waitFor((m) => m.envelopeTo.includes(second.email));
    expect(recordOf(retried.id).deliveredAt).toBeTruthy();
    expect(recordOf(exhausted.id)).toMatchObject({ failedAt: null, attempts: 1 });
  });
});

describe("creator mail over SMTP", () => {
  const creatorId = (email: string) =>
    db().select({ id: creators.id }).from(creators).where(eq(creators.email, email)).get()!.id;
  const creatorMail = (id: number) =>
    db()
      .select()
      .from(outbox)
      .all()
      .filter((r) => r.type === "mail" && (r.payload as { creatorId?: number }).creatorId === id);

  it("acknowledges an application once, however often the address applies", async () => {
    const email = uniqueEmail("applicant");
    const application = { name: "Marta Ruiz", email, city: "Sevilla", instagram: "@marta" };
    expect(apply(application)).toBe("created");
    expect(apply(application)).toBe("duplicate");
    await deliverDue();
    const { mail } = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe("We received your Sobremesa creator application");
    expect(mail.text).toContain("Hello Marta");
    expect(mail.text).toContain("Sevilla");
    expect(mail.text).toContain("help@sobremesa.example");
    expect(creatorMail(creatorId(email))).toHaveLength(1);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("mails the approval's set-password link, working, and keeps no usable link anywhere", async () => {
    const email = uniqueEmail("approved");
    apply({ name: "Iker Sanz", email, city: "Bilbao", instagram: "@iker" });
    const id = creatorId(email);
    // Approved twice before the mail went out: only the second, valid link is sent.
    approveCreator(id);
    const { setPasswordUrl } = approveCreator(id);
    await deliverDue();
    const { mail } = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /approved/.test(m.mail.subject!));
    expect(mail.subject).toBe("You're approved: set your Sobremesa password");
    expect(mail.text).toMatch(/Set your password\s+http:\/\/localhost:3000\/set-password\?token=/);
    expect(linkIn(mail.text ?? "", "http://localhost:3000/set-password?token=")).toBe(setPasswordUrl);
    const token = tokenOf(setPasswordUrl);
    expect(setPasswordLink(token)).toEqual({ name: "Iker Sanz", email });
    expect(smtp.to(email).filter((m) => /approved/.test(m.mail.subject!))).toHaveLength(1);
    const approvals = creatorMail(id).filter((r) => (r.payload as { mail: string }).mail === "creator_approved");
    expect(approvals.map((r) => Boolean(r.deliveredAt))).toEqual([false, true]);
    expect(approvals[0].cancelledAt).toBeTruthy();
    expect(everythingStored()).not.toContain(token);
    for (const record of approvals.filter((r) => r.deliveredAt)) {
      expect(JSON.stringify(record.payload)).not.toContain("sealedToken");
    }
  });
});

describe("the plain-text twin of every message above", () => {
  it("is what react-email's own converter makes of its HTML", () => {
    const keepCase = ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } }));
    const messages = db().select().from(mailMessages).all();
    expect(messages.length).toBeGreaterThanOrEqual(5);
    for (const message of messages) {
      expect(message.text).toBe(reactEmailPlainText(message.html, { selectors: keepCase }));
    }
  });
});
