import type { DietaryView, MealView } from "~/features/creators/creator-requests";
import { preferenceLabel } from "~/i18n/preference-labels";
import { useSharedDashboardWords } from "./use-dashboard-words";

/** The traveller's wishes, one entry per reservation, in the labels the traveller chose from. */
export function MealWishes({ meals, travellerName }: { meals: MealView[]; travellerName: string }) {
  const { t, common, mealDay } = useSharedDashboardWords();
  const named = (term: string) => t("wishes.term", { term });
  if (meals.length === 0) {
    return <p className="text-sm text-ink-soft">{t("wishes.notReceived")}</p>;
  }
  return (
    <ol aria-label={t("wishes.listLabel", { name: travellerName })} className="grid gap-2">
      {meals.map((meal) => (
        <li key={meal.position} className="rounded-lg bg-muted px-3 py-2 text-sm">
          <p className="font-semibold text-ink">
            {t("wishes.meal", {
              position: meal.position,
              day: meal.date ? mealDay(meal.date) : t("wishes.anyDay"),
              meal: preferenceLabel(common, "meal", meal.meal),
            })}
          </p>
          <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            <Wish term={named(t("wishes.vibe"))} value={preferenceLabel(common, "vibe", meal.vibe)} />
            <Wish term={named(t("wishes.cuisine"))} value={meal.cuisine || t("wishes.openCuisine")} />
            <Wish term={named(t("wishes.budget"))} value={preferenceLabel(common, "budget", meal.budgetBand)} />
            <Wish term={named(t("wishes.party"))} value={String(meal.partySize)} />
            <Wish term={named(t("wishes.occasion"))} value={preferenceLabel(common, "occasion", meal.occasion)} />
            {meal.note && <Wish term={named(t("wishes.note"))} value={meal.note} wide />}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The party's dietary needs and allergies (shown only to the assigned creator). */
export function DietaryNeeds({ dietary }: { dietary: DietaryView }) {
  const { t, common } = useSharedDashboardWords();
  const needs = dietary.needs
    .filter((need) => need !== "other")
    .map((need) => preferenceLabel(common, "dietary", need));
  if (dietary.other) needs.push(t("wishes.other", { text: dietary.other }));
  return (
    <p className="text-sm">
      <span className="text-ink-soft">{t("wishes.dietary")} </span>
      <span className="font-medium text-ink">{needs.length ? needs.join(", ") : t("wishes.none")}</span>
    </p>
  );
}

/** One wish: its name (already punctuated as the language does) and its value. */
function Wish({ term, value, wide }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="inline text-ink-soft">{term} </dt>
      <dd className="inline font-medium text-ink">{value}</dd>
    </div>
  );
}
