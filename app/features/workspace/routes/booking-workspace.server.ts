import type { TFunction } from "i18next";
import { data } from "react-router";
import { z } from "zod";
import { type AdminViewer, demand } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import type { Booking } from "~/db/schema";
import { askRefusalOf, BUTTON_MOVES, isBookingStatus } from "~/domain/booking-lifecycle";
import { DomainError, InvalidInputError } from "~/domain/errors";
import { formatEuros } from "~/domain/pricing";
import { env } from "~/env.server";
import { findBookingByAnyReference } from "~/features/booking/bookings.server";
import { refusalMessage } from "~/features/booking/lifecycle.server";
import { markBooked, moveBooking, sendItinerary } from "~/features/booking/move-booking.server";
import { saveReservationResolving } from "~/features/conversation/change-requests.server";
import { assignCreator } from "~/features/creators/assignments.server";
import { sendItineraryUpdate } from "~/features/itinerary/itinerary.server";
import { declineRequest, requestPayment } from "~/features/payments/request-payment.server";
import { authorOf } from "~/features/staff/staff-names.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { replaceTripLink } from "~/features/trip/replace-trip-link.server";
import { bookingFile, idOf } from "~/features/workspace/booking-file.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import { conciergeNoteSchemaFor, NOTE_MAX } from "~/features/workspace/concierge-text-schema";
import { contactedOf } from "~/features/workspace/contacted.server";
import { reservationSchemaFor } from "~/features/workspace/reservation-schema";
import { saveReservation } from "~/features/workspace/reservations.server";
import { done, problem, refusal, type WorkspaceContext } from "~/features/workspace/routes/workspace-answers.server";
import { cancel, cancelSchemaFor } from "~/features/workspace/routes/workspace-cancel.server";
import { assignStaff, takeIt } from "~/features/workspace/routes/workspace-concierge.server";
import { markAsContacted } from "~/features/workspace/routes/workspace-contact.server";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { reservationMessages } from "~/features/workspace/workspace-text";
import { askFacts, workspaceView } from "~/features/workspace/workspace-view.server";
import { domainErrorStatus } from "~/http/domain-errors.server";
import { defineIntents } from "~/http/intents.server";
import { translator } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";

/**
 * The page's data, in the viewer's language: the booking's workspace (404 for an unknown
 * reference), its first contact and which Stripe its links open; and the booking itself, for
 * the page's other parts to read instead of reading it again.
 */
export async function workspaceLoader(booking: Booking | undefined, viewer: AdminViewer) {
  if (!booking) throw data("Booking not found", { status: 404 });
  const language = viewerLanguage(viewer);
  // The traveller's answers in the person's words; English keeps the labels it always showed.
  const words = language === "en" ? undefined : await translator(language, "common");
  // The contact line and the contact promise read the same first contact.
  const contacted = contactedOf(booking);
  const workspace = workspaceView(booking, { now: clock.now(), language, words, contacted });
  return { booking, workspace, contact: contacted, liveStripe: /^(sk|rk)_live_/.test(env().STRIPE_SECRET_KEY ?? "") };
}

/**
 * The workspace's forms, one handler per intent (WORKSPACE_INTENTS names them for the page's
 * components). Every one is a plain POST that works without JavaScript: success answers a
 * redirect back to the page with a toast; a refusal answers the page again with the form's
 * errors by its fields and a toast saying why, nothing stored.
 */

/** A send must carry the confirmation's explicit yes; a bare "send-itinerary" post is refused. */
const sendItinerarySchema = z.object({ confirm: z.literal("yes") });

/** The intents' names, which a refusal names back to the form that posted. */
const I = WORKSPACE_INTENTS;

/** The page's intents, their schemas' messages in one language (built once per language). */
const intentsIn = (t: TFunction<"workspace">) =>
  defineIntents<WorkspaceContext>()(
    WORKSPACE_INTENTS,
    {
      move: { handle: move },
      markBooked: {
        handle: (args) => {
          markBooked(idOf(args), args.asker);
          return done(args, t("toasts.markedBooked"), t("toasts.markedBookedText"), "#status");
        },
      },
      sendItinerary: {
        // Sending ends the traveller's right of withdrawal: only the confirmation's form says yes.
        schema: sendItinerarySchema,
        invalid: () => refusal(I.sendItinerary, 400, problem(t, t("toasts.confirmSendFirst"))),
        handle: (args) => {
          sendItinerary(idOf(args), args.asker);
          return done(args, t("toasts.itinerarySent"), t("toasts.itinerarySentText"), "#itinerary");
        },
      },
      sendUpdate: {
        handle: (args) => {
          const { changes } = sendItineraryUpdate(idOf(args), args.author);
          return done(
            args,
            t("toasts.updateSent"),
            t("toasts.updateSentText", { count: changes.length }),
            "#itinerary",
          );
        },
      },
      assignCreator: {
        handle: (args) => {
          const raw = args.form.get("creatorId") ?? "";
          const creatorId = raw === "" ? null : Number(raw);
          if (creatorId !== null && !Number.isSafeInteger(creatorId)) {
            return refusal(I.assignCreator, 400, problem(t, t("toasts.chooseCreator")));
          }
          assignCreator(idOf(args), creatorId, args.author);
          return done(
            args,
            t(creatorId === null ? "toasts.creatorUnassigned" : "toasts.creatorAssigned"),
            t("toasts.creatorDashboard"),
            "#creator",
          );
        },
      },
      note: {
        schema: conciergeNoteSchemaFor({
          write: t("errors.noteFirst"),
          tooLong: t("errors.tooLong", { max: NOTE_MAX }),
          plainText: t("errors.plainText"),
        }),
        invalid: ({ submission }) => {
          const why = submission.error?.body?.[0] ?? t("errors.noteFirst");
          return refusal(I.note, 400, problem(t, `${why}.`), { result: submission.reply() });
        },
        handle: (args) => {
          addNote(idOf(args), args.value.body, args.author);
          return done(args, t("toasts.noteAdded"), t("toasts.noteAddedText"), "#notes");
        },
      },
      reservation: {
        schema: reservationSchemaFor(reservationMessages(t)),
        invalid: ({ submission }) =>
          refusal(I.reservation, 400, problem(t, t("toasts.checkReservation")), { result: submission.reply() }),
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
            return refusal(I.reservation, 400, problem(t, error.message), {
              result: submission.reply({ fieldErrors }),
            });
          }
          return done(
            args,
            t(change ? "toasts.changeMade" : "toasts.reservationSaved"),
            t(change ? "toasts.changeMadeText" : "toasts.reservationSavedText", { meal: value.mealPosition }),
            `#meal-${value.mealPosition}`,
          );
        },
      },
      cancel: {
        permission: "booking.refund",
        schema: cancelSchemaFor(t),
        invalid: ({ submission }) => {
          const note = submission.error?.note?.[0];
          return refusal(I.cancel, 400, problem(t, note ? `${note}.` : t("toasts.checkRefund")), {
            result: submission.reply(),
          });
        },
        handle: cancel,
      },
      newTripLink: {
        handle: async (args) => {
          const { revoked } = await replaceTripLink(args.reference, args.author, clock.now(), args.audit);
          return done(args, t("toasts.newLink"), t("toasts.newLinkText", { count: revoked }), "#trip-link");
        },
      },
      requestPayment: {
        handle: (args) => {
          const { totalCents } = requestPayment(args.reference, clock.now(), args.author);
          return done(
            args,
            t("toasts.paymentRequested"),
            t("toasts.paymentRequestedText", { amount: formatEuros(totalCents) }),
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
            return refusal(I.decline, 400, problem(t, error.message), {
              result: { initialValue: { message }, error: { message: Object.values(error.fields) } },
            });
          }
          return done(args, t("toasts.declined"), t("toasts.declinedText"), "#status");
        },
      },
      // Whose the booking is on the team, and "Mark as contacted", have their own modules.
      take: { permission: "booking.take", handle: takeIt },
      assignStaff: { permission: "booking.assign", handle: assignStaff },
      markContacted: { handle: markAsContacted },
    },
    {
      unknown: ({ intent }) => refusal(intent, 400, problem(t, t("toasts.notUnderstood"))),
      authorize: (permission, { viewer }) => demand(viewer, permission),
    },
  );

const intentTables = new Map<Language, ReturnType<typeof intentsIn>>();

/** The intents in the person's language, built on first use. */
function intentsFor(language: Language, t: TFunction<"workspace">) {
  let table = intentTables.get(language);
  if (!table) {
    table = intentsIn(t);
    intentTables.set(language, table);
  }
  return table;
}

/** What the concierge is told when a move's guard does not hold. */
const asSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** A move by one of the lifecycle's plain buttons, refused unless the page would offer it now. */
function move(args: WorkspaceContext & { form: URLSearchParams }) {
  const { reference, t } = args;
  const to = args.form.get("to");
  // Only the moves a plain button makes; booked, cancelled and the itinerary have their own forms.
  if (!isBookingStatus(to) || !BUTTON_MOVES.includes(to))
    return refusal(I.move, 400, problem(t, t("toasts.unknownMove")));
  // The same guards as the page's buttons, so a move the page does not offer is refused here too.
  if (!args.booking) return refusal(I.move, 404, problem(t, t("toasts.notFound")));
  const file = bookingFile(args.booking, clock.now());
  const refused = askRefusalOf(file.booking.status, to, askFacts(file, clock.now()));
  if (refused) return refusal(I.move, 409, problem(t, asSentence(refusalMessage(refused, file.booking.status, to))));
  moveBooking({ reference, to, ...args.asker });
  return done(args, t("toasts.statusChanged"), t("toasts.statusChangedText", { status: t(`moved.${to}`) }), "#status");
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
  // The person's own language; the shared token's (no person) is English.
  const language = viewerLanguage(viewer);
  const t = await translator(language, "workspace");
  const context: WorkspaceContext = {
    reference: booking?.reference ?? typedReference,
    booking,
    viewer,
    clientAddress,
    author,
    asker: { actor: "admin", actorId: viewer.kind === "staff" ? author : undefined },
    audit: { actor: viewer.actor, clientAddress },
    t,
  };
  try {
    return await intentsFor(language, t)(form, context);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refusal(form.get("intent") ?? "", domainErrorStatus(error), problem(t, error.message));
  }
}
