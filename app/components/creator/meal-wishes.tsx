import type { DietaryView, MealView } from "~/domain/creator-requests";
import { BUDGET_BANDS, DIETARY_NEEDS, labelOf, MEAL_TIMES, OCCASIONS, VIBES } from "~/domain/meal-preferences";

/** Shown for a meal with no date chosen. */
const ANY_DAY_LABEL = "Any day";

const mealDay = (iso: string | null) =>
  iso
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      })
    : ANY_DAY_LABEL;

/** The traveller's wishes, one entry per reservation, in the labels the traveller chose from. */
export function MealWishes({ meals, travellerName }: { meals: MealView[]; travellerName: string }) {
  if (meals.length === 0) {
    return <p className="text-sm text-ink-soft">Preferences not received yet</p>;
  }
  return (
    <ol aria-label={`Meals ${travellerName} asked for`} className="grid gap-2">
      {meals.map((meal) => (
        <li key={meal.position} className="rounded-lg bg-muted px-3 py-2 text-sm">
          <p className="font-semibold text-ink">
            Meal {meal.position}: {mealDay(meal.date)} · {labelOf(MEAL_TIMES, meal.meal)}
          </p>
          <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            <Wish term="Vibe" value={labelOf(VIBES, meal.vibe)} />
            <Wish term="Cuisine" value={meal.cuisine || "Open to suggestions"} />
            <Wish term="Budget per person" value={labelOf(BUDGET_BANDS, meal.budgetBand)} />
            <Wish term="Party size" value={String(meal.partySize)} />
            <Wish term="Occasion" value={labelOf(OCCASIONS, meal.occasion)} />
            {meal.note && <Wish term="Note" value={meal.note} wide />}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The party's dietary needs and allergies (shown only to the assigned creator). */
export function DietaryNeeds({ dietary }: { dietary: DietaryView }) {
  const needs = dietary.needs.filter((need) => need !== "other").map((need) => labelOf(DIETARY_NEEDS, need));
  if (dietary.other) needs.push(`Other: ${dietary.other}`);
  return (
    <p className="text-sm">
      <span className="text-ink-soft">Dietary needs and allergies: </span>
      <span className="font-medium text-ink">{needs.length ? needs.join(", ") : "None"}</span>
    </p>
  );
}

function Wish({ term, value, wide }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="inline text-ink-soft">{term}: </dt>
      <dd className="inline font-medium text-ink">{value}</dd>
    </div>
  );
}
