import { afterEach, describe, expect, it } from "vitest";
import { closeDb } from "~/db/client.server";
import { loader } from "~/routes/healthz";
import { testDb } from "../support/db";

afterEach(() => closeDb());

describe("/healthz", () => {
  it("is 200 when the database answers", async () => {
    testDb();
    const response = loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("is 503 when the database fails", async () => {
    const database = testDb();
    database.$client.exec("drop table recommendations; drop table outbox; drop table bookings");
    const response = loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "unavailable" });
  });
});
