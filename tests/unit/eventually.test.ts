import { describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";

describe("eventually", () => {
  it("returns the value once read gives one, after the reads that gave none", async () => {
    let reads = 0;
    const value = await eventually(() => (++reads < 4 ? undefined : { id: 7 }), "the row", { everyMs: 5 });
    expect(value).toEqual({ id: 7 });
    expect(reads).toBe(4);
  });

  it("waits on a promise, and takes a 0 or an empty text as the value, not as 'not yet'", async () => {
    expect(await eventually(async () => 0, "a count", { timeoutMs: 100 })).toBe(0);
    expect(await eventually(() => "", "a text", { timeoutMs: 100 })).toBe("");
    let reads = 0;
    expect(await eventually(() => ++reads >= 3, "a flag", { everyMs: 5 })).toBe(true);
    expect(reads).toBe(3);
  });

  it("throws with what it waited for once the time is up", async () => {
    const started = performance.now();
    await expect(
      eventually(() => undefined, "confirmation mail to ana@example.com", { timeoutMs: 120 }),
    ).rejects.toThrow("confirmation mail to ana@example.com: not there after 120 ms");
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("describes the state at the time-out when `what` is a function, and passes on an error read throws", async () => {
    let reads = 0;
    await expect(
      eventually(
        () => {
          reads++;
          return false;
        },
        () => `the outbox after ${reads} reads`,
        { timeoutMs: 60, everyMs: 10 },
      ),
    ).rejects.toThrow(/^the outbox after \d+ reads: not there after 60 ms$/);
    await expect(
      eventually(() => {
        throw new Error("the PDF answered 500");
      }, "the PDF"),
    ).rejects.toThrow("the PDF answered 500");
  });
});
