import { z } from "zod";
import { emailAddress } from "./email";

/** The "lost your link?" form: the booking's email and one of its two references (English, the reference). */
export const LOST_LINK_MESSAGES = {
  email: "Enter the email address you booked with",
  reference: "Enter your booking reference: 8 or 16 letters and digits",
} as const;

/** The same messages in the page's language. */
export type LostLinkMessages = { readonly [K in keyof typeof LOST_LINK_MESSAGES]: string };

export const lostLinkSchemaFor = (m: LostLinkMessages) =>
  z.object({
    email: emailAddress(m.email),
    reference: z
      .string({ error: m.reference })
      .trim()
      .regex(/^[A-Za-z0-9]{8}$|^[A-Za-z0-9]{16}$/, { error: m.reference }),
  });
