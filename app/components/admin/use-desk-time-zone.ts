import { useRouteLoaderData } from "react-router";
import { DEFAULT_DESK_TIME_ZONE } from "~/domain/desk-time";

/**
 * The desk's time zone, as the admin layout's loader read it for this request: a page calls
 * this once and hands the zone to its components, which format with `formatDeskTime`.
 */
export function useDeskTimeZone(): string {
  const layout = useRouteLoaderData("routes/admin/layout") as { deskTimeZone?: string } | undefined;
  return layout?.deskTimeZone ?? DEFAULT_DESK_TIME_ZONE;
}
