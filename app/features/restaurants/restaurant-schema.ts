import { z } from "zod";
import { isPlainText, PLAIN_TEXT_MESSAGE, plainLine, plainLines, textLines } from "~/domain/plain-text";
import { mapLink } from "~/features/creators/recommendation-schema";
import { BOOKING_METHODS, DIRECTORY_CITIES, WEEK_DAYS } from "~/features/restaurants/restaurants";

/**
 * A restaurant of the directory as the team types it (the add and edit forms) and as a CSV line
 * brings it (the import reads each line through this same schema, so a spreadsheet cannot store
 * what the form would refuse). Every text is plain text: it reaches reservations, the itinerary
 * and its PDF.
 */

const tooLong = (max: number) => `Use at most ${max} characters`;
const line = (max: number) => plainLine(z.string().trim().max(max, tooLong(max)), PLAIN_TEXT_MESSAGE).default("");
const lines = (max: number) => plainLines(textLines().trim().max(max, tooLong(max)), PLAIN_TEXT_MESSAGE).default("");
const required = (message: string, max: number) =>
  plainLine(z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)), PLAIN_TEXT_MESSAGE);

/** A coordinate typed as a decimal number within its range, or nothing. */
const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const number = /^-?\d{1,3}(?:\.\d{1,8})?$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isFinite(number) && Math.abs(number) <= limit) return number;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

export const restaurantSchema = z
  .object({
    cityName: z
      .string({ error: "Choose the city" })
      .refine((city) => DIRECTORY_CITIES.includes(city), "Choose the city from the list"),
    name: required("Enter the restaurant's name", 120),
    address: required("Enter the address", 300),
    mapsUrl: z
      .string()
      .trim()
      .max(2000, "That link is too long")
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const link = mapLink(value);
        if (link) return link;
        ctx.addIssue({
          code: "custom",
          message: isPlainText(value)
            ? "Use an https:// link to Google Maps, Apple Maps or OpenStreetMap"
            : PLAIN_TEXT_MESSAGE,
        });
        return z.NEVER;
      }),
    latitude: coordinate(90, "Enter a latitude between -90 and 90, such as 40.4115"),
    longitude: coordinate(180, "Enter a longitude between -180 and 180, such as -3.7077"),
    phone: line(40).refine(
      (v) => v === "" || /^\+?[\d\s().-]{6,40}$/.test(v),
      "Enter a phone number, such as +34 913 65 32 52",
    ),
    website: z
      .string()
      .trim()
      .max(300, tooLong(300))
      .optional()
      .transform((value, ctx) => {
        if (!value) return "";
        try {
          const url = new URL(value);
          if (url.protocol === "https:" && !url.username && !url.password) return url.href;
        } catch {}
        ctx.addIssue({ code: "custom", message: "Enter the website as an https:// address" });
        return z.NEVER;
      }),
    cuisine: line(80),
    priceLevel: z.coerce
      .number({ error: "Choose a price level" })
      .int("Choose a price level")
      .min(1, "Choose a price level")
      .max(4, "Choose a price level"),
    bookingMethod: z.enum(BOOKING_METHODS, { error: "Choose how to book" }),
    bookingDetails: line(300),
    cancellationTerms: lines(500),
    noShowTerms: lines(500),
    teamNotes: lines(1000),
    openingDays: z
      .array(z.enum(WEEK_DAYS, { error: "Pick days of the week" }))
      .default([])
      .transform((days) => WEEK_DAYS.filter((day) => days.includes(day))),
  })
  .superRefine((value, ctx) => {
    // Coordinates come as a pair: one alone places nothing.
    if ((value.latitude === null) !== (value.longitude === null)) {
      const path = value.latitude === null ? "latitude" : "longitude";
      ctx.addIssue({ code: "custom", path: [path], message: "Give both the latitude and the longitude, or neither" });
    }
  });

export type RestaurantInput = z.output<typeof restaurantSchema>;

/** The list's search: a city (or every city) and words of the name. */
export function directorySearch(params: URLSearchParams): { city: string; q: string } {
  const city = params.get("city") ?? "";
  const q = (params.get("q") ?? "").trim().slice(0, 120);
  return { city: DIRECTORY_CITIES.includes(city) ? city : "", q };
}

const entryId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 31, message);

/** The review's forms: the waiting entry, and (to merge) the listed entry it duplicates. */
export const listReviewSchema = z.object({ restaurantId: entryId("Unknown restaurant") });
export const mergeReviewSchema = z.object({
  restaurantId: entryId("Unknown restaurant"),
  into: entryId("Choose the restaurant to merge it into"),
});
