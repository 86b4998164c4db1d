import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { logger } from "~/logger.server";

/** Liveness and readiness in one: 200 only when the database answers a query. */
export function loader() {
  try {
    const row = db().get<{ bookings: number }>(sql`select count(*) as bookings from bookings`);
    return Response.json(
      { status: "ok", database: "ok", uptimeSeconds: Math.round(process.uptime()), bookings: row?.bookings ?? 0 },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json(
      { status: "error", database: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
