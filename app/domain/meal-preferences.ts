/**
 * The fixed choices a traveller picks from for each reservation and for the party, with the
 * labels shown to people. One module so the preferences form, the creator dashboard, the
 * emails and the exports all say the same thing for the same stored value.
 */

export const MEAL_KINDS = ["lunch", "dinner", "either"] as const;
export type MealKind = (typeof MEAL_KINDS)[number];
export const MEAL_LABELS: Record<MealKind, string> = {
  lunch: "Lunch",
  dinner: "Dinner",
  either: "Either",
};

export const VIBES = ["casual", "lively", "romantic", "local_favourite", "fine_dining", "other"] as const;
export type Vibe = (typeof VIBES)[number];
export const VIBE_LABELS: Record<Vibe, string> = {
  casual: "Casual",
  lively: "Lively",
  romantic: "Romantic",
  local_favourite: "Local favourite",
  fine_dining: "Fine dining",
  other: "Other",
};

/** Budget per person, in EUR. */
export const BUDGET_BANDS = ["under_30", "30_60", "60_100", "over_100"] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const BUDGET_BAND_LABELS: Record<BudgetBand, string> = {
  under_30: "Under €30",
  "30_60": "€30–60",
  "60_100": "€60–100",
  over_100: "Over €100",
};

export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;

export const OCCASIONS = ["none", "birthday", "anniversary", "business", "celebration", "other"] as const;
export type Occasion = (typeof OCCASIONS)[number];
export const OCCASION_LABELS: Record<Occasion, string> = {
  none: "None",
  birthday: "Birthday",
  anniversary: "Anniversary",
  business: "Business",
  celebration: "Celebration",
  other: "Other",
};

export const DIETARY_NEEDS = [
  "vegetarian",
  "vegan",
  "gluten_free",
  "lactose_free",
  "halal",
  "kosher",
  "nut_allergy",
  "shellfish_allergy",
  "other",
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];
export const DIETARY_LABELS: Record<DietaryNeed, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  gluten_free: "Gluten-free / coeliac",
  lactose_free: "Lactose-free",
  halal: "Halal",
  kosher: "Kosher",
  nut_allergy: "Nut allergy",
  shellfish_allergy: "Shellfish allergy",
  other: "Other",
};

/** Longest free-text note per meal, in characters. */
export const MEAL_NOTE_MAX = 500;

/** The wording of the consent the traveller must give before dietary answers are stored. */
export const DIETARY_CONSENT_TEXT = "I agree that Sobremesa uses this to book suitable restaurants";

/** Shown for a meal with no date chosen. */
export const ANY_DAY_LABEL = "Any day";

/**
 * The label for a stored value, falling back to the value itself so a choice added later (or a
 * row written by an older version) still shows something instead of nothing.
 */
export function choiceLabel<K extends string>(labels: Record<K, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}
