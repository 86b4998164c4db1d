import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { now, nowMs, setClock } from "~/clock";
import { earliestCheckIn, todayIso } from "~/domain/dates";
import { serviceDeadlines } from "~/domain/service-deadlines";

/** Whether any of the booking's deadlines is overdue, as the domain computes them. */
const isOverdue = (...args: Parameters<typeof serviceDeadlines>) => serviceDeadlines(...args).some((d) => d.overdue);

const root = join(import.meta.dirname, "../..");

afterEach(() => setClock(null));

describe("the app's clock", () => {
  it("reads the real time until a test sets it", () => {
    const before = Date.now();
    const read = nowMs();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(50);
  });

  it("set to an instant, reads that instant and keeps ticking from it", async () => {
    setClock("2026-12-31T22:30:00Z");
    const first = nowMs();
    expect(first - Date.parse("2026-12-31T22:30:00Z")).toBeLessThan(50);
    await new Promise((wake) => setTimeout(wake, 30));
    expect(nowMs() - first).toBeGreaterThanOrEqual(25);
  });

  it("frozen, stays at the instant; null gives the real time back", async () => {
    setClock(new Date("2027-03-28T01:30:00Z"), { freeze: true });
    await new Promise((wake) => setTimeout(wake, 20));
    expect(now().toISOString()).toBe("2027-03-28T01:30:00.000Z");
    setClock(null);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(50);
  });

  it("refuses something that is not an instant instead of standing at NaN", () => {
    expect(() => setClock("not a date")).toThrow(RangeError);
    expect(Number.isNaN(nowMs())).toBe(false);
  });

  it("is what the domain's defaults read: today, the earliest check-in, an overdue step", () => {
    setClock("2026-12-31T23:30:00Z", { freeze: true });
    expect(todayIso()).toBe("2026-12-31");
    expect(earliestCheckIn()).toBe("2027-01-07");
    // Paid half an hour ago: the 24-hour contact promise is not overdue yet, and is a day later.
    const history = [{ toStatus: "paid", createdAt: "2026-12-31T23:00:00.000Z" }] as const;
    expect(isOverdue("paid", history, null)).toBe(false);
    setClock("2027-01-01T23:00:01Z", { freeze: true });
    expect(isOverdue("paid", history, null)).toBe(true);
  });
});

/** Each `Date.now()` and argument-less `new Date()` under a folder, as "file:line". */
function realClockReads(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|js|mjs)$/.test(file))
    .flatMap((file) =>
      readFileSync(join(dir, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /Date\.now\(\)|new Date\(\s*\)/.test(line) ? [`${relative(root, join(dir, file))}:${index + 1}`] : [],
        ),
    );
}

describe("one clock", () => {
  it("nothing in app/ or server/ reads the real time but the clock itself", () => {
    expect([...realClockReads("app"), ...realClockReads("server")]).toEqual([
      "app/clock.ts:18",
      "app/clock.ts:50",
      "app/clock.ts:58",
    ]);
  });
});
