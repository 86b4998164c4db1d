import type { PolicySection } from "~/features/public/content/privacy";
import type { Language } from "~/i18n/languages";
import { termsSections as english } from "./en";
import { termsSections as spanish } from "./es";
import type { TermsFacts } from "./facts";
import { termsSections as french } from "./fr";

export { TERMS_UPDATED, type TermsFacts } from "./facts";

/** The terms of service in a language: a long legal text kept whole per language, as the privacy policy is. */
export function termsSections(facts: TermsFacts, language: Language = "en"): PolicySection[] {
  return (language === "es" ? spanish : language === "fr" ? french : english)(facts);
}
