import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { paidTrip, rowsOf, tripPathIn, visibleText } from "../support/trip-http";

/**
 * How a traveller reaches the trip page: the link on /success (paid, or a request without
 * payment), and "lost your link?" at /trip. Clients are told apart by X-Forwarded-For (the
 * server trusts the proxy on loopback, which the tests play); the log is read at info level
 * to prove the token is not in it.
 */
const running = bookingServerPerFile({
  env: { TRUST_PROXY: "loopback", TRIP_LINK_REQUEST_LIMIT: "3", LOG_LEVEL: "info" },
});

let clientCounter = 0;
const newClient = () => ({ "X-Forwarded-For": `198.51.100.${++clientCounter}` });
const lostLink = (fields: Record<string, string>, headers = newClient()) =>
  postForm(`${running.server.url}/trip`, fields, headers);
const tripLinkMails = (bookingId?: number) =>
  running.store.outbox("mail", bookingId).filter((record) => record.payload.mail === "trip_link");

describe("/success", () => {
  it("shows a paid booking's trip link as the next step to the booking browser, minting a new one per view", async () => {
    const trip = await paidTrip(running);
    expect(visibleText(trip.success)).toContain("Tell us what you'd like to eat");
    expect(trip.success).toContain(`http://localhost:`);
    expect((await fetch(trip.url)).status).toBe(200);
    const sessionUrl = `${running.server.url}/success?session_id=${running.store.booking(trip.reference)!.stripe_session_id}`;
    const again = tripPathIn(await (await fetch(sessionUrl, { headers: { Cookie: trip.cookie } })).text());
    expect(again).not.toBe(trip.path);
    // Each view mints its own link and none replaces another (the payment email mints one too).
    expect((await fetch(`${running.server.url}${again}`)).status).toBe(200);
    expect((await fetch(trip.url)).status).toBe(200);
    expect(rowsOf(running, "trip_links", trip.id).length).toBeGreaterThanOrEqual(2);
    expect(rowsOf(running, "trip_links", trip.id).map((row) => row.token_hash)).not.toContain(trip.path.slice(6));
  });

  it("takes a Paris request to /success with its trip link; the trip page has no form", async () => {
    const form = validBooking({ city: "EU|Paris", countryCode: "FR" });
    const booked = await postForm(`${running.server.url}/clients`, form);
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toBe("/success");
    const cookies = booked.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const success = await (await fetch(`${running.server.url}/success`, { headers: { Cookie: cookies } })).text();
    const text = visibleText(success);
    expect(text).toContain("Request received.");
    expect(text).toContain("A concierge is checking availability in Paris. No payment has been taken.");
    const path = tripPathIn(success);
    expect(path).toBeTruthy();
    const page = await (await fetch(`${running.server.url}${path}`)).text();
    expect(visibleText(page)).toContain("Request received: a concierge is checking availability in Paris");
    // What it will cost, said from the start, never "No payment required".
    expect(visibleText(page)).toMatch(/Payment €\d+ if we can take it; nothing is charged now/);
    expect(page).not.toContain('name="meals[0].vibe"');
    // Without the cookie, /success has nothing of this booking to show: it points to the email, failing nothing.
    const strangers = visibleText(await (await fetch(`${running.server.url}/success`)).text());
    expect(strangers).toContain("Looking for your booking?");
    expect(strangers).not.toContain("Failed");
  });
});

describe("GET and POST /trip (lost your link?)", () => {
  it("shows the form privately", async () => {
    const response = await fetch(`${running.server.url}/trip`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const text = visibleText(await response.text());
    expect(text).toContain("Lost your trip link?");
    expect(text).toContain("Booking reference");
  });

  it("answers a match and no match identically; only a match queues a trip_link mail", async () => {
    const trip = await paidTrip(running);
    const sessionId = running.store.booking(trip.reference)!.stripe_session_id as string;
    const answers = [
      await lostLink({ email: trip.form.email, reference: trip.reference }),
      await lostLink({ email: trip.form.email.toUpperCase(), reference: sessionId.slice(-8).toUpperCase() }),
      await lostLink({ email: "nobody@example.com", reference: trip.reference }),
      await lostLink({ email: trip.form.email, reference: "abcdefgh" }),
    ];
    const seen = [];
    for (const response of answers) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/trip");
      const cookie = response.headers.get("set-cookie")!.split(";")[0];
      const page = visibleText(
        await (await fetch(`${running.server.url}/trip`, { headers: { Cookie: cookie } })).text(),
      );
      seen.push(page);
    }
    expect(seen[0]).toContain("If these match a trip, we've emailed its link.");
    expect(new Set(seen).size).toBe(1);
    const mails = tripLinkMails(trip.id);
    expect(mails).toHaveLength(2);
    expect(mails[0].payload).toMatchObject({ mail: "trip_link", to: trip.form.email, bookingId: trip.id });
    // No link in clear in the outbox: it is minted when the mail is rendered.
    expect(JSON.stringify(mails)).not.toMatch(/\/trip\/[A-Za-z0-9_-]{43}/);
    expect(tripLinkMails()).toHaveLength(2);
  });

  it("refuses bad details with 400 and field errors", async () => {
    const response = await lostLink({ email: "not-an-email", reference: "x" });
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Enter the email address you booked with");
    expect(text).toContain("Enter your booking reference, like SBM-7KQ3-XD9");
  });

  /** The neutral page a "lost your link?" post leads to, as the traveller reads it. */
  async function answerShown(response: Response) {
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/trip");
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    return visibleText(await (await fetch(`${running.server.url}/trip`, { headers: { Cookie: cookie } })).text());
  }
  const NEUTRAL = "If these match a trip, we've emailed its link.";

  it("cannot be blocked for a traveller: posts from one address with their email leave their own request working", async () => {
    const trip = await paidTrip(running);
    const attacker = newClient();
    for (let i = 0; i < 5; i++) {
      expect(await answerShown(await lostLink({ email: trip.form.email, reference: "abcdefgh" }, attacker))).toContain(
        NEUTRAL,
      );
    }
    expect(tripLinkMails(trip.id)).toHaveLength(0);
    // The traveller, from elsewhere, with their own details.
    const own = await lostLink({ email: trip.form.email, reference: trip.reference });
    expect(await answerShown(own)).toContain(NEUTRAL);
    expect(tripLinkMails(trip.id)).toHaveLength(1);
    expect(tripLinkMails(trip.id)[0].payload).toMatchObject({ to: trip.form.email, bookingId: trip.id });
  });

  it("bounds the mails to one traveller, whoever asks, and answers every request the same", async () => {
    const trip = await paidTrip(running);
    const details = { email: trip.form.email, reference: trip.reference };
    const pages = [];
    // Someone who knows the reference asks from one address, then from others: 3 mails (the limit).
    const attacker = newClient();
    for (let i = 0; i < 4; i++) pages.push(await answerShown(await lostLink(details, attacker)));
    for (let i = 0; i < 3; i++) pages.push(await answerShown(await lostLink(details)));
    expect(new Set(pages)).toEqual(new Set([pages[0]]));
    expect(pages[0]).toContain(NEUTRAL);
    // Every mail went to the traveller, each with a fresh link: their inbox holds their link.
    const mails = tripLinkMails(trip.id);
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.payload.to === trip.form.email)).toBe(true);
  });

  it("bounds the mails one address causes, without a 429 or any other tell", async () => {
    const trips = [await paidTrip(running), await paidTrip(running), await paidTrip(running), await paidTrip(running)];
    const client = newClient();
    const answers = [];
    for (const trip of trips) {
      const response = await lostLink({ email: trip.form.email, reference: trip.reference }, client);
      expect(response.headers.get("retry-after")).toBeNull();
      answers.push(await answerShown(response));
    }
    expect(new Set(answers).size).toBe(1);
    expect(trips.map((trip) => tripLinkMails(trip.id).length)).toEqual([1, 1, 1, 0]);
  });
});

describe("request logs", () => {
  it("never print a trip token: /trip/[redacted], with no query string", async () => {
    const trip = await paidTrip(running);
    const token = trip.path.slice("/trip/".length);
    await fetch(`${trip.url}?utm=${token}`);
    await fetch(`${trip.url}.data?_routes=routes%2Ftrip%2Ftrip`);
    await postForm(trip.url, { "meals[0].vibe": "lively" });
    await fetch(`${running.server.url}/TRIP/${token}`);
    // Log lines are written as the answers finish.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = running.server.output();
    expect(output).toContain('"path":"/trip/[redacted]"');
    expect(output).not.toContain(token);
  });
});
