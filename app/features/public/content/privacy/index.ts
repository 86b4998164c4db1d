import type { Language } from "~/i18n/languages";
import { privacySections as english, type PolicySection } from "./en";
import { privacySections as spanish } from "./es";
import { privacySections as french } from "./fr";

export { type PolicySection, PRIVACY_UPDATED } from "./en";

/**
 * The privacy policy in a language: a long legal text is kept whole per language (a file each,
 * the same sections with the same ids) rather than cut into catalog keys. English prevails.
 */
export function privacySections(supportEmail: string, language: Language = "en"): PolicySection[] {
  return (language === "es" ? spanish : language === "fr" ? french : english)(supportEmail);
}
