import { adminListResponse } from "~/features/admin-dashboard/routes/admin-api.server";
import type { Route } from "./+types/get-bookings";

export function loader({ request, context }: Route.LoaderArgs) {
  return adminListResponse(request, context.clientAddress, "bookings");
}
