import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { bookings, creators, mailMessages } from "~/db/schema";
import { approveCreator, SET_PASSWORD_TTL_MS } from "~/features/creators/creators.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { eventually } from "../support/eventually";
import { seedPaidBooking, uniqueEmail } from "../support/factories";
import { visibleText } from "../support/trip-http";

/**
 * The creator's side in Spanish and French over HTTP: the application remembers its language,
 * the creator's emails and set-password link use it, and the login, set-password and dashboard
 * pages speak the language of their path, with their messages and toasts.
 */
const { passwords, send, postForm, landing, account, newClient, expectNoSecrets } = creatorHttp();
const words = async (path: string, cookie?: string) => {
  const page = await send(path, { cookie });
  return { status: page.response.status, html: page.text, text: visibleText(page.text) };
};

const mailTo = (email: string, type: string) =>
  eventually(
    () =>
      db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, email))
        .all()
        .find((mail) => mail.type === type),
    `${type} mail to ${email}`,
  );

describe("a creator who applies in Spanish", () => {
  it("is written to in Spanish, and the set-password link opens the Spanish page", async () => {
    const email = uniqueEmail("lucia");
    const applied = await postForm(
      "/es/creator-signup",
      { name: "Lucía Núñez", email, city: "Sevilla", instagram: "@lucia.come" },
      { client: newClient() },
    );
    expect(applied.response.status).toBe(302);
    expect(applied.response.headers.get("location")).toBe("/es/creator-signup");
    const row = db().select().from(creators).where(eq(creators.email, email)).get()!;
    expect(row.language).toBe("es");

    const received = await mailTo(email, "creator_application_received");
    expect(received.subject).toBe("Hemos recibido tu solicitud como creador de Sobremesa");
    expect(received.text).toContain("Hola, Lucía:");
    expect(received.text).toContain("recomendar restaurantes de Sevilla");

    // Approved yesterday at 01:44 UTC, an hour before ten: in the past whatever the time now
    // (its mail is due at once), and the link, good for 72 hours, still opens.
    const approvedAt = clock.now();
    approvedAt.setUTCDate(approvedAt.getUTCDate() - 1);
    approvedAt.setUTCHours(1, 44, 0, 0);
    const { setPasswordUrl } = approveCreator(row.id, approvedAt);
    expect(setPasswordUrl).toMatch(/^http:\/\/localhost:3000\/es\/set-password\?token=/);
    const approved = await mailTo(email, "creator_approved");
    expect(approved.subject).toBe("Solicitud aprobada: elige tu contraseña de Sobremesa");
    expect(approved.text).toContain("Elegir mi contraseña");
    // The link's expiry as Spanish writes a date and a 24-hour time, with two digits for the hour.
    const expiry = new Date(approvedAt.getTime() + SET_PASSWORD_TTL_MS);
    const date = new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "UTC" }).format(expiry);
    expect(date).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(approved.text).toContain(`hasta el ${date} a las 01:44 UTC`);

    const token = new URL(setPasswordUrl).searchParams.get("token")!;
    const path = `/es/set-password?token=${token}`;
    const form = await words(path);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<html lang="es"');
    expect(form.text).toContain("Elige tu contraseña");
    expect(form.text).toContain(`Te damos la bienvenida, Lucía Núñez. Entrarás en tu panel de creador con ${email}`);
    // A private link: no alternates or switcher that would carry the token to another page.
    expect(form.html).not.toContain('rel="alternate"');

    const short = await postForm(path, { password: "corta", confirmPassword: "corta" });
    expect(short.response.status).toBe(400);
    expect(visibleText(short.text)).toContain("Usa al menos 10 caracteres");
    const sameAsEmail = await postForm(path, { password: email, confirmPassword: email });
    expect(sameAsEmail.response.status).toBe(400);
    expect(visibleText(sameAsEmail.text)).toContain("Tu contraseña no puede ser tu correo electrónico");

    const password = "una frase bastante larga";
    passwords.push(password);
    const saved = await postForm(path, { password, confirmPassword: password });
    expect(saved.response.status).toBe(302);
    expect(saved.response.headers.get("location")).toBe("/es/dashboard");
    // Signed in by setting the password: the Spanish dashboard, no second login.
    const signedIn = await landing(saved.response, sessionCookie(saved.response));
    expect(visibleText(signedIn.text)).toContain("Contraseña guardada");
    expect(visibleText(signedIn.text)).toContain("Panel del creador");
    expect(visibleText(signedIn.text)).not.toContain("Acceso para creadores");

    // Used once: the same link now says so, in Spanish.
    const again = await words(path);
    expect(again.text).toContain("Este enlace ya no es válido");
    expect(again.html).toContain('href="/es/dashboard"');
  });
});

describe("the login and the dashboard in French and Spanish", () => {
  it("answers a French login with French messages and toasts, and a good one with the French dashboard", async () => {
    const me = await account("Madrid");
    const client = newClient();
    const empty = await postForm("/fr/dashboard", { intent: "login", email: "", password: "" }, { client });
    expect(empty.response.status).toBe(400);
    const emptyText = visibleText(empty.text);
    expect(emptyText).toContain("Indiquez votre adresse e-mail");
    expect(emptyText).toContain("Indiquez votre mot de passe");
    expect(emptyText).toContain("Informations manquantes");

    const wrong = await postForm(
      "/fr/dashboard",
      { intent: "login", email: me.email, password: "pas le bon" },
      { client },
    );
    expect(wrong.response.status).toBe(401);
    expect(visibleText(wrong.text)).toContain("Connexion refusée");

    const good = await postForm(
      "/fr/dashboard",
      { intent: "login", email: me.email, password: me.password },
      { client },
    );
    expect(good.response.status).toBe(302);
    expect(good.response.headers.get("location")).toBe("/fr/dashboard");
    const cookie = sessionCookie(good.response);
    const dashboard = await landing(good.response, cookie);
    const text = visibleText(dashboard.text);
    expect(dashboard.text).toContain('<html lang="fr"');
    expect(text).toContain("Bon retour !");
    expect(text).toContain("Tableau de bord du créateur");
    expect(text).toContain("Demandes en cours");
    expect(dashboard.text).toContain('action="/fr/dashboard/logout"');

    // The same session reads the dashboard in any language; logging out comes back to the French login.
    expect((await words("/es/dashboard", cookie)).text).toContain("Panel del creador");
    const out = await postForm("/fr/dashboard/logout", {}, { cookie });
    expect(out.response.status).toBe(302);
    expect(out.response.headers.get("location")).toBe("/fr/dashboard");
    expect((await words("/fr/dashboard", cookie)).text).toContain("Espace créateur");
  });

  it("shows a Spanish creator the city's request in Spanish: statuses, wishes, dates and the accept button", async () => {
    const me = await account("Madrid");
    const booking = seedPaidBooking(db(), { cityName: "Madrid", status: "paid", checkIn: "2030-03-10" });
    const cookie = sessionCookie(
      (await postForm("/es/dashboard", { intent: "login", email: me.email, password: me.password })).response,
    );
    const page = await words("/es/dashboard", cookie);
    expect(page.text).toContain(booking.name);
    // The status and the payment badge: both "Pagada", neither in English.
    expect(page.text).toContain("Pagada Pagada");
    expect(page.text).not.toMatch(/\bPaid\b/);
    expect(page.text).toContain("10 mar 2030");
    expect(page.text).toContain("Todavía no ha enviado sus preferencias");
    expect(page.html).toContain(`aria-label="Aceptar solicitud ${booking.id} de ${booking.name}"`);

    const accepted = await postForm("/es/dashboard", { intent: "accept", bookingId: String(booking.id) }, { cookie });
    expect(accepted.response.status).toBe(302);
    expect(accepted.response.headers.get("location")).toBe("/es/dashboard?tab=requests");
    const mine = visibleText((await landing(accepted.response, cookie)).text);
    expect(mine).toContain("Solicitud aceptada");
    expect(mine).toContain("Recomendaciones (0 de 2 reservas tienen restaurante)");
    expect(mine).toContain("Liberar la solicitud");

    const invalid = await postForm(
      "/es/dashboard",
      {
        intent: "recommend",
        bookingId: String(booking.id),
        mealPosition: "",
        restaurantName: "",
        googleMapsLink: "https://example.com",
        dishSuggestion: "",
      },
      { cookie },
    );
    expect(invalid.response.status).toBe(400);
    const errors = visibleText(invalid.text);
    for (const message of [
      "Elige la reserva para la que es esta recomendación",
      "Escribe el nombre del restaurante",
      "Usa un enlace de Google Maps, Apple Maps u OpenStreetMap",
      "Sugiere un plato",
    ]) {
      expect(errors).toContain(message);
    }
  });

  it("opens the Spanish dashboard to no other kind of session: an admin's cookie gets the login and changes nothing", async () => {
    const unlock = await postForm("/admin", { intent: "unlock", token: "test-admin-token-0123456789" });
    expect(unlock.response.status).toBe(302);
    const admin = unlock.response.headers
      .getSetCookie()
      .find((c) => c.startsWith("sm_admin="))!
      .split(";")[0];
    const asCreator = `sm_creator=${admin.slice(admin.indexOf("=") + 1)}`;
    const booking = seedPaidBooking(db(), { cityName: "Madrid", status: "paid" });
    const page = await words("/es/dashboard", asCreator);
    expect(page.text).toContain("Acceso para creadores");
    expect(page.text).not.toContain("Panel del creador");
    const accept = await postForm(
      "/es/dashboard",
      { intent: "accept", bookingId: String(booking.id) },
      { cookie: asCreator },
    );
    expect(accept.response.status).toBe(302);
    expect(accept.response.headers.get("location")).toBe("/es/dashboard");
    expect(db().select().from(bookings).where(eq(bookings.id, booking.id)).get()?.assignedCreatorId).toBeNull();
  });

  it("sends a creator whose session ended, from a Spanish form, to the Spanish login", async () => {
    const me = await account("Madrid");
    const cookie = sessionCookie(
      (await postForm("/es/dashboard", { intent: "login", email: me.email, password: me.password })).response,
    );
    await postForm("/es/dashboard/logout", {}, { cookie });
    const answer = await postForm("/es/dashboard", { intent: "accept", bookingId: "1" }, { cookie });
    expect(answer.response.status).toBe(302);
    expect(answer.response.headers.get("location")).toBe("/es/dashboard");
  });
});

describe("lost your link? in Spanish", () => {
  it("asks in Spanish, refuses bad input in Spanish, and answers on the Spanish page", async () => {
    const page = await words("/es/trip");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es"');
    expect(page.text).toContain("¿Has perdido el enlace de tu viaje?");
    expect(page.html).toContain('action="/es/trip"');

    const client = newClient();
    const bad = await postForm("/es/trip", { email: "nadie", reference: "x" }, { client });
    expect(bad.response.status).toBe(400);
    expect(visibleText(bad.text)).toContain("Escribe tu referencia de reserva, como SBM-7KQ3-XD9");

    const sent = await postForm("/es/trip", { email: uniqueEmail(), reference: "abcdefgh" }, { client });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get("location")).toBe("/es/trip");
    expect(visibleText((await landing(sent.response)).text)).toContain("Revisa tu correo");
  });
});

it("leaks no password in any answer or log line", () => {
  expectNoSecrets();
});
