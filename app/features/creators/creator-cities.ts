import { catalogueCityName } from "~/domain/cities";

/**
 * Which creators a traveller's request is for. A booking stores a catalogue city ("Madrid"), or
 * "Other" for a destination outside the catalogue, and then no city at all: the booking form
 * offers only that choice, so two "Other" requests may be for Reykjavík and Hanoi. A creator
 * types their city, matched to the catalogue's spelling ("madrid" is Madrid).
 */

/**
 * The catalogue city whose open requests a creator is offered, or null. A creator whose city is
 * outside the catalogue (a future market, or typed "Other") is offered none: "Other" on a
 * booking names no place, so "Other" matching "Other" would send every such request to every
 * such creator, wherever the traveller is going.
 */
export const offeredCityOf = (creatorCity: string): string | null => catalogueCityName(creatorCity);

/** Whether a booking's destination is a catalogue city (else it is "Other", with no city recorded). */
export const hasCatalogueCity = (bookingCity: string): boolean => catalogueCityName(bookingCity) === bookingCity;

/**
 * Whether the concierge may give a booking to a creator of `creatorCity`: only to one of the
 * booking's own city; for an "Other" destination, to any creator. Such a request is offered to
 * nobody automatically; the concierge learns where the traveller is going on the first call and
 * picks someone who knows the place.
 */
export function mayBeAssigned(bookingCity: string, creatorCity: string): boolean {
  return !hasCatalogueCity(bookingCity) || offeredCityOf(creatorCity) === bookingCity;
}
