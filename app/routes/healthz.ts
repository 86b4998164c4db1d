import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { logger } from "~/logger.server";

const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * Liveness and readiness in one: 200 `ok` only when the database answers a query on the
 * bookings table. Anyone can call it, so it says nothing else (no counts, no uptime).
 */
export function loader() {
  try {
    db().get(sql`select 1 from bookings limit 1`);
    return new Response("ok", { headers });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return new Response("unavailable", { status: 503, headers });
  }
}
