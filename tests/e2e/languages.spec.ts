import type { Page } from "@playwright/test";
import { axeScan } from "../support/e2e/axe";
import { expectToast, inDays, watchPosts } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb, watchConsole } from "../support/e2e/journey";
import { uniqueEmail, uniqueTag } from "../support/factories";

/**
 * The traveller's journey in Spanish and French, with JavaScript on (project js) and off
 * (project no-js): the form's words and messages, the fee as each language writes it, the
 * payment, the result page and the trip page in the language of the booking; no hydration
 * warning, axe clean and no sideways scroll at 320 px.
 */

async function fillSpanish(page: Page, email: string) {
  await page.getByLabel("Ciudad de destino").selectOption("ES|Madrid");
  await page.getByLabel("Fecha de llegada").fill(inDays(12));
  await page.getByLabel("Fecha de salida").fill(inDays(16));
  await page.getByLabel("Número de reservas").selectOption("6");
  await page.getByLabel("Nombre completo").fill(`Lucía Pérez ${uniqueTag()}`);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("612 345 678");
}

test("/es/clients in Spanish: messages, fee, Stripe, /es/success and the trip page", async ({
  page,
  javaScriptEnabled,
}) => {
  const browserConsole = watchConsole(page);
  const posts = await watchPosts(page);
  await page.goto("/es/clients");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Empieza tu plan gastronómico" })).toBeVisible();

  await page.getByRole("button", { name: "Pago seguro con Stripe" }).click();
  await expectToast(page, "Revisa tus datos", "Hay campos que corregir antes de enviar.");
  await expect(page.getByText("Elige la ciudad de destino")).toBeVisible();
  await expect(page.getByText("Indica un correo electrónico válido")).toBeVisible();
  await expect(page.getByLabel("Ciudad de destino")).toBeFocused();

  const email = uniqueEmail("es");
  await fillSpanish(page, email);
  // Paying asks first for the service to start within the withdrawal period.
  await page.getByRole("checkbox", { name: /Solicito que el servicio empiece ya/ }).check();
  await expect(page.getByTestId("service-fee-total").filter({ visible: true })).toHaveText(/^57\s€$/);
  await expect(page.getByText(/39\s€ de base para hasta 4 \+ 2 adicionales/).filter({ visible: true })).toBeVisible();
  await page.getByRole("button", { name: "Pago seguro con Stripe" }).click();
  if (javaScriptEnabled) {
    await expect
      .poll(() => posts[0]?.toast)
      .toMatch(/^Te llevamos al pago\.\.\.Vas a ir al pago seguro para completar tu reserva \(57\s€\)\.×$/);
  }
  await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]{16}$/);
  // The TEST checkout speaks the booking's language too.
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: /^Pagar 57\s€ \(PRUEBA\)$/ }).click();

  await expect(page).toHaveURL(/\/es\/success\?session_id=cs_test_local_/);
  await expect(page.getByRole("heading", { name: "¡Todo listo!" })).toBeVisible();
  await page.getByTestId("trip-link").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Tu viaje a Madrid" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cuéntanos qué te apetece comer" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Reserva 6" })).toBeVisible();

  const database = e2eDb();
  const row = database.prepare("select language, payment_status from bookings where email = ?").get(email);
  database.close();
  expect(row).toEqual({ language: "es", payment_status: "succeeded" });
  expect(browserConsole.hydrationWarnings()).toEqual([]);
});

test("/fr/clients in French: a request to Havana, /fr/success in French", async ({ page }) => {
  const browserConsole = watchConsole(page);
  await page.goto("/fr/clients");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByLabel("Ville de destination").selectOption({ label: "La Havane" });
  await page.getByLabel("Date d’arrivée").fill(inDays(12));
  await page.getByLabel("Date de départ").fill(inDays(15));
  await page.getByLabel("Nombre de réservations").selectOption("2");
  await page.getByLabel("Nom complet").fill(`Camille Martin ${uniqueTag()}`);
  await page.getByLabel("E-mail").fill(uniqueEmail("fr"));
  await page.getByLabel("Téléphone").fill("612 345 678");
  await page.getByRole("button", { name: "Envoyer la demande (sans paiement)" }).click();
  await expect(page).toHaveURL(/\/fr\/success$/);
  await expect(page.getByRole("heading", { name: "Demande reçue." })).toBeVisible();
  await expect(page.getByText("Un concierge vérifie la disponibilité à La Havane.")).toBeVisible();
  expect(browserConsole.hydrationWarnings()).toEqual([]);
});

test("the language switcher leads to the same page in another language", async ({ page }) => {
  await page.goto("/clients");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/clients$/);
  await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/clients$/);
  await expect(page.getByRole("heading", { level: 1, name: "Commencez votre programme gourmand" })).toBeVisible();
});

for (const path of [
  "/es",
  "/fr",
  "/es/clients",
  "/fr/clients",
  "/es/about",
  "/fr/about",
  "/es/privacy",
  "/fr/privacy",
  "/es/creators",
  "/fr/creators",
  "/es/creator-signup",
  "/fr/creator-signup",
]) {
  test(`${path} fits 320 px and is axe clean`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    test.skip(testInfo.project.name === "no-js", "axe runs once, with JavaScript");
    const results = await axeScan(page);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("/fr/creator-signup in French: messages on each field, then the application is sent", async ({ page }) => {
  await page.goto("/fr/creator-signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Devenir créateur" })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expectToast(page, "Informations manquantes", "Veuillez remplir tous les champs obligatoires.");
  await expect(page.getByText("Indiquez votre nom complet")).toBeVisible();
  await expect(page.getByText("Indiquez votre profil Instagram")).toBeVisible();
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  const own = uniqueTag();
  await page.getByLabel("Nom complet").fill(`Chloé Dubois ${own}`);
  await page.getByLabel("E-mail").fill(uniqueEmail("creator-fr"));
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Profil Instagram").fill(`@chloe.${own}`);
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expectToast(
    page,
    "Candidature envoyée !",
    "Nous examinons votre candidature et revenons vers vous sous 2 à 3 jours ouvrés.",
  );
  await expect(page).toHaveURL(/\/fr\/creator-signup$/);
});
