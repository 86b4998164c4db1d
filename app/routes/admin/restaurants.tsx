import { RestaurantForm } from "~/features/restaurants/components/restaurant-form";
import { RestaurantList } from "~/features/restaurants/components/restaurant-list";
import { ReviewList } from "~/features/restaurants/components/review-list";
import { RESTAURANT_INTENTS } from "~/features/restaurants/restaurants-intents";
import { restaurantsAction, restaurantsLoader } from "~/features/restaurants/routes/restaurants.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/restaurants";

/**
 * The team's restaurant directory (/admin/restaurants?city=&q=): the restaurants creators added
 * waiting for review first, then the search, the list and a new restaurant.
 */

export const handle = {
  admin: {
    title: "Restaurants",
    description: "The team's directory of restaurants, city by city.",
    gate: "Enter the admin token to open the restaurant directory.",
  },
};

export const loader = (args: Route.LoaderArgs) => restaurantsLoader(args);

export const action = (args: Route.ActionArgs) => restaurantsAction(args);

export default function RestaurantsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  if (!loaderData.unlocked) return null;
  const { search, restaurants, pending } = loaderData;
  const failed = actionData && "intent" in actionData && actionData.intent === RESTAURANT_INTENTS.add;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("restaurants.title")}</h1>
        <p className="text-ink-soft">{t("restaurants.intro")}</p>
      </div>
      <ReviewList reviews={pending} />
      <RestaurantList search={search} restaurants={restaurants} />
      <section aria-labelledby="add-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="add-title" className="font-display text-2xl font-bold text-ink">
          {t("restaurants.add")}
        </h2>
        <RestaurantForm
          intent={RESTAURANT_INTENTS.add}
          city={search.city}
          lastResult={failed ? actionData.result : null}
          titleId="add-title"
        />
      </section>
    </main>
  );
}
