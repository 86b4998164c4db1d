import { adminListResponse } from "~/routes/api/admin-api.server";
import type { Route } from "./+types/get-bookings";

export function loader({ request, context }: Route.LoaderArgs) {
  return adminListResponse(request, context.clientAddress, "bookings");
}
