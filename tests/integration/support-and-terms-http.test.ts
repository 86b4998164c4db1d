import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";
import { paidTrip, visibleText } from "../support/trip-http";

/**
 * How travellers reach the team, the terms and the phone field's countries, over HTTP against
 * the built server: the support phone and WhatsApp from
 * configuration in the footer, /about, the trip page's contact block and the traveller's email;
 * the terms of service in three languages with the company, price, cancellation and withdrawal;
 * /privacy naming the data controller; the booking form's terms link and quiet creator link; and
 * the phone field's every country, refused numbers included, in the page's language.
 */
// No Stripe key: the local TEST checkout pays, as paidTrip expects.
const running = bookingServerPerFile({
  env: {
    SUPPORT_PHONE: "+34 910 123 456",
    SUPPORT_WHATSAPP: "+34 612 345 678",
    COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
    COMPANY_TAX_ID: "B12345674",
    COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
  },
});
const page = async (path: string) => {
  const response = await fetch(`${running.server.url}${path}`);
  return { status: response.status, html: await response.text() };
};
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
/** The first message to a traveller, once the outbox has written it. */
const mailTo = (email: string) =>
  eventually(
    () =>
      running.store.database
        .prepare("select html, text from mail_messages where to_address = ? order by id limit 1")
        .get(email) as { html: string; text: string } | undefined,
    () => {
      const outbox = running.store.database.prepare("select * from outbox order by id desc limit 3").all();
      return `mail to ${email} (outbox: ${JSON.stringify(outbox).slice(0, 1500)} ${running.server.output().slice(-1500)})`;
    },
  );
const TEL = 'href="tel:+34910123456"';
const WHATSAPP = 'href="https://wa.me/34612345678"';

describe("the support line", () => {
  it("is in the footer of every public page, with tel: and wa.me links and the terms in the page's language", async () => {
    for (const [path, terms] of [
      ["/", 'href="/terms"'],
      ["/es", 'href="/es/terms"'],
      ["/fr/privacy", 'href="/fr/terms"'],
    ] as const) {
      const { html } = await page(path);
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer).toContain(TEL);
      expect(footer).toContain(WHATSAPP);
      expect(footer).toContain(terms);
      expect(visibleText(footer)).toContain("+34 910 12 34 56");
    }
  });

  it("is on /about with the promise of phone support in three languages", async () => {
    for (const [path, words] of [
      ["/about", "Phone support in English, Spanish and French"],
      ["/es/about", "Atención telefónica en español, inglés y francés"],
      ["/fr/about", "Assistance téléphonique en français, anglais et espagnol"],
    ] as const) {
      const { html } = await page(path);
      const main = html.slice(html.indexOf("<main"), html.indexOf("<footer"));
      expect(visibleText(main)).toContain(words);
      expect(main).toContain(TEL);
    }
  });

  it("is a contact block on the trip page, and in the traveller's email with the terms", async () => {
    const trip = await paidTrip(running);
    const html = await (await fetch(trip.url)).text();
    const text = visibleText(html);
    expect(text).toContain("Talk to your concierge");
    expect(text).toContain("We’re on call all trip");
    expect(html).toContain(TEL);
    expect(html).toContain(WHATSAPP);

    const mail = await mailTo(trip.form.email);
    expect(mail.html).toContain(TEL);
    expect(mail.html).toContain(WHATSAPP);
    expect(mail.html).toMatch(/href="https?:\/\/[^"]+\/terms"/);
    expect(mail.text).toContain("+34 910 12 34 56");
  });
});

describe("the terms of service", () => {
  for (const [path, title, price, withdrawal, cancellation] of [
    ["/terms", "Terms of Service", "€39", "within 14 days of paying", "Cancel before your concierge starts curating"],
    [
      "/es/terms",
      "Condiciones del servicio",
      "39 €",
      "en los 14 días siguientes al pago",
      "Si cancelas antes de que tu concierge empiece",
    ],
    ["/fr/terms", "Conditions générales", "39 €", "dans les 14 jours suivant le paiement", "Annulez avant que"],
  ] as const) {
    it(`${path} names the company from configuration, the price, the cancellation policy and the withdrawal terms`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const text = nbsp(visibleText(html.slice(html.indexOf("<main"), html.indexOf("<footer"))));
      expect(text).toContain(title);
      expect(text).toContain("Sobremesa Viajes S.L.");
      expect(text).toContain("B12345674");
      expect(text).toContain("Calle Mayor 1, 28013 Madrid");
      expect(text).toContain(price);
      expect(text).toContain(withdrawal);
      expect(text).toContain(cancellation);
      expect(html).toContain(TEL);
    });
  }

  it("/privacy names the data controller from configuration, in each language", async () => {
    for (const [path, words] of [
      ["/privacy", "The controller of your personal data is:"],
      ["/es/privacy", "El responsable del tratamiento de tus datos personales es:"],
      ["/fr/privacy", "Le responsable du traitement de vos données personnelles est :"],
    ] as const) {
      const text = nbsp(visibleText((await page(path)).html));
      expect(text).toContain(nbsp(words));
      expect(text).toContain("Sobremesa Viajes S.L. (NIF B12345674), Calle Mayor 1, 28013 Madrid");
    }
  });

  it("is linked from the booking form, where Creator Login is a quiet link beside For Creators", async () => {
    for (const [path, terms] of [
      ["/clients", 'href="/terms"'],
      ["/es/clients", 'href="/es/terms"'],
      ["/fr/clients", 'href="/fr/terms"'],
    ] as const) {
      const { html } = await page(path);
      expect(html.slice(html.indexOf("<main"))).toContain(terms);
    }
    const { html } = await page("/clients");
    const nav = html.slice(
      html.indexOf('aria-label="Main"'),
      html.indexOf("</nav>", html.indexOf('aria-label="Main"')),
    );
    const classOf = (label: string) => new RegExp(`class="([^"]*)"[^>]*>${label}<`).exec(nav)?.[1];
    expect(classOf("Creator Login")).toBeTruthy();
    expect(classOf("Creator Login")).toBe(classOf("For Creators"));
  });
});

describe("the phone field's countries", () => {
  const optionsOf = (html: string) =>
    [...html.matchAll(/<option value="([A-Z]{2})"[^>]*>([^<]*)</g)].map(([, country, label]) => ({ country, label }));

  it("offers the spec's 20 first in its order, then every other country named in the page's language", async () => {
    const english = optionsOf((await page("/clients")).html);
    expect(english.slice(0, 20).map((o) => o.country)).toEqual(
      "US CA GB FR DE ES IT NL CH AT BE DK SE NO FI PT AU JP KR CN".split(" "),
    );
    expect(english.length).toBeGreaterThan(200);
    const rest = english.slice(20);
    expect(rest.find((o) => o.country === "IE")?.label).toContain("+353 IE · Ireland");
    expect(rest.find((o) => o.country === "IN")?.label).toContain("+91 IN · India");
    const spanish = optionsOf((await page("/es/clients")).html);
    expect(spanish.find((o) => o.country === "IE")?.label).toContain("Irlanda");
  });

  it("chooses the language's country in /es and /fr before the time zone is known, +1 US in English", async () => {
    const selected = (html: string) => /<option value="([A-Z]{2})"[^>]*selected/.exec(html)?.[1];
    expect(selected((await page("/clients")).html)).toBe("US");
    expect(selected((await page("/es/clients")).html)).toBe("ES");
    expect(selected((await page("/fr/clients")).html)).toBe("FR");
  });

  it("refuses a number impossible for the chosen country on the server, on the phone field, in the page's language", async () => {
    for (const [path, message] of [
      ["/clients", "This number is not possible for the chosen country"],
      ["/es/clients", "Este número no es posible en el país elegido"],
      ["/fr/clients", "Ce numéro n’est pas possible pour le pays choisi"],
    ] as const) {
      const response = await postForm(
        `${running.server.url}${path}`,
        validBooking({ countryCode: "US", phoneNumber: "612 345 678" }),
      );
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toMatch(
        /id="[^"]*phoneNumber[^"]*"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="phoneNumber"/,
      );
      expect(nbsp(visibleText(html))).toContain(nbsp(message));
    }
    const ireland = await postForm(
      `${running.server.url}/clients`,
      validBooking({ countryCode: "IE", phoneNumber: "87 123 4567" }),
    );
    expect(ireland.status).toBe(303);
    expect(running.store.database.prepare("select phone from bookings where phone like '+353%'").get()).toEqual({
      phone: "+353 87 123 4567",
    });
  });
});
