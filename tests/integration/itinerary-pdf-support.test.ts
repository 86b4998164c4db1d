import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localToUtc } from "~/domain/local-time";
import { supportContact } from "~/domain/support-contact";
import { firstItinerary, type TripFacts } from "~/features/itinerary/itinerary";
import { renderItineraryPdf } from "~/features/itinerary/pdf/render-pdf.server";

/**
 * The itinerary PDF's cover gives the support phone and WhatsApp beside the email,
 * in the traveller's language, read back with pdftotext and pdfinfo's link list as a viewer would.
 */
const trip = (language: "en" | "es"): TripFacts => ({
  reference: "SBM-7KQ3-XD9",
  city: "Madrid",
  timeZone: "Europe/Madrid",
  checkIn: "2027-05-03",
  checkOut: "2027-05-05",
  traveller: "Ana Traveller",
  rhythm: "Lunch runs 14:00 to 16:00.",
  language,
});

const meal = {
  id: 1,
  position: 1,
  localDate: "2027-05-03",
  localTime: "14:00",
  timeZone: "Europe/Madrid",
  startsAt: (localToUtc("2027-05-03", "14:00", "Europe/Madrid") as Date).toISOString(),
  restaurant: "Casa Uno",
  address: "Calle Mayor 1, Madrid",
  mapsUrl: "https://maps.google.com/?q=casa",
  tableName: "Ana Traveller",
  partySize: 2,
  confirmationCode: "CONF1",
  dishTips: "",
  note: "",
};

const links = {
  tripUrl: "http://localhost:3000/trip/x",
  accessibleUrl: "http://localhost:3000/trip/x/itinerary",
  supportEmail: "help@sobremesa.example",
  support: supportContact("help@sobremesa.example", "+34910123456", "+34612345678"),
};

function read(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), "itinerary-support-")), "itinerary.pdf");
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-layout", file, "-"], { encoding: "utf8" });
  // The link annotations' targets, as a viewer opens them.
  const raw = pdf.toString("latin1");
  return { text: text.replace(/\s+/g, " "), raw };
}

describe("the itinerary PDF's support line", () => {
  it("prints the phone and WhatsApp on the cover with tel: and wa.me links", async () => {
    const { text, raw } = read(await renderItineraryPdf(firstItinerary(trip("en"), [meal]), links));
    expect(text).toContain("Call us in English, Spanish or French: +34 910 12 34 56 · WhatsApp +34 612 34 56 78");
    expect(raw).toContain("tel:+34910123456");
    expect(raw).toContain("https://wa.me/34612345678");
  });

  it("says it in the traveller's language", async () => {
    const { text } = read(await renderItineraryPdf(firstItinerary(trip("es"), [meal]), links));
    expect(text).toContain("Llámanos en español, inglés o francés: +34 910 12 34 56");
  });
});
