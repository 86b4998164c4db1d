import { describe, expect, it } from "vitest";
import { bookingSchema } from "~/domain/booking-schema";
import { creatorApplicationSchema } from "~/domain/creator-schema";

const booking = bookingSchema({ earliestCheckIn: "2030-06-08" }).shape.email;
const creator = creatorApplicationSchema.shape.email;

/** What each form would store for the address, or null when it refuses it. */
const stored = (schema: typeof booking | typeof creator, email: string) => {
  const result = schema.safeParse(email);
  return result.success ? result.data : null;
};

describe("one email rule for travellers and creators", () => {
  const addresses = [
    " Ana@Example.com ",
    "ana@example.c",
    "ana..lopez@example.com",
    "ana+trips@sub.example.travel",
    "ana",
    "ana@example",
    "ana @example.com",
    "@example.com",
    `${"a".repeat(250)}@x.com`,
  ];
  for (const email of addresses) {
    it(`the booking form and the creator application agree on ${email.slice(0, 30).trim()}`, () => {
      expect(stored(creator, email)).toBe(stored(booking, email));
    });
  }

  it("stores an address trimmed and lower-cased in both", () => {
    expect(stored(booking, " Ana@Example.com ")).toBe("ana@example.com");
    expect(stored(creator, " Ana@Example.com ")).toBe("ana@example.com");
  });
});
