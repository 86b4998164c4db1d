import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginSchemaFor, setPasswordSchemaFor } from "~/domain/login-schema";
import { PLAIN_TEXT_MESSAGE, shownText } from "~/domain/plain-text";
import { type BookingMessages, bookingSchema } from "~/features/booking/booking-schema";
import { creatorApplicationSchemaFor } from "~/features/creators/creator-schema";
import { creatorMessages } from "~/features/creators/creator-text";
import { accountMessages, recommendationMessages } from "~/features/creators/dashboard-text";
import { recommendationSchemaFor } from "~/features/creators/recommendation-schema";
import { preferencesSchema } from "~/features/preferences/preferences-schema";
import { preferencesMessages } from "~/features/preferences/preferences-text";
import { lostLinkSchemaFor } from "~/features/trip/lost-link-schema";
import { reservationSchema } from "~/features/workspace/reservation-schema";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * Bidirectional controls and control characters were once accepted
 * in names, restaurants, tips and notes. Every string field of every form schema in
 * app/domain/*-schema.ts is tried here with each of them, found by walking a valid sample, so
 * a field added later is tried too; only the fields named below may take them.
 */

const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
const CONTROLS = ["\u0000", "\u0007", "\u001B", "\u007F", "\u0085", "\u2028"];
/** A line break is text in a textarea, nowhere else. */
const BREAKS = ["\r\n", "\n", "\r"];
const MULTILINE = new Set(["meals.0.note", "dishSuggestion", "dishTips", "travellerNote"]);
/**
 * A password is a secret, never shown; where the traveller came from is cleaned, not refused;
 * the calling code is looked up in a fixed table and the table's value is stored.
 */
const TAKES_ANYTHING = new Set(["password", "confirmPassword", "referrer", "countryCode"]);

let words: Record<Language, ReturnType<typeof messagesIn>>;

function messagesIn(language: Language) {
  return {
    booking: fixedT(language, "booking")("validation", { returnObjects: true }) as unknown as BookingMessages,
    creator: creatorMessages(fixedT(language, "creator")),
    preferences: preferencesMessages(fixedT(language, "trip")),
    recommendation: recommendationMessages(fixedT(language, "dashboard")),
    account: accountMessages(fixedT(language, "dashboard")),
  };
}

beforeAll(async () => {
  await loadAllLanguages();
  words = Object.fromEntries(LANGUAGES.map((language) => [language, messagesIn(language)])) as typeof words;
});

type Case = { name: string; schema: () => z.ZodType; sample: Record<string, unknown>; plainText: () => string };

const cases = (language: Language): Case[] => [
  {
    name: "booking",
    schema: () => bookingSchema({ earliestCheckIn: "2030-01-01", messages: words[language].booking }),
    sample: {
      city: "ES|Madrid",
      checkIn: "2030-06-01",
      checkOut: "2030-06-04",
      reservations: 2,
      name: "Ana García",
      email: "ana@example.com",
      countryCode: "ES",
      phoneNumber: "612 345 678",
      referrer: "https://example.com/",
    },
    plainText: () => words[language].booking.plainText,
  },
  {
    name: "creator application",
    schema: () => creatorApplicationSchemaFor(words[language].creator),
    sample: {
      name: "María López",
      email: "maria@example.com",
      city: "Sevilla",
      instagram: "@maria.eats",
      tiktok: "@maria",
    },
    plainText: () => words[language].creator.plainText,
  },
  {
    name: "preferences",
    schema: () =>
      preferencesSchema(
        { checkIn: "2030-06-01", checkOut: "2030-06-04", reservations: 1 },
        words[language].preferences,
      ),
    sample: {
      meals: [
        {
          meal: "dinner",
          vibe: "lively",
          budgetBand: "30_60",
          partySize: 2,
          occasion: "none",
          cuisine: "Tapas",
          note: "By the window",
        },
      ],
      dietary: ["other"],
      dietaryOther: "No coriander at all",
      consent: true,
    },
    plainText: () => words[language].preferences.plainText,
  },
  {
    name: "recommendation",
    schema: () => recommendationSchemaFor(words[language].recommendation),
    sample: {
      bookingId: 1,
      mealPosition: 1,
      restaurantName: "Casa Lucio",
      googleMapsLink: "https://maps.google.com/?q=Casa+Lucio",
      dishSuggestion: "Huevos rotos",
    },
    plainText: () => words[language].recommendation.plainText,
  },
  {
    name: "creator log-in",
    schema: () => loginSchemaFor(words[language].account),
    sample: { email: "maria@example.com", password: "correct horse battery" },
    plainText: () => words[language].account.plainText,
  },
  {
    name: "set password",
    schema: () => setPasswordSchemaFor(words[language].account),
    sample: { password: "correct horse battery", confirmPassword: "correct horse battery" },
    plainText: () => words[language].account.plainText,
  },
  {
    name: "lost link",
    schema: () => lostLinkSchemaFor({ email: "email", reference: "reference" }),
    sample: { email: "ana@example.com", reference: "ABCD1234" },
    plainText: () => "email",
  },
  // The concierge's workspace is in English only.
  {
    name: "reservation",
    schema: () => reservationSchema,
    sample: {
      mealPosition: 1,
      restaurantName: "Casa Lucio",
      address: "Calle Cava Baja 35",
      mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
      localDate: "2030-06-02",
      localTime: "21:30",
      partySize: 2,
      tableName: "Ana García",
      confirmationCode: "CL-1",
      dishTips: "Huevos rotos",
      travellerNote: "Arrive early",
    },
    plainText: () => PLAIN_TEXT_MESSAGE,
  },
];

/** Every string in a sample, by its path ("meals.0.note"). */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, String(index)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withValue(sample: Record<string, unknown>, path: string[], change: (value: string) => string) {
  const copy = structuredClone(sample);
  // biome-ignore lint/suspicious/noExplicitAny: walking a plain JSON sample
  let node: any = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1];
  node[last] = change(node[last]);
  return copy;
}

const issuesAt = (schema: z.ZodType, value: unknown, path: string[]) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === path.join("."));
};

describe("one plain-text rule for every free-text field", () => {
  for (const language of LANGUAGES) {
    for (const { name, schema, sample, plainText } of cases(language)) {
      it(`${language} ${name}: refuses every hidden character in each text field, with a clear message`, () => {
        expect(schema().safeParse(sample).success, `${name} sample`).toBe(true);
        for (const path of stringPaths(sample)) {
          const field = path.join(".");
          if (TAKES_ANYTHING.has(field)) continue;
          // In a textarea, U+2028 is a line break like the others (stored as LF).
          const hidden = MULTILINE.has(field)
            ? [...BIDI, ...CONTROLS.filter((c) => c !== "\u2028")]
            : [...BIDI, ...CONTROLS, ...BREAKS];
          for (const character of hidden) {
            const issues = issuesAt(
              schema(),
              withValue(sample, path, (v) => `${v.slice(0, 2)}${character}${v.slice(2)}`),
              path,
            );
            expect(issues.length, `${name}.${field} with U+${character.codePointAt(0)?.toString(16)}`).toBeGreaterThan(
              0,
            );
          }
        }
        // The free-text fields say why, in the page's language.
        for (const path of stringPaths(sample).filter((p) =>
          /name|note|tips|suggestion|cuisine|other|address|code/i.test(p.join(".")),
        )) {
          const field = path.join(".");
          if (field === "countryCode" || field === "confirmPassword") continue;
          const issues = issuesAt(
            schema(),
            withValue(sample, path, (v) => `${v}\u202Eevil`),
            path,
          );
          expect(
            issues.map((issue) => issue.message),
            `${name}.${field}`,
          ).toContain(plainText());
        }
      });
    }
  }

  it("keeps a textarea's line breaks, as LF, and cleans where the traveller came from", () => {
    const preferences = cases("en")[2];
    const parsed = preferences
      .schema()
      .parse(withValue(preferences.sample, ["meals", "0", "note"], () => "Window\r\nplease")) as {
      meals: { note: string }[];
    };
    expect(parsed.meals[0].note).toBe("Window\nplease");
    const booking = cases("en")[0];
    const stored = booking
      .schema()
      .parse(withValue(booking.sample, ["referrer"], () => "https://x.example/\u202Egpj.exe\r\n")) as {
      referrer: string;
    };
    expect(stored.referrer).toBe("https://x.example/gpj.exe");
  });

  it("accepts letters of every script, accents and emoji", () => {
    const booking = cases("en")[0];
    for (const name of ["Zoë 👩‍👩‍👧", "محمد عبد الله", "山田 太郎", "Ñúñez-O'Brien"]) {
      expect(booking.schema().safeParse({ ...booking.sample, name }).success, name).toBe(true);
    }
  });

  it("takes a map link only without control characters, and as the URL parser writes it", () => {
    const reservation = cases("en")[7];
    const crlf = issuesAt(
      reservation.schema(),
      { ...reservation.sample, mapsUrl: "https://maps.google.com/?q=a\r\nX:1" },
      ["mapsUrl"],
    );
    expect(crlf.map((issue) => issue.message)).toEqual([PLAIN_TEXT_MESSAGE]);
    const stored = reservation
      .schema()
      .parse({ ...reservation.sample, mapsUrl: "HTTPS://Maps.Google.com/?q=Casa Lucio" }) as {
      mapsUrl: string;
    };
    expect(stored.mapsUrl).toBe("https://maps.google.com/?q=Casa%20Lucio");
    const recommendation = cases("en")[3];
    const refused = issuesAt(
      recommendation.schema(),
      { ...recommendation.sample, googleMapsLink: "https://maps.google.com/?q=a\tX" },
      ["googleMapsLink"],
    );
    expect(refused.map((issue) => issue.message)).toEqual([PLAIN_TEXT_MESSAGE]);
  });

  it("shows stored text without its hidden characters", () => {
    expect(shownText("a\r\nb\u202E\u0000c\uD800")).toBe("a bc");
    expect(shownText("a\r\nb\u2066c", { multiline: true })).toBe("a\nbc");
  });
});
