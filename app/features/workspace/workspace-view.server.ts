import type { TFunction } from "i18next";
import * as clock from "~/clock";
import type { Booking } from "~/db/schema";
import {
  type AskFacts,
  CALLED_OFF,
  guardFacts,
  movesOffered,
  nextStatuses,
  RESERVATIONS_OPEN,
  TABLES_BOOKED,
} from "~/domain/booking-lifecycle";
import { timeZoneOf } from "~/domain/city-dining";
import { serviceDeadlines } from "~/domain/service-deadlines";
import { DIETARY_NEEDS, labelOf, mealInWords } from "~/features/preferences/meal-preferences";
import { authorNames } from "~/features/staff/staff-names.server";
import { formatWithdrawalDeadline, WITHDRAWAL_STATUSES, withdrawalEndsAt } from "~/features/withdrawal/withdrawal";
import { type BookingFile, bookingFile } from "~/features/workspace/booking-file.server";
import type { Workspace, WorkspaceItinerary } from "~/features/workspace/booking-workspace";
import { type Contacted, contactedOf } from "~/features/workspace/contacted.server";
import type { Language } from "~/i18n/languages";
import { preferenceLabel } from "~/i18n/preference-labels";

/**
 * The concierge's page for one booking, everything stored about it worded and arranged for the
 * page: the lifecycle's next moves and due times, the answers in words, the itinerary's state.
 * `contacted`: the first contact, when the caller has read it already for the page's contact line.
 */
export function workspaceView(
  record: Booking,
  {
    now = clock.now(),
    language = "en",
    words,
    contacted = contactedOf(record),
  }: { now?: Date; language?: Language; words?: TFunction<"common">; contacted?: Contacted } = {},
): Workspace {
  const file = bookingFile(record, now);
  const { booking, history, dietary } = file;
  const name = authorNames([...history.map((event) => event.actorId), ...file.notes.map((note) => note.author)]);
  // A refund row keeps only the actor's kind: a concierge's refund is their cancellation's (the
  // one move that refunds at their request), so it carries that move's person.
  const cancelledBy = history.findLast((event) => event.toStatus === CALLED_OFF && event.actor === "admin");
  return {
    ...file,
    history: history.map((event) => ({
      ...event,
      by: event.actor === "admin" ? name(event.actorId, "admin") : event.actor,
    })),
    notes: file.notes.map((note) => ({ ...note, author: name(note.author) })),
    refunds: file.refunds.map((refund) => ({
      ...refund,
      by: refund.actor === "admin" ? name(cancelledBy?.actorId, "admin") : refund.actor,
    })),
    now: now.toISOString(),
    timeZone: timeZoneOf(booking.cityName),
    moves: movesOffered(booking.status, askFacts(file, now)),
    awaitsTables: nextStatuses(booking.status).includes(TABLES_BOOKED) && !file.everyMealReserved,
    // The contact promise is met by the same first contact the contact line shows (contactedOf).
    deadlines: serviceDeadlines(booking.status, history, contacted?.at ?? null, now),
    meals: file.meals.map((row) => (words ? mealIn(words, row) : mealInWords(row))),
    dietary: dietary
      ? {
          // "Other" shows as the traveller's own words when they gave some.
          needs: dietary.needs
            .filter((need) => need !== "other" || !dietary.other)
            .map((need) => (words ? preferenceLabel(words, "dietary", need) : labelOf(DIETARY_NEEDS, need))),
          other: dietary.other,
        }
      : null,
    reservationsOpen: RESERVATIONS_OPEN.includes(booking.status),
    itinerary: file.itinerary ? itineraryView(file.itinerary) : null,
    withdrawalUntil: withdrawalUntil(booking, now, language),
  };
}

/** One meal's answers in a team member's language (the common catalogue's labels, as the traveller's pages). */
function mealIn(t: TFunction<"common">, row: BookingFile["meals"][number]) {
  return {
    ...mealInWords(row),
    meal: preferenceLabel(t, "meal", row.meal),
    vibe: preferenceLabel(t, "vibe", row.vibe),
    budget: preferenceLabel(t, "budget", row.budgetBand),
    occasion: preferenceLabel(t, "occasion", row.occasion),
  };
}

/** The withdrawal right's deadline in words while it still runs (what sending the itinerary ends), else null. */
function withdrawalUntil(booking: Booking, now: Date, language: Language): string | null {
  if (!booking.paidAt || !WITHDRAWAL_STATUSES.includes(booking.status)) return null;
  const endsAt = withdrawalEndsAt(booking.paidAt);
  return now.toISOString() < endsAt ? formatWithdrawalDeadline(endsAt, language) : null;
}

/** What the lifecycle's guards read when the concierge asks for a move: the lifecycle's own gathering. */
export const askFacts = ({ booking, reservations }: BookingFile, now: Date): AskFacts =>
  guardFacts(
    booking,
    new Set(reservations.map((reservation) => reservation.mealPosition)).size,
    { actor: "admin" },
    now,
  );

function itineraryView({ row, unsentChanges }: NonNullable<BookingFile["itinerary"]>): WorkspaceItinerary {
  return {
    version: row.version,
    status: row.document.status,
    sentAt: row.sentAt,
    updatedAt: row.updatedAt,
    pdf:
      row.pdfVersion !== null && row.pdfBytes !== null && row.pdfSha256 && row.renderedAt
        ? {
            version: row.pdfVersion,
            bytes: row.pdfBytes,
            sha256: row.pdfSha256,
            renderMs: row.renderMs,
            renderedAt: row.renderedAt,
          }
        : null,
    unsentChanges,
  };
}
