import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * /healthz/replication and the start-up line when replication is off (the embedded default),
 * and when a replica is configured but the app was started without scripts/start.mjs, so no
 * Litestream runs beside it: a monitor must hear about that (decision 0034).
 */
describe("replication status without Litestream running", () => {
  let plain: RunningServer;
  let unsupervised: RunningServer;
  beforeAll(async () => {
    [plain, unsupervised] = await Promise.all([
      startServer(),
      startServer({ LITESTREAM_REPLICA_URL: "s3://sobremesa-test/app", LITESTREAM_ENDPOINT: "http://127.0.0.1:9" }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([plain?.stop(), unsupervised?.stop()]);
  });

  it("says replication is off, at start and to a monitor, when no replica is set", async () => {
    expect(plain.output()).toContain("Replication: off (LITESTREAM_REPLICA_URL not set)");
    const response = await fetch(`${plain.url}/healthz/replication`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ replication: "off" });
  });

  it("answers 503 'unknown' when a replica is set but Litestream is not running, naming no bucket", async () => {
    expect(unsupervised.output()).toContain(
      "Replication: on, to s3://sobremesa-test/app at http://127.0.0.1:9 every 1s, 168h of history; nothing replicated yet",
    );
    const response = await fetch(`${unsupervised.url}/healthz/replication`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ replication: "unknown", lagSeconds: null });
    expect(JSON.stringify(body)).not.toContain("sobremesa-test");
  });
});
