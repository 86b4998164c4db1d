// @ts-check
/**
 * The private pages `npm run lighthouse` audits: a paid trip waiting for the
 * traveller's preferences (the trip page before the itinerary), a booked trip with three meals,
 * a message thread and its itinerary sent (the trip page after it, and the itinerary's web page).
 * Seeded with the bench's own rows (service-seed.mjs); the itinerary is sent as a concierge
 * sends it, through the workspace's form, and its PDF rendered by the server, so the pages show
 * what a traveller sees. Their paths carry the trip's secret token: the script prints and
 * stores only their shape (`/trip/…`).
 */
import Database from "better-sqlite3";
import { migrate, sendItineraryFrom } from "./app-server.mjs";
import { booking, seedService, tripLink } from "./service-seed.mjs";

/** The pages by the name the command line and the results use. */
export const TRIP_PAGES = {
  "trip:before": { shape: "/trip/…", label: "trip page, paid, before the itinerary" },
  "trip:after": { shape: "/trip/…", label: "trip page, booked, itinerary sent" },
  "trip:itinerary": { shape: "/trip/…/itinerary", label: "itinerary page" },
};

/**
 * Migrates a fresh database and seeds the trips; answers what `sendItinerary` needs once the server runs.
 * @param {string} databasePath
 * @param {string} secret the server's SESSION_SECRET (the concierge's session cookie is signed with it)
 */
export function seedTripPages(databasePath, secret) {
  migrate(databasePath);
  const service = seedService(databasePath, secret, { pdfTrips: 0 });
  const sqlite = new Database(databasePath);
  try {
    // Paid, nothing answered yet: the page asks for the preferences.
    const before = booking(sqlite, { status: "paid", reservations: 3 });
    const bookedId = sqlite
      .prepare("select id from bookings where readable_reference = ?")
      .pluck()
      .get(service.workspacePath.split("/").at(-1));
    return {
      staffCookie: service.staffCookie,
      workspacePath: service.workspacePath,
      bookedId: Number(bookedId),
      paths: {
        "trip:before": tripLink(sqlite, before.id),
        "trip:after": service.tripPath,
        "trip:itinerary": `${service.tripPath}/itinerary`,
      },
    };
  } finally {
    sqlite.close();
  }
}

/**
 * Sends the booked trip's itinerary from its workspace and waits (at most two minutes) for its
 * PDF: the trip page and the itinerary page then show the download with its size.
 * @param {string} url the running server
 * @param {string} databasePath
 * @param {ReturnType<typeof seedTripPages>} seed
 */
export async function sendItinerary(url, databasePath, seed) {
  await sendItineraryFrom(url, seed.workspacePath, seed.staffCookie);
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    const rendered = sqlite.prepare("select pdf_version from itineraries where booking_id = ?").pluck();
    for (let i = 0; i < 1200; i++) {
      if (rendered.get(seed.bookedId)) return;
      await new Promise((wake) => setTimeout(wake, 100));
    }
    throw new Error("the itinerary's PDF did not render within two minutes");
  } finally {
    sqlite.close();
  }
}
