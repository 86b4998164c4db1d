import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Db } from "../../app/db/client.server";
import { firstItinerary, type MealFacts } from "../../app/features/itinerary/itinerary";
import { expect, test } from "../support/e2e/fixtures";
import {
  seedBookedTrip,
  seedBooking,
  seedCreatorAccount,
  seedPaidBooking,
  seedTripLink,
  uniqueEmail,
  uniqueTag,
} from "../support/factories";

/**
 * Every traveller-facing page under /es and /fr is in that language. The English
 * catalogue's phrases that have a translation (the string differs in the other language) are
 * looked for in each page's visible text, its title and its labels for assistive technology;
 * any one found is an English leftover. Whole phrases of two words or more only, cut at the
 * interpolations, so a name or a brand ("Sobremesa", "Casa Lucio") never counts.
 */

const NAMESPACES = ["booking", "common", "creator", "dashboard", "landing", "mail", "pages", "trip"] as const;
type Language = "es" | "fr";

async function catalogue(language: "en" | Language): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`../../app/i18n/locales/${language}/${ns}.ts`)).default]),
  );
  return Object.fromEntries(entries);
}

function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
}

/** The English phrases that another language translates, minus any that language also writes. */
async function englishPhrases(language: Language): Promise<string[]> {
  const english = new Map(leaves(await catalogue("en")));
  const other = new Map(leaves(await catalogue(language)));
  const otherText = [...other.values()].join("\n");
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    const translated = other.get(key);
    if (translated === undefined || translated === text) continue;
    for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>|[\n:;()"“”·•|]/)) {
      const phrase = piece
        .trim()
        .replace(/[.,!?…–—-]+$/, "")
        .trim();
      const words = phrase.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word));
      if (words.length < 2 || phrase.length < 8) continue;
      if (otherText.includes(phrase)) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** What a reader meets on the page: its text, title, and the names given to assistive technology. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((el) =>
      ["aria-label", "alt", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""),
    );
    // textContent, not innerText: text for screen readers only (sr-only) counts too.
    const visible = (document.body.textContent ?? "").replace(/\s+/g, " ");
    return [document.title, visible, ...labels].join("\n");
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectNoEnglish(page: Page, phrases: string[], where: string) {
  const words = await pageWords(page);
  const found = phrases.filter((phrase) => new RegExp(`(^|[^A-Za-z])${literal(phrase)}([^A-Za-z]|$)`).test(words));
  expect(found, `English on ${where}`).toEqual([]);
}

function seedItinerary(seed: Db, bookingId: number, language: Language) {
  const meal = (position: number, localDate: string, localTime: string, startsAt: string): MealFacts => ({
    id: 9000 + bookingId * 10 + position,
    position,
    localDate,
    localTime,
    timeZone: "Europe/Madrid",
    startsAt,
    restaurant: position === 1 ? "Casa Lucio" : "Sacha",
    address: "Calle de la Cava Baja 35, Madrid",
    mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
    tableName: "Inês Ñúñez",
    partySize: 2,
    confirmationCode: `CL-${position}`,
    dishTips: "Huevos estrellados",
    note: "",
  });
  const document = firstItinerary(
    {
      reference: "SBM-TEST",
      city: "Madrid",
      timeZone: "Europe/Madrid",
      checkIn: "2037-12-09",
      checkOut: "2037-12-12",
      traveller: "Inês Ñúñez",
      rhythm: language === "es" ? "La comida, de 14:00 a 16:00." : "Le déjeuner, de 14 h à 16 h.",
      language,
    },
    [
      meal(1, "2037-12-10", "21:30", "2037-12-10T20:30:00.000Z"),
      meal(2, "2037-12-11", "14:00", "2037-12-11T13:00:00.000Z"),
    ],
  );
  const now = new Date().toISOString();
  seed.$client
    .prepare(
      "insert into itineraries (booking_id, version, document, sent_at, created_at, updated_at) values (?, 1, ?, ?, ?, ?)",
    )
    .run(bookingId, JSON.stringify(document), now, now, now);
  seed.$client.prepare("update bookings set status = 'itinerary_ready' where id = ?").run(bookingId);
}

for (const language of ["es", "fr"] as const) {
  test(`every traveller page under /${language} is free of English words`, async ({
    page,
    seed,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the words are the same without JavaScript; one walk is enough");
    test.setTimeout(240_000);
    const phrases = await englishPhrases(language);
    expect(phrases.length).toBeGreaterThan(100);
    // The check itself finds English where there is some: on the English pages.
    for (const path of ["/about", "/no-such-page"]) {
      await page.goto(path);
      const words = await pageWords(page);
      expect(phrases.filter((phrase) => words.includes(phrase)).length, path).toBeGreaterThan(1);
    }
    const visit = async (path: string, status = 200) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await page.waitForLoadState("networkidle");
      await expectNoEnglish(page, phrases, path);
    };

    const withHeaderLinks: string[] = [];
    for (const path of ["", "/about", "/privacy", "/creators", "/clients", "/creator-signup", "/dashboard", "/trip"]) {
      await visit(`/${language}${path}`);
      // The logo and the header's links lead to the pages in this language.
      await expect(page.locator("header a").first()).toHaveAttribute("href", `/${language}`);
      const hrefs = await page
        .locator("header nav a:not([hreflang])")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const href of hrefs) {
        expect(href, `a header link on /${language}${path}`).toMatch(new RegExp(`^/${language}(/|$)`));
      }
      if (hrefs.length > 0) withHeaderLinks.push(path);
    }
    // Some pages have no links of their own in the header; the ones that do were checked.
    expect(withHeaderLinks).toEqual(expect.arrayContaining(["/creators", "/clients", "/creator-signup", "/dashboard"]));
    // The sample itinerary's pages are pictures of the itinerary in this language.
    await page.goto(`/${language}`);
    await expect(page.locator("[data-gallery] source").first()).toBeAttached();
    for (const srcset of await page
      .locator("[data-gallery] source")
      .evaluateAll((all) => all.map((s) => s.getAttribute("srcset")))) {
      expect(srcset).toContain(`-${language}-480.`);
    }
    await visit(`/${language}/no-such-page`, 404);
    await visit(`/${language}/success`);
    await visit(`/${language}/set-password?token=gone`);

    // A creator's pages: choosing a password from a working link, then the dashboard it leads to.
    const token = randomBytes(24).toString("base64url");
    const creator = await seedCreatorAccount(seed, {
      email: uniqueEmail("words"),
      name: `Creadora ${uniqueTag()}`,
      city: "Madrid",
      language,
    });
    seed.$client
      .prepare("update creators set set_password_token_hash = ?, set_password_expires_at = ? where id = ?")
      .run(createHash("sha256").update(token).digest("hex"), "2099-01-01T00:00:00.000Z", creator.id);
    await visit(`/${language}/set-password?token=${token}`);
    const offer = seedPaidBooking(seed, {
      cityName: "Madrid",
      language,
      name: "Inês Ñúñez",
      status: "preferences_received",
    });
    await page.goto(`/${language}/dashboard`);
    await page.locator('input[name="email"]').fill(creator.email);
    await page.locator('input[name="password"]').fill(creator.password);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator("dl dt").first()).toBeVisible();
    await expectNoEnglish(page, phrases, `/${language}/dashboard (signed in)`);
    await page.locator(`input[name="bookingId"][value="${offer.id}"] ~ button`).click();
    await expect(page.locator(`form input[name="intent"][value="recommend"]`).first()).toBeAttached();
    await expectNoEnglish(page, phrases, `/${language}/dashboard (a request accepted)`);
    await visit(`/${language}/dashboard?tab=recommendations`);
    // The tax details form, asked before the first payout, with its DAC7 notice.
    await visit(`/${language}/dashboard/tax`);

    // The TEST checkout of a booking made in this language.
    const unpaid = seedBooking(seed, {
      cityName: "Madrid",
      language,
      status: "pending",
      stripeSessionId: `cs_test_words_${uniqueTag()}`,
    });
    // Opened as a client's traveller is, with the booking's session id (decision 0045).
    await visit(`/checkout/test/${unpaid.reference}?session_id=${unpaid.stripeSessionId}`);
    // Dates as the reader writes them, never ISO.
    expect(await page.locator("main").innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // The trip page in its states, the itinerary page last.
    const paid = seedPaidBooking(seed, { cityName: "Madrid", language, status: "paid" });
    await visit(seedTripLink(seed, paid.id));
    const { booking, trip } = seedBookedTrip(seed, { language });
    await visit(trip);
    seedItinerary(seed, booking.id, language);
    await visit(trip);
    await visit(`${trip}/itinerary`);
    await visit(`${trip}/my-data?erase=confirm`);
  });
}

test("the reservations select shows its whole prompt at 390 px in every language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/clients", "/es/clients", "/fr/clients"]) {
    await page.goto(path);
    const select = page.locator('select[name="reservations"]');
    // The chosen option's text, measured in the select's own font, fits inside it beside the arrow.
    const { text, room } = await select.evaluate((element: HTMLSelectElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const label = element.options[element.selectedIndex]?.text ?? "";
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      return { text: context.measureText(label).width, room: element.clientWidth - padding - 20 };
    });
    expect(text, path).toBeLessThanOrEqual(room);
  }
});

test("the fee line has no '+ 0' when there are no extras, and counts the extras with their plural", async ({
  page,
}) => {
  for (const [path, none, two] of [
    ["/fr/clients", /^39\s€ pour 4 réservations maximum$/, /\+ 2 supplémentaires/],
    ["/es/clients", /^39\s€ para hasta 4 reservas$/, /\+ 2 adicionales/],
    ["/clients", /^€39 for up to 4 reservations$/, /\+ 2 extras/],
  ] as const) {
    await page.goto(path);
    const line = (count: number) =>
      page.locator(`section[aria-labelledby="service-fee-title"] [data-fee-for="${count}"] span`).nth(1);
    await expect(line(4)).toHaveText(none);
    await expect(line(6)).toContainText(two);
    for (const count of [1, 2, 3, 4]) await expect(line(count)).not.toContainText("+ 0");
  }
});
