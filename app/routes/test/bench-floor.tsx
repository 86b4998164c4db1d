import { data } from "react-router";
import { env } from "~/env.server";

/**
 * Test-only: the framework floor for `npm run bench` — a one-line page rendered per
 * request by the same server stack as every other page. Off unless ENABLE_TEST_ROUTES.
 */
export function loader() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return null;
}

export default function BenchFloor() {
  return <p>floor</p>;
}
