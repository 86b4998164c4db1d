import { z } from "zod";
import { isIsoDate } from "~/domain/dates";
import { plainLine, plainLines, textLines } from "~/domain/plain-text";
import { MAX_RESERVATIONS } from "~/domain/pricing";
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

/**
 * The form's refusals, one per key; the words are the catalogue's (`trip.preferences.messages`),
 * in the traveller's language, limits filled in (features/preferences/preferences-text.ts).
 */
export type PreferencesMessages = Readonly<
  Record<
    | "date"
    | "meal"
    | "vibe"
    | "cuisine"
    | "budgetBand"
    | "partySize"
    | "occasion"
    | "note"
    | "sameAsFirst"
    | "meals"
    | "dietary"
    | "dietaryOther"
    | "dietaryOtherMissing"
    | "consent"
    | "plainText",
    string
  >
>;

/** Every answer of a meal is optional here; which ones a meal must give is checked over the whole form. */
function mealSchema(stay: { checkIn: string; checkOut: string }, messages: PreferencesMessages) {
  return z.object({
    sameAsFirst: z.boolean({ error: messages.sameAsFirst }).optional(),
    date: z
      .string({ error: messages.date })
      .refine((value) => isIsoDate(value) && value >= stay.checkIn && value <= stay.checkOut, {
        error: messages.date,
      })
      .optional(),
    meal: choice(MEAL_TIMES, messages.meal),
    vibe: choice(VIBES, messages.vibe),
    cuisine: plainLine(
      z.string({ error: messages.cuisine }).trim().max(CUISINE_MAX, messages.cuisine),
      messages.plainText,
    ).optional(),
    budgetBand: choice(BUDGET_BANDS, messages.budgetBand),
    partySize: z
      .number({ error: messages.partySize })
      .int({ error: messages.partySize })
      .min(PARTY_MIN, { error: messages.partySize })
      .max(PARTY_MAX, { error: messages.partySize })
      .optional(),
    occasion: choice(OCCASIONS, messages.occasion),
    note: plainLines(textLines(messages.note).trim().max(NOTE_MAX, messages.note), messages.plainText).optional(),
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
  messages: PreferencesMessages,
) {
  return z
    .object({
      meals: z
        .array(mealSchema(booking, messages), { error: messages.meals })
        .length(booking.reservations, { error: messages.meals }),
      dietary: z
        .array(z.enum(valuesOf(DIETARY_NEEDS), { error: messages.dietary }), {
          error: messages.dietary,
        })
        .max(DIETARY_NEEDS.length, { error: messages.dietary })
        .optional(),
      dietaryOther: plainLine(
        z.string({ error: messages.dietaryOther }).trim().max(DIETARY_OTHER_MAX, { error: messages.dietaryOther }),
        messages.plainText,
      ).optional(),
      consent: z.boolean({ error: messages.consent }).optional(),
    })
    .superRefine((value, ctx) => {
      value.meals.forEach((meal, index) => {
        if (index > 0 && meal.sameAsFirst) return;
        for (const field of REQUIRED_PER_MEAL) {
          if (meal[field] === undefined) {
            ctx.addIssue({ code: "custom", path: ["meals", index, field], message: messages[field] });
          }
        }
      });
      const needs = value.dietary ?? [];
      if (needs.includes("other") && !value.dietaryOther) {
        ctx.addIssue({ code: "custom", path: ["dietaryOther"], message: messages.dietaryOtherMissing });
      }
      if ((needs.length > 0 || value.dietaryOther) && !value.consent) {
        ctx.addIssue({ code: "custom", path: ["consent"], message: messages.consent });
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
