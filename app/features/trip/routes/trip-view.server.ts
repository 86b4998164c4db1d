import * as clock from "~/clock";
import { configuredSupport } from "~/content/support-contact.server";
import {
  CALLED_OFF,
  INITIAL_STATUS,
  ITINERARY_SHOWN,
  PREFERENCES_OPEN,
  RESERVATIONS_SHOWN,
} from "~/domain/booking-lifecycle";
import { fullRefundApplies } from "~/domain/cancellation-policy";
import { cityLabel } from "~/domain/cities";
import { cuisineSuggestions, formatInCity, formatStayDate, timeZoneOf } from "~/domain/city-dining";
import { env } from "~/env.server";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import type { TimelineStep, TripStage, TripTable } from "~/features/trip/trip-page";
import type { TripRecord } from "~/features/trip/trip-record.server";
import { fullRefundEndedAt, tripTimeline } from "~/features/trip/trip-timeline";
import {
  type CancelOrWithdrawOffer,
  formatWithdrawalDeadline,
  withdrawalEndsAt,
  withdrawalRefundCents,
  withdrawalRefusal,
} from "~/features/withdrawal/withdrawal";
import { fixedT } from "~/i18n/i18n.server";
import { formatMoney, type Language } from "~/i18n/languages";

function stageOf(trip: TripRecord): TripStage {
  if (trip.status === CALLED_OFF) return "cancelled";
  if (PREFERENCES_OPEN.includes(trip.status)) return "open";
  if (trip.status === INITIAL_STATUS) return trip.booking.requiresPayment ? "awaiting_payment" : "request";
  return "closed";
}

/**
 * The private trip page's view (routes/trip/trip.tsx; its loader and actions are in
 * trip.server.ts): everything the page shows, formatted on the server in the city's own time zone (so
 * the page reads the same with or without JavaScript, whatever the browser's clock says).
 */
export function tripView(trip: TripRecord) {
  const { booking } = trip;
  const language = booking.language;
  const t = fixedT(language, "trip");
  const money = (cents: number) => formatMoney(cents, language);
  /** A stored choice in the page's words; a value added later shows as stored. */
  const common = fixedT(language, "common");
  const option = (group: "meal" | "vibe" | "budget" | "occasion", value: string) =>
    t(`preferences.options.${group}.${value}` as never, { defaultValue: value.replaceAll("_", " ") }) as string;
  const zone = timeZoneOf(booking.cityName);
  const at = (iso: string | null) => (iso ? formatInCity(iso, zone, language) : null);
  const stage = stageOf(trip);
  // Each step with its date: what happened and when, or what will and by when (features/trip/trip-timeline.ts).
  const timeline: TimelineStep[] = tripTimeline({
    requiresPayment: booking.requiresPayment,
    createdAt: booking.createdAt,
    paidAt: trip.paidAt,
    contactedAt: trip.contactedAt,
    preferencesFirstAt: trip.preferencesFirstAt,
    preferencesLastAt: trip.preferencesLastAt,
    itinerarySentAt: trip.itinerarySentAt,
    cancelledAt: trip.cancelledAt,
    withdrawn: trip.withdrawn,
    refundedAt: trip.refundedAt,
  }).map((step) => ({ label: t(`timeline.${step.key}`), when: at(step.at), done: step.done }));
  const refundEnded = fullRefundEndedAt(trip.history);
  return {
    stage,
    language,
    city: cityLabel(booking.cityName, language),
    regionCode: booking.regionCode,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    dates: `${formatStayDate(booking.checkIn, language)} – ${formatStayDate(booking.checkOut, language)}`,
    reservations: booking.reservations,
    paid: booking.amountPaidCents !== null,
    // A request from a destination without upfront payment shows what it will cost, never "no
    // payment required": the price if confirmed, then the price not yet charged.
    amount:
      booking.amountPaidCents !== null
        ? money(booking.amountPaidCents)
        : booking.requiresPayment
          ? t("facts.notPaid")
          : booking.paymentRequestedAt
            ? t("facts.notYetCharged", { total: money(booking.totalCents) })
            : t("facts.ifConfirmed", { total: money(booking.totalCents) }),
    reference: booking.readableReference,
    /** The concierge confirmed a request from a destination without upfront payment: pay it from here. */
    paymentRequested: booking.paymentRequestedAt !== null,
    fee: money(booking.totalCents),
    /** The one way out the page offers now: the withdrawal while the right runs, else the policy's cancellation, else none. */
    leave: leaveOffer(trip, language, money),
    createdAt: at(booking.createdAt),
    timeZone: zone,
    timeline,
    /** Paid, and the itinerary's date not known until the preferences arrive: said in words, not as a dateless step. */
    itineraryAfterPreferences: trip.paidAt !== null && trip.preferencesFirstAt === null && stage === "open",
    /** The policy's full-refund sentence, only while it holds. */
    fullRefund: fullRefundApplies(trip.status),
    /** When cancelling stopped refunding in full (a creator took the trip): the page says so. */
    refundTermsChangedAt: stage !== "cancelled" && trip.paidAt && refundEnded ? at(refundEnded) : null,
    saves: trip.saves,
    supportEmail: env().SUPPORT_EMAIL,
    /** The contact block's phone, WhatsApp and email. */
    support: configuredSupport(),
    cuisineSuggestions: cuisineSuggestions(booking.regionCode),
    /** The stored answers, as the form's starting values. */
    answers: {
      meals: trip.meals.map(({ position: _position, ...meal }) => ({
        ...meal,
        date: meal.date ?? undefined,
        cuisine: meal.cuisine || undefined,
        note: meal.note || undefined,
      })),
      dietary: trip.dietary?.needs ?? [],
      dietaryOther: trip.dietary?.other || undefined,
      consent: trip.dietary ? true : undefined,
    },
    /** The tables booked, worded in the city's time; empty until the whole plan is booked. */
    tables: tablesOf(trip, language),
    /** The itinerary's files, while it stands; a cancelled trip keeps only its (cancelled) calendar. */
    itinerary: trip.itinerary
      ? {
          shown: ITINERARY_SHOWN.includes(trip.status) && trip.itinerary.document.status === "sent",
          pdfBytes: trip.itinerary.pdfBytes,
        }
      : null,
    /** The same answers in words, for the read-only view. */
    summary: {
      meals: trip.meals.map((meal) => ({
        position: meal.position,
        date: meal.date ? formatStayDate(meal.date, language) : t("answers.anyDay"),
        meal: option("meal", meal.meal),
        vibe: option("vibe", meal.vibe),
        cuisine: meal.cuisine || t("answers.noPreference"),
        budget: option("budget", meal.budgetBand),
        partySize: meal.partySize,
        occasion: option("occasion", meal.occasion),
        note: meal.note,
      })),
      dietary: trip.dietary
        ? [
            ...trip.dietary.needs
              .filter((need) => need !== "other")
              .map((need) => common(`preferences.dietary.${need}` as never, { defaultValue: need }) as string),
            ...(trip.dietary.other ? [t("answers.other", { text: trip.dietary.other })] : []),
          ]
        : [],
    },
  };
}

/**
 * While the right of withdrawal runs, the page offers it alone, even before curating when a
 * cancellation would refund the same: the law wants its function clearly labelled, and only a
 * withdrawal is acknowledged with its date and time. Once the right is gone, the traveller may still cancel
 * on their own while the policy refunds the whole fee (features/withdrawal/withdrawal.ts).
 */
function leaveOffer(
  trip: TripRecord,
  language: Language,
  money: (cents: number) => string,
): CancelOrWithdrawOffer | null {
  const { booking } = trip;
  if (withdrawalRefusal({ status: trip.status, paidAt: booking.paidAt, now: clock.now() })) {
    if (!fullRefundApplies(trip.status)) return null;
    const paidNow = booking.paymentStatus === "succeeded" && booking.amountPaidCents;
    return { kind: "cancel", refund: paidNow ? money(booking.amountPaidCents as number) : null };
  }
  const paid = booking.paymentStatus === "succeeded" ? (booking.amountPaidCents ?? 0) : 0;
  const refund = withdrawalRefundCents(trip.status, paid, 0, {
    meals: booking.reservations,
    mealsReserved: trip.reservations.length,
  });
  return {
    kind: "withdraw",
    refund: money(refund),
    full: fullRefundApplies(trip.status),
    endsAt: formatWithdrawalDeadline(withdrawalEndsAt(booking.paidAt as string), language),
  };
}

/**
 * The tables as the page shows them: once the itinerary is sent, the tables as sent (an edit
 * reaches the traveller with its update, and the page agrees with the PDF); before, as booked.
 */
function tablesOf(trip: TripRecord, language: Language): TripTable[] {
  if (trip.status === CALLED_OFF) return [];
  const sent = trip.itinerary?.document;
  // Before the itinerary, the tables show only once the whole plan is booked.
  const booked = RESERVATIONS_SHOWN.includes(trip.status) ? trip.reservations : [];
  if (!sent && booked.length === 0) return [];
  // Both are read through the itinerary's one cleaning (features/itinerary/itinerary-shown.ts): stored text
  // with a control character, a bad date or a broken link never fails or garbles the page.
  const meals = sent
    ? shownItinerary(sent).meals
    : shownItinerary({
        meals: booked.map((r) => ({
          ...r,
          position: r.mealPosition,
          restaurant: r.restaurantName,
          note: r.travellerNote,
        })),
      }).meals;
  return [...meals]
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      meal: r.position,
      when: `${formatStayDate(r.localDate, language)}, ${r.localTime}`,
      timeZone: r.timeZone,
      restaurant: r.restaurant,
      address: r.address,
      // Only a map service's https link is ever rendered as a link (shownItinerary checks it).
      mapsUrl: r.mapsUrl,
      tableName: r.tableName,
      partySize: r.partySize,
      confirmationCode: r.confirmationCode,
      dishTips: r.dishTips,
      note: r.note,
    }));
}

export type TripView = ReturnType<typeof tripView>;
