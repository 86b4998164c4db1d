/** Entry of `bookingFormScript` (booking-form.tsx): enhances the booking form of a page served without React. */
import "~/utils/zod-without-eval";
import { enhanceBookingForm } from "./booking-form-enhancer";

const form = document.querySelector<HTMLFormElement>("form[data-words]");
if (form) enhanceBookingForm(form);
