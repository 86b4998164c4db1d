import { z } from "zod";
import { emailAddress } from "./email";

/**
 * The "lost your link?" form: the booking's email and one of its two references. Its refusals'
 * words are the catalogue's (`trip.lostLink.messages`), in the page's language.
 */
export type LostLinkMessages = Readonly<Record<"email" | "reference", string>>;

export const lostLinkSchemaFor = (m: LostLinkMessages) =>
  z.object({
    email: emailAddress(m.email),
    reference: z
      .string({ error: m.reference })
      .trim()
      .regex(/^[A-Za-z0-9]{8}$|^[A-Za-z0-9]{16}$/, { error: m.reference }),
  });
