import { afterEach, describe, expect, it } from "vitest";
import { closeDb } from "~/db/client.server";
import { loader } from "~/routes/healthz";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

afterEach(() => closeDb());

describe("/healthz", () => {
  it("is 200 `ok` when the database answers, and tells nothing else (no booking count)", async () => {
    seedBooking(testDb());
    const response = loader();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("is 503 when the database fails", async () => {
    const database = testDb();
    // Without foreign keys, so the tables that refer to bookings do not stop the drop.
    database.$client.exec("pragma foreign_keys = off; drop table bookings");
    const response = loader();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("unavailable");
  });
});
