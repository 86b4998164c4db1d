import { restaurantsCsvLoader } from "~/features/restaurants/routes/restaurants.server";
import type { Route } from "./+types/restaurants-csv";

/** GET /admin/restaurants.csv: the whole directory as a spreadsheet, for the team. */
export const loader = ({ request }: Route.LoaderArgs) => restaurantsCsvLoader(request);
