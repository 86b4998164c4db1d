import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signingKey } from "~/http/cookies.server";
import { bookingServerPerFile, postForm, postJson, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";
import { CHECK_IN, CHECK_OUT, cookiesOf, visibleText } from "../support/trip-http";

/**
 * A booking reference or a Checkout session id never yields a trip link
 * or the traveller's email. Only the browser that posted the booking form sees the link on
 * /success (and the email on the TEST checkout); everyone else is told it was emailed, and the
 * link is in the traveller's mail. Decision 0026.
 */
const SESSION_SECRET = "test-session-secret-0123456789abcdefghij";
const running = bookingServerPerFile({ env: { SESSION_SECRET } });
const url = (path: string) => `${running.server.url}${path}`;
const TRIP_LINK = /\/trip\/[A-Za-z0-9_-]{43}/;

/** A Madrid booking made through the form; the browser that made it keeps its cookies. */
async function bookThroughForm() {
  const form = validBooking({ reservations: "2", checkIn: CHECK_IN, checkOut: CHECK_OUT });
  const booked = await postForm(url("/clients"), form);
  expect(booked.status).toBe(303);
  const reference = referenceFrom(booked.headers.get("location"))!;
  expect(reference).toBeTruthy();
  return { form, reference, cookie: cookiesOf(booked), id: running.store.booking(reference)!.id as number };
}

const get = async (path: string, cookie?: string) => {
  const response = await fetch(url(path), { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};

/** The trip link the traveller's mail of this type carries (the embedded default stores mail as sent). */
function linkInMail(bookingId: number, type: string): Promise<string> {
  return eventually(() => {
    const row = running.store.database
      .prepare("select text from mail_messages where booking_id = ? and type = ?")
      .get(bookingId, type) as { text: string } | undefined;
    return row && TRIP_LINK.exec(row.text)?.[0];
  }, `${type} mail with a trip link for booking ${bookingId}`);
}

/** A booking-browser cookie signed as the server signs it, for any value (an expired one, say). */
function signedBookingCookie(value: unknown): string {
  const data = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
  const mac = createHmac("sha256", signingKey(SESSION_SECRET, "sm_booking")).update(data).digest("base64");
  return `sm_booking=${encodeURIComponent(`${data}.${mac.replace(/=+$/, "")}`)}`;
}

describe("a booking reference in a stranger's hands", () => {
  it("opens no checkout session and no TEST checkout, and no trip link on /success", async () => {
    const booking = await bookThroughForm();
    // The reference is printed on emails and PDFs and read out on the phone: anyone may have it,
    // and it opens nothing about the payment (decision 0045).
    const session = await postJson(url("/api/create-payment-session"), { bookingId: booking.reference });
    expect(session.status).toBe(404);

    const strangersCheckout = await get(`/checkout/test/${booking.reference}`);
    expect(strangersCheckout.status).toBe(404);
    expect(strangersCheckout.html).not.toContain(booking.form.email);
    expect(visibleText((await get(`/checkout/test/${booking.reference}`, booking.cookie)).html)).toContain(
      booking.form.email,
    );

    const paid = await postForm(
      url(`/checkout/test/${booking.reference}`),
      { intent: "pay" },
      { Cookie: booking.cookie },
    );
    expect(paid.status).toBe(303);
    const sessionId = new URL(paid.headers.get("location")!, url("/")).searchParams.get("session_id")!;
    const strangersSuccess = await get(`/success?session_id=${sessionId}`);
    expect(strangersSuccess.status).toBe(200);
    const text = visibleText(strangersSuccess.html);
    expect(text).toContain("You're all set.");
    // The one Booking Reference is the readable one (decision 0058), never the payment's code.
    const readable = running.store.booking(booking.reference)!.readable_reference as string;
    expect(text).toContain(`Booking Reference ${readable}`);
    expect(text).not.toContain(sessionId.slice(-8).toUpperCase());
    expect(text).toContain("We've emailed your trip link to the address you gave.");
    expect(strangersSuccess.html).not.toMatch(TRIP_LINK);
    expect(strangersSuccess.html).not.toContain(booking.form.email);
    // A paid booking's TEST checkout is still nothing to a stranger; its browser goes to /success.
    expect((await get(`/checkout/test/${booking.reference}`)).status).toBe(404);
    const again = await get(`/checkout/test/${booking.reference}`, booking.cookie);
    expect(again.status).toBe(303);
    expect(again.location).toBe(`/success?session_id=${sessionId}`);

    // In Spanish and French too.
    expect(visibleText((await get(`/es/success?session_id=${sessionId}`)).html)).toContain(
      "Te hemos enviado el enlace de tu viaje a la dirección de correo que nos diste.",
    );
    expect(visibleText((await get(`/fr/success?session_id=${sessionId}`)).html)).toContain(
      "Nous avons envoyé le lien de votre voyage à l’adresse e-mail que vous nous avez donnée.",
    );

    // The browser that booked sees its link, and the traveller's mail carries one that opens the trip.
    const own = await get(`/success?session_id=${sessionId}`, booking.cookie);
    const shown = TRIP_LINK.exec(own.html)?.[0];
    expect(shown).toBeTruthy();
    expect((await fetch(url(shown!))).status).toBe(200);
    expect((await fetch(url(await linkInMail(booking.id, "payment_confirmed")))).status).toBe(200);
  });

  it("shows no link for another booking's cookie, a forged one or an expired one", async () => {
    const mine = await bookThroughForm();
    const theirs = await bookThroughForm();
    const paid = await postForm(
      url(`/checkout/test/${theirs.reference}`),
      { intent: "pay" },
      { Cookie: theirs.cookie },
    );
    const successPath = paid.headers.get("location")!;
    expect((await get(successPath, mine.cookie)).html).not.toMatch(TRIP_LINK);
    expect((await get(successPath, "sm_booking=eyJyIjoiYWJjIn0.forged")).html).not.toMatch(TRIP_LINK);
    const expired = signedBookingCookie({ r: theirs.reference, e: Date.now() - 1000 });
    expect((await get(successPath, expired)).html).not.toMatch(TRIP_LINK);
    // The same cookie, signed the same way but still within its hour, is the booking browser's.
    const fresh = signedBookingCookie({ r: theirs.reference, e: Date.now() + 60_000 });
    expect((await get(successPath, fresh)).html).toMatch(TRIP_LINK);
    expect((await get(successPath, theirs.cookie)).html).toMatch(TRIP_LINK);
  });

  it("a JSON API client's traveller gets the link by email only", async () => {
    const form = validBooking({ reservations: "2", checkIn: CHECK_IN, checkOut: CHECK_OUT });
    const saved = await postJson(url("/api/save-booking"), form);
    expect(saved.status).toBe(201);
    const { bookingId: reference } = (await saved.json()) as { bookingId: string };
    expect(saved.headers.getSetCookie()).toEqual([]);
    // The client proves the booking is its own with the key it saved it with (decision 0045).
    const session = await postJson(url("/api/create-payment-session"), {
      bookingId: reference,
      idempotencyKey: form.idempotencyKey,
    });
    const body = await session.text();
    expect(body).not.toMatch(TRIP_LINK);
    expect(session.headers.getSetCookie()).toEqual([]);
    const { sessionId, url: address } = JSON.parse(body) as { sessionId: string; url: string };
    // Its traveller pays at the address it was answered, in a browser without the cookie.
    expect((await postForm(url(address), { intent: "pay" })).status).toBe(303);
    const success = await get(`/success?session_id=${sessionId}`);
    expect(visibleText(success.html)).toContain("We've emailed your trip link to the address you gave.");
    expect(success.html).not.toMatch(TRIP_LINK);
    const id = running.store.booking(reference)!.id as number;
    expect((await fetch(url(await linkInMail(id, "payment_confirmed")))).status).toBe(200);
  });
});
