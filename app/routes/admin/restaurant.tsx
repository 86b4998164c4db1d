import { Link } from "react-router";
import { RestaurantForm } from "~/features/restaurants/components/restaurant-form";
import { RestaurantFacts, RestaurantHistoryView } from "~/features/restaurants/components/restaurant-history";
import { RESTAURANT_INTENTS } from "~/features/restaurants/restaurants-intents";
import { restaurantAction, restaurantLoader } from "~/features/restaurants/routes/restaurants.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/restaurant";

/** One restaurant of the directory (/admin/restaurants/:id): what the team knows, its history, and the edit form. */

export const handle = {
  admin: {
    title: "Restaurant",
    description: "A restaurant of the team's directory and its history.",
    gate: "Enter the admin token to open the restaurant directory.",
  },
};

export const loader = (args: Route.LoaderArgs) => restaurantLoader(args);

export const action = (args: Route.ActionArgs) => restaurantAction(args);

export default function RestaurantPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  if (!loaderData.unlocked) return null;
  const { restaurant, history } = loaderData;
  const failed = actionData && "intent" in actionData && actionData.intent === RESTAURANT_INTENTS.edit;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <p>
          <Link
            to={`/admin/restaurants?city=${encodeURIComponent(restaurant.cityName)}`}
            className="font-medium text-brand-strong underline underline-offset-4"
          >
            {t("restaurant.back", { city: restaurant.cityName })}
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold break-words text-ink">{restaurant.name}</h1>
        <p className="text-ink-soft">{restaurant.cityName}</p>
      </div>
      <RestaurantFacts restaurant={restaurant} />
      <RestaurantHistoryView history={history} />
      <section aria-labelledby="edit-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <h2 id="edit-title" className="font-display text-2xl font-bold text-ink">
          {t("restaurant.edit")}
        </h2>
        <RestaurantForm
          // A saved edit starts the form afresh from what is stored.
          key={restaurant.updatedAt}
          intent={RESTAURANT_INTENTS.edit}
          saved={restaurant}
          lastResult={failed ? actionData.result : null}
          titleId="edit-title"
        />
      </section>
    </main>
  );
}
