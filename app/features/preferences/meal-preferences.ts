/**
 * The fixed choices of the traveller's per-meal preferences, as stored (`value`) and as shown
 * (`label`). The trip page's form, its schema, the creator's request card and the mails all
 * read them from here, so a stored value always has one label.
 */
export type Choice = { readonly value: string; readonly label: string };

export const MEAL_TIMES = [
  { value: "lunch", label: "Lunch" },
  { value: "dinner", label: "Dinner" },
  { value: "either", label: "Either" },
] as const satisfies readonly Choice[];

export const VIBES = [
  { value: "casual", label: "Casual" },
  { value: "lively", label: "Lively" },
  { value: "romantic", label: "Romantic" },
  { value: "local_favourite", label: "Local favourite" },
  { value: "fine_dining", label: "Fine dining" },
  { value: "other", label: "Other" },
] as const satisfies readonly Choice[];

/** Per person, in euros. */
export const BUDGET_BANDS = [
  { value: "under_30", label: "Under €30" },
  { value: "30_60", label: "€30–60" },
  { value: "60_100", label: "€60–100" },
  { value: "over_100", label: "Over €100" },
] as const satisfies readonly Choice[];

export const OCCASIONS = [
  { value: "none", label: "None" },
  { value: "birthday", label: "Birthday" },
  { value: "anniversary", label: "Anniversary" },
  { value: "business", label: "Business" },
  { value: "celebration", label: "Celebration" },
  { value: "other", label: "Other" },
] as const satisfies readonly Choice[];

/** Dietary needs and allergies, once for the party; "other" comes with a text of its own. */
export const DIETARY_NEEDS = [
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "gluten_free", label: "Gluten-free / coeliac" },
  { value: "lactose_free", label: "Lactose-free" },
  { value: "halal", label: "Halal" },
  { value: "kosher", label: "Kosher" },
  { value: "nut_allergy", label: "Nut allergy" },
  { value: "shellfish_allergy", label: "Shellfish allergy" },
  { value: "other", label: "Other" },
] as const satisfies readonly Choice[];

export type MealTime = (typeof MEAL_TIMES)[number]["value"];
export type Vibe = (typeof VIBES)[number]["value"];
export type BudgetBand = (typeof BUDGET_BANDS)[number]["value"];
export type Occasion = (typeof OCCASIONS)[number]["value"];
export type DietaryNeed = (typeof DIETARY_NEEDS)[number]["value"];

/** The label of a stored value, or the value itself when it is not (or no longer) a choice. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/** The values of a choice list, for a zod enum. */
export const valuesOf = <T extends readonly Choice[]>(choices: T) =>
  choices.map((choice) => choice.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/**
 * One meal's answers with every choice already put in words, as the trip page and the
 * preferences email show them. The page shows the date already worded ("Any day"); the
 * email words it itself, so the date's type is the caller's.
 */
export type MealSummary<MealDate = string | null> = {
  position: number;
  date: MealDate;
  meal: string;
  vibe: string;
  cuisine: string;
  budget: string;
  partySize: number;
  occasion: string;
  note: string;
};

/** One stored meal's answers put in words (the date is left as stored, for the caller to word). */
export function mealInWords(row: {
  position: number;
  date: string | null;
  meal: string;
  vibe: string;
  cuisine: string;
  budgetBand: string;
  partySize: number;
  occasion: string;
  note: string;
}): MealSummary {
  return {
    position: row.position,
    date: row.date,
    meal: labelOf(MEAL_TIMES, row.meal),
    vibe: labelOf(VIBES, row.vibe),
    cuisine: row.cuisine,
    budget: labelOf(BUDGET_BANDS, row.budgetBand),
    partySize: row.partySize,
    occasion: labelOf(OCCASIONS, row.occasion),
    note: row.note,
  };
}
