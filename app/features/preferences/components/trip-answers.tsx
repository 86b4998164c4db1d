import type { ReactNode } from "react";
import type { MealSummary as MealInWords } from "~/features/preferences/meal-preferences";
import { useTranslation } from "~/i18n/use-translation";

/** The traveller's answers in words, once they can no longer be changed on the page. */
export type MealSummary = MealInWords<string>;

export function TripAnswers({
  meals,
  dietary,
  howToChange,
}: {
  meals: MealSummary[];
  dietary: string[];
  /** How to change them now, in the page's words (the trip page points to its conversation and phone). */
  howToChange: ReactNode;
}) {
  const { t } = useTranslation("trip");
  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-info/30 bg-info-soft p-3 text-ink">{howToChange}</p>
      {meals.length === 0 && <p className="text-ink-soft">{t("answers.none")}</p>}
      {meals.map((meal) => (
        <section key={meal.position} className="grid gap-2 rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <h3 className="font-display text-xl font-bold">{t("preferences.meal", { position: meal.position })}</h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {(
              [
                [t("preferences.date"), meal.date],
                [t("preferences.mealTime"), meal.meal],
                [t("preferences.vibe"), meal.vibe],
                [t("preferences.cuisine"), meal.cuisine],
                [t("preferences.budget"), meal.budget],
                [t("preferences.partySize"), String(meal.partySize)],
                [t("preferences.occasion"), meal.occasion],
                ...(meal.note ? [[t("preferences.note"), meal.note]] : []),
              ] as [string, string][]
            ).map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="grid gap-2 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <h3 className="font-display text-xl font-bold">{t("preferences.dietary")}</h3>
        <p className="break-words">{dietary.length ? dietary.join(", ") : t("answers.noneGiven")}</p>
      </section>
    </div>
  );
}
