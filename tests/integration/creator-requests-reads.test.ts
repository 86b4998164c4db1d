import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { requestsFor } from "~/features/creators/creator-requests.server";
import { testDb } from "../support/db";
import { seedCreatorAccount, seedFreeBooking, seedPaidBooking } from "../support/factories";

/**
 * The creator dashboard's requests: the same list, soonest trip first, read through
 * indexes. With 100,000 bookings stored, a read that walked every unassigned booking made the
 * dashboard answer in seconds; its query plan is what a test can check, not its time.
 */

beforeAll(() => {
  testDb();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const accountOf = async (city: string) => {
  const me = await seedCreatorAccount(db(), { city });
  return { id: me.id, name: `Creator ${me.id}`, email: me.email, city };
};

describe("a creator's requests", () => {
  it("lists the city's open requests and the creator's own together, soonest trip first, a tie by booking", async () => {
    const me = await accountOf("Valencia");
    const late = seedPaidBooking(db(), { cityName: "Valencia", checkIn: "2037-12-20", checkOut: "2037-12-22" });
    const mineEarly = seedPaidBooking(db(), {
      cityName: "Lisbon",
      regionCode: "EU",
      checkIn: "2037-12-05",
      checkOut: "2037-12-08",
      assignedCreatorId: me.id,
    });
    const tieFirst = seedFreeBooking(db(), { cityName: "Valencia", checkIn: "2037-12-10", checkOut: "2037-12-12" });
    const tieSecond = seedPaidBooking(db(), {
      cityName: "Valencia",
      checkIn: "2037-12-10",
      checkOut: "2037-12-14",
      assignedCreatorId: me.id,
    });

    const seen = requestsFor(me);

    expect(seen.map((r) => r.id)).toEqual([mineEarly.id, tieFirst.id, tieSecond.id, late.id]);
    expect(seen.map((r) => r.mine)).toEqual([true, false, true, false]);
  });

  it("reads the bookings through indexes: the city's open requests by city, assignee and status, never every booking", async () => {
    const me = await accountOf("Valencia");
    seedPaidBooking(db(), { cityName: "Valencia" });
    const client = db().$client;
    const prepared: string[] = [];
    const prepare = client.prepare.bind(client);
    vi.spyOn(client, "prepare").mockImplementation(((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof client.prepare);

    requestsFor(me);

    const plans = prepared
      .filter((sql) => /from "bookings"/.test(sql))
      .map((sql) =>
        client
          .prepare(`explain query plan ${sql}`)
          .all(...Array.from(sql.matchAll(/\?/g), () => null))
          .map((row) => (row as { detail: string }).detail)
          .join("\n"),
      );
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(/SCAN bookings/);
    expect(plans.join("\n")).toMatch(
      /bookings_open_to_creators_idx \(city_name=\? AND assigned_creator_id=\? AND status=\?\)/,
    );
  });
});
