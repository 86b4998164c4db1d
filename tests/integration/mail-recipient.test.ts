import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailMessages, outbox } from "~/db/schema";
import { queueMail } from "~/platform/mail/mail-queue.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedPaidBooking, uniqueEmail } from "../support/factories";
import { startSmtp, type TestSmtp } from "../support/smtp";

/**
 * An address with a display name (`x<attacker@evil.example>`) passed the
 * email rule, was stored as typed, and nodemailer, given the string, parsed it and mailed the
 * address inside the brackets. Mail now goes to a bare address handed over as an address
 * object; a record whose stored address is not bare fails at once and goes nowhere.
 */

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.SUPPORT_EMAIL = "help@sobremesa.example";
  testDb();
});
afterAll(() => smtp.close());

const recordOf = (bookingId: number) =>
  db()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()
    .find((r) => r.type === "mail");

describe("who a message goes to", () => {
  it("sends nothing to the address inside the brackets of a stored display-name address", async () => {
    const hostile = `x<attacker-${Date.now()}@evil.example>`;
    const booking = seedPaidBooking(db(), { email: hostile });
    queueMail(db(), { type: "trip_link", to: hostile, bookingId: booking.id });
    await deliverDue();
    const record = recordOf(booking.id);
    expect(record?.failedAt).not.toBeNull();
    expect(record?.lastError).toContain("not a bare email address");
    expect(smtp.arrived.filter((m) => m.envelopeTo.some((to) => to.endsWith("@evil.example")))).toEqual([]);
    expect(db().select().from(mailMessages).where(eq(mailMessages.bookingId, booking.id)).all()).toEqual([]);
  });

  it("names the traveller in the To header, and a name with brackets or commas changes no recipient", async () => {
    const email = uniqueEmail("named");
    const booking = seedPaidBooking(db(), { email, name: 'Ana "x" <attacker@evil.example>, b@evil.example' });
    queueMail(db(), { type: "trip_link", to: email, bookingId: booking.id });
    await deliverDue();
    const { envelopeTo, mail } = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(envelopeTo).toEqual([email]);
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.value : [];
    expect(to).toEqual([{ name: 'Ana "x" <attacker@evil.example>, b@evil.example', address: email }]);
  });
});
