import { describe, expect, it } from "vitest";
import {
  type BookingFormWords,
  callingCountryToPreselect,
  checkOutMinimum,
  whileSubmitting,
} from "~/features/booking/components/booking-form-behaviour";

/** The booking form's behaviour in the browser, shared by the React form and the standalone script. */

describe("checkOutMinimum", () => {
  it("is the day after the earliest check-in until a later check-in is chosen", () => {
    expect(checkOutMinimum("", "2031-03-08")).toBe("2031-03-09");
    expect(checkOutMinimum("2031-03-20", "2031-03-08")).toBe("2031-03-21");
    // Too soon or not a date: the earliest check-in still rules.
    expect(checkOutMinimum("2031-03-01", "2031-03-08")).toBe("2031-03-09");
    expect(checkOutMinimum("2031-02-30", "2031-03-08")).toBe("2031-03-09");
  });
});

describe("callingCountryToPreselect in /es and /fr", () => {
  it("starts from the language's country and lets a known time zone change it", () => {
    expect(callingCountryToPreselect("ES", false, "UTC", "es")).toBeNull();
    expect(callingCountryToPreselect("FR", false, "Europe/Madrid", "fr")).toBe("ES");
    expect(callingCountryToPreselect("ES", false, "America/Toronto", "es")).toBe("CA");
    expect(callingCountryToPreselect("US", false, "UTC", "en")).toBeNull();
  });
});

describe("callingCountryToPreselect", () => {
  it("follows the browser's time zone from the default code", () => {
    expect(callingCountryToPreselect("US", false, "Europe/Paris")).toBe("FR");
    expect(callingCountryToPreselect("US", false, "America/Toronto")).toBe("CA");
  });

  it("changes nothing when the zone says the default, the traveller chose, or the page answers a post", () => {
    expect(callingCountryToPreselect("US", false, "America/New_York")).toBeNull();
    expect(callingCountryToPreselect("US", false, "Mars/Olympus")).toBeNull();
    expect(callingCountryToPreselect("IT", false, "Europe/Paris")).toBeNull();
    expect(callingCountryToPreselect("US", true, "Europe/Paris")).toBeNull();
  });
});

describe("whileSubmitting", () => {
  const words: Pick<BookingFormWords, "redirecting" | "processing" | "sending"> = {
    redirecting: Array.from({ length: 10 }, (_, i) => ({ title: "Redirecting to payment...", description: `€${i}` })),
    processing: "Processing...",
    sending: "Sending...",
  };

  it("says 'Processing...' with the redirect toast for the count's price when the city is paid", () => {
    expect(whileSubmitting({ city: "ES|Madrid", reservations: 6 }, words)).toEqual({
      label: "Processing...",
      toast: { title: "Redirecting to payment...", description: "€5" },
    });
    expect(whileSubmitting({ city: "ES|Madrid", reservations: "1" }, words).toast?.description).toBe("€0");
  });

  it("says 'Sending...' with no toast when no payment is needed", () => {
    expect(whileSubmitting({ city: "EU|Paris", reservations: 6 }, words)).toEqual({ label: "Sending...", toast: null });
    expect(whileSubmitting({ city: "other", reservations: 2 }, words)).toEqual({ label: "Sending...", toast: null });
  });
});
