import { TodaysTables } from "~/features/todays-tables/components/todays-tables";
import { todaysTablesAction, todaysTablesLoader } from "~/features/todays-tables/routes/todays-tables.server";
import type { Route } from "./+types/today";

/** The day's tables across every trip, by city, in each city's time (/admin/today?date=YYYY-MM-DD). */

export const handle = {
  admin: {
    title: "Tonight's tables",
    description: "Every table booked for one day, by city, in each city's time.",
    gate: "Enter the admin token to see the day's tables.",
  },
};

export const loader = (args: Route.LoaderArgs) => todaysTablesLoader(args);

export const action = (args: Route.ActionArgs) => todaysTablesAction(args);

export default function TodaysTablesPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.unlocked) return null;
  const { date, today, error, cities } = loaderData;
  return <TodaysTables date={date} today={today} error={error} cities={cities} />;
}
