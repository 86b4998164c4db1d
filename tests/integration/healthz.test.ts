import { afterEach, describe, expect, it } from "vitest";
import { closeDb } from "~/db/client.server";
import { loader } from "~/routes/healthz";
import { testDb } from "../support/db";

afterEach(() => closeDb());

describe("/healthz", () => {
  it("is 200 `ok` when the database answers, and tells nothing else (no booking count)", async () => {
    testDb().$client.exec(
      "insert into bookings (reference, region_code, city_name, check_in, check_out, reservations, name, email, country_code, phone_country, phone_number, phone, base_price_cents, included_reservations, extra_price_cents, extra_count, total_cents, payment_status, requires_payment) values ('healthzref0000000', 'ES', 'Madrid', '2030-01-01', '2030-01-03', 2, 'A B', 'a@example.com', '+34', 'ES', '612345678', '+34 612345678', 3900, 4, 900, 0, 3900, 'pending', 1)",
    );
    const response = loader();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("is 503 when the database fails", async () => {
    const database = testDb();
    database.$client.exec("drop table recommendations; drop table outbox; drop table bookings");
    const response = loader();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("unavailable");
  });
});
