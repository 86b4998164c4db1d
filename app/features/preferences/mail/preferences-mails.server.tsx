import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type Booking, dietaryNeeds, meals } from "~/db/schema";
import { PREFERENCES_OPEN } from "~/domain/booking-lifecycle";
import { dietarySummary } from "~/features/preferences/dietary-summary.server";
import type { Trip } from "~/features/trip/mail/traveller";
import { travellerFacts, travellerMail } from "~/features/trip/mail/traveller-mail.server";
import { fixedT } from "~/i18n/i18n.server";
import { type PreferenceGroup, preferenceLabel } from "~/i18n/preference-labels";
import type { MailKind } from "~/platform/mail/mail-kind.server";
import { type DietarySummary, type MealSummary, PreferencesReceived } from "./preferences-received";

/** The traveller's answers as last saved, in the words of the booking's language. */
function answersOf(executor: Executor, booking: Booking, trip: Trip) {
  const words = fixedT(trip.language, "common");
  const label = (group: PreferenceGroup, value: string) => preferenceLabel(words, group, value);
  const rows = executor.select().from(meals).where(eq(meals.bookingId, booking.id)).orderBy(asc(meals.position)).all();
  const summaries: MealSummary[] = rows.map((row) => ({
    position: row.position,
    date: row.date,
    meal: label("meal", row.meal),
    vibe: label("vibe", row.vibe),
    cuisine: row.cuisine,
    budget: label("budget", row.budgetBand),
    partySize: row.partySize,
    occasion: row.occasion === "none" ? null : label("occasion", row.occasion),
    note: row.note,
  }));
  const diet = executor.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, booking.id)).get();
  const dietary: DietarySummary | null = diet ? dietarySummary(trip.language, diet) : null;
  return { meals: summaries, dietary };
}

/** The summary sent after each save of the preferences. */
export const preferencesMails: readonly MailKind[] = [
  travellerMail({
    type: "preferences_received",
    load: (executor, record) => {
      const facts = travellerFacts(executor, record);
      return { ...facts, ...answersOf(executor, facts.booking, facts.trip) };
    },
    subject: ({ trip }) => trip.t("preferences.subject", { city: trip.city }),
    render: ({ trip, booking, meals, dietary }) => (
      <PreferencesReceived
        trip={trip}
        meals={meals}
        dietary={dietary}
        changesOpen={PREFERENCES_OPEN.includes(booking.status)}
      />
    ),
  }),
];
