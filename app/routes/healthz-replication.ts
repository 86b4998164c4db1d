import { LAGGING_SECONDS, replicationStatus } from "~/platform/replication/replication-status.server";

const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/**
 * For an uptime monitor: whether the database's replica keeps up (decision 0034). 200 while
 * replication is off or within LAGGING_SECONDS, 503 beyond it or when Litestream is not running, so a monitor alerts while the
 * container's own health check (/healthz) stays green and nothing is restarted for a store's
 * outage. Anyone can call it, so it names no bucket or path: only whether, when and how far behind.
 */
export function loader() {
  const status = replicationStatus();
  if (!status.enabled) return Response.json({ replication: "off" }, { headers });
  // No status at all: Litestream is not running beside the app (it was started without scripts/start.mjs).
  const state = status.lagSeconds === null ? "unknown" : status.lagging ? "lagging" : "ok";
  const body = {
    replication: state,
    lagSeconds: status.lagSeconds,
    replicatedAt: status.replicatedAt,
    laggingAfterSeconds: LAGGING_SECONDS,
  };
  return Response.json(body, { status: state === "ok" ? 200 : 503, headers });
}
