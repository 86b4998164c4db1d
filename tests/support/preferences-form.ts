/** One meal's answers as the trip page's preferences form posts them: a casual-priced dinner for two, unless `values` says otherwise. */
export function mealFields(index: number, values: Record<string, string> = {}): Record<string, string> {
  const meal = { meal: "dinner", vibe: "lively", budgetBand: "30_60", partySize: "2", occasion: "none", ...values };
  return Object.fromEntries(Object.entries(meal).map(([key, value]) => [`meals[${index}].${key}`, value]));
}

/** A whole valid answer for a two-meal trip: a dinner with a cuisine and a note, and an anniversary lunch for four. */
export const validAnswers = (extra: Record<string, string> = {}) => ({
  ...mealFields(0, { cuisine: "Tapas", note: "A table outside, please" }),
  ...mealFields(1, { meal: "lunch", vibe: "romantic", budgetBand: "60_100", partySize: "4", occasion: "anniversary" }),
  ...extra,
});
