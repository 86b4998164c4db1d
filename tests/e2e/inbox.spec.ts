import type { Page } from "@playwright/test";
import type { Db } from "../../app/db/client.server";
import type { Booking } from "../../app/db/schema";
import { changeRequests, conversationMessages } from "../../app/features/conversation/conversation-tables";
import { signInAsStaff } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedMeal, seedPaidBooking, uniqueTag } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The inbox as a concierge uses it, with JavaScript on and off (the no-js project runs this same
 * file): from the staff bar's "Inbox (N)" to the travellers waiting, a reply sent in place that
 * comes back to the inbox with the trip gone from it, at a desktop's and a phone's width, axe
 * clean. The people and trips are seeded into the worker's own server (no owner there, so the
 * shared e2e database keeps its token gate).
 */

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A paid trip of that concierge whose traveller wrote `minutesAgo` and waits for an answer. */
function waitingTrip(seed: Db, name: string, staffId: number, minutesAgo: number): Booking {
  const booking = seedPaidBooking(seed, { name, status: "booked", assignedStaffId: staffId });
  seed
    .insert(conversationMessages)
    .values({ bookingId: booking.id, author: "traveller", body: `Hello from ${name}`, createdAt: ago(minutesAgo) })
    .run();
  return booking;
}

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

test("a concierge opens the inbox from the staff bar and replies in place, at a desktop's and a phone's width", async ({
  server,
  page,
  context,
  javaScriptEnabled,
}) => {
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const person = await seedStaff(seed, { role: "concierge", name: `Marta ${tag}` });
    const trips = [1280, 390].map((width, i) => waitingTrip(seed, `Ana ${tag} ${width}`, person.id, 130 - i));
    // One asks to move a meal: the inbox says which meal and what changes.
    const changed = waitingTrip(seed, `Bruno ${tag}`, person.id, 30);
    seedMeal(seed, changed.id, { position: 1, meal: "dinner", date: "2030-03-12" });
    const asked = seed.select().from(conversationMessages).all().at(-1)!;
    seed
      .insert(changeRequests)
      .values({
        bookingId: changed.id,
        messageId: asked.id,
        mealPosition: 1,
        newTime: "21:30",
        createdAt: asked.createdAt,
      })
      .run();
    await signInAsStaff(context, server.url, seed, person.id);

    for (const [i, width] of [1280, 390].entries()) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole("navigation", { name: "Staff" })
        .getByRole("link", { name: /^Inbox \(\d+\)$/ })
        .click();
      await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: `Mine (${3 - i})` })).toHaveAttribute("aria-current", "page");

      const waiting = page.getByRole("article", { name: `${trips[i].name} · Madrid` });
      await expect(waiting).toContainText(`Hello from ${trips[i].name}`);
      await expect(waiting).toContainText(/Waiting 2 h \d+ min · 1 unread message/);
      await expect(page.getByRole("article", { name: `Bruno ${tag} · Madrid` })).toContainText(
        "Change request, meal 1 (Dinner on 2030-03-12 · no table yet): time 21:30",
      );
      await expectNoSidewaysScroll(page, width);
      if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);

      await waiting.getByLabel("Reply to the traveller").fill(`On our way, ${width}`);
      await waiting.getByRole("button", { name: "Send reply" }).click();
      await expect(page).toHaveURL(/\/admin\/inbox\?view=mine$/);
      await expect(page.getByRole("article", { name: `${trips[i].name} · Madrid` })).toHaveCount(0);
      await expect(page.getByRole("link", { name: `Mine (${2 - i})` })).toBeVisible();
      const stored = seed.$client
        .prepare("select body from conversation_messages where booking_id = ? and author = 'staff'")
        .all(trips[i].id);
      expect(stored).toEqual([{ body: `On our way, ${width}` }]);
    }
  } finally {
    seed.$client.close();
  }
});
