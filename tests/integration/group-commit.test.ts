import Database from "better-sqlite3";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BUSY_TIMEOUT_MS, db, type Tx } from "~/db/client.server";
import { writeInGroup } from "~/db/group-commit.server";
import { bookings, jobLeases } from "~/db/schema";
import { earliestCheckIn } from "~/domain/dates";
import { env } from "~/env.server";
import { bookingSchema } from "~/features/booking/booking-schema";
import { createBooking } from "~/features/booking/bookings.server";
import englishBooking from "~/i18n/locales/en/booking";
import type { WriteAllowance } from "~/platform/write-allowance";
import { validBooking } from "../support/booking-form.mjs";
import { testDb } from "../support/db";

/**
 * Writes asked for in the same turn of the event loop share one transaction (group commit).
 * What a caller must still be able to count on: its write is stored once it hears so, a
 * neighbour's failure is not its own, repeats and limits hold as if the writes ran one by one.
 */

beforeAll(() => {
  testDb();
});

const meta = { userAgent: "vitest", referrer: null, source: "sobremesa-test" };
const parse = (fields: Record<string, string>) =>
  bookingSchema({ earliestCheckIn: earliestCheckIn(), messages: englishBooking.validation }).parse(fields);
const storedEmails = (emails: string[]) =>
  db()
    .select({ email: bookings.email })
    .from(bookings)
    .where(inArray(bookings.email, emails))
    .all()
    .map((row) => row.email)
    .sort();

/** What another process sees: only what has been committed. */
function countFromAnotherConnection(email: string): number {
  const other = new Database(env().DATABASE_PATH, { readonly: true });
  try {
    return other.prepare("select count(*) from bookings where email = ?").pluck().get(email) as number;
  } finally {
    other.close();
  }
}

/** A small write of its own: a lease row named `name`. */
const lease = (name: string) => (tx: Tx) =>
  tx.insert(jobLeases).values({ name, holder: "vitest", expiresAt: "2999-01-01T00:00:00.000Z" }).run();
const leaseNamed = (name: string) => db().select().from(jobLeases).where(eq(jobLeases.name, name)).get();

/** A budget of `left` new writes, counted as the HTTP layer's limiter counts them. */
function budget(left: number): WriteAllowance & { recorded: number } {
  const allowance = {
    recorded: 0,
    get allowed() {
      return allowance.recorded < left;
    },
    record: () => void allowance.recorded++,
  };
  return allowance;
}

describe("bookings sent in the same moment", () => {
  it("are each stored, and committed by the time each caller hears of it", async () => {
    const forms = Array.from({ length: 6 }, () => validBooking({ city: "EU|Paris", countryCode: "FR" }));
    const committed: number[] = [];
    const results = await Promise.all(
      forms.map((form) =>
        createBooking(parse(form), meta).then((result) => {
          committed.push(countFromAnotherConnection(form.email));
          return result;
        }),
      ),
    );
    expect(committed).toEqual([1, 1, 1, 1, 1, 1]);
    expect(storedEmails(forms.map((form) => form.email))).toEqual(forms.map((form) => form.email).sort());
    const references = results.map((result) => (result === "limited" ? "" : result.booking.reference));
    expect(new Set(references).size).toBe(6);
  });

  it("store one booking for the same attempt sent twice at once, and answer both with it", async () => {
    const form = validBooking();
    const [first, second] = await Promise.all([createBooking(parse(form), meta), createBooking(parse(form), meta)]);
    expect(first).toMatchObject({ created: true });
    expect(second).toMatchObject({ created: false });
    if (first === "limited" || second === "limited") throw new Error("unlimited bookings were limited");
    expect(second.booking.reference).toBe(first.booking.reference);
    expect(storedEmails([form.email])).toEqual([form.email]);
  });

  it("from one client over its limit store only what the limit allows, and a repeat is not refused", async () => {
    const allowance = budget(2);
    const forms = Array.from({ length: 5 }, () => validBooking());
    const results = await Promise.all(forms.map((form) => createBooking(parse(form), meta, allowance)));
    expect(results.filter((result) => result === "limited")).toHaveLength(3);
    expect(allowance.recorded).toBe(2);
    expect(storedEmails(forms.map((form) => form.email))).toHaveLength(2);

    const storedForm = forms[results.findIndex((result) => result !== "limited")];
    expect(await createBooking(parse(storedForm), meta, allowance)).toMatchObject({ created: false });
  });
});

describe("a write that fails among others", () => {
  it("leaves nothing of its own behind, fails only its own caller, and the others are stored", async () => {
    const outcomes = await Promise.allSettled([
      writeInGroup(lease("group-a")),
      writeInGroup((tx) => {
        lease("group-b")(tx);
        throw new Error("the second write failed");
      }),
      writeInGroup(lease("group-c")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(outcomes[1]).toMatchObject({ reason: new Error("the second write failed") });
    expect(leaseNamed("group-a")).toBeDefined();
    expect(leaseNamed("group-b")).toBeUndefined();
    expect(leaseNamed("group-c")).toBeDefined();
  });

  it("alone, is rolled back and fails its caller", async () => {
    await expect(
      writeInGroup((tx) => {
        lease("alone")(tx);
        throw new Error("the only write failed");
      }),
    ).rejects.toThrow("the only write failed");
    expect(leaseNamed("alone")).toBeUndefined();
  });
});

describe("while another process holds the write lock", () => {
  /** Another connection, as another serving process would hold it, in the middle of its write. */
  function holdWriteLock() {
    const other = new Database(env().DATABASE_PATH);
    other.prepare("begin immediate").run();
    return {
      release: () => {
        other.prepare("commit").run();
        other.close();
      },
    };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("a write waits without stopping this process, and is stored once the lock is free", async () => {
    const lock = holdWriteLock();
    let settled = false;
    const write = writeInGroup(lease("waited")).then(() => {
      settled = true;
    });
    // Timers still run while the write waits: the event loop is not blocked.
    await new Promise((resume) => setTimeout(resume, 50));
    expect(settled).toBe(false);
    expect(leaseNamed("waited")).toBeUndefined();
    lock.release();
    await write;
    expect(leaseNamed("waited")).toBeDefined();
  });

  it("a write gives up with an error after the busy timeout, and stores nothing", async () => {
    // The wait is measured on the monotonic clock (performance.now), so that is faked too.
    vi.useFakeTimers({ toFake: ["setTimeout", "setImmediate", "Date", "performance"] });
    const lock = holdWriteLock();
    try {
      const write = writeInGroup(lease("gave-up"));
      const failed = expect(write).rejects.toThrow(`the write lock stayed held for ${BUSY_TIMEOUT_MS} ms`);
      await vi.advanceTimersByTimeAsync(BUSY_TIMEOUT_MS + 100);
      await failed;
    } finally {
      lock.release();
    }
    expect(leaseNamed("gave-up")).toBeUndefined();
  });
});
