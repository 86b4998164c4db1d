import { data } from "react-router";

/** Any unmatched URL: a real 404 status, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
