import { formatRating } from "~/features/creators/creator-stats";
import type { CreatorRatingRow } from "~/features/reminders-and-ratings/meal-reminders";
import { useTranslation } from "~/i18n/use-translation";

/**
 * How travellers rated the meals each creator curated: average, count and the last
 * comments, so the team learns whose picks delight. Comments are the travellers' own words,
 * shown as text only.
 */
export function CreatorRatings({ ratings }: { ratings: CreatorRatingRow[] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="creator-ratings" className="grid gap-3">
      <h2 id="creator-ratings" className="font-display text-xl font-bold text-ink">
        {t("database.ratings.title")}
      </h2>
      {ratings.length === 0 ? (
        <p className="text-ink-soft">{t("database.ratings.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {ratings.map((row) => (
            <li key={row.creatorId} className="grid gap-1 rounded-lg border border-line p-3">
              <p className="font-medium break-words text-ink">
                {row.name}: {formatRating(row.average)} ({t("database.ratings.meals", { count: row.count })})
              </p>
              {row.lastComments.length > 0 && (
                <ul className="grid gap-1 text-sm text-ink-soft">
                  {row.lastComments.map((comment) => (
                    <li key={`${comment.at}-${comment.restaurant}`} className="break-words whitespace-pre-line">
                      {comment.restaurant}, {comment.rating}/5: “{comment.comment}”
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
