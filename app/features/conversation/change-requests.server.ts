import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { type Booking, meals, reservations } from "~/db/schema";
import { dateFormat } from "~/domain/date-formats";
import { ConflictError, InvalidInputError } from "~/domain/errors";
import { checkBody } from "~/features/conversation/conversation";
import { type ChangeRequestRow, changeRequests } from "~/features/conversation/conversation-tables";
import { labelOf, MEAL_TIMES } from "~/features/preferences/meal-preferences";
import type { ReservationInput } from "~/features/workspace/reservation-schema";
import { saveReservation } from "~/features/workspace/reservations.server";
import { writeStaffMessage } from "./messages.server";

/**
 * A change request travels on its own, never in the 10-minute batch (decision 0065): the
 * traveller's ask goes at once to the booking's concierge (or, with none, to every active
 * concierge), and its resolution goes to the traveller as one email carrying the reply. "Done"
 * is recorded by saving the meal's reservation with the new values: the table, the request and
 * the reply are one transaction, so the itinerary's "changed since it was sent" follows the table.
 */

/** A booking's change request by id, or undefined (another booking's is not found either). */
export function changeRequestOf(bookingId: number, requestId: number, executor: Executor = db()) {
  return executor
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.id, requestId), eq(changeRequests.bookingId, bookingId)))
    .get();
}

const shortDay = (iso: string) =>
  dateFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The meal as the team knows it: "meal 2, dinner on Fri 11 Dec at 20:30 at Casa Lucio (party of 2)". */
export function mealInStaffWords(executor: Executor, bookingId: number, position: number): string {
  const wishes = executor
    .select({ date: meals.date, meal: meals.meal })
    .from(meals)
    .where(and(eq(meals.bookingId, bookingId), eq(meals.position, position)))
    .get();
  const table = executor
    .select()
    .from(reservations)
    .where(and(eq(reservations.bookingId, bookingId), eq(reservations.mealPosition, position)))
    .get();
  const kind = wishes ? labelOf(MEAL_TIMES, wishes.meal).toLowerCase() : null;
  const day = table?.localDate ?? wishes?.date ?? null;
  const parts = [`meal ${position}`];
  if (kind || day)
    parts.push(
      [kind, day ? `on ${shortDay(day)}${table ? ` at ${table.localTime}` : ""}` : null].filter(Boolean).join(" "),
    );
  const words = parts.join(", ");
  return table ? `${words} at ${table.restaurantName} (party of ${table.partySize})` : `${words} (no table booked yet)`;
}

/** What the traveller asks for, in the team's words: "Sat 12 Dec, 21:00, party of 4". */
export function changeInStaffWords(request: Pick<ChangeRequestRow, "newDate" | "newTime" | "newPartySize">): string {
  return [
    request.newDate ? shortDay(request.newDate) : null,
    request.newTime,
    request.newPartySize ? `party of ${request.newPartySize}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/** Where "done" takes the concierge: the meal's reservation form, filled with what the traveller asked. */
export function reservationFormFor(reference: string, request: ChangeRequestRow, reply: string): string {
  const query = new URLSearchParams({ change: String(request.id), meal: String(request.mealPosition) });
  if (request.newDate) query.set("date", request.newDate);
  if (request.newTime) query.set("time", request.newTime);
  if (request.newPartySize) query.set("party", String(request.newPartySize));
  if (reply) query.set("reply", reply);
  return `/admin/bookings/${encodeURIComponent(reference)}?${query}#meal-${request.mealPosition}`;
}

/**
 * Saves the meal's table with the traveller's change and resolves their request as done with the
 * reply, in one transaction: a request already resolved, or a table for another meal, saves nothing.
 */
export function saveReservationResolving(
  booking: Pick<Booking, "id" | "email" | "assignedStaffId">,
  input: ReservationInput,
  by: { author: string; staffId: number | null },
  change: { requestId: number; reply: unknown },
) {
  const reply = checkBody(change.reply);
  if (!reply.ok) {
    throw new InvalidInputError("Write the reply the traveller gets", {
      reply:
        reply.problem === "too-long"
          ? "A reply can be at most 2,000 characters"
          : reply.problem === "empty"
            ? "Write the reply the traveller gets"
            : "Remove the hidden formatting characters from the reply",
    });
  }
  return saveReservation(booking.id, input, by.author, (tx) => {
    const request = changeRequestOf(booking.id, change.requestId, tx);
    if (!request) throw new ConflictError("That change request does not exist");
    if (request.status !== "open") throw new ConflictError("That change request was already resolved");
    if (request.mealPosition !== input.mealPosition) {
      throw new InvalidInputError("The change request is about another meal", {
        mealPosition: `The traveller asked about meal ${request.mealPosition}`,
      });
    }
    writeStaffMessage(tx, booking, by.staffId, reply.body, { requestId: request.id, outcome: "done" });
  });
}
