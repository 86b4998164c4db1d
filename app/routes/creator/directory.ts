import { directoryLoader } from "~/features/creators/routes/directory.server";
import type { Route } from "./+types/directory";

/** GET /dashboard/directory: the pick form's typeahead over the directory of the request's city. */
export const loader = ({ request }: Route.LoaderArgs) => directoryLoader(request);
