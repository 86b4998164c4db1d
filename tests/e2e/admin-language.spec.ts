import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { staff } from "../../app/db/schema";
import { conversationMessages } from "../../app/features/conversation/conversation-tables";
import { signInAsStaff } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedPaidBooking, uniqueTag } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The admin in the team member's own language, with JavaScript on and off (the no-js project runs
 * this same file): a concierge chooses Spanish on their own page, and the shell, the queue, the
 * inbox and tonight's tables speak it; Spanish words are longer than English ones, and the page
 * still never scrolls sideways at 390 px nor at 320 px.
 */

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

test("a concierge chooses Spanish, and the admin speaks it without sideways scroll down to 320 px", async ({
  server,
  page,
  context,
}) => {
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const person = await seedStaff(seed, { role: "concierge", name: `Lucía ${tag}` });
    const trip = seedPaidBooking(seed, { name: `Ana ${tag}`, status: "booked", assignedStaffId: person.id });
    seed
      .insert(conversationMessages)
      .values({
        bookingId: trip.id,
        author: "traveller",
        body: "¿Podemos cenar más tarde?",
        createdAt: new Date().toISOString(),
      })
      .run();
    await signInAsStaff(context, server.url, seed, person.id);

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${server.url}/admin/sessions`);
    await page.getByLabel("Language", { exact: true }).selectOption("es");
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.getByRole("heading", { name: "Tu idioma" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByLabel("Idioma", { exact: true })).toHaveValue("es");
    expect(seed.select().from(staff).where(eq(staff.id, person.id)).get()?.language).toBe("es");

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/admin`);
      const bar = page.getByRole("navigation", { name: "Equipo" });
      await expect(bar.getByRole("link", { name: "Cola" })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Mesas de hoy" })).toBeVisible();
      await expect(bar.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Cola", level: 2 })).toBeVisible();
      await expectNoSidewaysScroll(page, width);

      await bar.getByRole("link", { name: /^Bandeja de entrada \(\d+\)$/ }).click();
      await expect(page.getByRole("heading", { name: "Bandeja de entrada", level: 1 })).toBeVisible();
      await expect(page.getByRole("article", { name: `${trip.name} · Madrid` })).toBeVisible();
      await expectNoSidewaysScroll(page, width);

      await page.getByRole("navigation", { name: "Equipo" }).getByRole("link", { name: "Mesas de hoy" }).click();
      await expect(page.getByRole("heading", { name: "Mesas de hoy", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Ver mesas" })).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    }
  } finally {
    seed.$client.close();
  }
});

test.describe("before signing in", () => {
  // A browser set to Spanish asks for it in Accept-Language: the sign-in page has nobody else to ask.
  test.use({ locale: "es-ES" });

  test("the sign-in page speaks the browser's Spanish at 320 px, without sideways scroll, axe clean", async ({
    server,
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${server.url}/admin/login`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Acceso del equipo · Sobremesa");
    await expect(page.getByRole("heading", { name: "Acceso del equipo", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeVisible();
    await expect(page.getByLabel("Contraseña")).toBeVisible();
    await expect(page.getByRole("link", { name: "¿Has olvidado tu contraseña?" })).toBeVisible();
    await expectNoSidewaysScroll(page, 320);
    // axe runs in the page, so only where JavaScript is on.
    if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);

    // An empty form is refused under its fields, in Spanish, with JavaScript on and off.
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("Escribe tu correo electrónico.")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(page, 320);
    if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
  });
});
