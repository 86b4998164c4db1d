import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { isMapLink } from "~/features/creators/recommendation-schema";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";
import { RESTAURANT_INTENTS } from "~/features/restaurants/restaurants-intents";
import { useTranslation } from "~/i18n/use-translation";

const linkClasses = "font-medium text-brand-strong underline underline-offset-4";

type Review = {
  restaurant: RestaurantRow;
  addedBy: string | null;
  duplicates: { id: number; name: string; address: string }[];
};

/**
 * "To review": the restaurants creators added with their picks, oldest first, each with the
 * listed entries it may duplicate. Two plain POST forms per entry, so it works without
 * JavaScript: add it to the directory, or merge it into one of those entries.
 */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation("workspace");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="review-title" className="grid gap-4 rounded-2xl border border-warning p-5">
      <div className="grid gap-1">
        <h2 id="review-title" className="font-display text-2xl font-bold text-ink">
          {t("review.title", { count: reviews.length })}
        </h2>
        <p className="text-ink-soft">{t("review.intro")}</p>
      </div>
      <ul className="grid gap-4">
        {reviews.map(({ restaurant, addedBy, duplicates }) => {
          const headingId = `review-${restaurant.id}`;
          return (
            <li key={restaurant.id}>
              <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-line bg-surface p-4">
                <div className="grid gap-1">
                  <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
                    <Link to={`/admin/restaurants/${restaurant.id}`} className={linkClasses}>
                      {restaurant.name}
                    </Link>
                  </h3>
                  <p className="break-words text-ink">
                    {restaurant.address}, {restaurant.cityName}
                    {restaurant.mapsUrl && isMapLink(restaurant.mapsUrl) && (
                      <>
                        {" "}
                        <a href={restaurant.mapsUrl} rel="noreferrer" className={linkClasses}>
                          {t("review.map")}
                        </a>
                      </>
                    )}
                  </p>
                  <p className="text-sm text-ink-soft">
                    {t("review.addedBy", {
                      name: addedBy ?? t("review.aCreator"),
                      date: restaurant.createdAt.slice(0, 10),
                    })}
                  </p>
                </div>
                {duplicates.length === 0 ? (
                  <p className="text-sm text-ink-soft">{t("review.noDuplicate", { city: restaurant.cityName })}</p>
                ) : (
                  <div className="grid gap-2">
                    <h4 className="text-sm font-semibold text-ink">{t("review.duplicates")}</h4>
                    <ul className="grid gap-2">
                      {duplicates.map((duplicate) => (
                        <li key={duplicate.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                          <span className="min-w-0 break-words">
                            <Link to={`/admin/restaurants/${duplicate.id}`} className={linkClasses}>
                              {duplicate.name}
                            </Link>
                            , {duplicate.address}
                          </span>
                          <Form method="post">
                            <input type="hidden" name="intent" value={RESTAURANT_INTENTS.merge} />
                            <input type="hidden" name="restaurantId" value={restaurant.id} />
                            <input type="hidden" name="into" value={duplicate.id} />
                            <Button
                              type="submit"
                              variant="secondary"
                              size="sm"
                              disabled={busy}
                              className="h-auto! min-h-9 max-w-full py-1 text-left whitespace-normal!"
                            >
                              {t("review.merge", { name: duplicate.name })}
                            </Button>
                          </Form>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <Form method="post" className="justify-self-start">
                  <input type="hidden" name="intent" value={RESTAURANT_INTENTS.list} />
                  <input type="hidden" name="restaurantId" value={restaurant.id} />
                  <Button
                    type="submit"
                    disabled={busy}
                    className="h-auto! min-h-9 max-w-full py-1 text-left whitespace-normal!"
                  >
                    {t("review.list")}
                  </Button>
                </Form>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
