import { data } from "react-router";
import { env } from "~/env.server";

/** Test-only: a page that fails while rendering, to show the fallback screen. Off in production. */
export function loader() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return null;
}

export default function TestThrow(): never {
  throw new Error("Deliberate render error (test route)");
}
