import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/**
 * With one serving process per core, a client's requests are spread over the processes: the
 * per-client limits must count them all together (they are kept in the database).
 */
const running = bookingServerPerFile({
  env: { TRUST_PROXY: "loopback", PUBLIC_WRITE_LIMIT: "10", WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
});

const url = (path: string) => `${running.server.url}${path}`;

/** The processes whose log lines show they answered a post to `path`. */
function processesThatAnswered(path: string): Set<number> {
  const lines = running.server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string; pid?: number });
  return new Set(
    lines
      .filter((line) => line.msg === "request" && line.method === "POST" && line.path === path)
      .map((l) => l.pid ?? 0),
  );
}

describe("two serving processes", () => {
  it("share one client's booking limit: forty bookings sent at once store exactly ten", async () => {
    const client = { "X-Forwarded-For": "198.51.100.77" };
    const forms = Array.from({ length: 40 }, () => validBooking({ city: "EU|Paris" }));
    const answers = await Promise.all(forms.map((form) => postJson(url("/api/save-booking"), form, client)));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(30).fill(429)]);
    const emails = new Set(forms.map((form) => form.email));
    expect(running.store.bookings().filter((booking) => emails.has(booking.email))).toHaveLength(10);
    // The limit holds across the two only if both took some. On a busy machine the kernel may
    // hand every connection of the burst to one process: then more posts follow, each refused
    // and storing nothing, until the other process has answered too (it knows of the ten only
    // through the database).
    for (let wave = 0; wave < 20 && processesThatAnswered("/api/save-booking").size < 2; wave++) {
      const more = Array.from({ length: 10 }, () => validBooking({ city: "EU|Paris" }));
      const refused = await Promise.all(more.map((form) => postJson(url("/api/save-booking"), form, client)));
      expect(refused.map((response) => response.status)).toEqual(Array(10).fill(429));
      for (const form of more) emails.add(form.email);
    }
    expect(processesThatAnswered("/api/save-booking").size).toBe(2);
    expect(running.store.bookings().filter((booking) => emails.has(booking.email))).toHaveLength(10);
  });
});
