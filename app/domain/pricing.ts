/** The flat fee: €39 covers up to 4 reservations, €9 each extra; 1 to 10 reservations. All cents. */
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

/** Euros for what the API answers (57, 57.5); storage and arithmetic stay in integer cents. */
export const euros = (cents: number) => cents / 100;

export type StoredPrice = {
  basePriceCents: number;
  includedReservations: number;
  extraPriceCents: number;
  reservations: number;
  extraCount: number;
  totalCents: number;
};

/**
 * A stored price as the JSON API answers it: euros under the names travellers' clients know
 * (basePrice 39, totalPrice 57), and the exact integer cents beside each amount.
 */
export function pricingJson(price: StoredPrice) {
  return {
    basePrice: euros(price.basePriceCents),
    basePriceCents: price.basePriceCents,
    included: price.includedReservations,
    extraPrice: euros(price.extraPriceCents),
    extraPriceCents: price.extraPriceCents,
    reservationCount: price.reservations,
    extraCount: price.extraCount,
    totalPrice: euros(price.totalCents),
    totalPriceCents: price.totalCents,
  };
}

/**
 * Whether a price a client sent disagrees with the stored total. Euros are compared to the
 * cent; a checkout `amount` may come in euros (57) or, as card providers count, in cents
 * (5700), and either matching counts as agreement. Anything that is not a number disagrees.
 */
export function claimedPriceDiffers(claimed: unknown, totalCents: number, unit: "euros" | "euros-or-cents"): boolean {
  const value = typeof claimed === "string" && claimed.trim() !== "" ? Number(claimed) : claimed;
  if (typeof value !== "number" || !Number.isFinite(value)) return true;
  if (Math.round(value * 100) === totalCents) return false;
  return !(unit === "euros-or-cents" && value === totalCents);
}
