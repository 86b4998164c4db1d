import { requiresPayment } from "~/domain/cities";
import { addDays, isIsoDate } from "~/domain/dates";
import type { ToastInput } from "~/domain/toast";
import type { BookingMessages } from "~/features/booking/booking-schema";
import {
  type CallingCountry,
  callingCountryForTimeZone,
  defaultCallingCountry,
} from "~/features/booking/calling-codes";

/**
 * What the booking form does in the browser, once for both of its renderings: the React form
 * (a navigation inside the app, conform) and the standalone script of the cached page
 * (booking-form-enhancer.ts). Pure functions of the form's values and the page's words; each
 * rendering only applies their answers, to its state or to the DOM. It is part of the
 * standalone script, so it imports nothing but the domain.
 */

/**
 * What the form's script needs from the page, in the page's language: the server writes it
 * into the form's `data-words` (see BookingForm), and the React form reads the same object.
 */
export type BookingFormWords = {
  earliestCheckIn: string;
  messages: BookingMessages;
  checkInformation: ToastInput;
  /** 'Redirecting to payment…' for 1 to 10 reservations (index 0 is 1). */
  redirecting: ToastInput[];
  processing: string;
  sending: string;
  /** The page is the server's answer to a post, so the calling code is the traveller's own. */
  answered: boolean;
};

/** Check-out's earliest day: the day after the chosen check-in, or after the earliest check-in until a later one is chosen. */
export function checkOutMinimum(checkIn: string, earliestCheckIn: string): string {
  return addDays(isIsoDate(checkIn) && checkIn > earliestCheckIn ? checkIn : earliestCheckIn, 1);
}

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The page's language as the server wrote it on <html lang> ("en" outside a browser). */
const pageLanguage = (): string => (typeof document === "undefined" ? "en" : document.documentElement.lang || "en");

/**
 * The calling code the browser's time zone suggests, when the form still shows the default
 * and the traveller has not chosen (a page answering a post shows their own choice); null
 * when the form should stay as it is.
 */
export function callingCountryToPreselect(
  current: string,
  answered: boolean,
  timeZone: string = browserTimeZone(),
  language: string = pageLanguage(),
): CallingCountry | null {
  // The page's default is the language's country in /es and /fr (defaultCallingCountry).
  if (answered || current !== defaultCallingCountry(language)) return null;
  const country = callingCountryForTimeZone(timeZone, language);
  return country === current ? null : country;
}

/**
 * While a valid submit is on its way: the button's words, and the toast to show until the
 * next page arrives (the redirect to payment with its price), or null when no payment is needed.
 */
export function whileSubmitting(
  values: { city: string; reservations: number | string },
  words: Pick<BookingFormWords, "redirecting" | "processing" | "sending">,
): { label: string; toast: ToastInput | null } {
  if (!requiresPayment(values.city)) return { label: words.sending, toast: null };
  return {
    label: words.processing,
    toast: words.redirecting[Number(values.reservations) - 1] ?? words.redirecting[0] ?? null,
  };
}
