// The booking form runs in the browser: it reads libphonenumber-js's plans through a generated
// table of a few kB, not the library's metadata; the server's full check is phone-check.server.ts.
import { CALLING_CODE_COUNTRIES, PHONE_PLANS } from "./phone-lengths.generated";

/**
 * The spec's 20 calling codes, first in the booking form in this order; every other country
 * follows (ALL_CALLING_CODES, from libphonenumber-js's plans: docs/dependencies.md). The form's value is the country, since US and
 * CA share +1; API clients may send the code itself (see resolveCallingCode).
 */
export const CALLING_CODES = [
  { country: "US", code: "+1", flag: "🇺🇸", name: "United States" },
  { country: "CA", code: "+1", flag: "🇨🇦", name: "Canada" },
  { country: "GB", code: "+44", flag: "🇬🇧", name: "United Kingdom" },
  { country: "FR", code: "+33", flag: "🇫🇷", name: "France" },
  { country: "DE", code: "+49", flag: "🇩🇪", name: "Germany" },
  { country: "ES", code: "+34", flag: "🇪🇸", name: "Spain" },
  { country: "IT", code: "+39", flag: "🇮🇹", name: "Italy" },
  { country: "NL", code: "+31", flag: "🇳🇱", name: "Netherlands" },
  { country: "CH", code: "+41", flag: "🇨🇭", name: "Switzerland" },
  { country: "AT", code: "+43", flag: "🇦🇹", name: "Austria" },
  { country: "BE", code: "+32", flag: "🇧🇪", name: "Belgium" },
  { country: "DK", code: "+45", flag: "🇩🇰", name: "Denmark" },
  { country: "SE", code: "+46", flag: "🇸🇪", name: "Sweden" },
  { country: "NO", code: "+47", flag: "🇳🇴", name: "Norway" },
  { country: "FI", code: "+358", flag: "🇫🇮", name: "Finland" },
  { country: "PT", code: "+351", flag: "🇵🇹", name: "Portugal" },
  { country: "AU", code: "+61", flag: "🇦🇺", name: "Australia" },
  { country: "JP", code: "+81", flag: "🇯🇵", name: "Japan" },
  { country: "KR", code: "+82", flag: "🇰🇷", name: "South Korea" },
  { country: "CN", code: "+86", flag: "🇨🇳", name: "China" },
] as const;

/** A country's two-letter code, as libphonenumber-js knows them. */
export type CallingCountry = string;
const DEFAULT_CALLING_COUNTRY: CallingCountry = "US";

export type CallingCode = { country: CallingCountry; code: string; flag: string };

/** The flag emoji of a two-letter country code (its regional indicator symbols). */
const flagOf = (country: string) =>
  String.fromCodePoint(...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

const spec = new Set<string>(CALLING_CODES.map((c) => c.country));

/** The spec's 20 in its order, then every other country libphonenumber-js has metadata for. */
const ALL_CALLING_CODES: readonly CallingCode[] = [
  ...CALLING_CODES.map(({ country, code, flag }) => ({ country, code, flag })),
  ...Object.entries(PHONE_PLANS)
    .filter(([country]) => !spec.has(country))
    .map(([country, [code]]) => ({ country, code: `+${code}`, flag: flagOf(country) })),
];

/** A country's rank among those sharing a calling code: the spec's 20 first, then libphonenumber-js's order. */
function mainFirst(entry: CallingCode, code: string): number {
  if (spec.has(entry.country)) return -1;
  return CALLING_CODE_COUNTRIES[code.slice(1)]?.indexOf(entry.country) ?? 0;
}

const byCountry = new Map<string, CallingCode>(ALL_CALLING_CODES.map((c) => [c.country, c]));

/** Whether the form offers this country (any country libphonenumber-js knows). */
export const isCallingCountry = (country: string): boolean => byCountry.has(country);

/**
 * The select's options in a page's language: the spec's 20 first in its order, then the others
 * sorted by their name in that language (Intl.DisplayNames; the code when it has no name).
 */
export function callingCodeOptions(language: string): Array<CallingCode & { name: string }> {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const named = ALL_CALLING_CODES.map((entry) => ({ ...entry, name: names.of(entry.country) ?? entry.country }));
  const others = named.slice(CALLING_CODES.length).sort((a, b) => a.name.localeCompare(b.name, language));
  return [...named.slice(0, CALLING_CODES.length), ...others];
}

/**
 * The live check: true when no national number of that country has this many digits, with or
 * without its national prefix ("0" in France, "1" in the US). It never refuses what
 * libphonenumber-js accepts (tests/unit/phone-lengths.test.ts tries every country); the server
 * then asks libphonenumber-js itself (phone-check.server.ts) for the rest.
 */
export function hasImpossibleLength(phoneNumber: string, country: string): boolean {
  const plan = PHONE_PLANS[country];
  if (!plan || plan[1].length === 0 || phoneNumber.trim().startsWith("+")) return false;
  const [code, lengths, prefix, internationalPrefix] = plan;
  const digits = phoneNumber.replace(/\D/g, "");
  // Typed with the way out of the country ("00 44…") or with the country's own code ("34 612…"):
  // libphonenumber-js reads those as international numbers, and so does the server.
  if (digits.startsWith(code)) return false;
  if (internationalPrefix && new RegExp(`^(?:${internationalPrefix})`).test(digits)) return false;
  const stripped = prefix ? digits.replace(new RegExp(`^(?:${prefix})`), "") : digits;
  return !lengths.includes(digits.length) && !lengths.includes(stripped.length);
}

/**
 * The entry for a calling code as a client sends it: the form's country ("IT") or the code
 * itself ("+39"). Two countries share "+1": it means the US unless `country` names Canada.
 * A `country` that does not use the code is a contradiction, so the answer is null.
 */
export function resolveCallingCode(countryCode: string, country?: string | null): CallingCode | null {
  const value = countryCode.trim();
  const named = country ? byCountry.get(country.trim().toUpperCase()) : undefined;
  if (country && !named) return null;
  if (/^\+\d{1,4}$/.test(value)) {
    // The spec's 20 come first ("+1" is the US, "+44" the United Kingdom), then the code's main
    // country as libphonenumber-js orders them ("+7" is Russia before Kazakhstan).
    const candidates = ALL_CALLING_CODES.filter((entry) => entry.code === value).sort(
      (a, b) => mainFirst(a, value) - mainFirst(b, value),
    );
    if (named) return candidates.find((entry) => entry.country === named.country) ?? null;
    return candidates[0] ?? null;
  }
  const entry = byCountry.get(value.toUpperCase());
  if (!entry || (named && named.country !== entry.country)) return null;
  return entry;
}

/** European time zones whose country has a calling code in the list. */
const EUROPE: Record<string, CallingCountry> = {
  London: "GB",
  Paris: "FR",
  Berlin: "DE",
  Madrid: "ES",
  Rome: "IT",
  Amsterdam: "NL",
  Zurich: "CH",
  Vienna: "AT",
  Brussels: "BE",
  Copenhagen: "DK",
  Stockholm: "SE",
  Oslo: "NO",
  Helsinki: "FI",
  Lisbon: "PT",
};

/**
 * The form's default before the time zone is known (no JavaScript): the spec's +1 in English,
 * the country of the page's language in /es and /fr.
 */
export function defaultCallingCountry(language: string | undefined | null): CallingCountry {
  if (language === "es") return "ES";
  if (language === "fr") return "FR";
  return DEFAULT_CALLING_COUNTRY;
}

/**
 * Europe maps to its country (default GB); the Americas to US (CA for Toronto or
 * Montreal); Tokyo JP; Seoul KR; Shanghai CN; Australia AU; anything else (a zone that says
 * nothing) the page language's default: US in English, as the spec says; Spain or France in /es or /fr.
 */
export function callingCountryForTimeZone(timeZone: string | undefined | null, language = "en"): CallingCountry {
  if (!timeZone) return defaultCallingCountry(language);
  const [area, city = ""] = timeZone.split("/");
  if (area === "Europe") return EUROPE[city] ?? "GB";
  if (area === "America") return city === "Toronto" || city === "Montreal" ? "CA" : "US";
  if (area === "Australia") return "AU";
  if (timeZone === "Asia/Tokyo") return "JP";
  if (timeZone === "Asia/Seoul") return "KR";
  if (timeZone === "Asia/Shanghai") return "CN";
  return defaultCallingCountry(language);
}
