import { describe, expect, it } from "vitest";
import { PLAIN_TEXT_MESSAGE } from "~/domain/plain-text";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { visibleText } from "../support/trip-http";

/**
 * The free text the concierge types outside the booking's
 * own schemas (internal notes, a cancellation's or a move's reason, the message a declined
 * traveller is emailed) follows the same plain-text rule. A bidirectional override or a
 * control character is refused with a clear 400 and the message by its field; nothing is stored.
 */
const TOKEN = "test-admin-token-0123456789";
const BEARER = { Authorization: `Bearer ${TOKEN}` };
const running = bookingServerPerFile();
const url = (path: string) => `${running.server.url}${path}`;
const workspace = (reference: string) => url(`/admin/bookings/${reference}`);
/** U+202E turns the rest of a line around; U+0007 is a control character no file may hold. */
const HOSTILE = ["Late \u202Eeton kcab", "bell \u0007 here"];

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

async function adminCookie() {
  const unlocked = await postForm(url("/admin"), { intent: "unlock", token: TOKEN });
  expect(unlocked.status).toBe(302);
  return cookiesOf(unlocked);
}

/** A booking through the form, as a traveller makes one: Madrid awaits payment, Paris awaits confirmation. */
async function book(city = "ES|Madrid") {
  const form = validBooking(city === "EU|Paris" ? { city, countryCode: "FR", reservations: "5" } : { city });
  await postForm(url("/clients"), form);
  const booking = running.store.bookings().find((row) => row.email === form.email)!;
  return { reference: booking.reference as string, id: booking.id as number };
}

const count = (sql: string, id: number) => (running.store.database.prepare(sql).get(id) as { n: number }).n;
const historyOf = (id: number) => count("select count(*) as n from booking_events where booking_id = ?", id);
const statusOf = (reference: string) => running.store.booking(reference)!.status;

describe("the concierge's free text refuses hidden characters", () => {
  it("an internal note: 400 with the message by the field, no note stored; a note of several lines is kept", async () => {
    const admin = await adminCookie();
    const booking = await book();
    for (const body of HOSTILE) {
      const refused = await postForm(workspace(booking.reference), { intent: "note", body }, { Cookie: admin });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain(PLAIN_TEXT_MESSAGE);
    }
    expect(count("select count(*) as n from booking_notes where booking_id = ?", booking.id)).toBe(0);
    const lines = await postForm(
      workspace(booking.reference),
      { intent: "note", body: "Two lines\r\nof note" },
      { Cookie: admin },
    );
    expect(lines.status).toBe(302);
    expect(
      running.store.database.prepare("select body from booking_notes where booking_id = ?").pluck().all(booking.id),
    ).toEqual(["Two lines\nof note"]);
  });

  it("a cancellation's reason on the workspace: 400 on either press, the booking not cancelled", async () => {
    const admin = await adminCookie();
    const booking = await book();
    const events = historyOf(booking.id);
    for (const note of HOSTILE) {
      for (const confirm of [{}, { confirm: "yes" }] as Record<string, string>[]) {
        const refused = await postForm(
          workspace(booking.reference),
          { intent: "cancel", refund: "none", note, ...confirm },
          { Cookie: admin },
        );
        expect(refused.status).toBe(400);
        expect(visibleText(await refused.text())).toContain(PLAIN_TEXT_MESSAGE);
      }
    }
    expect(statusOf(booking.reference)).toBe("pending");
    expect(historyOf(booking.id)).toBe(events);
  });

  it("the message to a declined traveller: 400 by the field, the request still pending and nobody emailed", async () => {
    const admin = await adminCookie();
    const booking = await book("EU|Paris");
    for (const message of HOSTILE) {
      const refused = await postForm(workspace(booking.reference), { intent: "decline", message }, { Cookie: admin });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain(PLAIN_TEXT_MESSAGE);
    }
    expect(statusOf(booking.reference)).toBe("pending");
    const declined = running.store.outbox("mail", booking.id).filter((row) => row.payload.mail === "request_declined");
    expect(declined).toEqual([]);
  });

  it("POST /api/cancel-booking's note: 400 naming the field, the booking not cancelled", async () => {
    const booking = await book();
    const events = historyOf(booking.id);
    for (const note of HOSTILE) {
      const refused = await postJson(
        url("/api/cancel-booking"),
        { bookingId: booking.reference, refundCents: 0, note },
        BEARER,
      );
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields.note).toBe(PLAIN_TEXT_MESSAGE);
    }
    expect(statusOf(booking.reference)).toBe("pending");
    expect(historyOf(booking.id)).toBe(events);
  });

  it("POST /api/update-booking-status's note: 400 naming the field, the booking where it was", async () => {
    const booking = await book();
    const events = historyOf(booking.id);
    for (const note of HOSTILE) {
      const refused = await postJson(
        url("/api/update-booking-status"),
        { reference: booking.reference, status: "cancelled", note },
        BEARER,
      );
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields.note).toBe(PLAIN_TEXT_MESSAGE);
    }
    expect(statusOf(booking.reference)).toBe("pending");
    expect(historyOf(booking.id)).toBe(events);
  });
});
