import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { bookingNotes } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { openSeedDatabase, seedMeal, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { staffPages } from "../support/staff-pages";
import { visibleText } from "../support/trip-http";

/**
 * The booking workspace and the restaurant directory in the signed-in team member's language,
 * through the built server: a Spanish-speaking concierge reads the workspace's headings, its
 * form's labels, a refused reservation's errors and the toasts in Spanish, a French-speaking one
 * in French; English stays as it was. A refused form stores nothing.
 */

let server: RunningServer;
let seed: Db;
const cookies: Record<string, string> = {};
let reference = "";
let bookingId = 0;

async function person(key: string, role: "owner" | "concierge", name: string, language: Language) {
  const seeded: SeededStaff = await seedStaff(seed, { role, name, language });
  cookies[key] = staffCookie(seed, seeded.id);
}

const { page, post, following } = staffPages(() => server);

const workspace = () => `/admin/bookings/${reference}`;

/** A reservation whose time is not a time: refused by its field. */
const badTime = {
  intent: "reservation",
  mealPosition: "1",
  restaurantName: "Casa Lucio",
  address: "Cava Baja 35",
  localDate: "2037-12-30",
  localTime: "25:99",
  partySize: "2",
  tableName: "Ana Traveller",
};

const notesOf = () => seed.select().from(bookingNotes).where(eq(bookingNotes.bookingId, bookingId)).all();

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
  await person("owner", "owner", "Olga Owner", "en");
  await person("lucia", "concierge", "Lucía Spanish", "es");
  await person("claire", "concierge", "Claire French", "fr");
  await person("emma", "concierge", "Emma English", "en");
  const booking = seedPaidBooking(seed, {
    name: "Ana Traveller",
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-29",
    checkOut: "2038-01-03",
    reservations: 2,
    status: "curating",
  });
  seedMeal(seed, booking.id, { position: 1 });
  reference = booking.readableReference ?? booking.reference;
  bookingId = booking.id;
}, 60_000);

afterAll(() => server?.stop());

describe("the workspace in the person's language", () => {
  it("a Spanish-speaking concierge reads its headings and its form in Spanish", async () => {
    const { status, html, text } = await page(workspace(), cookies.lucia);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    for (const heading of ["Comidas y reservas", "Notas internas", "Historial", "Pago", "Enlace del viaje"]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Ana Traveller · Madrid");
    expect(text).toContain("2 comidas");
    expect(text).toContain("Comida 1");
    // The traveller's answers in the person's words, as the traveller's own pages word them.
    expect(text).toContain("Cualquier día · Cena · Informal · 30–60 € · 2 personas · Ninguna");
    // A form's labels and button, and the status in Spanish.
    expect(html).toMatch(/<label[^>]*>Número de personas<\/label>/);
    expect(text).toContain("Hora local de Madrid (Europe/Madrid).");
    expect(text).toContain("Guardar la comida 1");
    expect(text).toContain("En selección");
    expect(text).not.toContain("Curating");
    expect(text).not.toContain("Meals and reservations");
    expect(text).not.toContain("Internal notes");
  });

  it("refuses a reservation with a bad time in Spanish, storing nothing", async () => {
    const response = await post(workspace(), badTime, cookies.lucia);
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Indica la hora como HH:MM (24 horas, hora local de la ciudad)");
    expect(html).toContain("Revisa los campos de la reserva.");
    expect(html).toContain("No se ha guardado");
    expect(text).not.toContain("Enter the time as HH:MM");
    const reservations = seed.$client.prepare("select count(*) as n from reservations where booking_id = ?");
    expect((reservations.get(bookingId) as { n: number }).n).toBe(0);
  });

  it("says a saved note's toast in Spanish, and an empty note's refusal", async () => {
    const empty = await post(workspace(), { intent: "note", body: "  " }, cookies.lucia);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escribe primero la nota.");
    expect(notesOf()).toHaveLength(0);

    const saved = await post(workspace(), { intent: "note", body: "Llamar por la tarde" }, cookies.lucia);
    expect(saved.status).toBe(302);
    expect(notesOf()).toHaveLength(1);
    const next = await page(saved.headers.get("location") ?? workspace(), following(saved, cookies.lucia));
    expect(next.html).toContain("Nota añadida");
    expect(next.html).toContain("Solo la ve el equipo de concierges.");
  });

  it("a French-speaking concierge reads it in French", async () => {
    const { html, text } = await page(workspace(), cookies.claire);
    expect(html).toMatch(/<html lang="fr"/);
    for (const heading of ["Repas et réservations", "Notes internes", "Historique", "Paiement"]) {
      expect(text).toContain(heading);
    }
    expect(html).toMatch(/<label[^>]*>Nombre de personnes<\/label>/);
    expect(text).toContain("Enregistrer le repas 1");

    const response = await post(workspace(), badTime, cookies.claire);
    expect(response.status).toBe(400);
    const refused = await response.text();
    expect(visibleText(refused)).toContain("Indiquez l’heure au format HH:MM (24 h, heure locale de la ville)");
    expect(refused).toContain("Vérifiez les champs de la réservation.");
  });

  it("an English-speaking concierge reads it as before", async () => {
    const { html, text } = await page(workspace(), cookies.emma);
    expect(html).toMatch(/<html lang="en"/);
    for (const words of ["Meals and reservations", "Internal notes", "History", "2 meals", "Save meal 1"]) {
      expect(text).toContain(words);
    }
    const response = await post(workspace(), badTime, cookies.emma);
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Enter the time as HH:MM (24-hour, local to the city)");
  });
});

describe("the restaurant directory in the person's language", () => {
  it("a Spanish-speaking concierge reads the restaurants page in Spanish", async () => {
    const { status, html, text } = await page("/admin/restaurants", cookies.lucia);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(text).toContain("Buscar un restaurante");
    expect(text).toContain("Añadir un restaurante");
    expect(html).toMatch(/<label[^>]*>Nombre o cocina<\/label>/);
    expect(text).toContain("Todas las ciudades");
    expect(text).not.toContain("Find a restaurant");
  });
});
