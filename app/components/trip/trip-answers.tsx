import type { MealSummary as MealInWords } from "~/domain/meal-preferences";

/** The traveller's answers in words, once they can no longer be changed on the page. */
export type MealSummary = MealInWords<string>;

export function TripAnswers({
  meals,
  dietary,
  supportEmail,
}: {
  meals: MealSummary[];
  dietary: string[];
  supportEmail: string;
}) {
  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-info/30 bg-info-soft p-3 text-ink">
        Your concierge is working from these answers. To change anything, tell your concierge at{" "}
        <a href={`mailto:${supportEmail}`} className="font-semibold break-all text-brand-strong underline">
          {supportEmail}
        </a>
        .
      </p>
      {meals.length === 0 && <p className="text-ink-soft">You didn't send preferences for this trip.</p>}
      {meals.map((meal) => (
        <section key={meal.position} className="grid gap-2 rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <h3 className="font-display text-xl font-bold">Meal {meal.position}</h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {(
              [
                ["Date", meal.date],
                ["Meal", meal.meal],
                ["Vibe", meal.vibe],
                ["Cuisine", meal.cuisine],
                ["Budget per person", meal.budget],
                ["Party size", String(meal.partySize)],
                ["Occasion", meal.occasion],
                ...(meal.note ? [["Note", meal.note]] : []),
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
        <h3 className="font-display text-xl font-bold">Dietary needs and allergies</h3>
        <p className="break-words">{dietary.length ? dietary.join(", ") : "None given"}</p>
      </section>
    </div>
  );
}
