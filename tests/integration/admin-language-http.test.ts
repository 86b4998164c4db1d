import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditEvents, creators, mailMessages, staff } from "~/db/schema";
import { localToUtc } from "~/domain/local-time";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import type { Language } from "~/i18n/languages";
import { openSeedDatabase, seedCreator, seedPaidBooking, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { staffPages } from "../support/staff-pages";
import { visibleText } from "../support/trip-http";

/**
 * The admin in the team member's own language, through the built server: a concierge who chose
 * Spanish or French reads the shell, the queue, the inbox and tonight's tables in it (and the
 * page says so in <html lang>); English stays as it was. The language is chosen on the person's
 * own account page (/admin/sessions): saved to their own row only, audited, and anything else
 * than English, Spanish or French is a 400 that stores nothing.
 */

const DAY = "2037-12-30";
let server: RunningServer;
let seed: Db;
const people: Record<string, SeededStaff> = {};
const cookies: Record<string, string> = {};

async function person(key: string, role: "owner" | "concierge", name: string, language: Language) {
  people[key] = await seedStaff(seed, { role, name, language });
  cookies[key] = staffCookie(seed, people[key].id);
}

const { page, post } = staffPages(() => server);

const languageOf = (id: number) => seed.select().from(staff).where(eq(staff.id, id)).get()?.language;
const languageAudits = (id: number) =>
  seed
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "staff.language_changed"), eq(auditEvents.actorStaffId, id)))
    .all();

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
  await person("owner", "owner", "Olga Owner", "en");
  await person("lucia", "concierge", "Lucía Spanish", "es");
  await person("claire", "concierge", "Claire French", "fr");
  await person("emma", "concierge", "Emma English", "en");
  await person("pablo", "concierge", "Pablo Switcher", "en");
  await person("carmen", "concierge", "Carmen Colleague", "es");
  // A trip whose traveller waits for an answer, with a table on DAY.
  const booking = seedPaidBooking(seed, {
    name: "Ana Waiting",
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-29",
    checkOut: "2038-01-03",
    reservations: 1,
    status: "booked",
  });
  seed
    .insert(conversationMessages)
    .values({
      bookingId: booking.id,
      author: "traveller",
      body: "Can we move dinner?",
      createdAt: new Date(Date.now() - 130 * 60_000).toISOString(),
    })
    .run();
  seedReservation(seed, {
    bookingId: booking.id,
    restaurantName: "Casa Lucio",
    localDate: DAY,
    localTime: "21:00",
    timeZone: "Europe/Madrid",
    startsAt: localToUtc(DAY, "21:00", "Europe/Madrid")?.toISOString() ?? "",
  });
}, 60_000);

afterAll(() => server?.stop());

describe("the admin speaks the signed-in person's language", () => {
  it("a Spanish-speaking concierge reads the shell and the queue in Spanish", async () => {
    const { status, html, text } = await page("/admin?queue=all", cookies.lucia);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("<title>Base de datos interna · Sobremesa</title>");
    expect(html).toContain('aria-label="Equipo"');
    expect(text).toContain("Lucía Spanish · Concierge");
    for (const word of ["Cola", "Mesas de hoy", "Bandeja de entrada (1)", "Sesiones", "Cerrar sesión"]) {
      expect(text).toContain(word);
    }
    expect(text).toContain("Ir al contenido");
    expect(text).toMatch(/Mías \(0\) Sin asignar \(1\) Con retraso \(\d+\) Todas \(1\)/);
    expect(text).toContain("Ana Waiting · Madrid");
    expect(text).toContain("1 mensaje sin leer · esperando desde hace 2 h 10 min");
    expect(text).toContain("Quedármela");
    expect(text).not.toContain("Sign out");
    expect(text).not.toContain("Tonight's tables");
  });

  it("a Spanish-speaking concierge reads the inbox and tonight's tables in Spanish", async () => {
    const inbox = await page("/admin/inbox?view=all", cookies.lucia);
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain("<title>Bandeja de entrada · Sobremesa</title>");
    expect(inbox.text).toContain(
      "Cada viaje cuyo viajero espera al equipo: un mensaje sin leer o una solicitud de cambio abierta.",
    );
    expect(inbox.text).toContain("Míos (0) Todos (1)");
    expect(inbox.text).toContain("Esperando desde hace 2 h 10 min · 1 mensaje sin leer");
    expect(inbox.text).toContain("Abrir toda la conversación en la reserva");
    // The conversation's own forms, the same as the workspace's, speak it too.
    expect(inbox.text).toContain("Responder al viajero");
    expect(inbox.text).toContain("Enviar respuesta");
    expect(inbox.text).toContain("Marcar 1 como leído sin responder");

    const today = await page(`/admin/today?date=${DAY}`, cookies.lucia);
    expect(today.status).toBe(200);
    expect(today.html).toContain("<title>Mesas de hoy · Sobremesa</title>");
    expect(today.text).toContain("Mesas de hoy");
    expect(today.text).toContain("Ver mesas");
    expect(today.text).toContain("1 mesa · horas de Europe/Madrid");
    for (const header of ["Hora", "Viajero", "Personas", "Restaurante", "Confirmación", "Recordatorio"]) {
      expect(today.text).toContain(header);
    }
    // The day as Spanish writes it, through the same formatter the traveller's pages use.
    expect(today.text).toContain("mié, 30 dic 2037 · 1 mesa");
  });

  it("a French-speaking concierge reads them in French", async () => {
    const queue = await page("/admin?queue=all", cookies.claire);
    expect(queue.html).toMatch(/<html lang="fr"/);
    for (const word of ["File", "Tables du jour", "Boîte de réception (1)", "Se déconnecter", "La prendre"]) {
      expect(queue.text).toContain(word);
    }
    expect(queue.text).toMatch(/Les miennes \(0\) Non attribuées \(1\) En retard \(\d+\) Toutes \(1\)/);
    const inbox = await page("/admin/inbox?view=all", cookies.claire);
    expect(inbox.text).toContain("Boîte de réception");
    expect(inbox.text).toContain("En attente depuis 2 h 10 min · 1 message non lu");
    const today = await page(`/admin/today?date=${DAY}`, cookies.claire);
    expect(today.text).toContain("Tables du jour");
    expect(today.text).toContain("1 table · heures de Europe/Madrid");
    expect(today.text).toContain("Voyageur");
  });

  it("an English-speaking concierge reads the admin as before", async () => {
    const queue = await page("/admin?queue=all", cookies.emma);
    expect(queue.html).toMatch(/<html lang="en"/);
    expect(queue.html).toContain("<title>Internal Database · Sobremesa</title>");
    for (const word of ["Queue", "Tonight's tables", "Inbox (1)", "Sign out", "Take it"]) {
      expect(queue.text).toContain(word);
    }
    expect(queue.text).toContain("1 unread message · waiting 2 h 10 min");
    const inbox = await page("/admin/inbox?view=all", cookies.emma);
    expect(inbox.text).toContain("Waiting 2 h 10 min · 1 unread message");
    const today = await page(`/admin/today?date=${DAY}`, cookies.emma);
    expect(today.text).toContain("1 table · times in Europe/Madrid");
  });

  it("a page the role does not open is refused in the person's language", async () => {
    const refused = await page("/admin/staff", cookies.lucia);
    expect(refused.status).toBe(403);
    expect(refused.html).toMatch(/<html lang="es"/);
    expect(refused.text).toContain("Solo un propietario puede abrir esto");
    expect(refused.text).toContain("Volver a la cola");
    expect(refused.text).toContain("Cerrar sesión");
  });

  it("the database's Refresh toast counts in the person's language, with plurals", async () => {
    const response = await post("/admin", { intent: "refresh" }, cookies.lucia);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/Cargadas \d+ reservas? y \d+ solicitud(es)? de creadores?/);
    expect(html).not.toContain("Loaded");
  });
});

describe("choosing one's own language", () => {
  it("is offered on the person's own page, the stored one chosen", async () => {
    const { text, html } = await page("/admin/sessions", cookies.lucia);
    expect(text).toContain("Tu idioma");
    expect(html).toMatch(/<select id="own-language" name="language"/);
    expect(html).toMatch(/<option value="es" lang="es" selected="">Español<\/option>/);
  });

  it("saves it to the person's own row, audits it, and says so in the new language", async () => {
    const other = people.carmen.id;
    // A field naming a colleague is not read: only one's own language changes.
    const response = await post(
      "/admin/sessions",
      { intent: "language", language: "fr", staffId: String(other) },
      cookies.pablo,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/sessions");
    expect(languageOf(people.pablo.id)).toBe("fr");
    expect(languageOf(other)).toBe("es");
    const audits = languageAudits(people.pablo.id);
    expect(audits).toHaveLength(1);
    expect(audits[0].objectId).toBe(String(people.pablo.id));
    expect(audits[0].detail).toEqual({ from: "en", to: "fr" });

    const toastCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const next = await page("/admin/sessions", `${cookies.pablo}; ${toastCookie}`);
    expect(next.html).toMatch(/<html lang="fr"/);
    expect(next.html).toContain("Langue enregistr");
    expect(next.text).toContain("Votre langue");
    expect(next.text).toContain("Se déconnecter");
  });

  it("refuses anything but English, Spanish or French with a 400, storing nothing", async () => {
    const before = languageOf(people.emma.id);
    const hostile: URLSearchParams[] = [
      new URLSearchParams({ intent: "language", language: "de" }),
      new URLSearchParams({ intent: "language", language: "" }),
      new URLSearchParams({ intent: "language" }),
      new URLSearchParams({ intent: "language", language: "ES" }),
      new URLSearchParams({ intent: "language", language: "es'; DROP TABLE staff;--" }),
      new URLSearchParams([
        ["intent", "language"],
        ["language", "es"],
        ["language", "fr"],
      ]),
      new URLSearchParams({ intent: "nonsense", language: "es" }),
    ];
    for (const fields of hostile) {
      const response = await post("/admin/sessions", fields, cookies.emma);
      expect(response.status, fields.toString()).toBe(400);
      await response.text();
    }
    expect(languageOf(people.emma.id)).toBe(before);
    expect(languageAudits(people.emma.id)).toHaveLength(0);
    // The refusal is shown under the field, in the person's language.
    const answer = await post("/admin/sessions", { intent: "language", language: "de" }, cookies.lucia);
    expect(answer.status).toBe(400);
    const text = visibleText(await answer.text());
    expect(text).toContain("Elige inglés, español o francés.");
  });

  it("without a session, changes nothing and asks to sign in", async () => {
    const response = await post("/admin/sessions", { intent: "language", language: "fr" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/admin/login");
    expect(seed.select().from(auditEvents).where(eq(auditEvents.action, "staff.language_changed")).all()).toHaveLength(
      1,
    );
  });
});

describe("the team page in the owner's language", () => {
  beforeAll(async () => {
    await person("sofia", "owner", "Sofía Propietaria", "es");
    await person("odile", "owner", "Odile Propriétaire", "fr");
  });

  it("a Spanish-speaking owner reads the team, its roles and statuses in Spanish", async () => {
    const { status, html, text } = await page("/admin/staff", cookies.sofia);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("<title>Equipo · Sobremesa</title>");
    expect(text).toContain("Invitar a alguien");
    for (const label of ["Nombre", "Correo electrónico", "Rol", "Idioma de sus correos", "Enviar la invitación"]) {
      expect(text).toContain(label);
    }
    for (const header of ["Estado", "Segundo factor", "Último acceso"]) expect(text).toContain(header);
    expect(text).toContain("Sofía Propietaria (tú)");
    expect(text).toContain("Activo");
    expect(text).toContain("Sin configurar");
    expect(text).toContain("Desactivar a Lucía Spanish");
    // The role's word is the one the rest of the Spanish product uses.
    expect(text).toContain("Concierge");
    expect(text).not.toContain("Conserje");
    expect(text).not.toContain("Send invitation");
  });

  it("refuses an invitation in the owner's language, storing nobody", async () => {
    const before = seed.select().from(staff).all().length;
    const response = await post(
      "/admin/staff",
      { intent: "invite", name: "", email: "not an address", role: "concierge", language: "es" },
      cookies.sofia,
    );
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Escribe su nombre.");
    expect(text).toContain("Escribe un correo electrónico como nombre@ejemplo.com.");
    expect(seed.select().from(staff).all()).toHaveLength(before);
  });

  it("a French-speaking owner reads it in French, and a refused change in the person's row", async () => {
    const { html, text } = await page("/admin/staff", cookies.odile);
    expect(html).toMatch(/<html lang="fr"/);
    expect(text).toContain("Inviter quelqu'un");
    expect(text).toContain("Dernière connexion");
    expect(text).toContain("Propriétaire");
    const unchanged = await post(
      "/admin/staff",
      { intent: "role", staffId: String(people.claire.id), role: "concierge" },
      cookies.odile,
    );
    expect(unchanged.status).toBe(409);
    expect(visibleText(await unchanged.text())).toContain("Rien à changer : c'est déjà le cas.");
  });
});

describe("the audit log in the owner's language", () => {
  it("a French-speaking owner reads the log, its filters and the actions' names in French", async () => {
    const { status, html, text } = await page("/admin/audit", cookies.odile);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain("<title>Journal d&#x27;audit · Sobremesa</title>");
    expect(text).toContain(
      "Les plus récentes d'abord. Les heures sont dans le fuseau horaire de l'équipe, Europe/Madrid.",
    );
    for (const word of ["Télécharger le CSV", "Personne", "Toute action", "Numéro de réservation", "Filtrer"]) {
      expect(text).toContain(word);
    }
    for (const header of ["Quand", "Qui", "Objet", "Adresse du client", "Résultat", "Détails"]) {
      expect(text).toContain(header);
    }
    // The language change recorded above, by its French name, its author's role in French.
    expect(text).toContain("Langue personnelle changée");
    expect(text).toContain("Réussi");
    expect(html).toContain(">Désactivé</option>");
    expect(text).not.toContain("Own language changed");
  });

  it("a Spanish-speaking owner is told in Spanish when the booking filter is not a number", async () => {
    const { status, text } = await page("/admin/audit?booking=abc", cookies.sofia);
    expect(status).toBe(200);
    expect(text).toContain("Escribe un número de reserva, como 42.");
    expect(text).toContain("Registro de auditoría");
  });
});

describe("the Internal Database, the sessions and the mail viewer in the person's language", () => {
  let pending: number;
  let other: number;
  let mailId: number;
  beforeAll(async () => {
    await person("rosa", "owner", "Rosa Dueña", "es");
    await person("fabienne", "owner", "Fabienne Owner", "fr");
    pending = seedCreator(seed, { name: "Carla Pendiente" }).id;
    other = seedCreator(seed, { name: "Chloé Candidate" }).id;
    mailId = seed
      .insert(mailMessages)
      .values({
        type: "trip_link",
        toAddress: "ana.waiting@example.com",
        subject: "Your trip",
        html: "<p>Hello</p>",
        text: "Hello",
        status: "stored",
      })
      .returning()
      .get().id;
  });

  it("a Spanish-speaking owner reads the bookings table, its search, paging and downloads in Spanish", async () => {
    const { status, text, html } = await page("/admin?tab=bookings", cookies.rosa);
    expect(status).toBe(200);
    expect(text).toMatch(/Reservas de clientes \(1\) Solicitudes de creadores \(\d+\)/);
    for (const words of [
      "Descargar todos los datos",
      "Descargar CSV",
      "Buscar por nombre, correo, teléfono o referencia",
      "Reservas de clientes, las más recientes primero",
      "Teléfono",
      "Mesas",
      "Creada",
      "Creador",
      "Sin asignar",
      "Asignar",
      "Mostrando 1–1 de 1",
      "Página 1 de 1",
      // The owner's own settings: the desk's time zone and the replica.
      "Zona horaria del equipo",
      "Horas de envío, recepción y auditoría en todas las páginas de administración.",
      "Guardar zona horaria",
      "Réplica de la base de datos",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Nada con retraso|\d+ con retraso/);
    expect(html).toContain('aria-label="Buscar reservas"');
    expect(html).toContain('aria-label="Tablas"');
    for (const english of [
      "Client Bookings",
      "Download CSV",
      "Showing",
      "Page 1 of",
      "Desk time zone",
      "Database replica",
    ]) {
      expect(text).not.toContain(english);
    }
    const none = await page("/admin?tab=bookings&q=nobody-by-this-name", cookies.rosa);
    expect(none.text).toContain("No se encontraron reservas.");
    expect(none.text).toContain("que coinciden con «nobody-by-this-name»");
    expect(none.text).toContain("Borrar");
  });

  it("a Spanish-speaking owner reads the creator signups and their decisions in Spanish", async () => {
    const { text, html } = await page("/admin?tab=creators", cookies.rosa);
    for (const words of [
      "Solicitudes de creadores, las más recientes primero",
      "Buscar por nombre o correo",
      "Solicitud",
      "Decisión",
      "Pendiente",
      "Aprobar",
      "Rechazar",
      "Valoraciones de los viajeros",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('aria-label="Aprobar a Carla Pendiente"');
    expect(text).not.toContain("Approve");
    const none = await page("/admin?tab=creators&q=nobody-by-this-name", cookies.rosa);
    expect(none.text).toContain("No se encontraron solicitudes de creadores.");
    // A concierge may not decide, and is told so in French.
    expect((await page("/admin?tab=creators", cookies.claire)).text).toContain("Un propriétaire décide");
  });

  it("approving and rejecting answer in the owner's language", async () => {
    const approved = await post("/admin?tab=creators", { intent: "approve", creatorId: String(pending) }, cookies.rosa);
    expect(approved.status).toBe(200);
    const approvedText = visibleText(await approved.text());
    expect(approvedText).toContain("Creador aprobado");
    expect(approvedText).toContain("Su enlace para crear la contraseña está bajo su fila");
    const rejected = await post(
      "/admin?tab=creators",
      { intent: "reject", creatorId: String(other) },
      cookies.fabienne,
    );
    expect(rejected.status).toBe(200);
    expect(visibleText(await rejected.text())).toContain(`Créateur n° ${other} refusé.`);
    expect(seed.select().from(creators).where(eq(creators.id, other)).get()?.status).toBe("rejected");
  });

  it("refuses an unknown time zone and an unknown form in the owner's language, with a 400", async () => {
    const zone = await post("/admin", { intent: "desk-time-zone", timeZone: "Mars/Olympus" }, cookies.fabienne);
    expect(zone.status).toBe(400);
    const zoneText = visibleText(await zone.text());
    expect(zoneText).toContain("Nous ne connaissons pas ce fuseau horaire : choisissez-en un dans la liste");
    expect(zoneText).toContain("Non enregistré");
    expect(zoneText).not.toContain("That is not a time zone we know");
    const unknown = await post("/admin", { intent: "no-such-form" }, cookies.rosa);
    expect(unknown.status).toBe(400);
    expect(visibleText(await unknown.text())).toContain("No se entendió esa petición.");
  });

  it("the sessions page speaks Spanish and French", async () => {
    const es = await page("/admin/sessions", cookies.lucia);
    expect(es.status).toBe(200);
    for (const words of [
      "Los navegadores con sesión a tu nombre. Cierra las que no reconozcas.",
      "Tus sesiones (Lucía Spanish, concierge)",
      "Sesiones activas de Lucía Spanish",
      "Dispositivo",
      "Última actividad",
      "Este navegador",
      "Cerrar",
    ]) {
      expect(es.text).toContain(words);
    }
    expect(es.text).not.toContain("This browser");
    const fr = await page("/admin/sessions", cookies.fabienne);
    expect(fr.text).toContain("Chaque navigateur connecté aux pages d'administration, par personne.");
    expect(fr.text).toContain("Vos sessions (Fabienne Owner, propriétaire)");
    expect(fr.text).toContain("Lucía Spanish (concierge)");
    expect(fr.text).toContain("Ce navigateur");
  });

  it("the mail viewer's own words are French and Spanish, the mails themselves as they were", async () => {
    const list = await page("/admin/mail", cookies.fabienne);
    expect(list.status).toBe(200);
    for (const words of [
      "Courriels",
      "Lien du voyage",
      "Chaque courriel produit par l'application, le plus récent d'abord.",
      "Courriels, le plus récent d'abord",
      "Objet",
      "Quand",
      "Statut",
      "Non envoyé (gardé)",
      "Affichage de 1 à",
      "Your trip",
    ]) {
      expect(list.text).toContain(words);
    }
    expect(list.text).not.toContain("Every email the app produced");
    const one = await page(`/admin/mail/${mailId}`, cookies.fabienne);
    expect(one.status).toBe(200);
    for (const words of [
      "Tout le courrier",
      "Non envoyé : aucun serveur SMTP configuré. Voici le message tel qu'il serait parti, liens compris.",
      "Tel qu'il apparaît",
      "Texte brut",
      "Pièces jointes",
      "Aucune pièce jointe.",
    ]) {
      expect(one.text).toContain(words);
    }
    expect(one.html).toContain('title="Le courriel « Your trip » en HTML"');
    const es = await page(`/admin/mail/${mailId}`, cookies.rosa);
    expect(es.text).toContain("Todo el correo");
    expect(es.text).toContain("Tal como se ve");
    expect(es.text).toContain("Enlace del viaje");
    expect(es.text).toContain("Hello");
  });
});

describe("the payment dashboard, the badges and the mail pages' titles in the person's language", () => {
  let messageId: number;
  // The document's titles, in its head (the chart's bars carry SVG <title>s of their own).
  const titles = (html: string) =>
    [...html.slice(0, html.indexOf("</head>")).matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  // The booking seeded above: paid, and booked.
  const paidBadge = (word: string) => new RegExp(`data-tone="green"[^>]*>${word}</span>`);
  const bookedBadge = (word: string) => new RegExp(`data-status="booked"[^>]*>${word}</span>`);
  beforeAll(async () => {
    await person("pilar", "owner", "Pilar Pagos", "es");
    await person("margot", "owner", "Margot Paiements", "fr");
    messageId = seed
      .insert(mailMessages)
      .values({
        type: "request_received",
        toAddress: "ana.waiting@example.com",
        subject: "We have your request",
        html: "<p>Hello</p>",
        text: "Hello",
        status: "stored",
      })
      .returning()
      .get().id;
  });

  it("a Spanish-speaking owner reads /payment-admin in Spanish, its badges too", async () => {
    const { status, html, text } = await page("/payment-admin", cookies.pilar);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(titles(html)).toEqual(["Panel de pagos · Sobremesa"]);
    for (const words of [
      "Panel de pagos",
      "Actualizar",
      "Total de reservas",
      "Pagos fallidos",
      "Ingresos netos",
      "Reservas e ingresos por semana",
      "Todas las reservas",
      "Cliente",
      "Importe",
      "Estado del pago",
      "Sesión de Stripe",
      "Buscar por nombre, correo, teléfono o referencia",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Últimas 12 semanas: \d+ reservas?, [\d,.]+\s€ cobrados\./);
    expect(html).toContain('aria-label="Buscar reservas"');
    expect(html).toContain('aria-label="Páginas de reservas"');
    expect(html).toMatch(paidBadge("Pagado"));
    expect(html).toMatch(bookedBadge("Reservada"));
    for (const english of [
      "Payment Dashboard",
      "Total Bookings",
      "All Bookings",
      "Payment Status",
      "Bookings and revenue",
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it("a French-speaking owner reads it in French", async () => {
    const { html, text } = await page("/payment-admin", cookies.margot);
    expect(html).toMatch(/<html lang="fr"/);
    expect(titles(html)).toEqual(["Tableau des paiements · Sobremesa"]);
    for (const words of [
      "Tableau des paiements",
      "Total des réservations",
      "Toutes les réservations",
      "État du paiement",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(paidBadge("Payé"));
    expect(html).toMatch(bookedBadge("Réservée"));
    expect(text).not.toContain("Payment Dashboard");
  });

  it("the Internal Database's bookings table shows the badges in the person's language", async () => {
    const es = await page("/admin?tab=bookings", cookies.pilar);
    expect(es.html).toMatch(paidBadge("Pagado"));
    expect(es.html).toMatch(bookedBadge("Reservada"));
    const fr = await page("/admin?tab=bookings", cookies.margot);
    expect(fr.html).toMatch(paidBadge("Payé"));
    expect(fr.html).toMatch(bookedBadge("Réservée"));
  });

  it("the mail pages' one <title> says mail in the person's language, a message's subject first", async () => {
    expect(titles((await page("/admin/mail", cookies.pilar)).html)).toEqual(["Correo · Sobremesa"]);
    expect(titles((await page("/admin/mail", cookies.margot)).html)).toEqual(["Courriels · Sobremesa"]);
    expect(titles((await page(`/admin/mail/${messageId}`, cookies.pilar)).html)).toEqual([
      "We have your request · Correo · Sobremesa",
    ]);
  });

  it("an English-speaking owner reads the same pages exactly as before", async () => {
    const payments = await page("/payment-admin", cookies.owner);
    expect(payments.status).toBe(200);
    expect(titles(payments.html)).toEqual(["Payment Dashboard · Sobremesa"]);
    for (const words of [
      "Payment Dashboard",
      "Refresh",
      "Total Bookings",
      "Failed Payments",
      "No Payment Required",
      "Net Revenue",
      "Bookings and revenue per week",
      "All Bookings",
      "Payment Status",
      "Stripe Session",
      "Search by name, email, phone or reference",
    ]) {
      expect(payments.text).toContain(words);
    }
    expect(payments.text).toMatch(/Last 12 weeks: \d+ bookings?, €[\d.]+ received\./);
    expect(payments.html).toMatch(paidBadge("Paid"));
    expect(payments.html).toMatch(bookedBadge("Booked"));
    const database = await page("/admin?tab=bookings", cookies.owner);
    expect(database.html).toMatch(paidBadge("Paid"));
    expect(database.html).toMatch(bookedBadge("Booked"));
    expect(titles((await page("/admin/mail", cookies.owner)).html)).toEqual(["Mail · Sobremesa"]);
    expect(titles((await page(`/admin/mail/${messageId}`, cookies.owner)).html)).toEqual([
      "We have your request · Mail · Sobremesa",
    ]);
  });
});
