import { describe, expect, it } from "vitest";
import { loseTheMachineDrill, pointInTimeDrill, storeOutageDrill } from "../drills/replication.mjs";

/**
 * The replication drills of `npm run drills h i j` (decision 0034), shorter: the built server
 * started as the container starts it (scripts/start.mjs under Litestream), against s3rver on
 * loopback, each with its own store and data directory. They assert what was restored and
 * what the monitor endpoint said, never timings beyond the promise of the sync interval.
 */
const quiet = () => undefined;

describe("replication drills", () => {
  it("(h) a machine lost mid-stream comes back on an empty directory from the replica, missing only the bookings of its last moments", async () => {
    const result = await loseTheMachineDrill({ log: quiet, runMs: 3000 });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.paid).toBeGreaterThan(0);
    // The promise is one sync interval (1 s), and the drill (`npm run drills -- h`) holds it. A
    // sync takes time too: with the suite's other servers on two cores (load about 10), three
    // bookings acknowledged just over a second before the kill were lost once (decision 0034).
    // Here the bound is the interval plus two seconds for that; the figure is in the message.
    const figures = JSON.stringify(result);
    expect(result.recoveryPointSeconds, figures).toBeLessThanOrEqual(3);
    expect(result.restored, figures).toBeGreaterThanOrEqual(result.acknowledged - result.lostBookings);
    expect(result.failures).toEqual([]);
    expect(result.sound).toBe(true);
    expect(result.integrity).toBe("ok");
    expect(result.afterRestore).toBe(302);
  }, 180_000);

  it("(i) a restore to an instant between two bursts holds exactly the first", async () => {
    const result = await pointInTimeDrill({ log: quiet, burst: 4 });
    expect({ first: result.first, second: result.second, integrity: result.integrity }).toEqual({
      first: 4,
      second: 0,
      integrity: "ok",
    });
  }, 180_000);

  it("(j) while the store is away no booking fails, the lag is reported, and the replica catches up", async () => {
    const result = await storeOutageDrill({ log: quiet, outageMs: 5000 });
    expect(result.failures).toEqual([]);
    expect(result.maxLagSeconds).toBeGreaterThanOrEqual(2.5);
    expect(result.caughtUp).toBe(true);
    expect(result.missing).toEqual([]);
  }, 180_000);
});
