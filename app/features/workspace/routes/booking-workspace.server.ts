import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { type AdminViewer, demand } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import {
  type AskFacts,
  askRefusalOf,
  BUTTON_MOVES,
  CALLED_OFF,
  isBookingStatus,
  movesOffered,
  nextStatuses,
  RESERVATIONS_OPEN,
  TABLES_BOOKED,
} from "~/domain/booking-lifecycle";
import { timeZoneOf } from "~/domain/city-dining";
import { DomainError, InvalidInputError } from "~/domain/errors";
import { formatEuros } from "~/domain/pricing";
import { serviceDeadlines } from "~/domain/service-deadlines";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { env } from "~/env.server";
import { refusalMessage } from "~/features/booking/lifecycle.server";
import { markBooked, moveBooking, sendItinerary } from "~/features/booking/move-booking.server";
import { assignCreator } from "~/features/creators/assignments.server";
import { sendItineraryUpdate } from "~/features/itinerary/itinerary.server";
import { declineRequest, requestPayment } from "~/features/payments/request-payment.server";
import { DIETARY_NEEDS, labelOf, mealInWords } from "~/features/preferences/meal-preferences";
import type { AuditBy } from "~/features/staff/audit.server";
import { authorNames, authorOf } from "~/features/staff/staff-names.server";
import { replaceTripLink } from "~/features/trip/replace-trip-link.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { type BookingFile, bookingFile, bookingIdOf, leftToRefund } from "~/features/workspace/booking-file.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import {
  stayEnded,
  type Workspace,
  type WorkspaceActionData,
  type WorkspaceItinerary,
} from "~/features/workspace/booking-workspace";
import { conciergeNoteSchema, historyNote } from "~/features/workspace/concierge-text-schema";
import { reservationSchema } from "~/features/workspace/reservation-schema";
import { saveReservation } from "~/features/workspace/reservations.server";
import { domainErrorStatus } from "~/http/domain-errors.server";
import { redirectWithToast } from "~/http/toast.server";

/** The page's data: the booking's workspace (404 for an unknown reference) and which Stripe its links open. */
export function workspaceLoader(reference: string) {
  const workspace = workspaceView(reference);
  if (!workspace) throw data("Booking not found", { status: 404 });
  return { workspace, liveStripe: /^(sk|rk)_live_/.test(env().STRIPE_SECRET_KEY ?? "") };
}

/**
 * The concierge's page for one booking, everything stored about it worded and arranged for the
 * page: the lifecycle's next moves and due times, the answers in words, the itinerary's state.
 * Null when no booking has this reference.
 */
export function workspaceView(reference: string, now = clock.now()): Workspace | null {
  const file = bookingFile(reference, now);
  if (!file) return null;
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
    deadlines: serviceDeadlines(booking.status, history, now),
    meals: file.meals.map(mealInWords),
    dietary: dietary
      ? {
          // "Other" shows as the traveller's own words when they gave some.
          needs: dietary.needs
            .filter((need) => need !== "other" || !dietary.other)
            .map((need) => labelOf(DIETARY_NEEDS, need)),
          other: dietary.other,
        }
      : null,
    reservationsOpen: RESERVATIONS_OPEN.includes(booking.status),
    itinerary: file.itinerary ? itineraryView(file.itinerary) : null,
  };
}

/** What the lifecycle's guards read when the concierge asks for a move, from the booking as stored now. */
function askFacts({ booking, reservations }: BookingFile, now: Date): AskFacts {
  return {
    actor: "admin",
    meals: booking.reservations,
    mealsReserved: new Set(reservations.map((reservation) => reservation.mealPosition)).size,
    paymentReceived: booking.paymentStatus === "succeeded",
    stayEnded: stayEnded(booking.checkOut, timeZoneOf(booking.cityName), now),
  };
}

/** What the concierge is told when a move's guard does not hold. */
const asSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

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

/**
 * The workspace's forms, one intent each. Every one is a plain POST that works without
 * JavaScript: success answers a redirect back to the page with a toast; a refusal answers the
 * page again with the form's errors by its fields and a toast saying why, nothing stored.
 */

const cancelSchema = z
  .object({
    refund: z.enum(["full", "partial", "none"], { error: "Choose a refund" }),
    amount: z.string().trim().optional(),
    note: historyNote(),
  })
  .transform((value, ctx) => {
    if (value.refund !== "partial") return { ...value, cents: undefined };
    const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.amount ?? "");
    if (!match) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount in euros, e.g. 20 or 12.50" });
      return z.NEVER;
    }
    const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
    return { ...value, cents };
  });

const refusal = (intent: string, status: number, toast: ToastInput, extra: Partial<WorkspaceActionData> = {}) =>
  data<WorkspaceActionData>({ intent, toast: toastMessage(toast), ...extra }, { status });

const problem = (description: string): ToastInput => ({ title: "Not saved", description, variant: "destructive" });

export async function workspaceAction(
  form: URLSearchParams,
  reference: string,
  viewer: AdminViewer,
  clientAddress: string | null = null,
) {
  // A person is named in the history by `staff:<id>`; the shared token (before any owner) stays "admin".
  const author = authorOf(viewer.actor);
  const asker = { actor: "admin" as const, actorId: viewer.kind === "staff" ? author : undefined };
  const audit: AuditBy = { actor: viewer.actor, clientAddress };
  const here = `/admin/bookings/${encodeURIComponent(reference)}`;
  const intent = form.get("intent") ?? "";
  const done = (title: string, description: string, anchor = "") =>
    redirectWithToast(`${here}${anchor}`, { title, description });
  try {
    switch (intent) {
      case "move": {
        const to = form.get("to");
        // Only the moves a plain button makes; booked, cancelled and the itinerary have their own forms.
        if (!isBookingStatus(to) || !BUTTON_MOVES.includes(to)) return refusal(intent, 400, problem("Unknown move."));
        // The same guards as the page's buttons, so a move the page does not offer is refused here too.
        const file = bookingFile(reference, clock.now());
        if (!file) return refusal(intent, 404, problem("Booking not found."));
        const refused = askRefusalOf(file.booking.status, to, askFacts(file, clock.now()));
        if (refused) {
          return refusal(intent, 409, problem(asSentence(refusalMessage(refused, file.booking.status, to))));
        }
        moveBooking({ reference, to, ...asker });
        return done("Status changed", `The booking is now ${to.replaceAll("_", " ")}.`, "#status");
      }
      case "mark-booked": {
        markBooked(bookingIdOf(reference), asker);
        return done("Marked as booked", "Every meal has its table.", "#status");
      }
      case "send-itinerary": {
        sendItinerary(bookingIdOf(reference), asker);
        return done(
          "Itinerary sent",
          "The PDF renders in the background; the traveller is emailed it with the calendar.",
          "#itinerary",
        );
      }
      case "send-update": {
        const { changes } = sendItineraryUpdate(bookingIdOf(reference), author);
        return done(
          "Update sent",
          `${changes.length === 1 ? "One meal changed" : `${changes.length} meals changed`}: the traveller is emailed the new PDF and calendar.`,
          "#itinerary",
        );
      }
      case "assign": {
        const raw = form.get("creatorId") ?? "";
        const creatorId = raw === "" ? null : Number(raw);
        if (creatorId !== null && !Number.isSafeInteger(creatorId)) {
          return refusal(intent, 400, problem("Choose a creator from the list."));
        }
        assignCreator(bookingIdOf(reference), creatorId, author);
        return done(
          creatorId === null ? "Creator unassigned" : "Creator assigned",
          "The creator's dashboard shows it.",
          "#creator",
        );
      }
      case "note": {
        const submission = parseWithZod(form, { schema: conciergeNoteSchema });
        if (submission.status !== "success") {
          const why = submission.error?.body?.[0] ?? "Write the note first";
          return refusal(intent, 400, problem(`${why}.`), { result: submission.reply() });
        }
        addNote(bookingIdOf(reference), submission.value.body, author);
        return done("Note added", "Only the concierge team sees it.", "#notes");
      }
      case "reservation": {
        const submission = parseWithZod(form, { schema: reservationSchema });
        if (submission.status !== "success") {
          return refusal(intent, 400, problem("Check the reservation's fields."), { result: submission.reply() });
        }
        try {
          saveReservation(bookingIdOf(reference), submission.value, author);
        } catch (error) {
          if (!(error instanceof InvalidInputError)) throw error;
          const fieldErrors = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, [v]]));
          return refusal(intent, 400, problem(error.message), { result: submission.reply({ fieldErrors }) });
        }
        return done(
          "Reservation saved",
          `Meal ${submission.value.mealPosition} has its table.`,
          `#meal-${submission.value.mealPosition}`,
        );
      }
      case "cancel": {
        demand(viewer, "booking.refund");
        const submission = parseWithZod(form, { schema: cancelSchema });
        if (submission.status !== "success") {
          const note = submission.error?.note?.[0];
          return refusal(intent, 400, problem(note ? `${note}.` : "Check the refund."), { result: submission.reply() });
        }
        const { refund, cents, note } = submission.value;
        const left = leftToRefund(reference);
        // "Full refund" of nothing is not a refund: an unpaid booking is cancelled with none.
        if (refund === "full" && left === 0) {
          return refusal(intent, 400, problem("Nothing was paid, so there is nothing to refund: choose No refund."));
        }
        if (refund === "partial" && (cents ?? 0) > left) {
          const fieldErrors = { amount: [`At most ${formatEuros(left)} can be refunded`] };
          return refusal(intent, 400, problem(`At most ${formatEuros(left)} can be refunded.`), {
            result: submission.reply({ fieldErrors }),
          });
        }
        const refundCents = refund === "full" ? left : refund === "none" ? 0 : (cents ?? 0);
        // The first press states what will happen, the amount in words; only the confirmation cancels.
        if (form.get("confirm") !== "yes") {
          return data<WorkspaceActionData>({
            intent,
            toast: toastMessage({
              title: "Confirm the cancellation",
              description: "Nothing is cancelled until you confirm.",
            }),
            confirmCancel: { refund, amount: form.get("amount") ?? undefined, note, cents: refundCents },
          });
        }
        const outcome = await cancelBooking({ reference, ...asker, refundCents, note, audit });
        return done(
          "Booking cancelled",
          `Refund: €${(outcome.refundCents / 100).toFixed(2)}. The traveller is emailed.`,
          "#status",
        );
      }
      case "new-trip-link": {
        const { revoked } = await replaceTripLink(reference, author, clock.now(), audit);
        return done(
          "New trip link sent",
          `${revoked === 1 ? "The earlier link no longer opens" : `The ${revoked} earlier links no longer open`} the trip; the traveller is emailed a new one.`,
          "#trip-link",
        );
      }
      case "request-payment": {
        const { totalCents } = requestPayment(reference, clock.now(), author);
        return done(
          "Payment requested",
          `The traveller is emailed a way to pay ${formatEuros(totalCents)}.`,
          "#status",
        );
      }
      case "decline": {
        try {
          declineRequest(reference, form.get("message") ?? "", asker.actorId);
        } catch (error) {
          if (!(error instanceof InvalidInputError)) throw error;
          return refusal(intent, 400, problem(error.message), {
            result: {
              initialValue: { message: form.get("message") ?? "" },
              error: { message: Object.values(error.fields) },
            },
          });
        }
        return done("Request declined", "The traveller is emailed your message.", "#status");
      }
      default:
        return refusal(intent, 400, problem("That request was not understood."));
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refusal(intent, domainErrorStatus(error), problem(error.message));
  }
}
