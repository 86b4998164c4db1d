import Database from "better-sqlite3";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { writeInGroup } from "~/db/group-commit.server";
import { bookings, jobLeases } from "~/db/schema";
import { bookingSchema } from "~/domain/booking-schema";
import { earliestCheckIn } from "~/domain/dates";
import { env } from "~/env.server";
import { createBooking } from "~/services/bookings/bookings.server";
import type { WriteAllowance } from "~/services/write-allowance";
import { validBooking } from "../support/booking";
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
const parse = (fields: Record<string, string>) => bookingSchema({ earliestCheckIn: earliestCheckIn() }).parse(fields);
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
  const lease = (name: string) => (tx: Parameters<Parameters<typeof writeInGroup>[0]>[0]) =>
    tx.insert(jobLeases).values({ name, holder: "vitest", expiresAt: "2999-01-01T00:00:00.000Z" }).run();
  const leaseNamed = (name: string) => db().select().from(jobLeases).where(eq(jobLeases.name, name)).get();

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
