import { INTL_LOCALE, type Language } from "~/i18n/languages";
import { CONCIERGE_TIME_ZONE } from "./city-dining";
import { dateFormat } from "./date-formats";

/**
 * How the admin screens write a moment: "28 Nov 2026, 23:46 CET", always with its zone named.
 * The team's own moments (sent, received, audit, sessions, mails, payments) are given in the
 * desk's zone, an owners' setting; a trip's own (its meals and reservations) in its city's zone.
 * One formatter for both, so every admin time reads the same way, in the signed-in person's language.
 */

/** The desk's zone until an owner sets another: the team works from Madrid. */
export const DEFAULT_DESK_TIME_ZONE = CONCIERGE_TIME_ZONE;

/**
 * The zones an owner may choose: the runtime's IANA names, plus "UTC", which the list leaves out
 * although every runtime knows it.
 */
export const DESK_TIME_ZONES: readonly string[] = [...Intl.supportedValuesOf("timeZone"), "UTC"].sort();

const CHOOSABLE = new Set(DESK_TIME_ZONES);

/** Whether an owner may set `zone` as the desk's zone (an exact IANA name, such as "America/New_York"). */
export const isDeskTimeZone = (zone: string): boolean => CHOOSABLE.has(zone);

/** A short name only as an offset ("GMT+1"), not as people call the zone ("CET"). */
const OFFSET_ONLY = /^GMT[+-]/;

/**
 * The zone's short name at that moment, as people write it: British English knows the European
 * names (CET, WET) and American English the American ones (EST, CST); where neither has one,
 * the offset ("GMT+9").
 */
export function zoneName(at: Date, zone: string): string {
  let offset = "";
  for (const locale of ["en-GB", "en-US"]) {
    const parts = dateFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(at);
    const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
    if (name && !OFFSET_ONLY.test(name)) return name;
    offset ||= name;
  }
  return offset || zone;
}

/**
 * "28 Nov 2026, 23:46 CET": a stored instant (ISO 8601) in `zone`, the zone named; in the team
 * member's language when given ("28 nov 2026, 23:46 CET").
 */
export function formatDeskTime(iso: string, zone: string, language: Language = "en"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const wallClock = dateFormat(INTL_LOCALE[language], {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
  }).format(at);
  return `${wallClock} ${zoneName(at, zone)}`;
}
