import { describe, expect, it } from "vitest";
import { bookingSchema } from "~/features/booking/booking-schema";
import { creatorApplicationSchemaFor } from "~/features/creators/creator-schema";
import { creatorMessages } from "~/features/creators/creator-text";
import { lostLinkSchemaFor } from "~/features/trip/lost-link-schema";
import { translator } from "~/i18n/i18n.server";
import englishBooking from "~/i18n/locales/en/booking";
import englishTrip from "~/i18n/locales/en/trip";

const booking = bookingSchema({ earliestCheckIn: "2030-06-08", messages: englishBooking.validation }).shape.email;
const creator = creatorApplicationSchemaFor(creatorMessages(await translator("en", "creator"))).shape.email;
const lostLink = lostLinkSchemaFor(englishTrip.lostLink.messages);

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

  // A display name and its brackets once made the mail library send to the bracketed address.
  it.each([
    "x<attacker@evil.example>",
    "Ana <ana@example.com>",
    '"Ana" <ana@example.com>',
    "ana@example.com, b@evil.example",
    "ana@example.com;b@evil.example",
    "ana(comment)@example.com",
    "ana@example.com\r\nBcc: b@evil.example",
    "ana@example.com>",
    "ana@exa\u202Emple.com",
  ])("refuses %j: one bare address only, in every form", (email) => {
    expect(stored(booking, email)).toBeNull();
    expect(stored(creator, email)).toBeNull();
    expect(lostLink.shape.email.safeParse(email).success).toBe(false);
  });

  it.each(["o'brien@example.ie", "ana+trips@sub.example.travel", "josé@café.example"])("accepts %j", (email) => {
    expect(stored(booking, email)).toBe(email);
  });

  it("stores an address trimmed and lower-cased in both", () => {
    expect(stored(booking, " Ana@Example.com ")).toBe("ana@example.com");
    expect(stored(creator, " Ana@Example.com ")).toBe("ana@example.com");
  });
});
