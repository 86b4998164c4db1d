import { z } from "zod";
import { isIsoDate } from "~/domain/dates";
import { isLocalTime } from "~/domain/local-time";
import { isPlainText, PLAIN_TEXT_MESSAGE, plainLine, plainLines, textLines } from "~/domain/plain-text";
import { mapLink } from "~/features/creators/recommendation-schema";

/**
 * The table the concierge booked in the traveller's name for one meal. The map link is
 * optional (not every place has one worth sending) but, when given, must be an https link of a
 * map service: the itinerary renders it as a link, so anything else is refused here, and it is
 * stored as the URL parser writes it. Every text is plain text (domain/plain-text.ts): it all
 * reaches the PDF and the calendar. Its messages are in the team member's language (reservationSchemaFor).
 */
export type ReservationMessages = Readonly<{
  restaurantName: string;
  address: string;
  mapsUrl: string;
  mapsUrlTooLong: string;
  localDate: string;
  localTime: string;
  partySize: string;
  tableName: string;
  meal: string;
  plainText: string;
  tooLong: (max: number) => string;
}>;

/** The English messages, for the JSON API and the services' own checks. */
const ENGLISH: ReservationMessages = {
  restaurantName: "Restaurant name is required",
  address: "Address is required",
  mapsUrl: "Use an https:// link to Google Maps, Apple Maps or OpenStreetMap",
  mapsUrlTooLong: "That link is too long",
  localDate: "Enter the date of the reservation",
  localTime: "Enter the time as HH:MM (24-hour, local to the city)",
  partySize: "Party size must be between 1 and 20",
  tableName: "Enter the name the table is under",
  meal: "Unknown meal",
  plainText: PLAIN_TEXT_MESSAGE,
  tooLong: (max) => `Use at most ${max} characters`,
};

/** The schema with its messages in one language (workspace-text.ts words them in the team member's). */
export const reservationSchemaFor = (MESSAGES: ReservationMessages) => {
  const { tooLong } = MESSAGES;
  const text = (max: number) => plainLine(z.string().trim().max(max, tooLong(max)), MESSAGES.plainText);
  const lines = (max: number) => plainLines(textLines().trim().max(max, tooLong(max)), MESSAGES.plainText);
  const required = (message: string, max: number) =>
    plainLine(z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)), MESSAGES.plainText);
  return z.object({
    mealPosition: z.coerce
      .number({ error: MESSAGES.meal })
      .int(MESSAGES.meal)
      .min(1, MESSAGES.meal)
      .max(99, MESSAGES.meal),
    recommendationId: z.coerce.number().int().positive().optional(),
    /** The directory's restaurant the form was filled from ("From the directory"), if it was. */
    restaurantId: z.coerce.number().int().positive().optional(),
    restaurantName: required(MESSAGES.restaurantName, 120),
    address: required(MESSAGES.address, 300),
    mapsUrl: z
      .string()
      .trim()
      .max(2000, MESSAGES.mapsUrlTooLong)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const link = mapLink(v);
        if (link) return link;
        ctx.addIssue({ code: "custom", message: isPlainText(v) ? MESSAGES.mapsUrl : MESSAGES.plainText });
        return z.NEVER;
      }),
    localDate: z.string({ error: MESSAGES.localDate }).trim().refine(isIsoDate, MESSAGES.localDate),
    localTime: z.string({ error: MESSAGES.localTime }).trim().refine(isLocalTime, MESSAGES.localTime),
    partySize: z.coerce
      .number({ error: MESSAGES.partySize })
      .int(MESSAGES.partySize)
      .min(1, MESSAGES.partySize)
      .max(20, MESSAGES.partySize),
    tableName: required(MESSAGES.tableName, 120),
    confirmationCode: text(60).default(""),
    dishTips: lines(500).default(""),
    travellerNote: lines(500).default(""),
    /** The restaurant's own cancellation terms (the reminder repeats them). */
    cancellationNote: lines(500).optional(),
  });
};

export const reservationSchema = reservationSchemaFor(ENGLISH);

export type ReservationInput = z.output<typeof reservationSchema>;
