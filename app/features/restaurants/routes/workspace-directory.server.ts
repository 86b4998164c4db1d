import { rankedRestaurants } from "~/features/restaurants/directory-picks.server";
import { coordinatesLink, type WorkspaceDirectory } from "~/features/restaurants/restaurants";
import { restaurantById } from "~/features/restaurants/restaurants.server";

/**
 * The workspace's "From the directory": its city's listed restaurants, most booked and best
 * rated first, each with that history (the page words it in the person's language), and, when the address names one
 * (?restaurant=ID&meal=N, from the meal's plain GET form), what it fills into that meal's
 * reservation form. A restaurant of another city, or an id that is none, fills nothing.
 */
export function workspaceDirectory(cityName: string, params: URLSearchParams): WorkspaceDirectory {
  const choices = rankedRestaurants({ city: cityName, q: "" }).map(({ id, name, history }) => ({ id, name, history }));
  const id = Number(params.get("restaurant"));
  const meal = Number(params.get("meal"));
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(meal) || meal <= 0)
    return { choices, chosen: null };
  const restaurant = restaurantById(id);
  if (!restaurant || restaurant.cityName !== cityName || restaurant.state !== "listed")
    return { choices, chosen: null };
  return {
    choices,
    chosen: {
      meal,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      address: restaurant.address,
      mapsUrl: restaurant.mapsUrl ?? coordinatesLink(restaurant.latitude, restaurant.longitude) ?? "",
      cancellationNote: restaurant.cancellationTerms,
    },
  };
}
