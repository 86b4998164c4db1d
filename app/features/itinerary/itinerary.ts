import { dateFormat } from "~/domain/date-formats";
import { INTL_LOCALE, type Language } from "~/i18n/languages";

/**
 * The itinerary as it was sent to the traveller: a frozen document, versioned. The PDF, its
 * HTML twin and the calendar files are all drawn from it, so they always agree with each other
 * and with what was mailed, even while the concierge edits a table that has not been sent yet.
 * Each meal keeps the id of its reservation (the calendar UID, stable for the life of the meal)
 * and its own calendar SEQUENCE, raised only when that meal changes in a sent update.
 */

export type ItineraryMeal = {
  /** The reservation's id: the calendar event's UID is made of it. */
  id: number;
  position: number;
  /** YYYY-MM-DD and HH:MM, local to `timeZone`. */
  localDate: string;
  localTime: string;
  timeZone: string;
  /** The same moment in UTC (ISO-8601). */
  startsAt: string;
  restaurant: string;
  address: string;
  /** Only an https link of a map service; null otherwise (never rendered as a link). */
  mapsUrl: string | null;
  tableName: string;
  partySize: number;
  confirmationCode: string;
  dishTips: string;
  note: string;
  /** The calendar SEQUENCE: 0 when first sent, +1 for each sent change to this meal. */
  sequence: number;
};

export type ItineraryDocument = {
  version: number;
  /** A cancelled trip keeps its document, so its calendar events can say CANCELLED. */
  status: "sent" | "cancelled";
  reference: string;
  city: string;
  timeZone: string;
  checkIn: string;
  checkOut: string;
  traveller: string;
  /** The language the traveller booked in: the PDF, the page and the calendar speak it (English before it was kept). */
  language?: Language;
  /** The city's dining hours in a line ("lunch 14:00–16:00, dinner rarely before 21:00"). */
  rhythm: string;
  /** In the order they happen. */
  meals: ItineraryMeal[];
};

export type TripFacts = Pick<
  ItineraryDocument,
  "reference" | "city" | "timeZone" | "checkIn" | "checkOut" | "traveller" | "rhythm" | "language"
>;

/** The reservation facts a meal of the itinerary is made of. */
export type MealFacts = Omit<ItineraryMeal, "sequence">;

const inOrder = (meals: ItineraryMeal[]) =>
  [...meals].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.position - b.position);

/** The first itinerary sent for a trip: version 1, every meal at SEQUENCE 0. */
export function firstItinerary(trip: TripFacts, meals: MealFacts[]): ItineraryDocument {
  return { version: 1, status: "sent", ...trip, meals: inOrder(meals.map((meal) => ({ ...meal, sequence: 0 }))) };
}

/** The facts of a meal a traveller is told about, in the order the update email lists them. */
const CHANGE_FACTS = [
  "restaurant",
  "localDate",
  "localTime",
  "address",
  "mapsUrl",
  "tableName",
  "partySize",
  "confirmationCode",
  "dishTips",
  "note",
] as const;
type ChangeFact = (typeof CHANGE_FACTS)[number];

/** Short facts are told with their new and old value; long texts are only said to have changed. */
const SHORT_FACTS: readonly ChangeFact[] = ["localTime", "localDate", "partySize", "confirmationCode"];

/** What changed in one meal, in data: the email words it in the traveller's language. */
export type MealChange = {
  position: number;
  restaurant: string;
  added: boolean;
  facts: { key: ChangeFact; before: string; after: string }[];
};

/** The words a change is told in, from the catalogue: English for the concierge, the traveller's language in the email (i18n.server). */
export type ChangeWords = {
  label: (key: ChangeFact) => string;
  meal: (position: number, restaurant: string) => string;
  /** The meal and what changed in it, joined as the language punctuates ("…: …", "… : …"). */
  line: (meal: string, what: string) => string;
  added: string;
  short: (label: string, after: string, before: string) => string;
  long: (label: string) => string;
  removed: string;
  none: string;
};

/** One line per changed meal: "Meal 2, Casa Ponzano: time 21:30 (was 21:00)". */
export function changeLines(changes: readonly MealChange[], words: ChangeWords): string[] {
  return changes.map((change) => {
    const what = change.added
      ? words.added
      : change.facts
          .map(({ key, before, after }) =>
            SHORT_FACTS.includes(key)
              ? words.short(words.label(key), after || words.removed, before || words.none)
              : words.long(words.label(key)),
          )
          .join(", ");
    return words.line(words.meal(change.position, change.restaurant), what);
  });
}

export type Revision = {
  document: ItineraryDocument;
  /** What changed, meal by meal (empty when nothing did). */
  changes: MealChange[];
};

/**
 * The itinerary after the concierge's edits: the next version, with SEQUENCE raised on exactly
 * the meals that changed (the others keep theirs, so calendars leave them alone).
 */
export function reviseItinerary(sent: ItineraryDocument, trip: TripFacts, meals: MealFacts[]): Revision {
  const before = new Map(sent.meals.map((meal) => [meal.position, meal]));
  const changes: MealChange[] = [];
  const revised = meals.map((meal): ItineraryMeal => {
    const old = before.get(meal.position);
    if (!old) {
      changes.push({ position: meal.position, restaurant: meal.restaurant, added: true, facts: [] });
      return { ...meal, sequence: 0 };
    }
    const facts = CHANGE_FACTS.filter((key) => old[key] !== meal[key]).map((key) => ({
      key,
      before: String(old[key] ?? ""),
      after: String(meal[key] ?? ""),
    }));
    if (facts.length === 0) return { ...meal, sequence: old.sequence };
    changes.push({ position: meal.position, restaurant: meal.restaurant, added: false, facts });
    return { ...meal, sequence: old.sequence + 1 };
  });
  return { document: { ...sent, ...trip, version: sent.version + 1, meals: inOrder(revised) }, changes };
}

/** The itinerary of a cancelled trip: every event raised once more and marked cancelled. */
export function cancelItinerary(sent: ItineraryDocument): ItineraryDocument {
  if (sent.status === "cancelled") return sent;
  return {
    ...sent,
    version: sent.version + 1,
    status: "cancelled",
    meals: sent.meals.map((meal) => ({ ...meal, sequence: meal.sequence + 1 })),
  };
}

export type ItineraryDay = { date: string; dayNumber: number; meals: ItineraryMeal[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The meals by day of the stay, in date order; day 1 is the check-in date. */
export function daysOf(document: ItineraryDocument): ItineraryDay[] {
  const days = new Map<string, ItineraryMeal[]>();
  for (const meal of inOrder(document.meals)) days.set(meal.localDate, [...(days.get(meal.localDate) ?? []), meal]);
  const start = Date.parse(`${document.checkIn}T00:00:00Z`);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, meals]) => ({
      date,
      dayNumber: Math.round((Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS) + 1,
      meals,
    }));
}

/** What a meal at this local time is called on the page. */
export function mealKind(localTime: string): "Breakfast" | "Lunch" | "Dinner" {
  const hour = Number(localTime.slice(0, 2));
  if (hour < 11) return "Breakfast";
  return hour < 17 ? "Lunch" : "Dinner";
}

/** ASCII for a file name: "São Paulo" → "sao-paulo". */
const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "sobremesa-madrid-2026-03-14-to-2026-03-16.pdf": the city and the dates, as a download is saved. */
export function itineraryFileName(
  document: Pick<ItineraryDocument, "city" | "checkIn" | "checkOut">,
  extension: string,
): string {
  return `sobremesa-${slug(document.city) || "trip"}-${document.checkIn}-to-${document.checkOut}.${extension}`;
}

/** "sobremesa-madrid-meal-2.ics" */
export function mealFileName(document: Pick<ItineraryDocument, "city">, position: number): string {
  return `sobremesa-${slug(document.city) || "trip"}-meal-${position}.ics`;
}

/** A date of the stay in full: "Saturday 14 March 2026", "sábado, 14 de marzo de 2026". */
export function formatLongDate(date: string, language: Language = "en"): string {
  return dateFormat(INTL_LOCALE[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
