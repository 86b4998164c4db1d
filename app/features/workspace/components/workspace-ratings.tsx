import type { Workspace } from "~/features/workspace/booking-workspace";
import { useTranslation } from "~/i18n/use-translation";

/**
 * How the traveller rated each meal, from the morning-after email's links: the
 * rating out of 5 and their comment, as plain text. Nothing shows until a meal is rated.
 */
export function WorkspaceRatings({ workspace }: { workspace: Pick<Workspace, "mealRatings" | "reservations"> }) {
  const { t } = useTranslation("workspace");
  const { mealRatings, reservations } = workspace;
  if (mealRatings.length === 0) return null;
  const restaurantOf = (position: number) =>
    reservations.find((row) => row.mealPosition === position)?.restaurantName ?? t("meals.meal", { position });
  return (
    <section aria-labelledby="workspace-ratings" className="grid gap-3">
      <h2 id="workspace-ratings" className="font-display text-xl font-bold text-ink">
        {t("ratings.title")}
      </h2>
      <ul className="grid gap-2">
        {mealRatings.map((rating) => (
          <li key={rating.mealPosition} className="grid gap-1 rounded-lg border border-line p-3">
            <p className="font-medium break-words text-ink">
              {t("ratings.line", {
                position: rating.mealPosition,
                restaurant: restaurantOf(rating.mealPosition),
                rating: rating.rating,
              })}
            </p>
            {rating.comment && <p className="break-words whitespace-pre-line text-ink-soft">“{rating.comment}”</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
