/**
 * The 20 calling codes the booking form offers. The form's value is the country, since US and
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

export type CallingCountry = (typeof CALLING_CODES)[number]["country"];
export const DEFAULT_CALLING_COUNTRY: CallingCountry = "US";

const byCountry = new Map<string, (typeof CALLING_CODES)[number]>(CALLING_CODES.map((c) => [c.country, c]));

export type CallingCode = (typeof CALLING_CODES)[number];

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
    const candidates = CALLING_CODES.filter((entry) => entry.code === value);
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
 * Europe maps to its country (default GB); the Americas to US (CA for Toronto or
 * Montreal); Tokyo JP; Seoul KR; Shanghai CN; Australia AU; anything else US.
 */
export function callingCountryForTimeZone(timeZone: string | undefined | null): CallingCountry {
  if (!timeZone) return DEFAULT_CALLING_COUNTRY;
  const [area, city = ""] = timeZone.split("/");
  if (area === "Europe") return EUROPE[city] ?? "GB";
  if (area === "America") return city === "Toronto" || city === "Montreal" ? "CA" : "US";
  if (area === "Australia") return "AU";
  if (timeZone === "Asia/Tokyo") return "JP";
  if (timeZone === "Asia/Seoul") return "KR";
  if (timeZone === "Asia/Shanghai") return "CN";
  return DEFAULT_CALLING_COUNTRY;
}
