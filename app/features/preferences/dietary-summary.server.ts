import type { DietarySummary } from "~/features/preferences/mail/preferences-received";
import { fixedT } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { preferenceLabel } from "~/i18n/preference-labels";

/**
 * The party's dietary answers as the "preferences received" email words them, in the booking's
 * language. One function for the email and for the erasure that must find those words again
 * in the email's stored copies (features/privacy/dietary-copies.server.ts).
 */
export function dietarySummary(language: Language, answers: { needs: string[]; other: string }): DietarySummary {
  const words = fixedT(language, "common");
  return {
    // "Other" is said by its own text when there is one.
    needs: answers.needs
      .filter((need) => need !== "other" || !answers.other)
      .map((need) => preferenceLabel(words, "dietary", need)),
    other: answers.other,
  };
}
