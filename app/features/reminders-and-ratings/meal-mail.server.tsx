import { and, eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type Booking, reservations } from "~/db/schema";
import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { shownText } from "~/domain/plain-text";
import { calendarHost, mealCalendar } from "~/features/itinerary/calendar.server";
import { firstItinerary, type ItineraryDocument, mealFileName, mealKind } from "~/features/itinerary/itinerary";
import { itineraryOf, mealFactsOf, tripFactsOf } from "~/features/itinerary/itinerary.server";
import { type MealFacts, MealFeedback, MealReminder } from "~/features/reminders-and-ratings/mail/meal";
import { ratingToken, ratingUrl } from "~/features/reminders-and-ratings/meal-ratings.server";
import { RATINGS } from "~/features/reminders-and-ratings/meal-reminders";
import type { Trip } from "~/features/trip/mail/traveller";
import { issueTripLink, tripUrl } from "~/features/trip/trip-links.server";
import { itineraryWords } from "~/i18n/i18n.server";
import type { Composed, MailAttachment, MailPayload } from "~/platform/mail/compose.server";

/**
 * The two emails about one reserved meal (issue 31; queued by features/reminders-and-ratings/meal-mails.server.ts):
 * composed from the reservation as it is when sent. Each first checks that it still applies (the
 * trip not cancelled, the table still there, the reminder's meal still at the time it was queued
 * for and not begun), so a late edit or a crash before the queue caught up sends nothing wrong.
 */
export function composeMealMail(
  executor: Executor,
  payload: MailPayload,
  booking: Booking,
  tripFor: (url: string) => Trip,
): Composed {
  const position = Number(payload.data?.mealPosition);
  if (booking.status === CALLED_OFF) return { send: false, reason: "The trip was cancelled" };
  const row = executor
    .select()
    .from(reservations)
    .where(and(eq(reservations.bookingId, booking.id), eq(reservations.mealPosition, position)))
    .get();
  if (!row) return { send: false, reason: `Meal ${position} has no table any more` };
  if (payload.mail === "meal_reminder") {
    if (row.startsAt !== payload.data?.startsAt)
      return { send: false, reason: "The table moved: its own reminder is queued" };
    if (clock.nowMs() >= Date.parse(row.startsAt)) return { send: false, reason: "The meal has begun" };
  }
  const token = issueTripLink(executor, booking.id);
  const trip = tripFor(tripUrl(token));
  const meal: MealFacts = {
    restaurant: shownText(row.restaurantName),
    kind: mealKind(row.localTime).toLowerCase() as MealFacts["kind"],
    localDate: row.localDate,
    localTime: row.localTime,
    address: shownText(row.address),
    mapsUrl: mealFactsOf([row])[0].mapsUrl,
    tableName: shownText(row.tableName),
    partySize: row.partySize,
    dishTips: shownText(row.dishTips, { multiline: true }),
    cancellationNote: shownText(row.cancellationNote, { multiline: true }),
  };
  const base = {
    send: true as const,
    type: payload.mail,
    to: booking.email,
    toName: trip.name,
    bookingId: booking.id,
  };
  if (payload.mail === "meal_reminder") {
    return {
      ...base,
      subject: trip.t("mealReminder.subject", {
        kind: trip.t(`mealKinds.${meal.kind}`),
        restaurant: meal.restaurant,
        time: meal.localTime,
      }),
      element: <MealReminder trip={trip} meal={meal} />,
      secrets: [trip.tripUrl, token],
      attachments: [mealCalendarFile(executor, booking, row)],
    };
  }
  const rating = ratingToken(booking, position);
  const links = RATINGS.map((score) => ({ score, url: ratingUrl(rating, score) }));
  return {
    ...base,
    subject: trip.t(`mealFeedback.subject.${meal.kind}`, { restaurant: meal.restaurant }),
    element: <MealFeedback trip={trip} meal={meal} links={links} />,
    // The rating links are the traveller's to click: no kept copy of the message holds one.
    secrets: [trip.tripUrl, token, ...links.map((link) => link.url), rating],
  };
}

/**
 * The meal's own calendar file, under the UID the itinerary gives it: as sent when the itinerary
 * holds the meal unchanged, else drawn from the table as it stands with a SEQUENCE above the
 * sent one, so an import replaces the event rather than adding a second.
 */
function mealCalendarFile(executor: Executor, booking: Booking, row: typeof reservations.$inferSelect): MailAttachment {
  const sent = itineraryOf(booking.id, executor)?.document as ItineraryDocument | undefined;
  const sentMeal = sent?.meals.find((meal) => meal.id === row.id);
  const document = firstItinerary(tripFactsOf(booking), mealFactsOf([row]));
  if (sentMeal) {
    document.meals[0].sequence = sentMeal.sequence + (sentMeal.startsAt === row.startsAt ? 0 : 1);
  }
  const calendar = mealCalendar(document, row.mealPosition, calendarHost(), itineraryWords(booking.language));
  return {
    filename: mealFileName(document, row.mealPosition),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(calendar ?? "", "utf8"),
  };
}
