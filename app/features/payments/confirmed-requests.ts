/**
 * A request from a destination without upfront payment waits for the concierge to confirm it
 * can be served. Declining sends the traveller the concierge's words; this is the default.
 */
export const DECLINE_DEFAULT =
  "We are sorry: we cannot take on this request for your dates. Nothing has been charged, and you are welcome to book again for another trip.";

export const DECLINE_MAX_LENGTH = 1000;
