import type { TFunction } from "i18next";
import { formatEuros } from "~/domain/pricing";
import type { RateMessages } from "~/features/earnings/earnings";
import { formatEarning } from "~/features/earnings/earnings";
import type { Language } from "~/i18n/languages";

/**
 * The rate form's messages in the team member's language (the "money" catalogue): the server's
 * refusal and the browser's live check parse with a schema built from the same words.
 */
export function rateMessages(t: TFunction<"money">): RateMessages {
  return {
    euros: t("errors.euros"),
    eurosFormat: t("errors.eurosFormat"),
    eurosRange: t("errors.eurosRange"),
    city: t("errors.city"),
    appliesFrom: t("errors.appliesFrom"),
    appliesFromFormat: t("errors.appliesFromFormat"),
  };
}

/**
 * An amount on the money pages as the person's language writes it ("6,50 €"); English keeps the
 * short form the pages have always shown ("€6.50"), which the English tests and habits rely on.
 */
export const moneyIn = (language: Language) => (cents: number) =>
  language === "en" ? formatEuros(cents) : formatEarning(cents, language);
