import { adminListResponse } from "~/features/admin-dashboard/routes/admin-api.server";
import type { Route } from "./+types/get-creators";

export function loader({ request, context }: Route.LoaderArgs) {
  return adminListResponse(request, context.clientAddress, "creators");
}
