import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";

/**
 * The "Your language" form: one of the languages the team's screens speak. Anything else (an
 * unknown code, a list, nothing) is refused with the field's message, and nothing is stored.
 */
export const ownLanguageSchema = z.object({ language: z.enum(LANGUAGES) });
