import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mealFeedback, reservations } from "~/db/schema";
import { ratingToken } from "~/features/reminders-and-ratings/meal-ratings.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { seedBookedTrip, seedRecommendation } from "../support/factories";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * "How was it" over HTTP against the built server: the email's link opens the page
 * with its rating chosen and stores nothing (mail scanners open every link); the page's form
 * stores the rating and comment without sign-in or JavaScript, a second save changes them; a
 * forged or another meal's link is refused with a page in words, a bad comment or score refused
 * whole; the creator's dashboard shows the average of the meals booked from their picks.
 */

const { send, postForm, account, logIn } = creatorHttp();

const storedRating = (bookingId: number, position: number) =>
  db()
    .select()
    .from(mealFeedback)
    .where(and(eq(mealFeedback.bookingId, bookingId), eq(mealFeedback.mealPosition, position)))
    .get();

/** A dashboard stat card's figure. */
const figure = (html: string, label: RegExp) =>
  html.match(new RegExp(`>${label.source}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];

describe("the rating link", () => {
  it("opening the five links (as a mail scanner does) stores nothing; the form stores a 4, then a 5 with a comment", async () => {
    const { booking } = seedBookedTrip(db());
    const token = ratingToken(booking, 1);

    for (const score of [1, 2, 3, 5, 4]) {
      const opened = await send(`/rate/${token}?score=${score}`);
      expect(opened.response.status).toBe(200);
    }
    const first = await send(`/rate/${token}?score=4`);
    expect(first.text).toContain("How was dinner at Casa Lucio?");
    expect(first.text).toMatch(/<input[^>]*value="4"[^>]*checked=""|<input[^>]*checked=""[^>]*value="4"/);
    expect(first.text).toContain("Your choice is kept once you press “Save my rating”.");
    expect(first.response.headers.get("cache-control")).toContain("no-store");
    expect(storedRating(booking.id, 1)).toBeUndefined();

    const saved = await postForm(`/rate/${token}`, { score: "4", comment: "" });
    expect(saved.response.status).toBe(200);
    expect(saved.text).toContain("your rating of 4 stars out of 5 is saved");
    expect(storedRating(booking.id, 1)).toMatchObject({ rating: 4, comment: "" });

    const again = await postForm(`/rate/${token}`, { score: "5", comment: "The huevos rotos were perfect." });
    expect(again.text).toContain("your rating of 5 stars out of 5 is saved");
    expect(storedRating(booking.id, 1)).toMatchObject({ rating: 5, comment: "The huevos rotos were perfect." });
    expect(db().select().from(mealFeedback).where(eq(mealFeedback.bookingId, booking.id)).all()).toHaveLength(1);
    // Opened again, the page shows what is stored: 5, the traveller's.
    // React separates the text of neighbouring expressions with empty comments.
    expect((await send(`/rate/${token}`)).text.replaceAll("<!-- -->", "")).toContain("5 stars (your rating)");
  });

  it("refuses a tampered link, another meal's link and a score outside 1..5 with a page that says so", async () => {
    const { booking } = seedBookedTrip(db());
    const token = ratingToken(booking, 1);
    const tampered = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const path of [
      `/rate/${tampered}?score=4`,
      // Meal 2's signature on meal 1's address.
      `/rate/${booking.id}-1-${ratingToken(booking, 2).split("-").slice(2).join("-")}?score=4`,
      `/rate/${booking.id + 100000}-1-${token.split("-").slice(2).join("-")}?score=4`,
      "/rate/not-a-token?score=4",
    ]) {
      const page = await send(path);
      expect(page.response.status, path).toBe(403);
      expect(page.text).toContain("This link does not work");
      expect(page.text).toContain("This rating link is incomplete or has been changed");
    }
    const bad = await send(`/rate/${token}?score=9`);
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Choose a rating from 1 to 5.");
    for (const score of [undefined, "0", "9", "4.0", " 4", "\u202E5"]) {
      const posted = await postForm(`/rate/${token}`, { ...(score === undefined ? {} : { score }), comment: "Kept?" });
      expect(posted.response.status, String(score)).toBe(400);
      expect(posted.text).toContain("Choose a rating from 1 to 5.");
      // What the traveller wrote comes back, to send again.
      expect(posted.text).toContain("Kept?");
    }
    expect(storedRating(booking.id, 1)).toBeUndefined();
  });

  it("keeps no comment that is too long or hides direction marks, and says why", async () => {
    const { booking } = seedBookedTrip(db());
    const token = ratingToken(booking, 2);
    await postForm(`/rate/${token}`, { score: "3", comment: "" });
    const long = await postForm(`/rate/${token}`, { score: "5", comment: "x".repeat(1001) });
    expect(long.response.status).toBe(400);
    expect(long.text).toContain("Use at most 1,000 characters.");
    const bidi = await postForm(`/rate/${token}`, { score: "5", comment: "nice\u202Eevil" });
    expect(bidi.response.status).toBe(400);
    expect(bidi.text).toContain("Remove the hidden formatting characters");
    // Refused whole: neither the new score nor the comment.
    expect(storedRating(booking.id, 2)).toMatchObject({ rating: 3, comment: "" });
  });

  it("speaks the traveller's language", async () => {
    const { booking } = seedBookedTrip(db(), { language: "fr" });
    const page = await send(`/rate/${ratingToken(booking, 2)}?score=4`);
    expect(page.text).toContain("Comment s&#x27;est passé le déjeuner chez Sacha ?");
    expect(page.text).toContain('lang="fr"');
    // A genuine link of a cancelled trip: refused (410), in the traveller's language, nothing stored.
    const cancelled = seedBookedTrip(db(), { language: "es", status: "cancelled" }).booking;
    const refused = await send(`/rate/${ratingToken(cancelled, 1)}?score=4`);
    expect(refused.response.status).toBe(410);
    expect(refused.text).toContain("Este viaje se canceló");
    const posted = await postForm(`/rate/${ratingToken(cancelled, 1)}`, { score: "4", comment: "" });
    expect(posted.response.status).toBe(410);
    expect(storedRating(cancelled.id, 1)).toBeUndefined();
  });
});

describe("the creator's dashboard", () => {
  it("shows the average and count of the ratings of the meals booked from their picks", async () => {
    const me = await account();
    for (const score of [4, 5]) {
      const { booking } = seedBookedTrip(db());
      const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId: me.id, mealPosition: 1 });
      db()
        .update(reservations)
        .set({ recommendationId: pick.id })
        .where(and(eq(reservations.bookingId, booking.id), eq(reservations.mealPosition, 1)))
        .run();
      await postForm(`/rate/${ratingToken(booking, 1)}`, { score: String(score), comment: "" });
    }
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    const page = await send("/dashboard", { cookie });
    expect(figure(page.text, /Travellers&#x27; rating \(2 meals\)/)).toBe("4.5 / 5");
  });
});

describe("the team's views", () => {
  it("the workspace shows each meal's rating, and the owner's creators list the average, count and last comments", async () => {
    const me = await account();
    const references: string[] = [];
    for (const [score, comment] of [
      [4, "Lovely terrace."],
      [5, "Best croquetas of the trip."],
    ] as const) {
      const { booking } = seedBookedTrip(db());
      references.push(booking.reference);
      const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId: me.id, mealPosition: 1 });
      db()
        .update(reservations)
        .set({ recommendationId: pick.id })
        .where(and(eq(reservations.bookingId, booking.id), eq(reservations.mealPosition, 1)))
        .run();
      const token = ratingToken(booking, 1);
      await postForm(`/rate/${token}`, { score: String(score), comment });
    }
    const owner = await seedStaff(db(), { role: "owner" });
    const cookie = staffCookie(db(), owner.id);
    let workspace = await send(`/admin/bookings/${references[0]}`, { cookie });
    // The workspace may answer at the booking's readable address: followed once.
    const moved = workspace.response.headers.get("location");
    if (workspace.response.status === 302 && moved) workspace = await send(moved, { cookie });
    expect(workspace.text).toContain("How the meals were");
    // React separates the text of neighbouring expressions with empty comments.
    expect(workspace.text.replaceAll("<!-- -->", "")).toContain("Meal 1, Casa Lucio: 4/5");
    expect(workspace.text).toContain("Lovely terrace.");

    const creators = await send(`/admin?tab=creators&q=${encodeURIComponent(me.email)}`, { cookie });
    expect(creators.text).toContain("Travellers&#x27; ratings");
    expect(creators.text.replaceAll("<!-- -->", "")).toMatch(/4\.5 \/ 5 \(2 meals\)/);
    expect(creators.text).toContain("Best croquetas of the trip.");
  });
});
