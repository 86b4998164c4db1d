/**
 * The languages the traveller's pages speak, and where each lives: English at the site's own
 * paths, Spanish under /es/…, French under /fr/…, so a link, a search result and a cached page
 * each have one language. Pure: the browser and the server both use it.
 */
export const LANGUAGES = ["en", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, for the switcher: a label standing alone, so capitalised. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", fr: "Français" };

/**
 * A language as each language names it inside a sentence ("Leer esta página en inglés"): Spanish
 * and French write language names in lower case there, English capitalises them.
 */
const NAMES_IN_SENTENCE: Record<Language, Record<Language, string>> = {
  en: { en: "English", es: "Spanish", fr: "French" },
  es: { en: "inglés", es: "español", fr: "francés" },
  fr: { en: "anglais", es: "espagnol", fr: "français" },
};

/** `named` as a sentence in `speaking` writes it: ("en", "es") → "inglés". */
export const languageInSentence = (named: Language, speaking: Language): string => NAMES_IN_SENTENCE[speaking][named];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The language an i18next instance is set to (one of ours, else the default): what a component formats and links by. */
export const languageOf = (i18n: { language: string }): Language =>
  isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

const PREFIX = /^\/(es|fr)(?=\/|$)/;

/** The language a path is in: /es/clients → es, /clients → en. */
export function languageOfPath(pathname: string): Language {
  const match = PREFIX.exec(pathname);
  return match && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/** The same page in another language: ("/es/clients", "fr") → "/fr/clients"; ("/", "es") → "/es". */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = pathname.replace(PREFIX, "") || "/";
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === "/" ? `/${language}` : `/${language}${bare}`;
}

/** The BCP 47 tag `Intl` formats with: dates and money as people write them there. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-GB", es: "es-ES", fr: "fr-FR" };

/**
 * The money formatters, made once per language and kind (whole euros or with cents): making an
 * `Intl.NumberFormat` costs far more than using one, and the fee table formats dozens per page.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "€57", "57 €", "57 €": the fee as each language writes it, through Intl. */
export function formatMoney(cents: number, language: Language): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  const key = `${language}:${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === "en" ? "en-IE" : INTL_LOCALE[language], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/**
 * The language a page is in: the deepest route whose loader says so (the trip page speaks the
 * booking's language, whatever its path), else the path's. Server and browser decide alike.
 */
export function pageLanguage(routeData: readonly unknown[], pathname: string): Language {
  for (let i = routeData.length - 1; i >= 0; i--) {
    const language = (routeData[i] as { language?: unknown } | null | undefined)?.language;
    if (isLanguage(language)) return language;
  }
  return languageOfPath(pathname);
}

const calendarFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "12 Dec 2026", "12 dic 2026", "12 déc. 2026" for a YYYY-MM-DD date (a calendar date: no time
 * zone shift). One formatter per language, made on first use.
 */
export function formatCalendarDate(isoDate: string, language: Language): string {
  let format = calendarFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    calendarFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

const rangeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "3–6 May", "3–6 may", "3–6 mai" (or "30 Apr – 2 May") for a stay of YYYY-MM-DD dates, as
 * the language writes a range: a request named in words rather than by its number.
 */
export function formatCalendarRange(fromIso: string, toIso: string, language: Language): string {
  let format = rangeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: "numeric", month: "short", timeZone: "UTC" });
    rangeFormats.set(language, format);
  }
  // Plain spaces: Node's ICU puts thin spaces around the dash ("10\u2009–\u200914 Mar") where
  // Chromium's puts plain ones, and a page the server wrote one way and the browser the other
  // failed to hydrate.
  return format
    .formatRange(new Date(`${fromIso}T00:00:00Z`), new Date(`${toIso}T00:00:00Z`))
    .replace(/[\u2009\u202f]/g, " ");
}
