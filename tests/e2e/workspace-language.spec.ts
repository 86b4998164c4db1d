import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { staff } from "../../app/db/schema";
import { signInAsStaff } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedMeal, seedPaidBooking, uniqueTag } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The booking workspace in a Spanish-speaking concierge's language, with JavaScript on and off
 * (the no-js project runs this same file): its longer words still never make the page scroll
 * sideways at 320 px, and it fills a desk's 1280 px; a reservation with a bad time is refused
 * under its field, in Spanish.
 */

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

test("a Spanish-speaking concierge works a booking in Spanish, from 320 px to 1280 px", async ({
  server,
  page,
  context,
}) => {
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const person = await seedStaff(seed, { role: "concierge", name: `Lucía ${tag}` });
    seed.update(staff).set({ language: "es" }).where(eq(staff.id, person.id)).run();
    const trip = seedPaidBooking(seed, {
      name: `Ana ${tag}`,
      cityName: "Madrid",
      regionCode: "ES",
      status: "curating",
      reservations: 2,
      assignedStaffId: person.id,
    });
    seedMeal(seed, trip.id, { position: 1 });
    await signInAsStaff(context, server.url, seed, person.id);
    const address = `${server.url}/admin/bookings/${trip.readableReference ?? trip.reference}`;

    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { name: "Comidas y reservas", level: 2 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Notas internas", level: 2 })).toBeVisible();
      await expect(page.getByRole("form", { name: "Reserva de la comida 1" })).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    }

    // A bad time is refused under its field, in Spanish; nothing is saved.
    await page.setViewportSize({ width: 320, height: 900 });
    const form = page.getByRole("form", { name: "Reserva de la comida 1" });
    await form.getByLabel("Restaurante", { exact: true }).fill("Casa Lucio");
    await form.getByLabel("Dirección", { exact: true }).fill("Cava Baja 35");
    await form.getByLabel("Fecha", { exact: true }).fill(trip.checkIn);
    await form.getByRole("button", { name: "Guardar la comida 1" }).click();
    await expect(form.getByText("Indica la hora como HH:MM (24 horas, hora local de la ciudad)")).toBeVisible();
    await expect(form.getByLabel("Hora", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(page, 320);
  } finally {
    seed.$client.close();
  }
});
