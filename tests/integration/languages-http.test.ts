import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";
import { visibleText } from "../support/trip-http";

/**
 * The traveller's pages in Spanish and French over HTTP, against the built server and a
 * Stripe-compatible server on loopback: the language from the path, the words, the money as
 * each language writes it, and the booking that remembers its language for Checkout and email.
 */
const PUBLIC_URL = "https://sobremesa.test";
const running = bookingServerPerFile({ fakeStripe: true, env: { PUBLIC_URL } });
const page = async (path: string) => {
  const response = await fetch(`${running.server.url}${path}`);
  return { status: response.status, html: await response.text() };
};
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const mailTo = (email: string) =>
  eventually(
    () =>
      running.store.database.prepare("select subject, text, html from mail_messages where to_address = ?").get(email) as
        | { subject: string; text: string; html: string }
        | undefined,
    `mail to ${email}`,
  );

describe("the traveller's pages in Spanish and French", () => {
  it("serves /es and /es/clients in Spanish, with lang, hreflang alternates and a switcher", async () => {
    const landing = await page("/es");
    expect(landing.status).toBe(200);
    expect(landing.html).toContain('<html lang="es"');
    expect(visibleText(landing.html)).toContain("Nosotros reservamos, tú disfrutas lo mejor.");
    expect(landing.html).toContain('href="/es/clients"');

    const form = await page("/es/clients");
    expect(form.html).toContain('<html lang="es"');
    for (const [lang, path] of [
      ["en", "/clients"],
      ["es", "/es/clients"],
      ["fr", "/fr/clients"],
      ["x-default", "/clients"],
    ]) {
      expect(form.html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${PUBLIC_URL}${path}"/>`);
    }
    const words = nbsp(visibleText(form.html));
    for (const said of [
      "Empieza tu plan gastronómico",
      "Ciudad de destino",
      "Tarifa del servicio",
      "39 € de base para hasta 4",
    ]) {
      expect(words).toContain(said);
    }
    // City names as Spanish writes them; the values stay the catalogue's.
    expect(form.html).toContain('<option value="EU|London" data-free="">Londres</option>');
    expect(form.html).toMatch(/<a href="\/fr\/clients" lang="fr" hrefLang="fr"[^>]*>Français<\/a>/);

    const french = await page("/fr/clients");
    expect(french.html).toContain('<html lang="fr"');
    expect(french.html).toContain('<option value="LATAM|Havana" data-free="">La Havane</option>');
    expect((await page("/de/clients")).status).toBe(404);
    expect((await page("/es/nothing-here")).status).toBe(404);
  });

  it("answers an empty Spanish form with Spanish messages on each field, and stores nothing", async () => {
    const before = running.store.count("bookings");
    const response = await postForm(`${running.server.url}/es/clients`, { city: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('id="booking-city-error"');
    for (const message of [
      "Elige la ciudad de destino",
      "Indica la fecha de llegada",
      "Indica un correo electrónico válido",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain("Revisa tus datos");
    expect(running.store.count("bookings")).toBe(before);
  });

  it("remembers the language of a Spanish booking and opens Checkout in Spanish", async () => {
    const form = validBooking({ city: "ES|Madrid", reservations: "6" });
    const response = await postForm(`${running.server.url}/es/clients`, form);
    expect(response.status).toBe(303);
    const booking = running.store.bookings().find((b) => b.email === form.email);
    expect(booking?.language).toBe("es");
    expect(running.stripe.created().at(-1)?.params).toMatchObject({
      locale: "es",
      success_url: `${PUBLIC_URL}/es/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/es/clients`,
      custom_text: {
        submit: {
          message: "Reembolso completo de la tarifa si cancelas antes de que tu concierge empiece la selección.",
        },
      },
    });
  });

  it("sends a French request to /fr/success and writes its email in French", async () => {
    const form = validBooking({ city: "EU|Paris", reservations: "2" });
    const response = await postForm(`${running.server.url}/fr/clients`, form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fr/success");
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const success = await fetch(`${running.server.url}/fr/success`, { headers: { cookie } });
    const words = visibleText(await success.text());
    expect(words).toContain("Demande reçue.");
    expect(words).toContain("Un concierge vérifie la disponibilité à Paris.");
    const mail = await mailTo(form.email);
    expect(mail.subject).toBe("Demande reçue\u202f: un concierge vérifie la disponibilité à Paris");
    expect(mail.html).toMatch(/<html[^>]*lang="fr"/);
    expect(mail.text).toContain("Merci pour votre demande.");
  });

  it("suggests, never forces, the browser's language on the English landing page", async () => {
    const spanishBrowser = await fetch(`${running.server.url}/`, {
      headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" },
    });
    expect(spanishBrowser.status).toBe(200);
    const html = await spanishBrowser.text();
    expect(html).toContain('<html lang="en"');
    // Spanish and French write a language's name in lower case inside a sentence.
    expect(html).toMatch(/<a href="\/es" lang="es" hrefLang="es"[^>]*>Leer esta página en español<\/a>/);
    const englishBrowser = await (
      await fetch(`${running.server.url}/`, { headers: { "accept-language": "en-GB" } })
    ).text();
    expect(englishBrowser).not.toContain("Leer esta página");
    expect(englishBrowser).not.toContain("Lire cette page");
    const french = await (await fetch(`${running.server.url}/`, { headers: { "accept-language": "fr-FR,fr" } })).text();
    expect(french).toContain("Lire cette page en français");
  });

  it("names the other languages in the page's own words on the switcher, in lower case inside the sentence", async () => {
    const spanish = (await page("/es")).html;
    expect(spanish).toMatch(
      /<a href="\/" lang="en" hrefLang="en" title="Leer esta página en inglés"[^>]*>English<\/a>/,
    );
    expect(spanish).toMatch(
      /<a href="\/fr" lang="fr" hrefLang="fr" title="Leer esta página en francés"[^>]*>Français<\/a>/,
    );
    const french = (await page("/fr")).html;
    expect(french).toMatch(
      /<a href="\/es" lang="es" hrefLang="es" title="Lire cette page en espagnol"[^>]*>Español<\/a>/,
    );
    expect(french).toContain('title="Lire cette page en anglais"');
    const english = (await page("/")).html;
    expect(english).toContain('title="Read this page in Spanish"');
  });

  it("serves the about, privacy and creators pages in Spanish and French, the policy saying the English one prevails", async () => {
    const about = await page("/es/about");
    expect(about.status).toBe(200);
    expect(visibleText(about.html)).toContain("Lo mejor de un viaje suele pasar en la mesa.");
    const privacy = await page("/fr/privacy");
    expect(privacy.html).toContain('<html lang="fr"');
    const words = visibleText(privacy.html);
    expect(words).toContain("Politique de confidentialité");
    expect(words).toContain("la version anglaise prévaut");
    expect(words).toContain("sm_creator");
    const creators = await page("/es/creators");
    expect(visibleText(creators.html)).toContain("Convierte lo que sabes de comida en ingresos.");
    expect(creators.html).toContain('href="/es/creator-signup"');
  });
});
