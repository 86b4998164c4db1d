import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listBookings } from "~/features/admin-dashboard/admin-bookings.server";
import { searchMatch } from "~/features/admin-dashboard/booking-search.server";
import { testDb } from "../support/db";
import { seedPaidBooking } from "../support/factories";

/**
 * The search index's query as the service quotes it, on its own (whatever its caller cleaned
 * first): SQLite must read every phrase it builds, whatever characters the text holds. FTS5 reads
 * a query up to its first NUL, so a NUL once left the phrase's quote open ("unterminated
 * string", a 500 on the admin page and the API).
 */

beforeAll(() => {
  testDb();
});

const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** C0 controls (NUL first), DEL, C1 controls, direction marks and isolates, separators, a lone surrogate half, a BOM. */
const HIDDEN = [
  ...codePoints(0x00, 0x1f),
  0x7f,
  ...codePoints(0x80, 0x9f),
  0x061c,
  0x200b,
  0x200e,
  0x200f,
  ...codePoints(0x202a, 0x202e),
  ...codePoints(0x2066, 0x2069),
  0x2028,
  0x2029,
  0xd800,
  0xfeff,
].map((code) => String.fromCharCode(code));

const label = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** What the index answers for a query the service built; throws if SQLite cannot read it. */
const asked = (match: string) =>
  db().$client.prepare("select count(*) from bookings_search where bookings_search match ?").pluck().get(match);

describe("the search index's phrase", () => {
  it.each(HIDDEN.map((character) => [label(character), character]))(
    "is one phrase SQLite reads, with %s before, after, inside or alone",
    (_, character) => {
      for (const q of [
        `${character}abc`,
        `abc${character}`,
        `ab${character}cd`,
        character.repeat(3),
        `${character}600 123`,
      ]) {
        const match = searchMatch(q);
        expect(match, JSON.stringify(q)).not.toBeNull();
        expect(match).not.toContain("\0");
        expect(() => asked(match!), JSON.stringify(q)).not.toThrow();
      }
    },
  );

  it("still quotes a double quote inside the phrase", () => {
    expect(searchMatch('a"b\0c')).toBe('"a""bc"');
    expect(() => asked(searchMatch('"\0"')!)).not.toThrow();
  });

  it("finds the booking a NUL was typed beside, through the service alone", () => {
    seedPaidBooking(db(), { name: "Nuria Nulsearch", email: "nuria.nulsearch@example.com" });
    for (const q of ["\0Nulsearch", "Nulsearch\0", "Nul\0search"]) {
      const { rows, total } = listBookings({ q, page: 1 });
      expect({ q, total, names: rows.map((row) => row.name) }).toEqual({ q, total: 1, names: ["Nuria Nulsearch"] });
    }
  });
});
