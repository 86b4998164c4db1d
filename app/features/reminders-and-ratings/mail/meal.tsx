import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Rating, ReminderDay } from "~/features/reminders-and-ratings/meal-reminders";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { INTL_LOCALE } from "~/i18n/languages";
import { Action, dayOfStay, small, text, type Words } from "~/platform/mail/layout";

/** The facts of one reserved meal, as both meal emails tell them. */
export type MealFacts = {
  restaurant: string;
  kind: "breakfast" | "lunch" | "dinner";
  localDate: string;
  localTime: string;
  address: string;
  mapsUrl: string | null;
  tableName: string;
  partySize: number;
  dishTips: string;
  cancellationNote: string;
};

const label = { ...text, margin: "0 0 4px" };

/** "Today", "Tomorrow" or "On Friday 11 December": the day a reminder names, in the message's language. */
export function reminderDayWords(day: ReminderDay, { t, language }: Words): string {
  if (typeof day === "string") return t(`mealReminder.day.${day}`);
  const date = new Date(`${day.date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], { ...options, timeZone: "UTC" }).format(date);
  return t("mealReminder.day.date", {
    weekday: part({ weekday: "long" }),
    dayNumber: part({ day: "numeric" }),
    month: part({ month: "long" }),
  });
}

/**
 * Before the meal (usually the day before): where and when, whose name the table is under, and
 * the restaurant's own terms, headed by the day as it is in the city when the message is sent.
 */
export function MealReminder({ trip, meal, day }: { trip: Trip; meal: MealFacts; day: ReminderDay }) {
  const { t } = trip;
  const when = `${dayOfStay(meal.localDate, trip.language)}, ${meal.localTime}`;
  const kind = t(`mealKinds.${meal.kind}`);
  return (
    <TripFrame
      trip={trip}
      preview={t("mealReminder.preview", { kind, restaurant: meal.restaurant, when })}
      title={t("mealReminder.title", { day: reminderDayWords(day, trip), kind, restaurant: meal.restaurant })}
    >
      <Text style={text}>{t("mealReminder.body", { kind, restaurant: meal.restaurant })}</Text>
      <Text style={label}>
        <strong>{t("mealReminder.when")}</strong> {when} {t("mealReminder.localTime", { city: trip.city })}
      </Text>
      <Text style={label}>
        <strong>{t("mealReminder.where")}</strong> {meal.address}
        {meal.mapsUrl ? (
          <>
            {" · "}
            <Link href={meal.mapsUrl}>{t("mealReminder.map")}</Link>
          </>
        ) : null}
      </Text>
      <Text style={text}>
        <strong>{t("mealReminder.table")}</strong>{" "}
        {t("mealReminder.tableUnder", { name: meal.tableName, count: meal.partySize })}
      </Text>
      {meal.dishTips ? (
        <Text style={text}>
          <strong>{t("mealReminder.tip")}</strong> {meal.dishTips}
        </Text>
      ) : null}
      {meal.cancellationNote ? (
        <Text style={text}>
          <strong>{t("mealReminder.cancellation")}</strong> {meal.cancellationNote}
        </Text>
      ) : null}
      <Text style={small}>{t("mealReminder.calendar")}</Text>
      <Text style={text}>{t("mealReminder.message")}</Text>
      <Action href={trip.tripUrl}>{t("mealReminder.action")}</Action>
    </TripFrame>
  );
}

/** The morning after: five one-click ratings, each a signed link that records it. */
export function MealFeedback({
  trip,
  meal,
  links,
}: {
  trip: Trip;
  meal: MealFacts;
  links: { score: Rating; url: string }[];
}) {
  const { t } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={t("mealFeedback.preview")}
      title={t(`mealFeedback.subject.${meal.kind}`, { restaurant: meal.restaurant })}
    >
      <Text style={text}>{t("mealFeedback.body", { restaurant: meal.restaurant })}</Text>
      <Section style={{ margin: "8px 0 16px" }}>
        {links.map(({ score, url }) => (
          <Text key={score} style={label}>
            <Link href={url}>{t("mealFeedback.score", { count: score })}</Link>
          </Text>
        ))}
      </Section>
      <Text style={small}>{t("mealFeedback.confirm")}</Text>
    </TripFrame>
  );
}
