import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingEvents, bookings, dietaryNeeds, itineraries, mailMessages, meals } from "~/db/schema";
import { env } from "~/env.server";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { sendItineraryUpdate } from "~/features/itinerary/itinerary.server";
import { openPdf } from "~/features/itinerary/render-itinerary.server";
import { savePreferences } from "~/features/preferences/preferences.server";
import type { PreferencesInput } from "~/features/preferences/preferences-schema";
import {
  eraseExpiredDietaryNeeds,
  erasureCutoff,
  startDietaryErasure,
} from "~/features/privacy/dietary-erasure.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import { saveReservation } from "~/features/workspace/reservations.server";
import { loadAllLanguages } from "~/i18n/i18n.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedBooking, seedCreator, seedMeal, seedPaidBooking, seedRecommendation } from "../support/factories";

/**
 * Dietary answers (health or belief data) are erased 30 days after check-out, or as soon as
 * the traveller clears them, and the erasure reaches every copy (the stored
 * "preferences received" email kept them). Checked as an auditor would: a unique phrase is
 * written, then every text and blob column of every table (read from SQLite's own catalogue)
 * and the database's bytes on disk are searched for it.
 */

beforeAll(async () => {
  testDb();
  await loadAllLanguages();
});

function withDietary(checkOut: string) {
  const booking = seedBooking(db(), { cityName: "Madrid", checkIn: "2030-01-01", checkOut });
  db()
    .insert(dietaryNeeds)
    .values({ bookingId: booking.id, needs: ["nut_allergy"], other: "", consentedAt: "2029-12-01T00:00:00.000Z" })
    .run();
  seedMeal(db(), booking.id);
  return booking.id;
}
const hasDietary = (id: number) =>
  Boolean(db().select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, id)).get());

/** A phrase no other test writes, with characters every copy escapes its own way (HTML, JSON). */
const uniquePhrase = (tag: string) => `Zanzíbar pepper ${tag} & O'Neil's <nuts> "raw"`;

/** Where a text appears, byte for byte, in any text or blob column of any table: "table.column" for each. */
function holders(needle: string): string[] {
  const sqlite = db().$client;
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all() as string[];
  const found: string[] = [];
  for (const table of tables) {
    const columns = sqlite.prepare(`select name, type from pragma_table_info(?)`).all(table) as {
      name: string;
      type: string;
    }[];
    for (const column of columns.filter(({ type }) => type === "" || /TEXT|BLOB|CHAR|CLOB/i.test(type))) {
      const count = sqlite
        .prepare(`select count(*) from "${table}" where instr(cast("${column.name}" as blob), cast(? as blob)) > 0`)
        .pluck()
        .get(needle) as number;
      if (count > 0) found.push(`${table}.${column.name}`);
    }
  }
  return found;
}

/** The tag, and the phrase as each kind of copy writes it. */
const forms = (tag: string) => {
  const phrase = uniquePhrase(tag);
  return [
    tag,
    phrase,
    JSON.stringify(phrase).slice(1, -1),
    phrase.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;"),
  ];
};
const heldAnywhere = (tag: string) => forms(tag).flatMap(holders);

/** After a checkpoint, whether the database file or its WAL holds these bytes. */
function onDisk(needle: string): string[] {
  db().$client.pragma("wal_checkpoint(TRUNCATE)");
  const path = env().DATABASE_PATH;
  return [path, `${path}-wal`].filter((file) => {
    try {
      return readFileSync(file).includes(Buffer.from(needle, "utf8"));
    } catch {
      return false;
    }
  });
}

const answers = (other: string | undefined, needs: PreferencesInput["dietary"] = []): PreferencesInput => ({
  meals: [
    { meal: "dinner", vibe: "lively", budgetBand: "30_60", partySize: 2, occasion: "none" },
    { meal: "lunch", vibe: "casual", budgetBand: "30_60", partySize: 2, occasion: "none" },
  ],
  dietary: needs,
  dietaryOther: other,
  consent: Boolean(other || needs?.length),
});

const preferenceCopies = (bookingId: number) =>
  db()
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.bookingId, bookingId))
    .all()
    .filter((copy) => copy.type === "preferences_received");

describe("the dietary erasure job", () => {
  const now = new Date("2030-03-15T03:00:00.000Z");

  it("deletes the answers of trips that ended more than 30 days ago, keeps the rest and the meals", async () => {
    expect(erasureCutoff(now)).toBe("2030-02-13");
    const longAgo = withDietary("2030-01-20");
    const justOver = withDietary("2030-02-12");
    const exactly30 = withDietary("2030-02-13");
    const recent = withDietary("2030-03-10");

    expect(await eraseExpiredDietaryNeeds(now)).toBe(2);
    expect([longAgo, justOver, exactly30, recent].map(hasDietary)).toEqual([false, false, true, true]);
    // The meals are not health data: the concierge's history of the trip keeps them.
    expect(db().select().from(meals).where(eq(meals.bookingId, longAgo)).all()).toHaveLength(1);

    expect(await eraseExpiredDietaryNeeds(now)).toBe(0);
  });

  it("runs once at start and returns a stop for its daily timer", async () => {
    const expired = withDietary("2000-01-10");
    const stop = startDietaryErasure(60_000);
    stop();
    await expect.poll(() => hasDietary(expired)).toBe(false);
  });
});

describe("erasure reaches every copy of the answers", () => {
  it("when the traveller clears them: no table holds them, nor the database file", async () => {
    const tag = "clear7f3a9";
    const booking = seedPaidBooking(db(), { status: "paid", reservations: 2 });
    savePreferences(booking.id, answers(uniquePhrase(tag), ["vegetarian", "other"]));
    await deliverDue();
    // A concierge copied the traveller's words into a note.
    addNote(booking.id, `Guest wrote: ${uniquePhrase(tag)}`, "admin");
    const [sent] = preferenceCopies(booking.id);
    expect(sent.html).toContain("Vegetarian");
    expect(heldAnywhere(tag)).not.toEqual([]);

    savePreferences(booking.id, answers(undefined));
    await deliverDue();

    expect(heldAnywhere(tag)).toEqual([]);
    expect(onDisk(tag)).toEqual([]);
    // The copies say the answers went, and the latest says none were given; the rest is as sent.
    const copies = preferenceCopies(booking.id);
    expect(copies).toHaveLength(2);
    expect(copies[0].html).toContain("[dietary needs removed]");
    expect(copies[0].html).not.toContain("Vegetarian");
    expect(copies[0].text).toContain("Your meals");
    expect(copies[1].text).toContain("None given");
  });

  it("when the traveller changes them: earlier emails lose the old answers, the new email has the new ones", async () => {
    const booking = seedPaidBooking(db(), { status: "paid", reservations: 2 });
    savePreferences(booking.id, answers(uniquePhrase("change1a2b3")));
    await deliverDue();
    savePreferences(booking.id, answers("Shellfish, all kinds"));
    await deliverDue();
    const [first, second] = preferenceCopies(booking.id);
    expect(first.html).not.toContain("change1a2b3");
    expect(first.text).toContain("[dietary needs removed]");
    expect(second.text).toContain("Shellfish, all kinds");
  });

  it("30 days after the trip: emails, notes, picks, tables, the itinerary as sent, its PDF and the outbox", async () => {
    const tag = "trip5c6d7";
    const phrase = uniquePhrase(tag);
    const booking = seedPaidBooking(db(), {
      status: "paid",
      reservations: 2,
      checkIn: "2026-12-09",
      checkOut: "2026-12-12",
    });
    savePreferences(booking.id, answers(phrase, ["gluten_free", "other"]));
    await deliverDue();
    // What people copy by hand: a note, the history, a creator's pick, the tables the concierge booked.
    addNote(booking.id, `Allergy: ${phrase}`, "admin");
    db()
      .insert(bookingEvents)
      .values({ bookingId: booking.id, toStatus: "curating", actor: "admin", note: `Checked: ${phrase}` })
      .run();
    db().update(bookings).set({ status: "curating" }).where(eq(bookings.id, booking.id)).run();
    const creator = seedCreator(db(), { status: "approved" });
    seedRecommendation(db(), { bookingId: booking.id, creatorId: creator.id, dishSuggestion: `Avoid ${phrase}` });
    for (const position of [1, 2]) {
      saveReservation(booking.id, {
        mealPosition: position,
        restaurantName: `Casa ${position}`,
        address: "Calle Mayor 1, Madrid",
        mapsUrl: undefined,
        localDate: "2026-12-10",
        localTime: position === 1 ? "14:00" : "21:30",
        partySize: 2,
        tableName: "Ana",
        confirmationCode: "",
        dishTips: position === 1 ? `Told the kitchen: ${phrase}` : "",
        travellerNote: "",
      });
    }
    db().update(bookings).set({ status: "booked" }).where(eq(bookings.id, booking.id)).run();
    sendItinerary(booking.id, { actor: "admin" });
    await deliverDue(); // the PDF
    await deliverDue(); // its email
    // An update whose recorded changes carry the text, in the outbox.
    saveReservation(booking.id, {
      mealPosition: 2,
      restaurantName: "Casa 2",
      address: "Calle Mayor 1, Madrid",
      mapsUrl: undefined,
      localDate: "2026-12-10",
      localTime: "21:30",
      partySize: 2,
      tableName: "Ana",
      confirmationCode: "",
      dishTips: `Also: ${phrase}`,
      travellerNote: "",
    });
    sendItineraryUpdate(booking.id);
    await deliverDue();
    await deliverDue();
    const held = heldAnywhere(tag);
    for (const copy of [
      "mail_messages.html",
      "booking_notes.body",
      "booking_events.note",
      "itineraries.document",
      "outbox.payload",
    ]) {
      expect(held).toContain(copy);
    }

    expect(await eraseExpiredDietaryNeeds(new Date("2027-02-01T03:00:00Z"))).toBe(1);
    await deliverDue(); // the PDF rendered again from the corrected itinerary

    expect(heldAnywhere(tag)).toEqual([]);
    expect(onDisk(tag)).toEqual([]);
    const row = db().select().from(itineraries).where(eq(itineraries.bookingId, booking.id)).get();
    const pdf = row ? openPdf(row) : null;
    expect(pdf).not.toBeNull();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf as Buffer)), { mergePages: true });
    expect(text).toContain("Casa 1");
    expect(text).not.toContain(tag);
    expect(text).toContain("[dietary needs removed]");
  });
});
