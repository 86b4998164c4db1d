/** The destination catalogue of the booking form, grouped as the spec lists it. */
export const CITY_GROUPS = [
  {
    region: "ES",
    label: "Top Spain Cities",
    cities: ["Barcelona", "Madrid", "Valencia", "Ibiza", "Palma de Mallorca"],
  },
  {
    region: "EU",
    label: "Europe",
    cities: [
      "Amsterdam",
      "Athens",
      "Berlin",
      "Edinburgh",
      "Florence",
      "Istanbul",
      "Lisbon",
      "London",
      "Milan",
      "Munich",
      "Nice",
      "Paris",
      "Porto",
      "Prague",
      "Rome",
      "Venice",
      "Vienna",
    ],
  },
  {
    region: "LATAM",
    label: "Latin America",
    cities: [
      "Buenos Aires",
      "Cancún",
      "Cartagena",
      "Cusco",
      "Havana",
      "Lima",
      "Medellín",
      "Mexico City",
      "Punta Cana",
      "Rio de Janeiro",
      "San Juan",
      "Santiago",
      "São Paulo",
      "Tulum",
    ],
  },
  {
    region: "ASIA",
    label: "Asia",
    cities: ["Bali (Denpasar)", "Bangkok", "Dubai", "Hong Kong", "Kyoto", "Osaka", "Seoul", "Singapore", "Tokyo"],
  },
] as const;

type Region = (typeof CITY_GROUPS)[number]["region"];

/** The form value for a destination outside the catalogue; never requires payment. */
export const OTHER_CITY = "other";
export const OTHER_REGION = "OTHER";
export const OTHER_CITY_NAME = "Other";

/** Regions whose cities are paid up front: the Spain list. */
const PAYABLE_REGIONS: ReadonlySet<string> = new Set(["ES"]);

export type City = { value: string; region: Region | typeof OTHER_REGION; name: string };

export const CITIES: readonly City[] = CITY_GROUPS.flatMap((group) =>
  group.cities.map((name) => ({ value: `${group.region}|${name}`, region: group.region, name })),
);

const byValue = new Map(CITIES.map((city) => [city.value, city]));

/** The catalogue entry for a form value ('ES|Madrid' or 'other'), or null for anything else. */
export function parseCity(value: string): City | null {
  if (value === OTHER_CITY) return { value: OTHER_CITY, region: OTHER_REGION, name: OTHER_CITY_NAME };
  return byValue.get(value) ?? null;
}

/** The form value for a stored region and city name. */
export function cityValue(region: string, name: string): string {
  return region === OTHER_REGION ? OTHER_CITY : `${region}|${name}`;
}

/** The part after the '|' ('Madrid'), as admin tables and webhook records show it. */
export function cityNameOf(value: string): string {
  return value.includes("|") ? value.slice(value.indexOf("|") + 1) : value === OTHER_CITY ? OTHER_CITY_NAME : value;
}

export function requiresPayment(value: string): boolean {
  const city = parseCity(value);
  return city !== null && PAYABLE_REGIONS.has(city.region);
}

/** Case, accents and spacing aside: "sao  paulo" and "São Paulo" are the same city. */
const foldName = (name: string) =>
  name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

const byFoldedName = new Map(CITIES.map((city) => [foldName(city.name), city.name]));

/**
 * The catalogue's spelling of a city typed by hand (a creator's city), or null for a city the
 * catalogue does not have, so a creator who typed "madrid" still sees Madrid's requests.
 */
export function catalogueCityName(typed: string): string | null {
  return byFoldedName.get(foldName(typed)) ?? null;
}

/**
 * Cities as each language customarily writes them (Londres, Múnich, La Havane …); a name not
 * listed is written the same. The form's values ('EU|London') and the stored names stay English.
 */
const CITY_NAMES: Record<"es" | "fr", Readonly<Record<string, string>>> = {
  es: {
    Amsterdam: "Ámsterdam",
    Athens: "Atenas",
    Berlin: "Berlín",
    Edinburgh: "Edimburgo",
    Florence: "Florencia",
    Istanbul: "Estambul",
    Lisbon: "Lisboa",
    London: "Londres",
    Milan: "Milán",
    Munich: "Múnich",
    Nice: "Niza",
    Paris: "París",
    Porto: "Oporto",
    Prague: "Praga",
    Rome: "Roma",
    Venice: "Venecia",
    Vienna: "Viena",
    Havana: "La Habana",
    "Mexico City": "Ciudad de México",
    "Rio de Janeiro": "Río de Janeiro",
    Dubai: "Dubái",
    Kyoto: "Kioto",
    Seoul: "Seúl",
    Singapore: "Singapur",
    Tokyo: "Tokio",
    Other: "Otro",
  },
  fr: {
    Barcelona: "Barcelone",
    Valencia: "Valence",
    "Palma de Mallorca": "Palma de Majorque",
    Athens: "Athènes",
    Edinburgh: "Édimbourg",
    Lisbon: "Lisbonne",
    London: "Londres",
    Venice: "Venise",
    Vienna: "Vienne",
    Cartagena: "Carthagène",
    Cusco: "Cuzco",
    Havana: "La Havane",
    "Mexico City": "Mexico",
    Dubai: "Dubaï",
    Seoul: "Séoul",
    Singapore: "Singapour",
    Other: "Autre",
  },
};

/** A catalogue city's name in a language ("London" → "Londres" in Spanish and French). */
export function cityLabel(name: string, language: string): string {
  return (language === "es" || language === "fr" ? CITY_NAMES[language][name] : undefined) ?? name;
}
