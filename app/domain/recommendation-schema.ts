import { z } from "zod";

const MESSAGES = {
  restaurantName: "Restaurant name is required",
  googleMapsLink: "Enter the restaurant's map link (starting with http:// or https://)",
  dishSuggestion: "Dish suggestion is required",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

/** §3 recommendation: all three fields required; the map link must be a web address. */
export const recommendationSchema = z.object({
  bookingId: z.coerce.number({ error: "Unknown request" }).int().positive("Unknown request"),
  restaurantName: required(MESSAGES.restaurantName, 120),
  googleMapsLink: z
    .string({ error: MESSAGES.googleMapsLink })
    .trim()
    .max(2000, "That link is too long")
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: MESSAGES.googleMapsLink })),
  dishSuggestion: required(MESSAGES.dishSuggestion, 500),
});

export type RecommendationInput = z.output<typeof recommendationSchema>;
