import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "~/clock";
import { db } from "~/db/client.server";
import { mailMessages } from "~/db/schema";
import { saveReservation } from "~/features/workspace/reservations.server";
import { clockEnv } from "../../scripts/clock-env.mjs";
import { testDb } from "../support/db";
import { seedPaidBooking, uniqueEmail } from "../support/factories";

/**
 * `npm run jobs:due -- --at …`, run as a developer runs it: a process of its own on the
 * database file, putting only its own clock at the instant given. The reminder of tomorrow
 * evening's table is not due at 09:30 in Madrid, is kept in the app's mail at 10:05, and
 * "how was it" follows the morning after the meal.
 */

const root = resolve(import.meta.dirname, "../..");

function jobsDue(...args: string[]) {
  const run = spawnSync(process.execPath, [join(root, "scripts/jobs-due.mjs"), ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...clockEnv(),
      BUILD_DIR: resolve(root, process.env.BUILD_DIR ?? "build"),
      DATABASE_PATH: process.env.DATABASE_PATH,
      SESSION_SECRET: process.env.SESSION_SECRET,
      ADMIN_TOKEN: process.env.ADMIN_TOKEN,
      APP_ENV: "development",
    },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const email = uniqueEmail("jobs-due");
const kept = (type: "meal_reminder" | "meal_feedback") =>
  db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.type, type)))
    .all();

beforeAll(() => {
  testDb();
  // Wednesday 23 December 2026, 09:00 in Madrid: a table is recorded for tomorrow evening.
  setClock("2026-12-23T08:00:00Z", { freeze: true });
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2026-12-22",
    checkOut: "2026-12-27",
    reservations: 1,
    status: "curating",
    email,
  });
  saveReservation(booking.id, {
    mealPosition: 1,
    restaurantName: "Casa Lucio",
    address: "Calle Cava Baja 35, 28005 Madrid",
    mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
    localDate: "2026-12-24",
    localTime: "20:30",
    partySize: 2,
    tableName: "Ana",
    confirmationCode: "CL-7",
    dishTips: "",
    travellerNote: "",
    cancellationNote: "",
  });
  setClock(null);
});
afterAll(() => setClock(null));

describe("npm run jobs:due", () => {
  it("sends tomorrow evening's reminder once it is due (10:00 in Madrid the day before), and says so", () => {
    const early = jobsDue("--at", "2026-12-23T09:30:00+01:00");
    expect(early.err).toBe("");
    expect(early.out).toContain("No email was due.");
    expect(early.code).toBe(0);
    expect(kept("meal_reminder")).toHaveLength(0);

    const due = jobsDue("--at", "2026-12-23T10:05:00+01:00");
    expect(due.err).toBe("");
    expect(due.code).toBe(0);
    const reminders = kept("meal_reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe("Tomorrow: dinner at Casa Lucio, 20:30");
    expect(reminders[0].status).toBe("stored");
    expect(due.out).toContain(`Email meal_reminder to ${email}: Tomorrow: dinner at Casa Lucio, 20:30`);
    expect(due.out).toContain("1 email(s) kept in the app at /admin/mail.");
    expect(kept("meal_feedback")).toHaveLength(0);

    // The morning after the meal: "how was it", and the reminder is not sent again.
    const after = jobsDue("--at", "2026-12-25T10:01:00+01:00");
    expect(after.code).toBe(0);
    expect(after.out).toContain(`Email meal_feedback to ${email}`);
    expect(after.out).not.toContain("meal_reminder");
    expect(kept("meal_feedback")).toHaveLength(1);
    expect(kept("meal_reminder")).toHaveLength(1);
  });

  it("refuses an --at that is not an instant, with the form it wants, and exits non-zero", () => {
    for (const [at, message] of [
      ["tomorrow", "Not an instant: --at tomorrow."],
      ["2026-12-24T20:00:00", "Not an instant: --at 2026-12-24T20:00:00."],
      ["2026-02-30T10:00:00Z", "Not a date: --at 2026-02-30T10:00:00Z."],
    ]) {
      const run = jobsDue("--at", at);
      expect(run.code).toBe(2);
      expect(run.err).toContain(message);
      expect(run.err).toContain("Usage: npm run jobs:due -- --at 2026-12-24T20:00:00+01:00");
      expect(run.out).toBe("");
    }
    expect(jobsDue("--at").err).toContain("Not an instant: --at (missing).");
  });
});
