import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { Action, dayOfStay, small, text } from "~/platform/mail/layout";

/** One meal's answers, already in the message's words (labels translated by the composer). */
export type MealSummary = {
  position: number;
  date: string | null;
  meal: string;
  vibe: string;
  cuisine: string;
  budget: string;
  partySize: number;
  /** Null when there is no occasion. */
  occasion: string | null;
  note: string;
};

export type DietarySummary = { needs: string[]; other: string };

/** The one line the answers are written on: the erasure finds it again in stored copies. */
export const dietaryLine = (dietary: DietarySummary) =>
  [...dietary.needs, ...(dietary.other ? [dietary.other] : [])].join(", ");

/**
 * Marks the paragraph that holds the answers, so erasing them (30 days after the trip, or
 * when the traveller clears them) can blank exactly that paragraph in the stored copy.
 */
const DIETARY_PARAGRAPH = { "data-erasable": "dietary" } as const;

const subheading = { fontSize: "18px", lineHeight: "26px", margin: "16px 0 8px" };

function Meal({ trip, meal }: { trip: Trip; meal: MealSummary }) {
  const { t } = trip;
  const facts = [
    meal.date ? dayOfStay(meal.date, trip.language) : t("preferences.anyDay"),
    meal.meal,
    meal.vibe,
    meal.cuisine || t("preferences.anyCuisine"),
    t("preferences.perPerson", { budget: meal.budget }),
    t("preferences.party", { count: meal.partySize }),
    ...(meal.occasion ? [meal.occasion] : []),
  ];
  return (
    <Section style={{ margin: "0 0 12px" }}>
      <Text style={{ ...text, fontWeight: 600, margin: "0 0 4px" }}>
        {t("preferences.meal", { position: meal.position })}
      </Text>
      <Text style={{ ...text, margin: "0 0 4px" }}>{facts.join(" · ")}</Text>
      {meal.note && <Text style={{ ...small, margin: "0 0 4px" }}>{t("preferences.note", { note: meal.note })}</Text>}
    </Section>
  );
}

/** The summary sent after each save, so the traveller has what the concierge has. */
export function PreferencesReceived({
  trip,
  meals,
  dietary,
  changesOpen,
}: {
  trip: Trip;
  meals: MealSummary[];
  /** Null when the party gave no dietary needs. */
  dietary: DietarySummary | null;
  /** Whether the trip page still takes changes (before curating starts). */
  changesOpen: boolean;
}) {
  const { t, city } = trip;
  const line = dietary ? dietaryLine(dietary) : "";
  return (
    <TripFrame
      trip={trip}
      preview={t("preferences.preview", { count: meals.length, city })}
      title={t("preferences.title")}
    >
      <Text style={text}>{t("preferences.body", { city })}</Text>
      <Heading as="h2" style={subheading}>
        {t("preferences.yourMeals")}
      </Heading>
      {meals.map((meal) => (
        <Meal key={meal.position} trip={trip} meal={meal} />
      ))}
      <Heading as="h2" style={subheading}>
        {t("preferences.dietary")}
      </Heading>
      <Text style={text} {...DIETARY_PARAGRAPH}>
        {line || t("preferences.noneGiven")}
      </Text>
      {changesOpen ? (
        <>
          <Text style={text}>{t("preferences.changes")}</Text>
          <Action href={trip.tripUrl}>{t("preferences.review")}</Action>
        </>
      ) : (
        <Action href={trip.tripUrl}>{t("preferences.seeTrip")}</Action>
      )}
    </TripFrame>
  );
}
