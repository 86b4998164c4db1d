import { addDays, todayIso } from "~/domain/dates";
import { bookingServerPerFile, postJson } from "./booking";
import { uniqueEmail } from "./factories";

/**
 * The product spec's example booking and a built server (with the fake Stripe) to send it to,
 * for the tests that check the API keeps the spec's contract.
 */
const SPEC_ADMIN_TOKEN = "spec-contract-admin-token-0123456789";
export const specBearer = { Authorization: `Bearer ${SPEC_ADMIN_TOKEN}` };

/**
 * The spec's own example booking, dated from today so it stays bookable: the contract tests send
 * the JSON the spec shows, field for field, so it is quoted here rather than built on
 * validBooking (booking-form.mjs), which is what the app's own form posts.
 */
export function specBooking(overrides: Record<string, unknown> = {}) {
  return {
    city: "ES|Valencia",
    checkIn: addDays(todayIso(), 12),
    checkOut: addDays(todayIso(), 15),
    reservations: "6",
    name: "Gia Rossi",
    email: uniqueEmail("gia"),
    countryCode: "+39",
    phoneNumber: "3123456789",
    phone: "+39 3123456789",
    pricing: { basePrice: 39, included: 4, extraPrice: 9, reservationCount: 6, extraCount: 2, totalPrice: 1 },
    id: 1795400000000,
    status: "pending",
    paymentStatus: "pending",
    requiresPayment: true,
    createdAt: "2026-11-23T10:00:00Z",
    updatedAt: "2026-11-23T10:00:00Z",
    ...overrides,
  };
}

/** A server for one test file, with helpers to post the spec's JSON and read what it logged. */
export function specServerPerFile() {
  const running = bookingServerPerFile({ fakeStripe: true, env: { ADMIN_TOKEN: SPEC_ADMIN_TOKEN } });
  const api = (path: string) => `${running.server.url}/api/${path}`;
  async function save(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await postJson(api("save-booking"), body, headers);
    return { status: response.status, body: await response.json() };
  }
  /** The server's log lines (pino JSON) that mention this booking reference. */
  const logLinesAbout = (reference: string) =>
    running.server
      .output()
      .split("\n")
      .filter((line) => line.includes(reference))
      .map((line) => JSON.parse(line));
  return { running, api, save, logLinesAbout };
}
