/** §9: €39 covers up to 4 reservations, €9 each extra; 1 to 10 reservations. All cents. */
export const CURRENCY = "eur";
export const BASE_PRICE_CENTS = 3900;
export const INCLUDED_RESERVATIONS = 4;
export const EXTRA_PRICE_CENTS = 900;
export const MIN_RESERVATIONS = 1;
export const MAX_RESERVATIONS = 10;

export type Pricing = {
  basePrice: number;
  included: number;
  extraPrice: number;
  reservationCount: number;
  extraCount: number;
  totalPrice: number;
};

/** The one price rule: 39 + 9 × max(0, n − 4), n clamped to 1–10, in cents. */
export function priceFor(reservations: number): Pricing {
  const count = Math.min(MAX_RESERVATIONS, Math.max(MIN_RESERVATIONS, Math.trunc(reservations) || MIN_RESERVATIONS));
  const extraCount = Math.max(0, count - INCLUDED_RESERVATIONS);
  return {
    basePrice: BASE_PRICE_CENTS,
    included: INCLUDED_RESERVATIONS,
    extraPrice: EXTRA_PRICE_CENTS,
    reservationCount: count,
    extraCount,
    totalPrice: BASE_PRICE_CENTS + EXTRA_PRICE_CENTS * extraCount,
  };
}

/** "€57", or "€57.50" when there are cents. */
export function formatEuros(cents: number): string {
  const euros = cents / 100;
  return `€${Number.isInteger(euros) ? euros.toString() : euros.toFixed(2)}`;
}
