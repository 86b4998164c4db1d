import type { MealSummary } from "~/domain/meal-preferences";

export type { MealSummary };

import { Heading, Section, Text } from "@react-email/components";
import { Action, dayOfStay, Frame, small, text } from "./layout";
import type { Trip } from "./traveller";

export type DietarySummary = { needs: string[]; other: string };

const subheading = { fontSize: "18px", lineHeight: "26px", margin: "16px 0 8px" };

function Meal({ meal }: { meal: MealSummary }) {
  const facts = [
    meal.date ? dayOfStay(meal.date) : "Any day",
    meal.meal,
    meal.vibe,
    meal.cuisine || "Any cuisine",
    `${meal.budget} per person`,
    `party of ${meal.partySize}`,
    ...(meal.occasion === "None" ? [] : [meal.occasion]),
  ];
  return (
    <Section style={{ margin: "0 0 12px" }}>
      <Text style={{ ...text, fontWeight: 600, margin: "0 0 4px" }}>Meal {meal.position}</Text>
      <Text style={{ ...text, margin: "0 0 4px" }}>{facts.join(" · ")}</Text>
      {meal.note && <Text style={{ ...small, margin: "0 0 4px" }}>Note: {meal.note}</Text>}
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
  const needs = dietary ? [...dietary.needs, ...(dietary.other ? [dietary.other] : [])] : [];
  return (
    <Frame
      preview={`We have your preferences for ${meals.length} ${meals.length === 1 ? "meal" : "meals"} in ${trip.city}.`}
      title="Preferences received"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {trip.name.trim().split(/\s+/)[0] || trip.name},</Text>
      <Text style={text}>
        Thank you. Your concierge now looks for tables in {trip.city} that fit what you told us; your itinerary is
        expected within 48 hours.
      </Text>
      <Heading as="h2" style={subheading}>
        Your meals
      </Heading>
      {meals.map((meal) => (
        <Meal key={meal.position} meal={meal} />
      ))}
      <Heading as="h2" style={subheading}>
        Dietary needs and allergies
      </Heading>
      <Text style={text}>{needs.length ? needs.join(", ") : "None given"}</Text>
      {changesOpen ? (
        <>
          <Text style={text}>Something to change? Your trip page takes new answers until curating starts.</Text>
          <Action href={trip.tripUrl}>Review your preferences</Action>
        </>
      ) : (
        <Action href={trip.tripUrl}>See your trip</Action>
      )}
    </Frame>
  );
}
