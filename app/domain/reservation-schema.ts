import { z } from "zod";
import { isIsoDate } from "./dates";
import { isLocalTime } from "./local-time";
import { isMapLink } from "./recommendation-schema";

/**
 * The table the concierge booked in the traveller's name for one meal. The map link is
 * optional (not every place has one worth sending) but, when given, must be an https link of a
 * map service: the itinerary renders it as a link, so anything else is refused here.
 */
const MESSAGES = {
  restaurantName: "Restaurant name is required",
  address: "Address is required",
  mapsUrl: "Use an https:// link to Google Maps, Apple Maps or OpenStreetMap",
  localDate: "Enter the date of the reservation",
  localTime: "Enter the time as HH:MM (24-hour, local to the city)",
  partySize: "Party size must be between 1 and 20",
  tableName: "Enter the name the table is under",
} as const;

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

export const reservationSchema = z.object({
  mealPosition: z.coerce
    .number({ error: "Unknown meal" })
    .int("Unknown meal")
    .min(1, "Unknown meal")
    .max(99, "Unknown meal"),
  recommendationId: z.coerce.number().int().positive().optional(),
  restaurantName: required(MESSAGES.restaurantName, 120),
  address: required(MESSAGES.address, 300),
  mapsUrl: z
    .string()
    .trim()
    .max(2000, "That link is too long")
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isMapLink(v), MESSAGES.mapsUrl),
  localDate: z.string({ error: MESSAGES.localDate }).trim().refine(isIsoDate, MESSAGES.localDate),
  localTime: z.string({ error: MESSAGES.localTime }).trim().refine(isLocalTime, MESSAGES.localTime),
  partySize: z.coerce
    .number({ error: MESSAGES.partySize })
    .int(MESSAGES.partySize)
    .min(1, MESSAGES.partySize)
    .max(20, MESSAGES.partySize),
  tableName: required(MESSAGES.tableName, 120),
  confirmationCode: text(60).default(""),
  dishTips: text(500).default(""),
  travellerNote: text(500).default(""),
});

export type ReservationInput = z.output<typeof reservationSchema>;
