import { z } from "zod";
import { parseCity, requiresPayment } from "~/domain/cities";
import { isIsoDate } from "~/domain/dates";
import { emailAddress } from "~/domain/email";
import { plainLine, shownText } from "~/domain/plain-text";
import { MAX_RESERVATIONS, MIN_RESERVATIONS } from "~/domain/pricing";
import { hasImpossibleLength, isCallingCountry, resolveCallingCode } from "./calling-codes";

/**
 * The refusals the schema words, one per key. The words themselves are the catalogue's
 * (`booking.validation` in app/i18n/locales): the page passes its language's, the JSON API the
 * English ones, which are the product's own wording (tests/unit/booking-schema.test.ts quotes the spec).
 */
type BookingMessageKey =
  | "cityRequired"
  | "cityUnknown"
  | "checkInRequired"
  | "checkOutRequired"
  | "checkInTooSoon"
  | "checkOutBeforeCheckIn"
  | "reservations"
  | "nameTooShort"
  | "nameTooLong"
  | "email"
  | "phone"
  | "phoneImpossible"
  | "countryCode"
  | "phoneCountry"
  | "idempotencyKey"
  | "plainText"
  | "startConsent";
export type BookingMessages = Readonly<Record<BookingMessageKey, string>>;

const NAME_MAX = 100;
const PHONE_MAX = 24;
/**
 * What people type in a phone number, spaces included (the no-break ones a pasted French number
 * carries too), but no line break or other control; anything else is refused rather than stored.
 */
const PHONE_CHARS = /^[\d \u00A0\u202F().+-]+$/;

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Form posts carry "6"; JSON may carry 6. Both become a number before the 1–10 check. */
const reservationCount = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(MIN_RESERVATIONS, { error: message })
      .max(MAX_RESERVATIONS, { error: message }),
  );

const isoDate = (required: string) => z.string({ error: required }).refine(isIsoDate, { error: required, abort: true });

/**
 * The one booking schema: the /clients action, the same form live in the browser, and the
 * JSON API all parse with it. `earliestCheckIn` comes from the server (today + 7, UTC), so
 * the browser checks against the server's calendar, not its own clock.
 *
 * Fields it does not know are dropped, not refused: clients written from the product spec
 * also send what they computed themselves (pricing, phone, id, statuses, timestamps), and
 * the server never trusts those, so they change nothing.
 */
export function bookingSchema({
  earliestCheckIn,
  messages,
  requireStartConsent = false,
  impossiblePhone = hasImpossibleLength,
}: {
  earliestCheckIn: string;
  messages: BookingMessages;
  /**
   * The booking form (not the JSON API, whose clients the spec defines) requires, for a
   * destination paid now, the box asking the service to start within the withdrawal period.
   */
  requireStartConsent?: boolean;
  /**
   * Whether a phone's length is impossible in its country: the browser's table by default;
   * the form's action passes libphonenumber-js's full check (phone-check.server.ts).
   */
  impossiblePhone?: PhoneCheck;
}) {
  // Building a zod schema (and compiling its fast parser on first use) costs more than a
  // parse: the same day's schema is built once per language (and use) and reused.
  const caches = cachesFor(impossiblePhone);
  const cache = requireStartConsent ? caches.form : caches.api;
  const last = cache.get(messages);
  if (last?.earliestCheckIn === earliestCheckIn) return last.schema;
  const schema = buildBookingSchema(earliestCheckIn, messages, requireStartConsent, impossiblePhone);
  cache.set(messages, { earliestCheckIn, schema });
  return schema;
}

type PhoneCheck = (phoneNumber: string, country: string) => boolean;
type Built = WeakMap<BookingMessages, { earliestCheckIn: string; schema: ReturnType<typeof buildBookingSchema> }>;
const cachesByCheck = new Map<PhoneCheck, { form: Built; api: Built }>();

function cachesFor(check: PhoneCheck): { form: Built; api: Built } {
  const found = cachesByCheck.get(check);
  if (found) return found;
  const made = { form: new WeakMap(), api: new WeakMap() };
  cachesByCheck.set(check, made);
  return made;
}

/** The country a booking's phone is in ("" when its calling code is not one we know). */
function calledCountry(value: unknown): string {
  const { countryCode, phoneCountry } = value as { countryCode?: unknown; phoneCountry?: unknown };
  if (typeof countryCode !== "string") return "";
  return resolveCallingCode(countryCode, typeof phoneCountry === "string" ? phoneCountry : null)?.country ?? "";
}

/** The phone already passes the spec's rules (characters, 6-12 digits): only then is the country's length checked. */
function phoneShapeOk(value: unknown): boolean {
  const { phoneNumber } = value as { phoneNumber?: unknown };
  if (typeof phoneNumber !== "string") return false;
  const digits = digitsOf(phoneNumber).length;
  return PHONE_CHARS.test(phoneNumber.trim()) && digits >= 6 && digits <= 12;
}

/** A ticked box arrives as "on" from a form, true from JSON; anything else is no consent. */
const ticked = (value: unknown) => value === "on" || value === true || value === "true";

function buildBookingSchema(
  earliestCheckIn: string,
  messages: BookingMessages,
  requireStartConsent: boolean,
  impossiblePhone: PhoneCheck,
) {
  return z
    .object({
      city: z
        .string({ error: messages.cityRequired })
        .refine((value) => parseCity(value) !== null, { error: messages.cityUnknown }),
      checkIn: isoDate(messages.checkInRequired).refine((value) => value >= earliestCheckIn, {
        error: messages.checkInTooSoon,
      }),
      checkOut: isoDate(messages.checkOutRequired),
      reservations: reservationCount(messages.reservations),
      name: plainLine(
        z
          .string({ error: messages.nameTooShort })
          .trim()
          .min(2, { error: messages.nameTooShort })
          .max(NAME_MAX, { error: messages.nameTooLong }),
        messages.plainText,
      ),
      email: emailAddress(messages.email),
      /** The form sends the country ("IT"); API clients may send the calling code ("+39"). */
      countryCode: z
        .string({ error: messages.countryCode })
        .max(8, { error: messages.countryCode })
        .refine((value) => resolveCallingCode(value) !== null, { error: messages.countryCode }),
      /** Which of the countries sharing a calling code the phone is in: "+1" is the US unless this says "CA". */
      phoneCountry: z.preprocess(
        (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
        z
          .string({ error: messages.phoneCountry })
          .trim()
          .toUpperCase()
          .refine((value) => isCallingCountry(value), { error: messages.phoneCountry })
          .optional(),
      ),
      phoneNumber: z
        .string({ error: messages.phone })
        .trim()
        .max(PHONE_MAX, { error: messages.phone })
        .regex(PHONE_CHARS, { error: messages.phone })
        .refine((value) => digitsOf(value).length >= 6 && digitsOf(value).length <= 12, {
          error: messages.phone,
        }),
      /** Per form attempt, so a double submit or a retry finds the booking it already made. */
      idempotencyKey: z
        .string()
        .regex(/^[\w-]{8,64}$/, { error: messages.idempotencyKey })
        .optional(),
      /**
       * The traveller asks for the service to start within the withdrawal period and acknowledges
       * losing the right once it is fully performed (Directive 2011/83/EU art. 16(a)).
       */
      startConsent: z.preprocess((value) => (ticked(value) ? true : undefined), z.literal(true).optional()),
      /** Where the traveller came from, for the automation record; cleaned and cut rather than refused. */
      referrer: z.preprocess(
        (value) => (typeof value === "string" ? shownText(value).trim().slice(0, 500) : value),
        z.string().optional(),
      ),
    })
    .refine((booking) => resolveCallingCode(booking.countryCode, booking.phoneCountry) !== null, {
      error: messages.phoneCountry,
      path: ["phoneCountry"],
      when: ({ value }) => {
        const { countryCode, phoneCountry } = value as { countryCode?: unknown; phoneCountry?: unknown };
        return (
          typeof countryCode === "string" &&
          typeof phoneCountry === "string" &&
          resolveCallingCode(countryCode) !== null &&
          isCallingCountry(phoneCountry.trim().toUpperCase())
        );
      },
    })
    .refine((booking) => !impossiblePhone(booking.phoneNumber, calledCountry(booking)), {
      error: messages.phoneImpossible,
      path: ["phoneNumber"],
      // The form's rule only: the JSON API keeps the spec's 6-12 digits for the clients it defines.
      when: ({ value }) => requireStartConsent && calledCountry(value) !== "" && phoneShapeOk(value),
    })
    .refine((booking) => booking.startConsent === true, {
      error: messages.startConsent,
      path: ["startConsent"],
      // Runs even when other fields are wrong: the box's error shows with theirs.
      when: ({ value }) => {
        const { city } = value as { city?: unknown };
        return requireStartConsent && typeof city === "string" && parseCity(city) !== null && requiresPayment(city);
      },
    })
    .refine((booking) => booking.checkOut > booking.checkIn, {
      error: messages.checkOutBeforeCheckIn,
      path: ["checkOut"],
      // Runs even when other fields are wrong, as long as both dates are real dates.
      when: ({ value }) => {
        const dates = value as { checkIn?: unknown; checkOut?: unknown };
        return (
          typeof dates.checkIn === "string" &&
          typeof dates.checkOut === "string" &&
          isIsoDate(dates.checkIn) &&
          isIsoDate(dates.checkOut)
        );
      },
    });
}

type BookingSchema = ReturnType<typeof bookingSchema>;
export type BookingInput = z.output<BookingSchema>;

/** The order fields appear in the form: the first one with an error gets focus. */
export const BOOKING_FIELDS = [
  "city",
  "checkIn",
  "checkOut",
  "reservations",
  "name",
  "email",
  "countryCode",
  "phoneNumber",
  "startConsent",
] as const;
