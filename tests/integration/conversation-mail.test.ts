import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "~/clock";
import { db } from "~/db/client.server";
import { bookings, mailMessages } from "~/db/schema";
import { allDataExport } from "~/features/admin-dashboard/exports.server";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import { postStaffMessage, postTravellerMessage } from "~/features/conversation/messages.server";
import { queueFor } from "~/features/conversation/notices.server";
import { eraseExpiredDietaryNeeds } from "~/features/privacy/dietary-erasure.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedPaidBooking } from "../support/factories";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { seedStaff } from "../support/staff";

/**
 * The conversation's emails in this process against a real SMTP server on loopback: at
 * most one per side per booking in any 10 minutes, batching what arrived meanwhile, and
 * nothing sent twice however often the outbox runs or a notice is queued again. The clock is
 * moved with setClock, never waited for.
 */

let smtp: TestSmtp;
const MINUTE = 60_000;
const T0 = Date.parse("2026-12-01T09:00:00.000Z");
const at = (ms: number) => setClock(new Date(T0 + ms), { freeze: true });

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Sobremesa <hello@sobremesa.example>";
  process.env.SUPPORT_EMAIL = "help@sobremesa.example";
  testDb();
});
afterAll(() => smtp.close());
afterEach(() => setClock(null));

async function tripWithConcierge() {
  const concierge = await seedStaff(db(), { role: "concierge", name: "Marta López" });
  const booking = seedPaidBooking(db(), { checkIn: "2026-12-10", checkOut: "2026-12-13" });
  db().update(bookings).set({ assignedStaffId: concierge.id }).where(eq(bookings.id, booking.id)).run();
  return { concierge, booking };
}

const conversationMail = (address: string) =>
  // Both kinds link the thread (the trip page's or the workspace's #conversation).
  smtp.to(address).filter((m) => (m.mail.text ?? "").includes("#conversation"));

describe("emails announcing messages", () => {
  it("ten traveller messages in a minute make at most two emails to the concierge, the second carrying the nine", async () => {
    const { concierge, booking } = await tripWithConcierge();
    for (let i = 0; i < 10; i++) {
      at(i * 6000);
      expect(postTravellerMessage(booking.id, `Question number ${i}`)).toMatchObject({ ok: true });
      await deliverDue();
    }
    expect(conversationMail(concierge.email)).toHaveLength(1);
    expect(conversationMail(concierge.email)[0].mail.text).toContain("Question number 0");
    // Ten minutes after the first: the waiting email goes with the other nine.
    at(10 * MINUTE + 1000);
    await deliverDue();
    const sent = conversationMail(concierge.email);
    expect(sent).toHaveLength(2);
    for (let i = 1; i < 10; i++) expect(sent[1].mail.text).toContain(`Question number ${i}`);
    expect(sent[1].mail.text).not.toContain("Question number 0");
    expect(sent[1].mail.text).toContain(`/admin/bookings/${booking.reference}#conversation`);
    // A replayed notice and later runs of the outbox send nothing more.
    queueFor(db(), booking.id, concierge.id, new Date(T0 + 11 * MINUTE));
    for (const minutes of [12, 25, 60]) {
      at(minutes * MINUTE);
      await deliverDue();
    }
    expect(conversationMail(concierge.email)).toHaveLength(2);
    // Every message was announced once.
    const unannounced = db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.bookingId, booking.id))
      .all()
      .filter((m) => m.notifiedAt === null);
    expect(unannounced).toEqual([]);
  });

  it("the team's replies reach the traveller in their language, at most two in ten minutes, with their trip link", async () => {
    const { concierge, booking } = await tripWithConcierge();
    db().update(bookings).set({ language: "es" }).where(eq(bookings.id, booking.id)).run();
    for (let i = 0; i < 10; i++) {
      at(i * 5000);
      expect(postStaffMessage(booking.id, concierge.id, `Respuesta ${i}`)).toMatchObject({ ok: true });
      await deliverDue();
    }
    at(11 * MINUTE);
    await deliverDue();
    const sent = conversationMail(booking.email);
    expect(sent).toHaveLength(2);
    expect(sent[0].mail.subject).toBe("Un mensaje de tu concierge sobre Madrid");
    expect(sent[0].mail.text).toContain("Marta López");
    expect(sent[0].mail.text).toMatch(/\/trip\/[A-Za-z0-9_-]{43}#conversation/);
  });

  it("with nobody assigned, every active concierge and owner hears of it; a traveller message to a cancelled trip is refused, nothing stored", async () => {
    const owner = await seedStaff(db(), { role: "owner" });
    const booking = seedPaidBooking(db(), { checkIn: "2026-12-10", checkOut: "2026-12-13" });
    at(0);
    expect(postTravellerMessage(booking.id, "Anyone there?")).toMatchObject({ ok: true });
    await deliverDue();
    expect(conversationMail(owner.email)).toHaveLength(1);
    db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id)).run();
    expect(postTravellerMessage(booking.id, "Still there?")).toEqual({ ok: false, reason: "cancelled" });
    expect(
      db().select().from(conversationMessages).where(eq(conversationMessages.bookingId, booking.id)).all(),
    ).toHaveLength(1);
  });

  it("the full data export carries each booking's conversation, a change request with its meal", async () => {
    const { booking } = await tripWithConcierge();
    at(0);
    postTravellerMessage(booking.id, "Dinner 2 for four, please", {
      mealPosition: 2,
      newDate: null,
      newTime: null,
      newPartySize: 4,
    });
    const exported = JSON.parse(await new Response(allDataExport().body).text()) as {
      bookings: { reference: string; conversation: unknown[] }[];
    };
    const mine = exported.bookings.find((row) => row.reference === booking.reference);
    expect(mine?.conversation).toEqual([
      {
        author: "traveller",
        body: "Dinner 2 for four, please",
        at: new Date(T0).toISOString(),
        changeRequest: { meal: 2, date: null, time: null, partySize: 4, status: "open" },
      },
    ]);
  });

  it("30 days after check-out the messages and the copies of their emails are erased with the dietary answers", async () => {
    const { booking } = await tripWithConcierge();
    at(0);
    postTravellerMessage(booking.id, "I am allergic to shellfish");
    await deliverDue();
    const copies = () =>
      db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.bookingId, booking.id))
        .all()
        .filter((m) => m.type === "conversation_to_staff");
    expect(copies()).toHaveLength(1);
    await eraseExpiredDietaryNeeds(new Date("2027-01-20T00:00:00Z"));
    expect(
      db().select().from(conversationMessages).where(eq(conversationMessages.bookingId, booking.id)).all(),
    ).toEqual([]);
    expect(copies()).toEqual([]);
  });
});
