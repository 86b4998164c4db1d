import { z } from "zod";
import { emailAddress } from "./email";

/** The "lost your link?" form: the booking's email and one of its two references. */
export const LOST_LINK_MESSAGES = {
  email: "Enter the email address you booked with",
  reference: "Enter your booking reference: 8 or 16 letters and digits",
} as const;

export const lostLinkSchema = z.object({
  email: emailAddress(LOST_LINK_MESSAGES.email),
  reference: z
    .string({ error: LOST_LINK_MESSAGES.reference })
    .trim()
    .regex(/^[A-Za-z0-9]{8}$|^[A-Za-z0-9]{16}$/, { error: LOST_LINK_MESSAGES.reference }),
});

/** The one answer, whether or not the details matched a trip. */
export const LOST_LINK_SENT = {
  title: "Check your inbox",
  description: "If these match a trip, we've emailed its link.",
} as const;
