/** Entry of `bookingFormScript` (booking-form.tsx): enhances the booking form of a page served without React. */
import { z } from "zod";
import { enhanceBookingForm } from "./booking-form-enhancer";

// zod probes `new Function("")` to decide whether it may compile faster parsers; our CSP
// forbids eval, and Chrome reports even that caught probe as a violation. Skip the probe.
z.config({ jitless: true });

const form = document.querySelector<HTMLFormElement>("form[data-words]");
if (form) enhanceBookingForm(form);
