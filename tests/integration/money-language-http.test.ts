import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { asBookingBrowser, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { openSeedDatabase, seedCreatorAccount } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { staffPages } from "../support/staff-pages";
import { visibleText } from "../support/trip-http";

/**
 * The owners' money pages in the signed-in owner's language, through the built server: a
 * Spanish-speaking owner reads /admin/earnings's and the tax details' headings, their forms'
 * labels, a refused form's error and the toast in Spanish, a French-speaking one in French;
 * English stays as it was. A refused form stores nothing. The tax reports and the invoice ledger
 * too, with their page titles; the files they offer keep the tax office's English.
 */

let server: RunningServer;
let seed: Db;
const cookies: Record<string, string> = {};
let anaId = 0;
let beaId = 0;

async function owner(key: string, name: string, language: Language) {
  const seeded: SeededStaff = await seedStaff(seed, { role: "owner", name, language });
  cookies[key] = staffCookie(seed, seeded.id);
}

const { page, post, following } = staffPages(() => server);

const rateCount = () => (seed.$client.prepare("select count(*) as n from creator_rates").get() as { n: number }).n;

const anasDetails = {
  kind: "individual",
  legalName: "Ana Etxeberria Goñi",
  addressLine: "Calle de Toledo 12",
  postalCode: "28005",
  city: "Madrid",
  country: "ES",
  dateOfBirth: "1990-04-01",
  tin: "12345678z",
  tinCountry: "ES",
  vatNumber: "",
  taxStatus: "es_professional",
  withholding: "700",
};

const badRate = { intent: "add-rate", euros: "six", city: "", appliesFrom: "2037-01-01" };

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
  await owner("olga", "Olga Owner", "en");
  await owner("lucia", "Lucía Propietaria", "es");
  await owner("claire", "Claire Propriétaire", "fr");
  const ana = await seedCreatorAccount(seed, { city: "Madrid", name: "Ana Creator" });
  const bea = await seedCreatorAccount(seed, { city: "Madrid", name: "Bea Creator" });
  anaId = ana.id;
  beaId = bea.id;
  // Ana gives her tax details herself, from her dashboard, so the owners have something to correct.
  const login = await post("/dashboard", { intent: "login", email: ana.email, password: ana.password }, "");
  const creator = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sm_creator="));
  const saved = await post("/dashboard/tax", anasDetails, creator ?? "");
  if (saved.status !== 302) throw new Error(`tax details not saved: ${saved.status}`);
  // A trip paid through the local TEST checkout, so the ledger has a simplified invoice to list.
  const booked = await postForm(`${server.url}/clients`, validBooking({ reservations: "2" }));
  const reference = referenceFrom(booked.headers.get("location"));
  const paid = await postForm(`${server.url}/checkout/test/${reference}`, { intent: "pay" }, asBookingBrowser(booked));
  if (paid.status !== 303) throw new Error(`trip not paid: ${paid.status}`);
}, 60_000);

/** The document's <title>, as the browser's tab shows it. */
const titleOf = (html: string) =>
  /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

afterAll(() => server?.stop());

describe("/admin/earnings in the owner's language", () => {
  it("a Spanish-speaking owner reads its headings, its labels and its amounts in Spanish", async () => {
    const { status, html, text } = await page("/admin/earnings", cookies.lucia);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    for (const words of [
      "Ganancias de los creadores",
      "Añadir una tarifa",
      "Pagos revertidos",
      "Historial de tarifas",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(/<label[^>]*>Euros por comida<\/label>/);
    expect(text).toContain("Pagar ahora");
    expect(text).toContain("Aún no hay ninguna ejecución de pagos.");
    // The default rate as Spanish writes money.
    expect(text).toMatch(/Aún no hay ninguna tarifa: cada comida gana \d+,\d\d\s€\./);
    expect(text).not.toContain("Creator earnings");
    expect(text).not.toContain("Reversed payouts");
  });

  it("refuses a rate that is not an amount in Spanish, storing nothing", async () => {
    const response = await post("/admin/earnings", badRate, cookies.lucia);
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Indica un importe en euros, por ejemplo 6 o 6,50");
    expect(text).not.toContain("Enter an amount in euros");
    expect(rateCount()).toBe(0);
  });

  it("refuses a payout day out of range in Spanish", async () => {
    const response = await post("/admin/earnings", { intent: "set-payout-day", day: "40" }, cookies.lucia);
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Indica un día del mes del 1 al 28");
  });

  it("says the added rate's toast in Spanish", async () => {
    const added = await post(
      "/admin/earnings",
      { intent: "add-rate", euros: "6,50", city: "", appliesFrom: "2037-01-01" },
      cookies.lucia,
    );
    expect(added.status).toBe(302);
    expect(rateCount()).toBe(1);
    const next = await page(added.headers.get("location") ?? "/admin/earnings", following(added, cookies.lucia));
    expect(next.html).toContain("Tarifa añadida");
    expect(next.html).toMatch(/6,50\s€ por comida desde el 2037-01-01\./);
    expect(next.text).toContain("Todas las ciudades (general)");
  });

  it("a French-speaking owner reads the page and a refused rate in French", async () => {
    const { status, html, text } = await page("/admin/earnings", cookies.claire);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fr"/);
    for (const words of ["Gains des créateurs", "Ajouter un tarif", "Versements annulés", "Historique des tarifs"]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/6,50\s€/);
    expect(text).not.toContain("Creator earnings");

    const refused = await post("/admin/earnings", badRate, cookies.claire);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Indiquez un montant en euros, par exemple 6 ou 6,50");
    expect(rateCount()).toBe(1);
  });

  it("an English-speaking owner reads the page as it always was", async () => {
    const { html, text } = await page("/admin/earnings", cookies.olga);
    expect(html).toMatch(/<html lang="en"/);
    expect(text).toContain("Creator earnings");
    expect(text).toContain("Add a rate");
    expect(text).toContain("€6.50");
    const refused = await post("/admin/earnings", badRate, cookies.olga);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Enter an amount in euros, such as 6 or 6.50");
  });
});

describe("the creators' tax details in the owner's language", () => {
  it("a Spanish-speaking owner reads the list and a creator's page in Spanish", async () => {
    const list = await page("/admin/tax-details", cookies.lucia);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Datos fiscales de los creadores");
    expect(list.text).toContain("Profesional en España");
    expect(list.text).toContain("Faltan");
    expect(list.text).not.toContain("Professional in Spain");

    const ana = await page(`/admin/tax-details/${anaId}`, cookies.lucia);
    expect(ana.text).toContain("Corregir estos datos");
    expect(ana.html).toMatch(/<label[^>]*>Motivo de la corrección/);
    const bea = await page(`/admin/tax-details/${beaId}`, cookies.lucia);
    expect(bea.text).toContain("Bea Creator aún no ha dado sus datos fiscales");
  });

  it("refuses a correction without a reason in Spanish, changing nothing", async () => {
    const response = await post(
      `/admin/tax-details/${anaId}`,
      { ...anasDetails, legalName: "Ana Cambiada", reason: "" },
      cookies.lucia,
    );
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Indica el motivo de la corrección");
    const stored = seed.$client.prepare("select legal_name as name from creator_tax_details where creator_id = ?");
    expect((stored.get(anaId) as { name: string }).name).toBe("Ana Etxeberria Goñi");
  });

  it("a French-speaking owner reads the list and a refused correction in French", async () => {
    const list = await page("/admin/tax-details", cookies.claire);
    expect(list.text).toContain("Informations fiscales des créateurs");
    expect(list.text).toContain("Professionnel en Espagne");
    const response = await post(`/admin/tax-details/${anaId}`, { ...anasDetails, reason: "" }, cookies.claire);
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Corriger ces informations");
    expect(text).toContain("Indiquez le motif de la correction");
    expect(text).not.toContain("Correct these details");
  });
});

describe("the tax reports in the owner's language", () => {
  it("a Spanish-speaking owner reads the page, its forms, its tables and its title in Spanish", async () => {
    const { status, html, text } = await page("/admin/tax-reports", cookies.lucia);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(titleOf(html)).toBe("Informes fiscales · Sobremesa");
    expect(html).toMatch(/<h1[^>]*>Informes fiscales<\/h1>/);
    for (const words of [
      "El trimestre: retenciones e IVA autofacturado",
      "DAC7: creadores pagados en el año",
      "Perceptores con retención",
      "Profesionales españoles: IVA repercutido, deducible",
      "Ver el trimestre",
      "Ver el año",
      "0 autofacturas en el trimestre.",
      "Nombre legal",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(/<label[^>]*>Año de pago/);
    expect(text).toMatch(/Retenido \(IRPF\) 0,00\s€/);
    expect(text).not.toContain("Tax reports");
    expect(text).not.toContain("Show the quarter");
  });

  it("refuses a period that is not one in Spanish on the page, and in English in a file's answer", async () => {
    const refused = await page("/admin/tax-reports?year=1900&quarter=7", cookies.lucia);
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Indica un año del 2023 al \d{4}, por ejemplo \d{4}\./);
    expect(refused.text).toContain("Elige un trimestre del 1 al 4.");
    expect(refused.text).not.toContain("Enter a year");
    const file = await fetch(`${server.url}/admin/tax-reports/dac7.csv?year=1900`, {
      headers: { Cookie: cookies.lucia },
      redirect: "manual",
    });
    expect(file.status).toBe(400);
    expect(await file.text()).toMatch(/^Enter a year from 2023 to \d{4}/);
  });

  it("a French-speaking owner reads the page and its title in French", async () => {
    const { status, html, text } = await page("/admin/tax-reports", cookies.claire);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe("Rapports fiscaux · Sobremesa");
    expect(html).toMatch(/<h1[^>]*>Rapports fiscaux<\/h1>/);
    for (const words of ["Afficher le trimestre", "Bénéficiaires soumis à retenue", "Nom légal", "Année de paiement"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Show the year");
  });

  it("an English-speaking owner reads the page as it always was", async () => {
    const { html, text } = await page("/admin/tax-reports", cookies.olga);
    expect(titleOf(html)).toBe("Tax reports · Sobremesa");
    expect(html).toMatch(/<h1[^>]*>Tax reports<\/h1>/);
    for (const words of ["Show the quarter", "Show the year", "Recipients withheld from", "Withheld (IRPF) €0.00"]) {
      expect(text).toContain(words);
    }
    const refused = await page("/admin/tax-reports?quarter=7", cookies.olga);
    expect(refused.text).toContain("Choose a quarter from 1 to 4.");
  });
});

describe("the invoice ledger in the owner's language", () => {
  it("a Spanish-speaking owner reads the ledger, its filters, its tables and its title in Spanish", async () => {
    const { status, html, text } = await page("/admin/invoices", cookies.lucia);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe("Facturas · Sobremesa");
    expect(html).toMatch(/<h1[^>]*>Facturas<\/h1>/);
    for (const words of [
      "Descargar CSV",
      "Descargar CSV (;)",
      "Totales por trimestre",
      "Total neto",
      "Comprador",
      "Simplificada",
      "no se envían a la Agencia Tributaria",
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toMatch(/<label[^>]*>Estado del registro/);
    expect(html).toContain("<strong>no se envían a la Agencia Tributaria</strong>");
    expect(text).toMatch(/\d+,\d\d\s€/);
    expect(text).not.toContain("Download CSV");
    expect(text).not.toContain("Totals per quarter");
  });

  it("refuses a filter that is not one in Spanish on the page, and in English in the CSV's answer", async () => {
    const refused = await page("/admin/invoices?quarter=soon", cookies.lucia);
    expect(refused.text).toContain("Indica un trimestre como año, guion y de Q1 a Q4, por ejemplo 2027-Q1.");
    expect(refused.text).toContain("Corrige los filtros de arriba.");
    const file = await fetch(`${server.url}/admin/invoices.csv?quarter=soon`, {
      headers: { Cookie: cookies.lucia },
      redirect: "manual",
    });
    expect(file.status).toBe(400);
    expect(await file.text()).toBe("Enter a quarter as year, dash and Q1 to Q4, for example 2027-Q1.");
  });

  it("a French-speaking owner reads the ledger and its title in French", async () => {
    const { html, text } = await page("/admin/invoices", cookies.claire);
    expect(titleOf(html)).toBe("Factures · Sobremesa");
    for (const words of ["Télécharger le CSV", "Totaux par trimestre", "Simplifiée", "Tous les types"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Download CSV");
  });

  it("an English-speaking owner reads the ledger as it always was", async () => {
    const { html, text } = await page("/admin/invoices", cookies.olga);
    expect(titleOf(html)).toBe("Invoices · Sobremesa");
    for (const words of ["Download CSV", "Download CSV (;)", "Totals per quarter", "Net total", "Simplified"]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/€\d+\.\d\d/);
  });
});

describe("the creators' tax details' titles in the owner's language", () => {
  it("names the list and a creator's page in Spanish, French and English", async () => {
    expect(titleOf((await page("/admin/tax-details", cookies.lucia)).html)).toBe(
      "Datos fiscales de los creadores · Sobremesa",
    );
    expect(titleOf((await page(`/admin/tax-details/${anaId}`, cookies.lucia)).html)).toBe(
      "Datos fiscales del creador · Sobremesa",
    );
    expect(titleOf((await page(`/admin/tax-details/${anaId}`, cookies.claire)).html)).toBe(
      "Informations fiscales du créateur · Sobremesa",
    );
    expect(titleOf((await page("/admin/tax-details", cookies.olga)).html)).toBe("Creators' tax details · Sobremesa");
    expect(titleOf((await page(`/admin/tax-details/${anaId}`, cookies.olga)).html)).toBe(
      "Creator's tax details · Sobremesa",
    );
  });
});
