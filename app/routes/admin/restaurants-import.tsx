import { ImportForm } from "~/features/restaurants/components/import-form";
import { importAction, importLoader } from "~/features/restaurants/routes/restaurants.server";
import type { Route } from "./+types/restaurants-import";

/** An owner's existing spreadsheet into the directory (/admin/restaurants/import), all lines or none. */

export const handle = {
  admin: {
    title: "Import restaurants",
    description: "Bring a spreadsheet of restaurants into the directory.",
    gate: "Enter the admin token to open the restaurant directory.",
  },
};

export const loader = (args: Route.LoaderArgs) => importLoader(args);

export const action = (args: Route.ActionArgs) => importAction(args);

export default function RestaurantsImportPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.unlocked) return null;
  return <ImportForm answer={actionData} />;
}
