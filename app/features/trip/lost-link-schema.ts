import { z } from "zod";
import { emailAddress } from "~/domain/email";
import { looksLikeReadableReference } from "~/domain/readable-reference";

/**
 * The "lost your link?" form: the booking's email and one of its references: the readable one
 * however typed (decision 0039), the 8-character one /success showed before decision 0058, or
 * the old internal one (16, from emails sent before the readable one existed). Its refusals'
 * words are the catalogue's (`trip.lostLink.messages`), in the page's language.
 */
export type LostLinkMessages = Readonly<Record<"email" | "reference", string>>;

export const lostLinkSchemaFor = (m: LostLinkMessages) =>
  z.object({
    email: emailAddress(m.email),
    reference: z
      .string({ error: m.reference })
      .trim()
      .refine((typed) => looksLikeReadableReference(typed) || /^[A-Za-z0-9]{8}$|^[A-Za-z0-9]{16}$/.test(typed), {
        error: m.reference,
      }),
  });
