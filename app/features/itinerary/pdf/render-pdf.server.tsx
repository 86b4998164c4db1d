import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import type { ItineraryDocument } from "~/features/itinerary/itinerary";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import { itineraryWords, loadAllLanguages } from "~/i18n/i18n.server";
import { type ItineraryLinks, ItineraryPdf } from "./itinerary-document";

/**
 * Renders the itinerary to PDF bytes. The fonts are open-licence TTFs shipped with the app
 * (assets/fonts, copied into the Docker image): the PDF's built-in Helvetica is not embedded
 * and lacks many letters, and every city and restaurant name must print as written.
 */

/** Relative to the app's folder, where every command and the container run it from. */
const FONT_DIR = resolve("assets/fonts");

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const file = (name: string) => {
    const path = resolve(FONT_DIR, name);
    if (!existsSync(path)) throw new Error(`Font missing: ${path} (run the app from its own folder)`);
    return path;
  };
  Font.register({
    family: "Sans",
    fonts: [
      { src: file("NotoSans-Regular.ttf"), fontWeight: 400 },
      { src: file("NotoSans-Bold.ttf"), fontWeight: 700 },
    ],
  });
  Font.register({ family: "Serif", fonts: [{ src: file("NotoSerif-Bold.ttf"), fontWeight: 700 }] });
  // Names and codes must never be split with a hyphen the traveller did not write.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** The PDF in the trip's own language (the one the traveller booked in), of the document as it may be shown. */
export async function renderItineraryPdf(stored: ItineraryDocument, links: ItineraryLinks): Promise<Buffer> {
  registerFonts();
  await loadAllLanguages();
  const document = shownItinerary(stored);
  const words = itineraryWords(document.language ?? "en");
  return renderToBuffer(<ItineraryPdf document={document} links={links} words={words} />);
}
