/**
 * What the landing page shows besides words (those are in app/i18n/locales/<language>/landing.ts):
 * the icons, the sample itinerary's images, the travellers' first names, and the prices its
 * sentences quote, written for each language from the pricing rules.
 */

import { BASE_PRICE_CENTS, EXTRA_PRICE_CENTS, INCLUDED_RESERVATIONS, MAX_RESERVATIONS } from "~/domain/pricing";
import { formatMoney, type Language } from "~/i18n/languages";

export const BENEFIT_ICONS = ["utensils", "calendar", "document", "chat"] as const;
export const REASON_ICONS = ["wallet", "users", "pin", "globe"] as const;
export const TESTIMONIAL_NAMES = ["Priya", "Marcus", "Sophie"] as const;
const GALLERY_BASES = ["/images/itinerary-madrid-page-1", "/images/itinerary-madrid-page-2"] as const;

/** The sample pages in the reader's language (scripts/make-gallery-images.mjs renders -es and -fr twins). */
export function galleryBases(language: Language): readonly string[] {
  return language === "en" ? GALLERY_BASES : GALLERY_BASES.map((base) => `${base}-${language}`);
}

/** The prices the landing page's sentences interpolate, as the language writes money. */
export function priceWords(language: Language) {
  const money = (cents: number) => formatMoney(cents, language);
  return {
    base: money(BASE_PRICE_CENTS),
    extra: money(EXTRA_PRICE_CENTS),
    included: INCLUDED_RESERVATIONS,
    max: MAX_RESERVATIONS,
    ten: money(1000),
    ninety: money(9000),
    fiveHundred: money(50000),
  };
}
