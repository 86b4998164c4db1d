import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings, recommendations } from "~/db/schema";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { approveCreator, rejectCreator, setPassword } from "~/features/creators/creators.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { seedBookedTrip, seedPaidBooking, tokenOf } from "../support/factories";

/** The creator's session and dashboard, over HTTP against the built server. */

const { passwords, send, postForm, landing, account, logIn, expectNoSecrets } = creatorHttp();

/** A dashboard stat card's figure. */
const figure = (html: string, label: string) => html.match(new RegExp(`>${label}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];

describe("the session", () => {
  it("rejects a tampered or forged cookie", async () => {
    const me = await account();
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    expect((await send("/dashboard", { cookie })).text).toContain("Creator Dashboard");

    const [name, value] = cookie.split("=");
    const flipped = value.replace(/^(.)/, (c) => (c === "e" ? "f" : "e"));
    for (const bad of [
      `${name}=${flipped}`,
      `${name}=${value.slice(0, -3)}abc`,
      `${name}=${Buffer.from(JSON.stringify({ creatorId: me.id, issuedAt: Date.now() })).toString("base64")}`,
    ]) {
      const page = await send("/dashboard", { cookie: bad });
      expect(page.text).toContain("Creator Login");
      expect(page.text).not.toContain("Creator Dashboard");
    }
  });

  it("logs out with a POST, after which the dashboard asks to log in again", async () => {
    const me = await account();
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    const out = await postForm("/dashboard/logout", {}, { cookie });
    expect(out.response.status).toBe(302);
    const cleared = out.response.headers.getSetCookie().find((c) => c.startsWith("sm_creator="))!;
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await send("/dashboard")).text).toContain("Creator Login");
  });

  it("a new password ends the sessions made with the old one", async () => {
    const me = await account();
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    expect((await send("/dashboard", { cookie })).text).toContain("Creator Dashboard");

    // The reset: the admin approves again, and the creator uses the fresh link.
    const newPassword = "a brand new long phrase";
    passwords.push(newPassword);
    const reset = await setPassword(tokenOf(approveCreator(me.id).setPasswordUrl), newPassword);
    expect(reset.ok).toBe(true);
    expect((await send("/dashboard", { cookie })).text).toContain("Creator Login");
    expect((await logIn(me.email, me.password)).response.status).toBe(401);
    const fresh = sessionCookie((await logIn(me.email, newPassword)).response);
    expect((await send("/dashboard", { cookie: fresh })).text).toContain("Creator Dashboard");
  });

  it("ends a rejected creator's session and keeps them from logging in again", async () => {
    const me = await account();
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    rejectCreator(me.id);
    expect((await send("/dashboard", { cookie })).text).toContain("Creator Login");
    const again = await logIn(me.email, me.password);
    expect(again.response.status).toBe(401);
    expect(again.text).toContain("Invalid credentials. Please check your email and password.");
  });
});

describe("requests and recommendations", () => {
  it("shows the creator's city's requests without contact details, and never another city's", async () => {
    const me = await account("Ibiza");
    const mine = seedPaidBooking(db(), {
      cityName: "Ibiza",
      checkIn: "2031-04-02",
      checkOut: "2031-04-05",
    });
    const other = seedPaidBooking(db(), { cityName: "Barcelona" });
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);

    const page = await send("/dashboard", { cookie });
    expect(page.text).toContain(mine.name);
    // React separates adjacent text with empty comments.
    expect(page.text.replaceAll("<!-- -->", "")).toContain("Ibiza · 2 Apr 2031 – 5 Apr 2031");
    expect(page.text).toContain(">Paid</span>");
    expect(page.text).toContain("Preferences not received yet");
    expect(page.text).not.toContain(mine.email);
    expect(page.text).not.toContain(mine.phoneNumber);
    expect(page.text).not.toContain(other.name);

    const forged = await postForm(
      "/dashboard",
      {
        intent: "recommend",
        bookingId: String(other.id),
        mealPosition: "1",
        restaurantName: "Sneaky",
        googleMapsLink: "https://maps.google.com/?q=Sneaky",
        dishSuggestion: "Anything",
      },
      { cookie },
    );
    expect(forged.response.status).toBe(404);
    expect(db().select().from(recommendations).where(eq(recommendations.bookingId, other.id)).all()).toEqual([]);

    const accepted = await postForm("/dashboard", { intent: "accept", bookingId: String(mine.id) }, { cookie });
    expect(accepted.response.status).toBe(302);
    const added = await postForm(
      "/dashboard",
      {
        intent: "recommend",
        bookingId: String(mine.id),
        mealPosition: "1",
        restaurantName: "Es Xarcu",
        googleMapsLink: "https://maps.google.com/?q=Es+Xarcu",
        dishSuggestion: "Grilled red prawns",
      },
      { cookie },
    );
    expect(added.response.status).toBe(302);
    expect((await landing(added.response, cookie)).text).toContain(
      "Your restaurant recommendation has been added to the client&#x27;s list.",
    );
    const mineTab = await send("/dashboard?tab=recommendations", { cookie });
    expect(mineTab.text).toContain("Es Xarcu");
    expect(mineTab.text).toContain('href="https://maps.google.com/?q=Es+Xarcu"');
  });

  it("counts this creator's real figures on the four cards", async () => {
    const me = await account("Valencia");
    const booking = seedPaidBooking(db(), {
      cityName: "Valencia",
      reservations: 2,
      checkIn: "2037-05-03",
      checkOut: "2037-05-06",
    });
    seedPaidBooking(db(), { cityName: "Madrid" });
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    const cards = async () => {
      const { text } = await send("/dashboard", { cookie });
      return ["Active Requests", "Total Recommendations", "This Month", "Success Rate"].map((l) => figure(text, l));
    };
    const recommend = (restaurantName: string, mealPosition: string) =>
      postForm(
        "/dashboard",
        {
          intent: "recommend",
          bookingId: String(booking.id),
          mealPosition,
          restaurantName,
          googleMapsLink: "https://maps.google.com/?q=Valencia",
          dishSuggestion: "Paella",
        },
        { cookie },
      );

    // An open request of the city is an offer, not work in hand.
    // "This Month" is money earned, not picks made: nothing until an itinerary is sent.
    expect(await cards()).toEqual(["0", "0", "€0.00", "0%"]);
    await postForm("/dashboard", { intent: "accept", bookingId: String(booking.id) }, { cookie });
    expect(await cards()).toEqual(["1", "0", "€0.00", "0%"]);
    // The release button names the traveller's request in words, not by its row number.
    const accepted = (await send("/dashboard", { cookie })).text;
    expect(accepted).toMatch(/Release Valencia, 3\s?–\s?6 May/);
    expect(accepted).not.toMatch(/Release request \d/);
    await recommend("Casa Carmela", "1");
    expect(await cards()).toEqual(["1", "1", "€0.00", "0%"]);
    // One recommendation per meal completes the request; it is still being curated until booked.
    await recommend("La Pepica", "2");
    expect(await cards()).toEqual(["1", "2", "€0.00", "100%"]);
  });

  it("shows the empty states to a creator with nothing yet", async () => {
    const me = await account("Kyoto");
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    expect((await send("/dashboard", { cookie })).text).toContain("No requests yet");
    expect((await send("/dashboard?tab=recommendations", { cookie })).text).toContain("No recommendations yet");
  });

  it("refuses a recommendation without a session or with bad fields", async () => {
    const me = await account();
    const booking = seedPaidBooking(db(), { cityName: "Madrid" });
    const fields = {
      intent: "recommend",
      bookingId: String(booking.id),
      restaurantName: "Botín",
      googleMapsLink: "javascript:alert(1)",
      dishSuggestion: "",
    };
    const anonymous = await postForm("/dashboard", fields);
    expect(anonymous.response.status).toBe(302);
    expect(anonymous.response.headers.get("location")).toBe("/dashboard");

    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    await postForm("/dashboard", { intent: "accept", bookingId: String(booking.id) }, { cookie });
    const bad = await postForm("/dashboard", fields, { cookie });
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Enter the restaurant&#x27;s map link (starting with https://)");
    expect(bad.text).toContain("Dish suggestion is required");
    expect(db().select().from(recommendations).where(eq(recommendations.bookingId, booking.id)).all()).toEqual([]);
  });
});

describe("secrets", () => {
  it("never sends or logs a password or a password hash", () => {
    expectNoSecrets();
  });
});

describe("accepting a request from the dashboard", () => {
  it("two creators of the city at once: exactly one wins, the other is told it was taken; nothing is stored twice", async () => {
    const first = await account("Valencia");
    const second = await account("valencia");
    const request = seedPaidBooking(db(), { cityName: "Valencia", regionCode: "ES", reservations: 3 });
    const cookies = [
      sessionCookie((await logIn(first.email, first.password)).response),
      sessionCookie((await logIn(second.email, second.password)).response),
    ];
    expect((await send("/dashboard", { cookie: cookies[1] })).text).toContain(`Accept request ${request.id}`);
    const answers = await Promise.all(
      cookies.map((cookie) => postForm("/dashboard", { intent: "accept", bookingId: String(request.id) }, { cookie })),
    );
    expect(answers.map((a) => a.response.status).sort()).toEqual([302, 409]);
    const loser = answers.find((a) => a.response.status === 409)!;
    expect(loser.text).toContain("This request was just accepted by another creator.");
    const winner = answers[0].response.status === 302 ? 0 : 1;
    const assigned = db()
      .select({ a: bookings.assignedCreatorId })
      .from(bookings)
      .where(eq(bookings.id, request.id))
      .get();
    expect(assigned?.a).toBe([first, second][winner].id);
    const loserPage = await send("/dashboard", { cookie: cookies[1 - winner] });
    expect(loserPage.text).not.toContain(`Accept request ${request.id}`);

    const winnerPage = (await send("/dashboard", { cookie: cookies[winner] })).text.replaceAll("<!-- -->", "");
    expect(winnerPage).toContain("0 of 3 meals have a pick");
    expect(winnerPage).toContain("No pick yet");
    const tooFar = await postForm(
      "/dashboard",
      {
        intent: "recommend",
        bookingId: String(request.id),
        mealPosition: "4",
        restaurantName: "El Pimpi",
        googleMapsLink: "https://maps.google.com/?q=El+Pimpi",
        dishSuggestion: "Espetos",
      },
      { cookie: cookies[winner] },
    );
    expect(tooFar.response.status).toBe(400);
    expect(db().select().from(recommendations).where(eq(recommendations.bookingId, request.id)).all()).toEqual([]);
  });

  it("refuses a pick once the itinerary is sent, saying why, stores nothing, and shows no form for it", async () => {
    const me = await account("Madrid");
    const { booking } = seedBookedTrip(db(), { assignedCreatorId: me.id });
    sendItinerary(booking.id, { actor: "admin" });
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    const before = db().select().from(recommendations).where(eq(recommendations.bookingId, booking.id)).all();

    const late = await postForm(
      "/dashboard",
      {
        intent: "recommend",
        bookingId: String(booking.id),
        mealPosition: "1",
        restaurantName: "Too Late",
        googleMapsLink: "https://maps.google.com/?q=Too+Late",
        dishSuggestion: "Anything",
      },
      { cookie },
    );
    expect(late.response.status).toBe(409);
    expect(late.text.replaceAll("<!-- -->", "")).toMatch(
      /The itinerary was sent on \d{1,2} [A-Z][a-z]{2} \d{4}; picks can no longer change\. Write to the concierge\./,
    );
    expect(db().select().from(recommendations).where(eq(recommendations.bookingId, booking.id)).all()).toEqual(before);

    const page = (await send("/dashboard", { cookie })).text.replaceAll("<!-- -->", "");
    expect(page).toContain("picks can no longer change. Write to the concierge.");
    expect(page).not.toContain(`Add a recommendation for ${booking.name}, request ${booking.id}`);
  });
});
