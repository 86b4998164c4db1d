import { data } from "react-router";
import { z } from "zod";
import { type AdminViewer, demand } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import type { Booking } from "~/db/schema";
import {
  type AskFacts,
  askRefusalOf,
  BUTTON_MOVES,
  CALLED_OFF,
  guardFacts,
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
import { findBookingByAnyReference } from "~/features/booking/bookings.server";
import { refusalMessage } from "~/features/booking/lifecycle.server";
import { markBooked, moveBooking, sendItinerary } from "~/features/booking/move-booking.server";
import { saveReservationResolving } from "~/features/conversation/change-requests.server";
import { assignCreator } from "~/features/creators/assignments.server";
import { sendItineraryUpdate } from "~/features/itinerary/itinerary.server";
import { declineRequest, requestPayment } from "~/features/payments/request-payment.server";
import { DIETARY_NEEDS, labelOf, mealInWords } from "~/features/preferences/meal-preferences";
import type { AuditBy } from "~/features/staff/audit.server";
import { authorNames, authorOf } from "~/features/staff/staff-names.server";
import { replaceTripLink } from "~/features/trip/replace-trip-link.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { formatWithdrawalDeadline, WITHDRAWAL_STATUSES, withdrawalEndsAt } from "~/features/withdrawal/withdrawal";
import { type BookingFile, bookingFile, idOf, leftToRefund } from "~/features/workspace/booking-file.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import type { Workspace, WorkspaceActionData, WorkspaceItinerary } from "~/features/workspace/booking-workspace";
import { conciergeNoteSchema, historyNote } from "~/features/workspace/concierge-text-schema";
import { contactedOf } from "~/features/workspace/contacted.server";
import { reservationSchema } from "~/features/workspace/reservation-schema";
import { saveReservation } from "~/features/workspace/reservations.server";
import { assignStaff, takeIt } from "~/features/workspace/routes/workspace-concierge.server";
import { markAsContacted } from "~/features/workspace/routes/workspace-contact.server";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { domainErrorStatus } from "~/http/domain-errors.server";
import { defineIntents, type PassedSubmission } from "~/http/intents.server";
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
    // The contact promise is met by the same first contact the contact line shows (contactedOf).
    deadlines: serviceDeadlines(booking.status, history, contactedOf(booking.reference)?.at ?? null, now),
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
    withdrawalUntil: withdrawalUntil(booking, now),
  };
}

/** The withdrawal right's deadline in words while it still runs (what sending the itinerary ends), else null. */
function withdrawalUntil(booking: Booking, now: Date): string | null {
  if (!booking.paidAt || !WITHDRAWAL_STATUSES.includes(booking.status)) return null;
  const endsAt = withdrawalEndsAt(booking.paidAt);
  return now.toISOString() < endsAt ? formatWithdrawalDeadline(endsAt, "en") : null;
}

/** What the lifecycle's guards read when the concierge asks for a move: the lifecycle's own gathering. */
const askFacts = ({ booking, reservations }: BookingFile, now: Date): AskFacts =>
  guardFacts(
    booking,
    new Set(reservations.map((reservation) => reservation.mealPosition)).size,
    { actor: "admin" },
    now,
  );

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
 * The workspace's forms, one handler per intent (WORKSPACE_INTENTS names them for the page's
 * components). Every one is a plain POST that works without JavaScript: success answers a
 * redirect back to the page with a toast; a refusal answers the page again with the form's
 * errors by its fields and a toast saying why, nothing stored.
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

/** A send must carry the confirmation's explicit yes; a bare "send-itinerary" post is refused. */
const sendItinerarySchema = z.object({ confirm: z.literal("yes") });

const refusal = (intent: string, status: number, toast: ToastInput, extra: Partial<WorkspaceActionData> = {}) =>
  data<WorkspaceActionData>({ intent, toast: toastMessage(toast), ...extra }, { status });

const problem = (description: string): ToastInput => ({ title: "Not saved", description, variant: "destructive" });

/** What every handler of the workspace is given besides the form. */
type WorkspaceContext = {
  reference: string;
  /** The booking the address names, read once for the whole action (undefined: none, a 404). */
  booking: Booking | undefined;
  viewer: AdminViewer;
  clientAddress: string | null;
  /** Who the history names: `staff:<id>` for a person; the shared token (before any owner) stays "admin". */
  author: string;
  asker: { actor: "admin"; actorId: string | undefined };
  audit: AuditBy;
};

/** Back to the page (at `anchor`) with a toast saying what was done. */
const done = ({ reference }: WorkspaceContext, title: string, description: string, anchor = "") =>
  redirectWithToast(`/admin/bookings/${encodeURIComponent(reference)}${anchor}`, { title, description });

/** The intents' names, which a refusal names back to the form that posted. */
const I = WORKSPACE_INTENTS;

const workspaceIntents = defineIntents<WorkspaceContext>()(
  WORKSPACE_INTENTS,
  {
    move: { handle: move },
    markBooked: {
      handle: (args) => {
        markBooked(idOf(args), args.asker);
        return done(args, "Marked as booked", "Every meal has its table.", "#status");
      },
    },
    sendItinerary: {
      // Sending ends the traveller's right of withdrawal: only the confirmation's form says yes.
      schema: sendItinerarySchema,
      invalid: () =>
        refusal(
          I.sendItinerary,
          400,
          problem("Confirm the send first: sending ends the traveller's right of withdrawal. Nothing was sent."),
        ),
      handle: (args) => {
        sendItinerary(idOf(args), args.asker);
        return done(
          args,
          "Itinerary sent",
          "The PDF renders in the background; the traveller is emailed it with the calendar.",
          "#itinerary",
        );
      },
    },
    sendUpdate: {
      handle: (args) => {
        const { changes } = sendItineraryUpdate(idOf(args), args.author);
        return done(
          args,
          "Update sent",
          `${changes.length === 1 ? "One meal changed" : `${changes.length} meals changed`}: the traveller is emailed the new PDF and calendar.`,
          "#itinerary",
        );
      },
    },
    assignCreator: {
      handle: (args) => {
        const raw = args.form.get("creatorId") ?? "";
        const creatorId = raw === "" ? null : Number(raw);
        if (creatorId !== null && !Number.isSafeInteger(creatorId)) {
          return refusal(I.assignCreator, 400, problem("Choose a creator from the list."));
        }
        assignCreator(idOf(args), creatorId, args.author);
        return done(
          args,
          creatorId === null ? "Creator unassigned" : "Creator assigned",
          "The creator's dashboard shows it.",
          "#creator",
        );
      },
    },
    note: {
      schema: conciergeNoteSchema,
      invalid: ({ submission }) => {
        const why = submission.error?.body?.[0] ?? "Write the note first";
        return refusal(I.note, 400, problem(`${why}.`), { result: submission.reply() });
      },
      handle: (args) => {
        addNote(idOf(args), args.value.body, args.author);
        return done(args, "Note added", "Only the concierge team sees it.", "#notes");
      },
    },
    reservation: {
      schema: reservationSchema,
      invalid: ({ submission }) =>
        refusal(I.reservation, 400, problem("Check the reservation's fields."), { result: submission.reply() }),
      handle: (args) => {
        const { value, submission } = args;
        // Saved from a traveller's change request ("Done"): the table resolves it, with the reply.
        const requestId = Number(args.form.get("changeRequest") ?? "");
        const change =
          args.booking && Number.isSafeInteger(requestId) && requestId > 0
            ? { requestId, reply: args.form.get("reply") ?? "" }
            : null;
        try {
          if (args.booking && change) {
            const staffId = args.viewer.kind === "staff" ? args.viewer.person.id : null;
            saveReservationResolving(args.booking, value, { author: args.author, staffId }, change);
          } else saveReservation(idOf(args), value, args.author);
        } catch (error) {
          if (!(error instanceof InvalidInputError)) throw error;
          const fieldErrors = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, [v]]));
          return refusal(I.reservation, 400, problem(error.message), { result: submission.reply({ fieldErrors }) });
        }
        return done(
          args,
          change ? "Change made" : "Reservation saved",
          change
            ? `Meal ${value.mealPosition} has its new table; the traveller is emailed your reply.`
            : `Meal ${value.mealPosition} has its table.`,
          `#meal-${value.mealPosition}`,
        );
      },
    },
    cancel: {
      permission: "booking.refund",
      schema: cancelSchema,
      invalid: ({ submission }) => {
        const note = submission.error?.note?.[0];
        return refusal(I.cancel, 400, problem(note ? `${note}.` : "Check the refund."), { result: submission.reply() });
      },
      handle: cancel,
    },
    newTripLink: {
      handle: async (args) => {
        const { revoked } = await replaceTripLink(args.reference, args.author, clock.now(), args.audit);
        return done(
          args,
          "New trip link sent",
          `${revoked === 1 ? "The earlier link no longer opens" : `The ${revoked} earlier links no longer open`} the trip; the traveller is emailed a new one.`,
          "#trip-link",
        );
      },
    },
    requestPayment: {
      handle: (args) => {
        const { totalCents } = requestPayment(args.reference, clock.now(), args.author);
        return done(
          args,
          "Payment requested",
          `The traveller is emailed a way to pay ${formatEuros(totalCents)}.`,
          "#status",
        );
      },
    },
    decline: {
      handle: (args) => {
        const message = args.form.get("message") ?? "";
        try {
          declineRequest(args.reference, message, args.asker.actorId);
        } catch (error) {
          if (!(error instanceof InvalidInputError)) throw error;
          return refusal(I.decline, 400, problem(error.message), {
            result: { initialValue: { message }, error: { message: Object.values(error.fields) } },
          });
        }
        return done(args, "Request declined", "The traveller is emailed your message.", "#status");
      },
    },
    // Whose the booking is on the team, and "Mark as contacted", have their own modules.
    take: { permission: "booking.take", handle: takeIt },
    assignStaff: { permission: "booking.assign", handle: assignStaff },
    markContacted: { handle: markAsContacted },
  },
  {
    unknown: ({ intent }) => refusal(intent, 400, problem("That request was not understood.")),
    authorize: (permission, { viewer }) => demand(viewer, permission),
  },
);

/** A move by one of the lifecycle's plain buttons, refused unless the page would offer it now. */
function move(args: WorkspaceContext & { form: URLSearchParams }) {
  const { reference } = args;
  const to = args.form.get("to");
  // Only the moves a plain button makes; booked, cancelled and the itinerary have their own forms.
  if (!isBookingStatus(to) || !BUTTON_MOVES.includes(to)) return refusal(I.move, 400, problem("Unknown move."));
  // The same guards as the page's buttons, so a move the page does not offer is refused here too.
  const file = bookingFile(reference, clock.now());
  if (!file) return refusal(I.move, 404, problem("Booking not found."));
  const refused = askRefusalOf(file.booking.status, to, askFacts(file, clock.now()));
  if (refused) return refusal(I.move, 409, problem(asSentence(refusalMessage(refused, file.booking.status, to))));
  moveBooking({ reference, to, ...args.asker });
  return done(args, "Status changed", `The booking is now ${to.replaceAll("_", " ")}.`, "#status");
}

/** The cancellation: the first press states what will happen, the amount in words; only the confirmation cancels. */
async function cancel(
  args: WorkspaceContext & { form: URLSearchParams; submission: PassedSubmission<z.output<typeof cancelSchema>> },
) {
  const { reference, form, submission } = args;
  const { refund, cents, note } = submission.value;
  const left = leftToRefund(reference);
  // "Full refund" of nothing is not a refund: an unpaid booking is cancelled with none.
  if (refund === "full" && left === 0) {
    return refusal(I.cancel, 400, problem("Nothing was paid, so there is nothing to refund: choose No refund."));
  }
  if (refund === "partial" && (cents ?? 0) > left) {
    const fieldErrors = { amount: [`At most ${formatEuros(left)} can be refunded`] };
    return refusal(I.cancel, 400, problem(`At most ${formatEuros(left)} can be refunded.`), {
      result: submission.reply({ fieldErrors }),
    });
  }
  const refundCents = refund === "full" ? left : refund === "none" ? 0 : (cents ?? 0);
  if (form.get("confirm") !== "yes") {
    return data<WorkspaceActionData>({
      intent: I.cancel,
      toast: toastMessage({
        title: "Confirm the cancellation",
        description: "Nothing is cancelled until you confirm.",
      }),
      confirmCancel: { refund, amount: form.get("amount") ?? undefined, note, cents: refundCents },
    });
  }
  const outcome = await cancelBooking({ reference, ...args.asker, refundCents, note, audit: args.audit });
  return done(
    args,
    "Booking cancelled",
    `Refund: €${(outcome.refundCents / 100).toFixed(2)}. The traveller is emailed.`,
    "#status",
  );
}

/**
 * One workspace form: the handler of its intent, past the route's gate (booking.work) and the
 * intent's own permission. A domain error answers the form's toast with its status, nothing stored.
 */
export async function workspaceAction(
  form: URLSearchParams,
  typedReference: string,
  viewer: AdminViewer,
  clientAddress: string | null = null,
) {
  const author = authorOf(viewer.actor);
  const booking = findBookingByAnyReference(typedReference);
  const context: WorkspaceContext = {
    reference: booking?.reference ?? typedReference,
    booking,
    viewer,
    clientAddress,
    author,
    asker: { actor: "admin", actorId: viewer.kind === "staff" ? author : undefined },
    audit: { actor: viewer.actor, clientAddress },
  };
  try {
    return await workspaceIntents(form, context);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refusal(form.get("intent") ?? "", domainErrorStatus(error), problem(error.message));
  }
}
