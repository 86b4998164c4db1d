import { z } from "zod";
import { isIsoDate } from "./dates";
import {
  BUDGET_BANDS,
  type BudgetBand,
  DIETARY_NEEDS,
  type DietaryNeed,
  MEAL_TIMES,
  type MealTime,
  OCCASIONS,
  type Occasion,
  VIBES,
  type Vibe,
  valuesOf,
} from "./meal-preferences";
import { PLAIN_TEXT_MESSAGE, plainLine, plainLines, textLines } from "./plain-text";
import { MAX_RESERVATIONS } from "./pricing";

/**
 * The trip page's preferences form: one fieldset per reservation, dietary needs once for the
 * party, and the consent those need. The same schema validates live in the browser and on
 * the server (through conform, which turns the posted strings into numbers and booleans).
 */

export const CUISINE_MAX = 80;
export const NOTE_MAX = 500;
export const DIETARY_OTHER_MAX = 200;
export const PARTY_MIN = 1;
export const PARTY_MAX = 20;

export const CONSENT_LABEL = "I agree that Sobremesa uses this to book suitable restaurants";

export const PREFERENCES_MESSAGES = {
  date: "Choose a day of your stay, or leave it empty for any day",
  meal: "Choose lunch, dinner or either",
  vibe: "Choose a vibe",
  cuisine: `Cuisine must be at most ${CUISINE_MAX} characters`,
  budgetBand: "Choose a budget per person",
  partySize: `Party size must be a whole number from ${PARTY_MIN} to ${PARTY_MAX}`,
  occasion: "Choose an occasion, or None",
  note: `The note must be at most ${NOTE_MAX} characters`,
  sameAsFirst: "Tick the box or leave it empty",
  meals: "Tell us about each reservation of your trip",
  dietary: "Choose from the list",
  dietaryOther: `Tell us in at most ${DIETARY_OTHER_MAX} characters`,
  dietaryOtherMissing: "Tell us which other needs or allergies to plan for",
  consent:
    "Tick this box so we may use your dietary needs and allergies, or clear them if you'd rather tell your concierge another way",
  plainText: PLAIN_TEXT_MESSAGE,
} as const;

const ENGLISH: PreferencesMessages = PREFERENCES_MESSAGES;

/** One meal's answers as stored (position is its place in the trip, from 1). */
export type MealAnswers = {
  date: string | null;
  meal: MealTime;
  vibe: Vibe;
  cuisine: string;
  budgetBand: BudgetBand;
  partySize: number;
  occasion: Occasion;
  note: string;
};

export type DietaryAnswers = { needs: DietaryNeed[]; other: string } | null;

const choice = <T extends Parameters<typeof valuesOf>[0]>(choices: T, error: string) =>
  z.enum(valuesOf(choices), { error }).optional();

/** The messages in the traveller's language; the English ones above are the reference. */
export type PreferencesMessages = { readonly [K in keyof typeof PREFERENCES_MESSAGES]: string };

/** Every answer of a meal is optional here; which ones a meal must give is checked over the whole form. */
function mealSchema(stay: { checkIn: string; checkOut: string }, PREFERENCES_MESSAGES: PreferencesMessages) {
  return z.object({
    sameAsFirst: z.boolean({ error: PREFERENCES_MESSAGES.sameAsFirst }).optional(),
    date: z
      .string({ error: PREFERENCES_MESSAGES.date })
      .refine((value) => isIsoDate(value) && value >= stay.checkIn && value <= stay.checkOut, {
        error: PREFERENCES_MESSAGES.date,
      })
      .optional(),
    meal: choice(MEAL_TIMES, PREFERENCES_MESSAGES.meal),
    vibe: choice(VIBES, PREFERENCES_MESSAGES.vibe),
    cuisine: plainLine(
      z.string({ error: PREFERENCES_MESSAGES.cuisine }).trim().max(CUISINE_MAX, PREFERENCES_MESSAGES.cuisine),
      PREFERENCES_MESSAGES.plainText,
    ).optional(),
    budgetBand: choice(BUDGET_BANDS, PREFERENCES_MESSAGES.budgetBand),
    partySize: z
      .number({ error: PREFERENCES_MESSAGES.partySize })
      .int({ error: PREFERENCES_MESSAGES.partySize })
      .min(PARTY_MIN, { error: PREFERENCES_MESSAGES.partySize })
      .max(PARTY_MAX, { error: PREFERENCES_MESSAGES.partySize })
      .optional(),
    occasion: choice(OCCASIONS, PREFERENCES_MESSAGES.occasion),
    note: plainLines(
      textLines(PREFERENCES_MESSAGES.note).trim().max(NOTE_MAX, PREFERENCES_MESSAGES.note),
      PREFERENCES_MESSAGES.plainText,
    ).optional(),
  });
}

/** What a meal must say unless it copies meal 1. */
const REQUIRED_PER_MEAL = ["meal", "vibe", "budgetBand", "partySize", "occasion"] as const;

/**
 * The schema for one booking's form: as many meals as it has reservations, each date within
 * the stay (check-in to check-out, both included). Dietary answers need the consent box;
 * without dietary answers no consent is asked.
 */
export function preferencesSchema(
  booking: { checkIn: string; checkOut: string; reservations: number },
  PREFERENCES_MESSAGES: PreferencesMessages = ENGLISH,
) {
  return z
    .object({
      meals: z
        .array(mealSchema(booking, PREFERENCES_MESSAGES), { error: PREFERENCES_MESSAGES.meals })
        .length(booking.reservations, { error: PREFERENCES_MESSAGES.meals }),
      dietary: z
        .array(z.enum(valuesOf(DIETARY_NEEDS), { error: PREFERENCES_MESSAGES.dietary }), {
          error: PREFERENCES_MESSAGES.dietary,
        })
        .max(DIETARY_NEEDS.length, { error: PREFERENCES_MESSAGES.dietary })
        .optional(),
      dietaryOther: plainLine(
        z
          .string({ error: PREFERENCES_MESSAGES.dietaryOther })
          .trim()
          .max(DIETARY_OTHER_MAX, { error: PREFERENCES_MESSAGES.dietaryOther }),
        PREFERENCES_MESSAGES.plainText,
      ).optional(),
      consent: z.boolean({ error: PREFERENCES_MESSAGES.consent }).optional(),
    })
    .superRefine((value, ctx) => {
      value.meals.forEach((meal, index) => {
        if (index > 0 && meal.sameAsFirst) return;
        for (const field of REQUIRED_PER_MEAL) {
          if (meal[field] === undefined) {
            ctx.addIssue({ code: "custom", path: ["meals", index, field], message: PREFERENCES_MESSAGES[field] });
          }
        }
      });
      const needs = value.dietary ?? [];
      if (needs.includes("other") && !value.dietaryOther) {
        ctx.addIssue({ code: "custom", path: ["dietaryOther"], message: PREFERENCES_MESSAGES.dietaryOtherMissing });
      }
      if ((needs.length > 0 || value.dietaryOther) && !value.consent) {
        ctx.addIssue({ code: "custom", path: ["consent"], message: PREFERENCES_MESSAGES.consent });
      }
    });
}

export type PreferencesInput = z.output<ReturnType<typeof preferencesSchema>>;

/**
 * The meals to store: a meal that says "same as meal 1" takes meal 1's answers, keeping its
 * own date (two meals on one day and time would not be two reservations).
 */
export function resolvedMeals(input: PreferencesInput): MealAnswers[] {
  const answers = (meal: PreferencesInput["meals"][number]): MealAnswers => ({
    date: meal.date ?? null,
    meal: meal.meal ?? "either",
    vibe: meal.vibe ?? "other",
    cuisine: meal.cuisine ?? "",
    budgetBand: meal.budgetBand ?? "30_60",
    partySize: meal.partySize ?? 2,
    occasion: meal.occasion ?? "none",
    note: meal.note ?? "",
  });
  const first = answers(input.meals[0]);
  return input.meals.map((meal, index) =>
    index > 0 && meal.sameAsFirst ? { ...first, date: meal.date ?? null } : answers(meal),
  );
}

/** The party's dietary answers to store, or null when there are none (then nothing is kept). */
export function resolvedDietary(input: PreferencesInput): DietaryAnswers {
  const other = input.dietaryOther ?? "";
  const needs = new Set(input.dietary ?? []);
  if (other) needs.add("other");
  if (needs.size === 0) return null;
  return { needs: DIETARY_NEEDS.map((need) => need.value).filter((need) => needs.has(need)), other };
}

/**
 * Only the form's own names reach the parser: `meals[i].field` for the booking's meals and
 * the party's fields. A crafted `meals[99999999].note` would otherwise make the parser walk
 * an array of a hundred million holes.
 */
const MEAL_KEY = /^meals\[(\d{1,2})\]\.(sameAsFirst|date|meal|vibe|cuisine|budgetBand|partySize|occasion|note)$/;
const PARTY_KEYS = new Set(["dietary", "dietaryOther", "consent"]);

export function preferencesFormFields(form: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of form) {
    const meal = MEAL_KEY.exec(key);
    if ((meal && Number(meal[1]) < MAX_RESERVATIONS) || PARTY_KEYS.has(key)) kept.append(key, value);
  }
  return kept;
}
