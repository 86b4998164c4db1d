import { and, eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type Booking, reservations } from "~/db/schema";
import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { shownText } from "~/domain/plain-text";
import { calendarHost, mealCalendar } from "~/features/itinerary/calendar.server";
import { firstItinerary, type ItineraryDocument, mealFileName, mealKind } from "~/features/itinerary/itinerary";
import { itineraryOf, mealFactsOf, tripFactsOf } from "~/features/itinerary/itinerary.server";
import { ratingToken, ratingUrl } from "~/features/reminders-and-ratings/meal-ratings.server";
import { RATINGS, reminderDay } from "~/features/reminders-and-ratings/meal-reminders";
import {
  bookingOf,
  type TravellerFacts,
  travellerMail,
  withTripLink,
} from "~/features/trip/mail/traveller-mail.server";
import { itineraryWords } from "~/i18n/i18n.server";
import { type MailAttachment, type MailKind, type MailPayload, NotSent } from "~/platform/mail/mail-kind.server";
import { type MealFacts, MealFeedback, MealReminder, reminderDayWords } from "./meal";

/**
 * The two emails about one reserved meal (queued by features/reminders-and-ratings/meal-mails.server.ts):
 * composed from the reservation as it is when sent. Each first checks that it still applies (the
 * trip not cancelled, the table still there, the reminder's meal still at the time it was queued
 * for and not begun), before a trip link is minted for it, so a late edit or a crash before the
 * queue caught up sends nothing wrong.
 */

type Reservation = typeof reservations.$inferSelect;
type MealMailFacts = TravellerFacts & { row: Reservation; meal: MealFacts };

function mealMailFacts(executor: Executor, record: MailPayload): MealMailFacts | NotSent {
  const booking = bookingOf(executor, record);
  const position = Number(record.data?.mealPosition);
  if (booking.status === CALLED_OFF) return new NotSent("The trip was cancelled");
  const row = executor
    .select()
    .from(reservations)
    .where(and(eq(reservations.bookingId, booking.id), eq(reservations.mealPosition, position)))
    .get();
  if (!row) return new NotSent(`Meal ${position} has no table any more`);
  if (record.mail === "meal_reminder") {
    if (row.startsAt !== record.data?.startsAt) return new NotSent("The table moved: its own reminder is queued");
    if (clock.nowMs() >= Date.parse(row.startsAt)) return new NotSent("The meal has begun");
  }
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
  return { ...withTripLink(executor, record, booking), row, meal };
}

/**
 * The meal's own calendar file, under the UID the itinerary gives it: as sent when the itinerary
 * holds the meal unchanged, else drawn from the table as it stands with a SEQUENCE above the
 * sent one, so an import replaces the event rather than adding a second.
 */
function mealCalendarFile(executor: Executor, booking: Booking, row: Reservation): MailAttachment {
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

/** The reminder before the meal, with the table's facts and calendar; "how was it" the morning after. */
export const remindersAndRatingsMails: readonly MailKind[] = [
  travellerMail({
    type: "meal_reminder",
    load: (executor, record) => {
      const facts = mealMailFacts(executor, record);
      if (facts instanceof NotSent) return facts;
      // "Today" or "Tomorrow" as it is in the city at this sending, not when the reminder was queued.
      return { ...facts, day: reminderDay(facts.row.localDate, clock.now(), facts.row.timeZone) };
    },
    subject: ({ trip, meal, day }) =>
      trip.t("mealReminder.subject", {
        day: reminderDayWords(day, trip),
        kind: trip.t(`mealKinds.${meal.kind}`),
        restaurant: meal.restaurant,
        time: meal.localTime,
      }),
    render: ({ trip, meal, day }) => <MealReminder trip={trip} meal={meal} day={day} />,
    attachments: (executor, { booking, row }) => [mealCalendarFile(executor, booking, row)],
  }),
  travellerMail({
    type: "meal_feedback",
    load: (executor, record) => {
      const facts = mealMailFacts(executor, record);
      if (facts instanceof NotSent) return facts;
      const rating = ratingToken(facts.booking, facts.row.mealPosition);
      const links = RATINGS.map((score) => ({ score, url: ratingUrl(rating, score) }));
      return { ...facts, rating, links };
    },
    subject: ({ trip, meal }) => trip.t(`mealFeedback.subject.${meal.kind}`, { restaurant: meal.restaurant }),
    render: ({ trip, meal, links }) => <MealFeedback trip={trip} meal={meal} links={links} />,
    // The rating links are the traveller's to click: no kept copy of the message holds one.
    moreSecrets: ({ links, rating }) => [...links.map((link) => link.url), rating],
  }),
];
