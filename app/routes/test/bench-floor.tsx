import { data, redirect } from "react-router";
import { env } from "~/env.server";

/**
 * Test-only: the framework floor for `npm run bench` — a one-line page rendered per
 * request by the same server stack as every other page, and the least a post can cost (an
 * action that reads nothing and redirects). Off unless ENABLE_TEST_ROUTES.
 */
export function loader() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return null;
}

export function action() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return redirect("/__bench/floor", 303);
}

export default function BenchFloor() {
  return <p>floor</p>;
}
