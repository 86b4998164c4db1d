import { INTL_LOCALE, type Language } from "~/i18n/languages";
import { dateFormat } from "./date-formats";

/**
 * What the trip page needs to know about each destination of the catalogue: its IANA time
 * zone (every time shown to a traveller is the city's local time) and cuisines to suggest.
 * A destination outside the catalogue ("Other") is shown in the concierge's own zone, Madrid.
 */
export const CONCIERGE_TIME_ZONE = "Europe/Madrid";

const TIME_ZONES: Record<string, string> = {
  Barcelona: "Europe/Madrid",
  Madrid: "Europe/Madrid",
  Valencia: "Europe/Madrid",
  Ibiza: "Europe/Madrid",
  "Palma de Mallorca": "Europe/Madrid",
  Amsterdam: "Europe/Amsterdam",
  Athens: "Europe/Athens",
  Berlin: "Europe/Berlin",
  Edinburgh: "Europe/London",
  Florence: "Europe/Rome",
  Istanbul: "Europe/Istanbul",
  Lisbon: "Europe/Lisbon",
  London: "Europe/London",
  Milan: "Europe/Rome",
  Munich: "Europe/Berlin",
  Nice: "Europe/Paris",
  Paris: "Europe/Paris",
  Porto: "Europe/Lisbon",
  Prague: "Europe/Prague",
  Rome: "Europe/Rome",
  Venice: "Europe/Rome",
  Vienna: "Europe/Vienna",
  "Buenos Aires": "America/Argentina/Buenos_Aires",
  Cancún: "America/Cancun",
  Cartagena: "America/Bogota",
  Cusco: "America/Lima",
  Havana: "America/Havana",
  Lima: "America/Lima",
  Medellín: "America/Bogota",
  "Mexico City": "America/Mexico_City",
  "Punta Cana": "America/Santo_Domingo",
  "Rio de Janeiro": "America/Sao_Paulo",
  "San Juan": "America/Puerto_Rico",
  Santiago: "America/Santiago",
  "São Paulo": "America/Sao_Paulo",
  Tulum: "America/Cancun",
  "Bali (Denpasar)": "Asia/Makassar",
  Bangkok: "Asia/Bangkok",
  Dubai: "Asia/Dubai",
  "Hong Kong": "Asia/Hong_Kong",
  Kyoto: "Asia/Tokyo",
  Osaka: "Asia/Tokyo",
  Seoul: "Asia/Seoul",
  Singapore: "Asia/Singapore",
  Tokyo: "Asia/Tokyo",
};

export function timeZoneOf(cityName: string): string {
  return TIME_ZONES[cityName] ?? CONCIERGE_TIME_ZONE;
}

/**
 * When a city eats, in a line for the itinerary, by the city's time zone (one zone, one table
 * culture, near enough): the traveller's booked times follow the city, not the guidebook.
 */
const RHYTHMS: Record<string, string> = {
  "Europe/Madrid": "Lunch runs 14:00 to 16:00 and dinner rarely starts before 21:00.",
  "Europe/Lisbon": "Lunch runs 12:30 to 15:00; dinner starts around 20:00, later at weekends.",
  "Europe/Paris": "Lunch is served 12:00 to 14:00 and dinner from 19:30; many kitchens close on Sunday.",
  "Europe/Rome": "Lunch runs 12:30 to 14:30; dinner rarely starts before 20:00, and 21:00 is usual.",
  "Europe/Athens": "Lunch runs 13:30 to 16:00 and dinner rarely starts before 21:00.",
  "Europe/London": "Lunch runs 12:00 to 14:30; dinner starts from 18:30 and many kitchens close by 22:00.",
  "Europe/Istanbul": "Lunch runs 12:00 to 14:30; dinner starts around 19:30 and meze tables run late.",
  "America/Argentina/Buenos_Aires": "Lunch runs 13:00 to 15:00 and dinner rarely starts before 21:30.",
  "America/Mexico_City": "Comida, the main meal, runs 14:00 to 17:00; dinner starts around 20:30.",
  "America/Lima": "Lunch is the main meal, 13:00 to 15:30; dinner starts around 20:00.",
  "America/Bogota": "Lunch is the main meal, 12:30 to 15:00; dinner starts around 19:30.",
  "Asia/Tokyo": "Lunch runs 11:30 to 14:00; dinner starts from 18:00 and last orders come early.",
};
const USUAL_RHYTHM = "Lunch runs 12:00 to 14:30 and dinner starts around 19:30.";
const RHYTHMS_ES: Record<string, string> = {
  "Europe/Madrid": "La comida va de 14:00 a 16:00 y la cena rara vez empieza antes de las 21:00.",
  "Europe/Lisbon": "La comida va de 12:30 a 15:00; la cena empieza hacia las 20:00, más tarde el fin de semana.",
  "Europe/Paris": "La comida se sirve de 12:00 a 14:00 y la cena desde las 19:30; muchas cocinas cierran el domingo.",
  "Europe/Rome":
    "La comida va de 12:30 a 14:30; la cena rara vez empieza antes de las 20:00, y lo normal son las 21:00.",
  "Europe/Athens": "La comida va de 13:30 a 16:00 y la cena rara vez empieza antes de las 21:00.",
  "Europe/London":
    "La comida va de 12:00 a 14:30; la cena empieza desde las 18:30 y muchas cocinas cierran a las 22:00.",
  "Europe/Istanbul": "La comida va de 12:00 a 14:30; la cena empieza hacia las 19:30 y las mesas de meze se alargan.",
  "America/Argentina/Buenos_Aires": "La comida va de 13:00 a 15:00 y la cena rara vez empieza antes de las 21:30.",
  "America/Mexico_City": "La comida, la principal del día, va de 14:00 a 17:00; la cena empieza hacia las 20:30.",
  "America/Lima": "El almuerzo es la comida principal, de 13:00 a 15:30; la cena empieza hacia las 20:00.",
  "America/Bogota": "El almuerzo es la comida principal, de 12:30 a 15:00; la cena empieza hacia las 19:30.",
  "Asia/Tokyo": "La comida va de 11:30 a 14:00; la cena empieza desde las 18:00 y los últimos pedidos llegan pronto.",
};
const USUAL_RHYTHM_ES = "La comida va de 12:00 a 14:30 y la cena empieza hacia las 19:30.";

const RHYTHMS_FR: Record<string, string> = {
  "Europe/Madrid": "Le déjeuner se prend de 14 h à 16 h et le dîner commence rarement avant 21 h.",
  "Europe/Lisbon": "Le déjeuner se prend de 12 h 30 à 15 h ; le dîner commence vers 20 h, plus tard le week-end.",
  "Europe/Paris":
    "Le déjeuner est servi de 12 h à 14 h et le dîner à partir de 19 h 30 ; beaucoup de cuisines ferment le dimanche.",
  "Europe/Rome":
    "Le déjeuner se prend de 12 h 30 à 14 h 30 ; le dîner commence rarement avant 20 h, et 21 h est courant.",
  "Europe/Athens": "Le déjeuner se prend de 13 h 30 à 16 h et le dîner commence rarement avant 21 h.",
  "Europe/London":
    "Le déjeuner se prend de 12 h à 14 h 30 ; le dîner commence dès 18 h 30 et beaucoup de cuisines ferment à 22 h.",
  "Europe/Istanbul":
    "Le déjeuner se prend de 12 h à 14 h 30 ; le dîner commence vers 19 h 30 et les tables de meze durent.",
  "America/Argentina/Buenos_Aires": "Le déjeuner se prend de 13 h à 15 h et le dîner commence rarement avant 21 h 30.",
  "America/Mexico_City": "La comida, repas principal, se prend de 14 h à 17 h ; le dîner commence vers 20 h 30.",
  "America/Lima": "Le déjeuner est le repas principal, de 13 h à 15 h 30 ; le dîner commence vers 20 h.",
  "America/Bogota": "Le déjeuner est le repas principal, de 12 h 30 à 15 h ; le dîner commence vers 19 h 30.",
  "Asia/Tokyo":
    "Le déjeuner se prend de 11 h 30 à 14 h ; le dîner commence dès 18 h et les dernières commandes arrivent tôt.",
};
const USUAL_RHYTHM_FR = "Le déjeuner se prend de 12 h à 14 h 30 et le dîner commence vers 19 h 30.";

/** The city's dining hours in a line, in the traveller's language. */
export function diningRhythmOf(cityName: string, language: Language = "en"): string {
  const zone = timeZoneOf(cityName);
  if (language === "es") return RHYTHMS_ES[zone] ?? USUAL_RHYTHM_ES;
  if (language === "fr") return RHYTHMS_FR[zone] ?? USUAL_RHYTHM_FR;
  return RHYTHMS[zone] ?? USUAL_RHYTHM;
}

const BY_REGION: Record<string, readonly string[]> = {
  ES: ["Tapas", "Spanish", "Seafood", "Paella and rice", "Basque pintxos", "Mediterranean"],
  EU: ["Local classics", "Seafood", "Italian", "French", "Mediterranean", "Wine bar"],
  LATAM: ["Local classics", "Seafood", "Peruvian", "Mexican", "Steakhouse", "Street food"],
  ASIA: ["Local classics", "Sushi", "Street food", "Thai", "Korean barbecue", "Dim sum"],
};

const GENERAL = ["Local classics", "Seafood", "Vegetarian-friendly", "Modern", "Street food", "Wine bar"];

/** A few cuisines to suggest for a city (the field stays free text). */
export function cuisineSuggestions(regionCode: string): readonly string[] {
  return [...(BY_REGION[regionCode] ?? GENERAL), "Vegetarian-friendly", "Modern"].filter(
    (value, index, list) => list.indexOf(value) === index,
  );
}

/** A moment (UTC ISO-8601) as the traveller reads it in the city: "Tue 24 Nov 2026, 14:05 CET". */
export function formatInCity(iso: string, timeZone: string, language: Language = "en"): string {
  return dateFormat(INTL_LOCALE[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** A calendar date of the stay (YYYY-MM-DD): "Sat 5 Dec 2026". */
export function formatStayDate(date: string, language: Language = "en"): string {
  return dateFormat(INTL_LOCALE[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
