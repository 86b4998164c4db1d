import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { setClock } from "~/clock";
import { db } from "~/db/client.server";
import { bookings, mailMessages, reservations, staff } from "~/db/schema";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { changeRequests } from "~/features/conversation/conversation-tables";
import { postStaffMessage, postTravellerMessage } from "~/features/conversation/messages.server";
import { conversationAction } from "~/features/conversation/routes/admin-conversation.server";
import { requestsFor } from "~/features/creators/creator-requests.server";
import { workspaceAction } from "~/features/workspace/routes/booking-workspace.server";
import { workspaceView } from "~/features/workspace/workspace-view.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import {
  seedApprovedCreator,
  seedBookedTrip,
  seedMeal,
  seedPaidBooking,
  seedRecommendation,
} from "../support/factories";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { type SeededStaff, seedStaff } from "../support/staff";

/**
 * A traveller's change request reaches the right person at once, and "done" changes the table:
 * the concierge's email goes out in the same outbox run as the request (never in the 10-minute
 * batch), the batch to the team is dropped when everything it would announce was answered, the
 * traveller gets one email per resolution carrying the reply, and saving the meal's table from
 * the request resolves it, leaves an itinerary update to send and tells the creator whose pick it
 * was. The mail arrives at a real SMTP server on loopback; the clock is moved, never waited for.
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

/** Every team member active in this file's database is deactivated: each test counts its own recipients. */
function freshTeam() {
  db().update(staff).set({ status: "deactivated" }).run();
}

const viewerOf = (person: SeededStaff): AdminViewer =>
  ({
    kind: "staff",
    sessionId: 1,
    person: { id: person.id, name: person.name, email: person.email, role: person.role },
    actor: { kind: "staff", staffId: person.id, label: person.name },
  }) as unknown as AdminViewer;

const mailTo = (address: string, type: string) =>
  db()
    .select()
    .from(mailMessages)
    .all()
    .filter((m) => m.toAddress === address && m.type === type);

const askMeal2 = (bookingId: number) =>
  postTravellerMessage(bookingId, "Could dinner on the 11th be at 21:00 for four?", {
    mealPosition: 2,
    newDate: "2037-12-11",
    newTime: "21:00",
    newPartySize: 4,
  });

describe("a change request", () => {
  it("reaches the assigned concierge at once, naming the meal, the change and the workspace", async () => {
    freshTeam();
    const marta = await seedStaff(db(), { role: "concierge", name: "Marta López" });
    const other = await seedStaff(db(), { role: "concierge" });
    const { booking } = seedBookedTrip(db(), { assignedStaffId: marta.id });
    seedMeal(db(), booking.id, { position: 2, meal: "lunch", date: "2037-12-11" });
    at(0);
    expect(askMeal2(booking.id)).toMatchObject({ ok: true });
    // The same run of the outbox, with no time passing: not batched.
    await deliverDue();
    const [mail] = smtp.to(marta.email).filter((m) => /Change request/.test(m.mail.subject ?? ""));
    expect(mail?.mail.subject).toBe(
      "Change request from Inês Ñúñez: meal 2, lunch on Fri 11 Dec at 14:00 at Sacha (party of 2) → Fri 11 Dec, 21:00, party of 4",
    );
    expect(mail?.mail.text).toContain("Could dinner on the 11th be at 21:00 for four?");
    expect(mail?.mail.text).toContain(`/admin/bookings/${booking.reference}#conversation`);
    expect(smtp.to(other.email)).toEqual([]);
    // Nothing else waits for Marta: no batched "wrote" mail follows ten minutes later.
    at(11 * MINUTE);
    await deliverDue();
    expect(mailTo(marta.email, "conversation_to_staff")).toEqual([]);
    expect(mailTo(marta.email, "change_request_to_staff")).toHaveLength(1);
  });

  it("with nobody assigned, reaches each active concierge (not the owner)", async () => {
    freshTeam();
    const owner = await seedStaff(db(), { role: "owner" });
    const first = await seedStaff(db(), { role: "concierge" });
    const second = await seedStaff(db(), { role: "concierge" });
    const { booking } = seedBookedTrip(db());
    at(0);
    askMeal2(booking.id);
    await deliverDue();
    for (const person of [first, second]) {
      const mails = mailTo(person.email, "change_request_to_staff");
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain("meal 2");
      expect(mails[0].subject).toContain("21:00, party of 4");
    }
    expect(mailTo(owner.email, "change_request_to_staff")).toEqual([]);
  });

  it("the batched mail to the team says why it waits, and is not sent once everything it announces was answered", async () => {
    freshTeam();
    const owner = await seedStaff(db(), { role: "owner" });
    const booking = seedPaidBooking(db(), { checkIn: "2026-12-10", checkOut: "2026-12-13" });
    at(0);
    postTravellerMessage(booking.id, "First question");
    await deliverDue();
    const first = mailTo(owner.email, "conversation_to_staff");
    expect(first).toHaveLength(1);
    expect(first[0].text).toContain("Messages are gathered for 10 minutes so you get one mail");
    // A second message waits for the window; the team answers it before the window ends.
    at(MINUTE);
    postTravellerMessage(booking.id, "Second question");
    at(2 * MINUTE);
    expect(postStaffMessage(booking.id, null, "Answered both.")).toMatchObject({ ok: true });
    at(11 * MINUTE);
    await deliverDue();
    expect(mailTo(owner.email, "conversation_to_staff")).toHaveLength(1);
  });

  it("resolved with a reply (declined), the traveller gets exactly one email and it carries the reply", async () => {
    freshTeam();
    const marta = await seedStaff(db(), { role: "concierge", name: "Marta López" });
    const { booking } = seedBookedTrip(db(), { assignedStaffId: marta.id });
    at(0);
    askMeal2(booking.id);
    await deliverDue();
    const [request] = db().select().from(changeRequests).where(eq(changeRequests.bookingId, booking.id)).all();
    at(MINUTE);
    expect(
      postStaffMessage(booking.id, marta.id, "Sacha is full at 21:00, sorry.", {
        requestId: request.id,
        outcome: "declined",
      }),
    ).toMatchObject({ ok: true });
    await deliverDue();
    for (const minutes of [11, 25]) {
      at(minutes * MINUTE);
      await deliverDue();
    }
    const toTraveller = smtp.to(booking.email);
    expect(toTraveller).toHaveLength(1);
    expect(toTraveller[0].mail.subject).toBe("About your change to meal 2 (Madrid)");
    expect(toTraveller[0].mail.text).toContain("Sacha is full at 21:00, sorry.");
    expect(toTraveller[0].mail.text).toContain("Marta López");
  });

  it("done opens the meal's form prefilled; saving it resolves the request, changes the table, leaves an update to send and tells the creator", async () => {
    freshTeam();
    const marta = await seedStaff(db(), { role: "concierge", name: "Marta López" });
    const creator = seedApprovedCreator(db());
    const { booking } = seedBookedTrip(db(), { assignedStaffId: marta.id, assignedCreatorId: creator.id });
    const pick = seedRecommendation(db(), {
      bookingId: booking.id,
      creatorId: creator.id,
      restaurantName: "Sacha",
      mealPosition: 2,
    });
    db().update(reservations).set({ recommendationId: pick.id }).where(eq(reservations.mealPosition, 2)).run();
    at(0);
    sendItinerary(booking.id, { actor: "admin", actorId: undefined });
    askMeal2(booking.id);
    await deliverDue();
    const [request] = db().select().from(changeRequests).where(eq(changeRequests.bookingId, booking.id)).all();
    const viewer = viewerOf(marta);

    // "Done" stores nothing yet: it opens meal 2's form with the new values and the reply typed.
    const done = await conversationAction(
      new URLSearchParams({ intent: "resolve", requestId: String(request.id), outcome: "done", body: "Moved!" }),
      booking.reference,
      viewer,
    );
    const location = new URL((done as Response).headers.get("location") ?? "", "http://x");
    expect(location.pathname).toBe(`/admin/bookings/${booking.reference}`);
    expect(location.hash).toBe("#meal-2");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      change: String(request.id),
      meal: "2",
      date: "2037-12-11",
      time: "21:00",
      party: "4",
      reply: "Moved!",
    });
    expect(db().select().from(changeRequests).where(eq(changeRequests.id, request.id)).get()?.status).toBe("open");

    // Saving the table as the form posts it (an empty reply is refused, nothing stored).
    const table = {
      intent: "reservation",
      mealPosition: "2",
      recommendationId: String(pick.id),
      restaurantName: "Sacha",
      address: "Calle de Juan Hurtado de Mendoza 11, Madrid",
      localDate: "2037-12-11",
      localTime: "21:00",
      partySize: "4",
      tableName: "Inês Ñúñez",
      changeRequest: String(request.id),
    };
    const refused = await workspaceAction(new URLSearchParams({ ...table, reply: " " }), booking.reference, viewer);
    expect((refused as { init: ResponseInit | null }).init?.status).toBe(400);
    expect(db().select().from(reservations).where(eq(reservations.bookingId, booking.id)).all()[1].localTime).toBe(
      "14:00",
    );
    at(2 * MINUTE);
    const saved = await workspaceAction(
      new URLSearchParams({ ...table, reply: "Moved! Sacha at 21:00 for four." }),
      booking.reference,
      viewer,
    );
    expect((saved as Response).status).toBe(302);
    expect(db().select().from(changeRequests).where(eq(changeRequests.id, request.id)).get()).toMatchObject({
      status: "done",
      resolvedBy: marta.id,
    });
    const row = db().select().from(reservations).where(eq(reservations.bookingId, booking.id)).all()[1];
    expect(row).toMatchObject({ mealPosition: 2, localDate: "2037-12-11", localTime: "21:00", partySize: 4 });
    // The itinerary the traveller holds is now out of date: the workspace offers the update.
    expect(
      workspaceView(
        db().select().from(bookings).where(eq(bookings.id, booking.id)).get()!,
      ).itinerary?.unsentChanges.join(" "),
    ).toMatch(/21:00/);
    // The creator whose pick it was sees the change on the request's card.
    const cards = requestsFor({ id: creator.id, name: creator.name, email: creator.email, city: creator.city });
    expect(cards.find((card) => card.id === booking.id)?.bookingChanges).toEqual([
      { mealPosition: 2, restaurantName: "Sacha", localDate: "2037-12-11", localTime: "21:00", partySize: 4 },
    ]);
    // One email to the traveller for the resolution, with the reply; none for the reply alone.
    await deliverDue();
    at(15 * MINUTE);
    await deliverDue();
    const answers = smtp
      .to(booking.email)
      .filter((m) => /change|message from your concierge/i.test(m.mail.subject ?? ""));
    expect(answers.map((m) => m.mail.subject)).toEqual(["Meal 2 changed as you asked (Madrid)"]);
    expect(answers[0].mail.text).toContain("Moved! Sacha at 21:00 for four.");
    // Saving the same request again is refused: it was resolved.
    const again = await workspaceAction(new URLSearchParams({ ...table, reply: "Again" }), booking.reference, viewer);
    expect((again as { init: ResponseInit | null }).init?.status).toBe(409);
    expect(db().select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe("itinerary_ready");
  });
});
