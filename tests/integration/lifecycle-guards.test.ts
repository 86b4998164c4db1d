import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { bookingEvents, bookings } from "~/db/schema";
import { BOOKING_STATUSES, type BookingStatus } from "~/domain/booking-lifecycle";
import { TransitionRefusedError, transition } from "~/features/booking/lifecycle.server";
import { markBooked, moveBooking, sendItinerary } from "~/features/booking/move-booking.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { testDb } from "../support/db";
import { type SeedTarget, seedPaidBooking, seedReservation, seedTripLink } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";

/**
 * Every move, from every status, through every way in: the use cases and the one transition
 * function (in this process, on the file's own database), the concierge's workspace forms, the
 * JSON API and the traveller's trip page (over HTTP, against the built server). Whichever way a
 * move is asked for, the lifecycle's guards hold, and each way answers its own clear refusal.
 */

/** The lifecycle's moves, written out here rather than read from the code under test. */
const MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["paid", "cancelled"],
  paid: ["preferences_received", "curating", "cancelled"],
  preferences_received: ["preferences_received", "curating", "cancelled"],
  curating: ["booked", "cancelled"],
  booked: ["itinerary_ready", "cancelled"],
  itinerary_ready: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};
const NEEDS_A_TABLE_PER_MEAL: readonly BookingStatus[] = ["booked", "itinerary_ready"];
const TRAVELLER_CANCELS_FROM: readonly BookingStatus[] = ["pending", "paid", "preferences_received"];

/** The API's admin, the concierge at the workspace's buttons, the traveller: each a person, who must show the stay is over. */
type Actor = "admin" | "concierge" | "traveller";
type Expected = { moved: true } | { moved: false; message: string };

const words = (status: BookingStatus) => status.replaceAll("_", " ");

/** What asking for `from` → `to` must give, for a booking with a table for every meal or for only some. */
function expected(from: BookingStatus, to: BookingStatus, everyTable: boolean, actor: Actor): Expected {
  if (!MOVES[from].includes(to)) {
    return { moved: false, message: `A booking that is ${words(from)} cannot move to ${words(to)}` };
  }
  if (NEEDS_A_TABLE_PER_MEAL.includes(to) && !everyTable) {
    return { moved: false, message: "Record a reservation for every meal first" };
  }
  // Every seeded stay ends in 2030: a person, from any screen or the API, may not mark it completed yet.
  if (to === "completed") {
    return { moved: false, message: "The stay has not ended yet: the trip is completed the day after check-out." };
  }
  if (to === "cancelled" && actor === "traveller" && !TRAVELLER_CANCELS_FROM.includes(from)) {
    return { moved: false, message: "Curating has started: please write to us to cancel this trip." };
  }
  return { moved: true };
}

/** A paid two-meal Madrid trip in `from`, with a table for both meals or for the first only. */
function seed(target: SeedTarget, from: BookingStatus, everyTable: boolean) {
  const booking = seedPaidBooking(target, {
    status: from,
    cityName: "Madrid",
    checkIn: "2030-03-10",
    checkOut: "2030-03-14",
    reservations: 2,
    reference: randomBytes(8).toString("hex"),
    paymentIntentId: `pi_local_${Math.random().toString(36).slice(2)}`,
  });
  const dinner = { bookingId: booking.id, localDate: "2030-03-11", startsAt: "2030-03-11T20:30:00.000Z" };
  seedReservation(target, { ...dinner, mealPosition: 1 });
  if (everyTable) {
    seedReservation(target, {
      ...dinner,
      mealPosition: 2,
      localDate: "2030-03-12",
      startsAt: "2030-03-12T20:30:00.000Z",
    });
  }
  return booking;
}

const CASES = BOOKING_STATUSES.flatMap((from) =>
  BOOKING_STATUSES.flatMap((to) => [true, false].map((everyTable) => ({ from, to, everyTable }))),
);
const named = (c: (typeof CASES)[number]) =>
  `${c.from} → ${c.to} (${c.everyTable ? "every" : "not every"} meal booked)`;

describe("in the services", () => {
  beforeAll(() => {
    testDb();
  });
  const stateOf = (id: number) => ({
    status: db().select().from(bookings).where(eq(bookings.id, id)).get()?.status,
    history: db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).all().length,
  });

  /** Each use case that moves a booking, for the moves it asks for. */
  const USE_CASES: Array<{ name: string; actor: Actor; asks: (to: BookingStatus) => boolean; run: Run }> = [
    {
      name: "transition",
      actor: "admin",
      asks: () => true,
      run: (b, to) => writeTransaction((tx) => transition(tx, { bookingId: b.id, to, actor: "admin" })),
    },
    {
      name: "moveBooking",
      actor: "admin",
      asks: () => true,
      run: (b, to) => moveBooking({ reference: b.reference, to }),
    },
    {
      name: "markBooked",
      actor: "admin",
      asks: (to) => to === "booked",
      run: (b) => markBooked(b.id, { actor: "admin" }),
    },
    {
      name: "sendItinerary",
      actor: "admin",
      asks: (to) => to === "itinerary_ready",
      run: (b) => sendItinerary(b.id, { actor: "admin" }),
    },
    {
      name: "cancelBooking by the concierge",
      actor: "admin",
      asks: (to) => to === "cancelled",
      run: (b) => cancelBooking({ reference: b.reference, actor: "admin", refundCents: 0 }),
    },
    {
      name: "cancelBooking by the traveller",
      actor: "traveller",
      asks: (to) => to === "cancelled",
      run: (b) => cancelBooking({ reference: b.reference, actor: "traveller", refundCents: "policy" }),
    },
  ];
  type Run = (booking: { id: number; reference: string }, to: BookingStatus) => unknown;

  for (const useCase of USE_CASES) {
    it(`${useCase.name}: moves what the lifecycle allows, and refuses the rest with its reason, storing nothing`, async () => {
      const cases = CASES.filter((c) => useCase.asks(c.to));
      // Both halves of the claim are tried: some of the moves it asks for go through, some are refused.
      expect(new Set(cases.map((c) => expected(c.from, c.to, c.everyTable, useCase.actor).moved))).toEqual(
        new Set([true, false]),
      );
      for (const c of cases) {
        const booking = seed(db(), c.from, c.everyTable);
        const before = stateOf(booking.id);
        const want = expected(c.from, c.to, c.everyTable, useCase.actor);
        let refusal: unknown = null;
        try {
          await useCase.run(booking, c.to);
        } catch (error) {
          refusal = error;
        }
        if (want.moved) {
          expect(refusal, named(c)).toBeNull();
          expect(stateOf(booking.id), named(c)).toEqual({ status: c.to, history: before.history + 1 });
        } else {
          expect(refusal, named(c)).toBeInstanceOf(TransitionRefusedError);
          expect((refusal as Error).message, named(c)).toBe(want.message);
          expect(stateOf(booking.id), named(c)).toEqual(before);
        }
      }
    });
  }
});

describe("over HTTP", () => {
  const TOKEN = "test-admin-token-0123456789";
  let server: RunningServer;
  let database: Database.Database;
  let admin = "";

  beforeAll(async () => {
    server = await startInProcess();
    database = new Database(server.databasePath);
    database.pragma("busy_timeout = 5000");
    const unlocked = await form("/admin", { intent: "unlock", token: TOKEN }, "");
    admin = unlocked.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    database?.close();
    await server?.stop();
  });

  function form(path: string, fields: Record<string, string>, cookie = admin) {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
      body: new URLSearchParams(fields),
    });
  }
  const json = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(body),
    });
  const stateOf = (id: number) => ({
    status: (database.prepare("select status from bookings where id = ?").get(id) as { status: string }).status,
    history: (
      database.prepare("select count(*) as n from booking_events where booking_id = ?").get(id) as { n: number }
    ).n,
  });

  /** The workspace's form for each move: booked, the itinerary and cancelling have their own. */
  const workspaceFields = (to: BookingStatus): Record<string, string> =>
    to === "booked"
      ? { intent: "mark-booked" }
      : to === "itinerary_ready"
        ? { intent: "send-itinerary", confirm: "yes" }
        : to === "cancelled"
          ? { intent: "cancel", refund: "none", confirm: "yes" }
          : { intent: "move", to };

  type Answer = { status: number; text: string };
  type Entry = {
    name: string;
    actor: Actor;
    asks: (to: BookingStatus) => boolean;
    send: (booking: { id: number; reference: string }, to: BookingStatus) => Promise<Answer>;
    /** The answer a move that happened gets, and a refused one. */
    moved: number;
    refused: (answer: Answer, want: { message: string }, from: BookingStatus, to: BookingStatus) => void;
  };
  const answer = async (response: Response): Promise<Answer> => ({
    status: response.status,
    text: await response.text(),
  });

  const ENTRIES: Entry[] = [
    {
      name: "the workspace's forms",
      actor: "concierge",
      asks: () => true,
      send: async (b, to) => answer(await form(`/admin/bookings/${b.reference}`, workspaceFields(to))),
      moved: 302,
      refused: (got, want, _from, to) => {
        // No button asks to go back to pending: the form refuses it as a move it does not know.
        if (to === "pending") return expect(got.status).toBe(400);
        expect(got.status).toBe(409);
        expect(got.text).toContain(want.message);
      },
    },
    {
      name: "POST /api/update-booking-status",
      actor: "admin",
      asks: () => true,
      send: async (b, to) => answer(await json("/api/update-booking-status", { reference: b.reference, status: to })),
      moved: 200,
      refused: (got, want, from, to) => {
        expect(got.status).toBe(409);
        expect(JSON.parse(got.text)).toEqual({ error: want.message, status: from, requested: to });
      },
    },
    {
      name: "POST /api/cancel-booking",
      actor: "admin",
      asks: (to) => to === "cancelled",
      send: async (b) => answer(await json("/api/cancel-booking", { bookingId: b.reference, refundCents: 0 })),
      moved: 200,
      refused: (got, want) => {
        expect(got.status).toBe(409);
        expect(JSON.parse(got.text)).toEqual({ error: want.message });
      },
    },
    {
      name: "the traveller's trip page",
      actor: "traveller",
      asks: (to) => to === "cancelled",
      send: async (b) => answer(await form(seedTripLink(database, b.id), { intent: "cancel" }, "")),
      moved: 303,
      refused: (got) => {
        // The traveller reads the page's own words, in their language, not the concierge's.
        expect(got.status).toBe(409);
        expect(got.text).toContain("this trip can no longer be cancelled here");
      },
    },
  ];

  for (const entry of ENTRIES) {
    it(`${entry.name}: moves what the lifecycle allows, and refuses the rest with a clear 4xx, storing nothing`, async () => {
      const cases = CASES.filter((c) => entry.asks(c.to));
      expect(new Set(cases.map((c) => expected(c.from, c.to, c.everyTable, entry.actor).moved))).toEqual(
        new Set([true, false]),
      );
      for (const c of cases) {
        const booking = seed(database, c.from, c.everyTable);
        const before = stateOf(booking.id);
        const want = expected(c.from, c.to, c.everyTable, entry.actor);
        const got = await entry.send(booking, c.to);
        if (want.moved) {
          expect(got.status, `${named(c)}: ${got.text.slice(0, 300)}`).toBe(entry.moved);
          expect(stateOf(booking.id), named(c)).toEqual({ status: c.to, history: before.history + 1 });
        } else {
          try {
            entry.refused(got, want, c.from, c.to);
          } catch (error) {
            throw new Error(`${named(c)}: ${(error as Error).message}`);
          }
          expect(stateOf(booking.id), named(c)).toEqual(before);
        }
      }
      // About 130 requests, each answered with a page or a refusal: a loaded machine needs more than the default.
    }, 120_000);
  }
});
