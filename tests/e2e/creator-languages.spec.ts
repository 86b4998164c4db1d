import { expect } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { watchConsole } from "../support/e2e/journey";
import { seedCreatorAccount, seedMeal, seedPaidBooking, uniqueEmail } from "../support/factories";

/**
 * A creator works in Spanish, with JavaScript on (project js) and off (project no-js): the login
 * form's messages, the dashboard, accepting a request and adding a pick, with no hydration
 * warning, no sideways scroll at 320 px, and axe clean.
 */

test("a creator logs in at /es/dashboard, accepts a request and adds a pick, all in Spanish", async ({
  page,
  seed,
}, testInfo) => {
  const browserConsole = watchConsole(page);
  const me = await seedCreatorAccount(seed, { email: uniqueEmail("es-creator"), city: "Madrid" });
  const traveller = `Viajera ${uniqueEmail("es").split("@")[0]}`;
  const request = seedPaidBooking(seed, { cityName: "Madrid", name: traveller, reservations: 2 });
  seedMeal(seed, request.id, { position: 1, date: null, meal: "dinner", vibe: "romantic" });

  await page.goto("/es/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Acceso para creadores" })).toBeVisible();
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Escribe tu correo electrónico", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Correo electrónico")).toBeFocused();
  await page.getByLabel("Correo electrónico").fill(me.email);
  await page.getByLabel("Contraseña").fill(me.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(toast(page, "¡Hola de nuevo!")).toBeVisible();
  await expect(page).toHaveURL(/\/es\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Panel del creador" })).toBeVisible();

  const card = page.getByRole("article", { name: traveller });
  await expect(card).toContainText("Reserva 1: Cualquier día · Cena");
  await expect(card).toContainText("Ambiente: Romántico");
  await card.getByRole("button", { name: `Aceptar solicitud ${request.id} de ${traveller}` }).click();
  await expect(toast(page, "Solicitud aceptada")).toBeVisible();
  const mine = page.getByRole("article", { name: traveller });
  await expect(mine).toContainText("Recomendaciones (0 de 2 reservas tienen restaurante)");

  const form = mine.getByRole("form", { name: `Añadir una recomendación para ${traveller}, solicitud ${request.id}` });
  await form.getByRole("button", { name: "Añadir recomendación" }).click();
  await expect(form.getByText("Elige la reserva para la que es esta recomendación")).toBeVisible();
  await expect(form.getByText("Escribe el nombre del restaurante")).toBeVisible();
  await form.getByLabel("Para qué reserva").selectOption("1");
  await form.getByLabel("Nombre del restaurante").fill("Casa Lucio");
  await form.getByLabel("Enlace del mapa").fill("https://maps.google.com/?q=Casa+Lucio");
  await form.getByLabel("Plato recomendado").fill("Huevos rotos");
  await form.getByRole("button", { name: "Añadir recomendación" }).click();
  await expect(toast(page, "¡Recomendación enviada!")).toBeVisible();
  await expect(page.getByRole("article", { name: traveller })).toContainText(
    "Recomendaciones (1 de 2 reservas tienen restaurante)",
  );

  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(browserConsole.hydrationWarnings()).toEqual([]);
  test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
  await expectNoAxeViolations(page);
});

for (const path of ["/fr/dashboard", "/es/dashboard", "/fr/trip", "/es/trip", "/es/set-password?token=gone"]) {
  test(`${path} fits 320 px and is axe clean`, async ({ page }, testInfo) => {
    const browserConsole = watchConsole(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", path.slice(1, 3));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(browserConsole.hydrationWarnings()).toEqual([]);
    test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
    await expectNoAxeViolations(page);
  });
}
