/**
 * The words for the stored preference values, as the trip page's form offers them. A value
 * not listed (a choice added later) is shown as stored, with its underscores as spaces.
 */
const LABELS: Record<string, Record<string, string>> = {
  meal: { lunch: "Lunch", dinner: "Dinner", either: "Lunch or dinner" },
  vibe: {
    casual: "Casual",
    lively: "Lively",
    romantic: "Romantic",
    local_favourite: "Local favourite",
    fine_dining: "Fine dining",
    other: "Other vibe",
  },
  budget: { under_30: "Under €30", "30_60": "€30–60", "60_100": "€60–100", over_100: "Over €100" },
  occasion: {
    none: "None",
    birthday: "Birthday",
    anniversary: "Anniversary",
    business: "Business",
    celebration: "Celebration",
    other: "Other occasion",
  },
  dietary: {
    vegetarian: "Vegetarian",
    vegan: "Vegan",
    gluten_free: "Gluten-free / coeliac",
    lactose_free: "Lactose-free",
    halal: "Halal",
    kosher: "Kosher",
    nut_allergy: "Nut allergy",
    shellfish_allergy: "Shellfish allergy",
    other: "Other",
  },
};

export function label(kind: keyof typeof LABELS, value: string): string {
  return LABELS[kind]?.[value] ?? value.replaceAll("_", " ");
}
