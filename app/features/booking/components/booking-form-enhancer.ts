import { parseWithZod } from "@conform-to/zod/v4";
import {
  dismissStandaloneToast,
  dismissStandaloneToastIf,
  showStandaloneToast,
} from "~/components/ui/standalone-toast";
import { BOOKING_FIELDS, bookingSchema } from "~/features/booking/booking-schema";
import {
  type BookingFormWords,
  callingCountryToPreselect,
  checkOutMinimum,
  whileSubmitting,
} from "./booking-form-behaviour";

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The booking form in a page served without React: the same behaviour as BookingForm's
 * with React (conform), from the same schema, words and rules (booking-form-behaviour). A
 * submit that fails the schema is stopped, its errors shown on their fields (aria-invalid,
 * aria-describedby) with the first focused and the toast; from then on errors follow every
 * input. A good one goes on as a plain post with its button saying so. What is left here is
 * the DOM: reading the fields and applying the shared rules' answers to them.
 */
export function enhanceBookingForm(form: HTMLFormElement): void {
  const words = JSON.parse(form.dataset.words ?? "{}") as BookingFormWords;
  const schema = bookingSchema({
    earliestCheckIn: words.earliestCheckIn,
    messages: words.messages,
    requireStartConsent: true,
  });
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

  // The toast a refused submit showed, while it is up.
  let checking: HTMLElement | null = null;

  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleButton = button?.innerHTML ?? "";

  form.addEventListener("submit", (event) => {
    live = true;
    const errors = errorsNow();
    show(errors);
    const first = errors && BOOKING_FIELDS.find((name) => errors[name]?.length);
    if (errors) {
      event.preventDefault();
      checking = showStandaloneToast(words.checkInformation);
      const field = first ? control(first) : null;
      if (field) {
        field.focus();
        clearOf(checking, field);
      }
      return;
    }
    const values = new FormData(form);
    const { label, toast } = whileSubmitting(
      { city: String(values.get("city")), reservations: String(values.get("reservations")) },
      words,
    );
    if (toast) showStandaloneToast(toast);
    else dismissStandaloneToast();
    if (button) {
      // Disabled after the submit has begun, so the post still goes; a second click does not.
      button.disabled = true;
      button.textContent = label;
    }
  });

  form.addEventListener("input", (event) => {
    if ((event.target as Control).name === "checkIn") followCheckIn();
    if (!live) return;
    const errors = errorsNow();
    show(errors);
    // The "please check" toast goes once there is nothing left to check.
    if (!errors) dismissStandaloneToastIf(checking);
  });

  // Check-out's earliest day follows the chosen check-in.
  const followCheckIn = () =>
    control("checkOut")?.setAttribute("min", checkOutMinimum(control("checkIn")?.value ?? "", words.earliestCheckIn));
  followCheckIn();

  // Coming back to the page from the browser's history: the button works again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !button) return;
    button.disabled = false;
    button.innerHTML = idleButton;
  });

  // The calling code follows the browser's time zone, unless the traveller already chose one.
  const callingCode = control("countryCode");
  const country = callingCode && callingCountryToPreselect(callingCode.value, words.answered);
  if (callingCode && country) callingCode.value = country;
}

/**
 * Scrolls so the field and its label sit clear of the toast (at the top of a phone's screen):
 * the traveller sees what to fix, not the toast over it.
 */
function clearOf(toast: HTMLElement, field: HTMLElement): void {
  const label = field.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(field.id)}"]`) : null;
  const top = Math.min(
    field.getBoundingClientRect().top,
    label?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
  );
  const bottom = field.getBoundingClientRect().bottom;
  const box = toast.getBoundingClientRect();
  if (box.top > window.innerHeight / 2) return; // a wide screen's toast, bottom right
  const gap = 12;
  if (top < box.bottom + gap || bottom > window.innerHeight) window.scrollBy({ top: top - box.bottom - gap });
}
