import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { listBookings } from "~/features/admin-dashboard/admin-bookings.server";
import { inbox, inboxCounts } from "~/features/inbox/inbox.server";
import { countOverdue } from "~/features/queue/overdue.server";
import { queueEntries } from "~/features/queue/queue.server";
import { workspaceView } from "~/features/workspace/workspace-view.server";
import { testDb } from "../support/db";
import { seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * The concierge's queue and the admin search over many bookings (decision 0041): the
 * queue pages 50 at a time with plain links, the search finds a booking by what people type
 * through the trigram index, an erased name leaves the index, and neither reads every booking.
 */

beforeAll(() => {
  testDb();
});

const names = (q: string) => listBookings({ q, page: 1 }).rows.map((row) => row.name);

/** Every statement `run` sends to SQLite, with its parameters, and SQLite's plan for each. */
function plansOf(run: () => unknown): string[][] {
  const client = db().$client;
  const seen: { sql: string; args: unknown[] }[] = [];
  const prepare = client.prepare.bind(client);
  client.prepare = ((sql: string) => {
    const statement = prepare(sql);
    for (const method of ["all", "get", "run", "iterate"] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        seen.push({ sql, args });
        return original(...args);
      };
    }
    return statement;
  }) as typeof client.prepare;
  try {
    run();
  } finally {
    client.prepare = prepare;
  }
  return seen.map(({ sql, args }) =>
    (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((row) => row.detail),
  );
}

const readsEveryBooking = (plans: string[][]) =>
  plans.flat().filter((step) => /^SCAN bookings(?!_search)\b/.test(step));

describe("the admin search", () => {
  it("finds a booking by its name, email, phone or reference however it is typed", () => {
    const ana = seedPaidBooking(db(), {
      name: "Ana García Search",
      email: "ana.garcia.search@example.com",
      phone: "+34 699 111 222",
      stripeSessionId: "cs_test_searchable_ABCD1234",
    });
    seedPaidBooking(db(), { name: "Someone Else Entirely", email: "else@example.com", phone: "+44 20 7946 0000" });
    expect(names("García Search")).toEqual(["Ana García Search"]);
    expect(names("garcia search")).toEqual(["Ana García Search"]);
    expect(names("ana.garcia.search@EXAMPLE")).toEqual(["Ana García Search"]);
    expect(names("699 111 222")).toEqual(["Ana García Search"]);
    expect(names("+34 699-111-222")).toEqual(["Ana García Search"]);
    expect(names(ana.readableReference)).toEqual(["Ana García Search"]);
    expect(names(ana.readableReference.toLowerCase())).toEqual(["Ana García Search"]);
    expect(names(ana.readableReference.replaceAll("-", "").toLowerCase())).toEqual(["Ana García Search"]);
    expect(names(ana.readableReference.slice(4))).toEqual(["Ana García Search"]);
    expect(names(ana.reference)).toEqual(["Ana García Search"]);
    expect(names("abcd1234")).toEqual(["Ana García Search"]);
    expect(listBookings({ q: "García Search", page: 1 }).total).toBe(1);
  });

  it("pages a search that matches many bookings, newest first, with the full count", () => {
    const ids = Array.from({ length: 60 }, (_, i) => seedPaidBooking(db(), { name: `Paging Person ${i}` }).id);
    const first = listBookings({ q: "Paging Person", page: 1 });
    const second = listBookings({ q: "Paging Person", page: 2 });
    expect(first.total).toBe(60);
    expect(first.rows.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 50));
    expect(second.rows.map((row) => row.id)).toEqual([...ids].reverse().slice(50));
  });

  it("forgets an erased name, email and phone, and a deleted booking", () => {
    const booking = seedPaidBooking(db(), {
      name: "Erasable Person",
      email: "erasable.person@example.com",
      phone: "+34 655 000 777",
    });
    // What an erasure of the traveller's identity writes over the row.
    db()
      .update(bookings)
      .set({ name: "[erased]", email: "erased@invalid", phone: "" })
      .where(eq(bookings.id, booking.id))
      .run();
    expect(names("Erasable Person")).toEqual([]);
    expect(names("erasable.person@example")).toEqual([]);
    expect(names("655 000 777")).toEqual([]);
    const indexed = db().$client.prepare("select count(*) from bookings_search where bookings_search match ?").pluck();
    expect(indexed.get('"Erasable"')).toBe(0);
    expect(indexed.get('"655000777"')).toBe(0);
    db().delete(bookings).where(eq(bookings.id, booking.id)).run();
    expect(db().$client.prepare("select count(*) from bookings_search where rowid = ?").pluck().get(booking.id)).toBe(
      0,
    );
  });

  it("counts a page's matches up to a cap, through the index, and exactly without one", () => {
    for (let i = 0; i < 15; i++) seedPaidBooking(db(), { name: `Capped Count ${i}` });
    const capped = (page: number) => listBookings({ q: "Capped Count", page }, 5, db(), { countUpTo: 10 });
    expect(capped(1)).toMatchObject({ total: 10, more: true });
    expect(capped(1).rows.map((row) => row.name)).toEqual([14, 13, 12, 11, 10].map((i) => `Capped Count ${i}`));
    // A page past the cap counts at least as far as itself, so it still knows what follows.
    expect(capped(3)).toMatchObject({ total: 15, more: false });
    expect(listBookings({ q: "Capped Count", page: 1 }, 5)).toMatchObject({ total: 15, more: false });
    // Two characters, which the index cannot answer, are counted the same way.
    const short = listBookings({ q: "Ca", page: 1 }, 5, db(), { countUpTo: 10 });
    expect(short).toMatchObject({ total: 10, more: true });
    const plans = plansOf(() => capped(1));
    expect(plans.flat().some((step) => step.includes("bookings_search VIRTUAL TABLE"))).toBe(true);
    expect(readsEveryBooking(plans)).toEqual([]);
  });

  it("asks the trigram index and the references' indexes, never reading every booking", () => {
    for (const q of ["García Search", "699 111 222", "SBM-2222-4B9", "abcd1234"]) {
      const plans = plansOf(() => listBookings({ q, page: 1 }));
      expect(plans.flat().some((step) => step.includes("bookings_search VIRTUAL TABLE"))).toBe(true);
      expect(readsEveryBooking(plans)).toEqual([]);
    }
  });
});

describe("the queue's reads", () => {
  it("find the bookings in service and the overdue count by the status index", () => {
    seedPaidBooking(db(), { status: "paid" });
    for (const read of [() => queueEntries(), () => countOverdue()]) {
      const plans = plansOf(read);
      expect(plans.flat().some((step) => step.includes("bookings_status_check_out_idx"))).toBe(true);
      expect(readsEveryBooking(plans)).toEqual([]);
      expect(plans.flat().filter((step) => /^SCAN (booking_events|reservations|meals)\b/.test(step))).toEqual([]);
    }
  });
});

describe("the inbox's reads", () => {
  it("find the waiting bookings by their messages and requests, never reading every booking", () => {
    const waiting = seedPaidBooking(db(), { status: "paid", name: "Inbox Waiting" });
    db()
      .$client.prepare("insert into conversation_messages (booking_id, author, body) values (?, 'traveller', 'Hello?')")
      .run(waiting.id);
    expect(inboxCounts(db(), null).all).toBeGreaterThan(0);
    for (const read of [() => inboxCounts(db(), null), () => inbox(db(), null, null)]) {
      expect(readsEveryBooking(plansOf(read))).toEqual([]);
    }
    expect(inbox(db(), null, null).rows.map((row) => row.name)).toContain("Inbox Waiting");
  });
});

describe("the workspace's reads", () => {
  it("find one booking's records by their booking's keys", () => {
    const booking = seedPaidBooking(db(), { status: "paid" });
    const plans = plansOf(() => workspaceView(booking));
    expect(plans.length).toBeGreaterThan(5);
    expect(plans.flat().filter((step) => /^SCAN (bookings|booking_events|reservations|meals)\b/.test(step))).toEqual(
      [],
    );
  });
});

describe("the queue's pages", () => {
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    // A database of its own: the reads above seeded paid bookings into this file's, which would join the queue.
    server = await startInProcess({ DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "sobremesa-queue-")), "app.db") });
    const sqlite = new Database(server.databasePath);
    const person = await seedStaff(sqlite, { role: "concierge" });
    cookie = staffCookie(sqlite, person.id);
    for (let i = 0; i < 55; i++) seedPaidBooking(sqlite, { status: "paid", name: `Queue Traveller ${i}` });
    sqlite.close();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    // The queue's own section: the Internal Database below it lists the same bookings.
    const html = (await response.text()).split('id="queue-title"')[1]?.split("</section>")[0] ?? "";
    return { html, rows: [...html.matchAll(/Queue Traveller (\d+)/g)].map((match) => match[1]) };
  };

  it("shows 50 bookings, and a plain link opens the next ones", async () => {
    const first = await page("/admin?queue=all");
    expect(new Set(first.rows).size).toBe(50);
    expect(first.html).toContain("Page 1 of 2");
    const next = first.html.match(/href="([^"]*queuePage=2[^"]*)"[^>]*>Next page</)?.[1];
    expect(next).toBe("/admin?queue=all&amp;queuePage=2");
    // What a browser without JavaScript does with the link: a plain GET of its address.
    const second = await page((next ?? "").replaceAll("&amp;", "&"));
    expect(new Set(second.rows).size).toBe(5);
    expect(second.rows.filter((row) => first.rows.includes(row))).toEqual([]);
    expect(second.html).toContain("Previous page");
  });
});
