import type { RequestMeta } from "~/features/booking/bookings.server";

/** Who sent a public form or API call, for its automation record (the browser's own words, never trusted). */
export function requestMeta(request: Request, source: string, referrer: string | null | undefined): RequestMeta {
  return { userAgent: request.headers.get("user-agent"), referrer: referrer ?? null, source };
}
