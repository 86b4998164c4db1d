import { claimedPriceDiffers } from "~/domain/pricing";
import { logger } from "~/logger.server";

/**
 * Clients compute a price of their own and send it along. The server never charges or stores
 * it, but a client that disagrees with the server is worth knowing about (an outdated price
 * list, a bug, or tampering), so each disagreement is logged with the booking reference.
 */
export type PriceClaim = {
  /** Where the client put it, e.g. "pricing.totalPrice". */
  field: string;
  value: unknown;
  /** "euros" for the spec's pricing fields; "euros-or-cents" where clients send either (a checkout amount). */
  unit: "euros" | "euros-or-cents";
};

/** What the client sent, bounded: it is untrusted input, and may be any JSON (even deeply nested). */
function shown(value: unknown): number | string {
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.slice(0, 40);
  return Array.isArray(value) ? "(an array)" : value === null ? "null" : `(${typeof value})`;
}

/** Logs at warn every claim that differs from the booking's stored total; absent claims say nothing. */
export function warnOnPriceClaims(booking: { reference: string; totalCents: number }, claims: PriceClaim[]): void {
  for (const claim of claims) {
    if (claim.value === undefined || !claimedPriceDiffers(claim.value, booking.totalCents, claim.unit)) continue;
    logger.warn(
      {
        booking: booking.reference,
        field: claim.field,
        claimed: shown(claim.value),
        serverTotalCents: booking.totalCents,
      },
      "client's price differs from the server's; the server's price is used",
    );
  }
}

const field = (object: unknown, key: string): unknown =>
  typeof object === "object" && object !== null && !Array.isArray(object)
    ? (object as Record<string, unknown>)[key]
    : undefined;

/** The price in a booking as clients send it to /api/save-booking: `pricing.totalPrice`, in euros. */
export function bookingPriceClaims(body: Record<string, unknown>): PriceClaim[] {
  return [{ field: "pricing.totalPrice", value: field(body.pricing, "totalPrice"), unit: "euros" }];
}

/** The prices a checkout request carries: `amount` and `bookingData.totalPrice`. */
export function checkoutPriceClaims(body: Record<string, unknown>): PriceClaim[] {
  return [
    { field: "amount", value: body.amount, unit: "euros-or-cents" },
    { field: "bookingData.totalPrice", value: field(body.bookingData, "totalPrice"), unit: "euros" },
  ];
}
