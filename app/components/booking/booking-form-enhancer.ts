import { parseWithZod } from "@conform-to/zod/v4";
import { dismissStandaloneToast, showStandaloneToast } from "~/components/ui/standalone-toast";
import { BOOKING_FIELDS, type BookingMessages, bookingSchema } from "~/domain/booking-schema";
import { callingCountryForTimeZone, DEFAULT_CALLING_COUNTRY } from "~/domain/calling-codes";
import { requiresPayment } from "~/domain/cities";
import { addDays, isIsoDate } from "~/domain/dates";
import type { ToastInput } from "~/domain/toast";

/**
 * What the booking form's script needs from the page, in the page's language: the server
 * writes it into the form's `data-words` (see BookingForm).
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

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The booking form in a page served without React: the same behaviour as BookingForm's
 * with React (conform), from the same schema and words. A submit that fails the schema is
 * stopped, its errors shown on their fields (aria-invalid, aria-describedby) with the first
 * focused and the toast; from then on errors follow every input. A good one goes on as a
 * plain post with its button saying so.
 */
export function enhanceBookingForm(form: HTMLFormElement): void {
  const words = JSON.parse(form.dataset.words ?? "{}") as BookingFormWords;
  const schema = bookingSchema({ earliestCheckIn: words.earliestCheckIn, messages: words.messages });
  const control = (name: string) => form.elements.namedItem(name) as Control | null;
  // A refused post's answer already shows its errors: they follow the traveller's edits at once.
  let live = BOOKING_FIELDS.some((name) => control(name)?.getAttribute("aria-invalid") === "true");

  const errorsNow = (): Record<string, string[] | null> | null => {
    const submission = parseWithZod(new FormData(form), { schema });
    return submission.status === "success" ? null : (submission.error ?? {});
  };

  const show = (errors: Record<string, string[] | null> | null) => {
    for (const name of BOOKING_FIELDS) {
      const field = control(name);
      if (!field) continue;
      const message = errors?.[name]?.[0] ?? "";
      const errorId = `${field.id}-error`;
      const error = document.getElementById(errorId);
      if (error) error.textContent = message;
      // conform's order: the error first, then the hint.
      const hintId = `${field.id}-hint`;
      const describedBy = [message ? errorId : "", document.getElementById(hintId) ? hintId : ""].filter(Boolean);
      if (describedBy.length) field.setAttribute("aria-describedby", describedBy.join(" "));
      else field.removeAttribute("aria-describedby");
      if (message) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
    }
  };

  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleButton = button?.innerHTML ?? "";

  form.addEventListener("submit", (event) => {
    live = true;
    const errors = errorsNow();
    show(errors);
    const first = errors && BOOKING_FIELDS.find((name) => errors[name]?.length);
    if (errors) {
      event.preventDefault();
      if (first) control(first)?.focus();
      showStandaloneToast(words.checkInformation);
      return;
    }
    const values = new FormData(form);
    const payable = requiresPayment(String(values.get("city")));
    if (payable) showStandaloneToast(words.redirecting[Number(values.get("reservations")) - 1] ?? words.redirecting[0]);
    else dismissStandaloneToast();
    if (button) {
      // Disabled after the submit has begun, so the post still goes; a second click does not.
      button.disabled = true;
      button.textContent = payable ? words.processing : words.sending;
    }
  });

  form.addEventListener("input", (event) => {
    if ((event.target as Control).name === "checkIn") followCheckIn();
    if (live) show(errorsNow());
  });

  // Check-out's earliest day follows the chosen check-in.
  const followCheckIn = () => {
    const checkIn = control("checkIn")?.value ?? "";
    const checkOut = control("checkOut");
    const from = isIsoDate(checkIn) && checkIn > words.earliestCheckIn ? checkIn : words.earliestCheckIn;
    checkOut?.setAttribute("min", addDays(from, 1));
  };
  followCheckIn();

  // Coming back to the page from the browser's history: the button works again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !button) return;
    button.disabled = false;
    button.innerHTML = idleButton;
  });

  // The calling code follows the browser's time zone, unless the traveller already chose one.
  const callingCode = control("countryCode");
  if (!words.answered && callingCode?.value === DEFAULT_CALLING_COUNTRY) {
    const country = callingCountryForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (country !== DEFAULT_CALLING_COUNTRY) callingCode.value = country;
  }
}
