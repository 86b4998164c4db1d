import type { Cookie } from "react-router";
import * as clock from "~/clock";
import { signedCookie } from "~/http/cookies.server";

/**
 * The browser that made a booking. A booking's reference is printed on emails, PDFs and admin
 * screens, and a Checkout session id travels in addresses and logs: neither proves who is
 * asking. So /success (and the TEST checkout) show the trip link, and the traveller's email,
 * only to the browser that posted the booking form (or pressed "pay" on its trip page): it
 * carries this signed, HttpOnly cookie naming that one booking, for an hour. Everyone else is
 * told the link was emailed. See docs/decisions/0026.
 */
export const BOOKING_COOKIE = "sm_booking";
/** The privacy policy says "one hour". Long enough to pay on Stripe's page and come back. */
export const BOOKING_COOKIE_SECONDS = 60 * 60;

const REFERENCE = /^[a-z0-9]{16}$/;

let cookie: Cookie | undefined;
const bookingCookie = () => {
  cookie ??= signedCookie(BOOKING_COOKIE, BOOKING_COOKIE_SECONDS);
  return cookie;
};

/**
 * The Set-Cookie header that marks this browser as the one that made the booking. The expiry
 * is inside the signed value too, so a copied cookie stops working on the server after the
 * hour whatever the browser does with Max-Age.
 */
export function rememberBooking(reference: string, now = clock.nowMs()): Promise<string> {
  return bookingCookie().serialize({ r: reference, e: now + BOOKING_COOKIE_SECONDS * 1000 });
}

/** The reference of the booking this browser made within the hour, if any. */
export async function bookingOfThisBrowser(request: Request, now = clock.nowMs()): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${BOOKING_COOKIE}=`)) return null;
  const value = (await bookingCookie().parse(header)) as { r?: unknown; e?: unknown } | null;
  if (typeof value?.r !== "string" || !REFERENCE.test(value.r)) return null;
  return typeof value.e === "number" && value.e > now ? value.r : null;
}

/** Whether this request comes from the browser that made the booking with this reference. */
export async function madeInThisBrowser(request: Request, reference: string): Promise<boolean> {
  return (await bookingOfThisBrowser(request)) === reference;
}
