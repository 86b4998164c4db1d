import type { TFunction } from "i18next";
import { data } from "react-router";
import type { Booking } from "~/db/schema";
import { formatInCity, timeZoneOf } from "~/domain/city-dining";
import { toastMessage } from "~/domain/toast";
import { env } from "~/env.server";
import { type ChangeAsk, type ChangeProblem, checkChange, linkify } from "~/features/conversation/conversation";
import type { TripConversation } from "~/features/conversation/conversation-view";
import {
  conversationClosed,
  postTravellerMessage,
  type Refusal,
  threadOf,
} from "~/features/conversation/messages.server";
import type { TripRecord } from "~/features/trip/trip-record.server";
import { WindowLimiter } from "~/http/request-limits.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The trip page's conversation: the thread as the traveller sees it, and the
 * form's action (intent=message), thin over services/conversation. Refusals answer 4xx with the
 * page and the message kept in the form; nothing is stored then.
 */

/** Per trip (whoever holds its link) and per client: a person writes a few messages, not a flood. */
const perTrip = new WindowLimiter("conversation-trip", () => 20);
const perClient = new WindowLimiter("conversation-client", () => 40);

type Words = TFunction<"trip">;

/** The thread as the traveller reads it: their own messages and the concierge's, oldest first, times in the city's zone. */
export function tripConversation(trip: TripRecord): TripConversation {
  const { booking } = trip;
  const zone = timeZoneOf(booking.cityName);
  const closed = conversationClosed(booking);
  return {
    messages: threadOf(booking.id).map((message) => ({
      id: message.id,
      mine: message.author === "traveller",
      at: message.createdAt,
      when: formatInCity(message.createdAt, zone, booking.language),
      segments: linkify(message.body),
      change: message.change,
    })),
    meals: Array.from({ length: booking.reservations }, (_, index) => ({
      position: index + 1,
      date: trip.meals.find((meal) => meal.position === index + 1)?.date ?? null,
    })),
    closed,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    supportEmail: env().SUPPORT_EMAIL,
  };
}

type ErrorKey =
  `conversation.errors.${"meal" | "date" | "time" | "party" | "nothing" | "empty" | "tooLong" | "hidden" | "cancelled" | "over" | "limited"}`;

const CHANGE_ERRORS: Record<ChangeProblem, ErrorKey> = {
  meal: "conversation.errors.meal",
  date: "conversation.errors.date",
  time: "conversation.errors.time",
  party: "conversation.errors.party",
  nothing: "conversation.errors.nothing",
};

const REFUSALS: Record<Refusal["reason"], { status: number; key: ErrorKey }> = {
  empty: { status: 400, key: "conversation.errors.empty" },
  "too-long": { status: 400, key: "conversation.errors.tooLong" },
  "hidden-characters": { status: 400, key: "conversation.errors.hidden" },
  cancelled: { status: 409, key: "conversation.errors.cancelled" },
  over: { status: 409, key: "conversation.errors.over" },
  "not-found": { status: 404, key: "conversation.errors.cancelled" },
  limited: { status: 429, key: "conversation.errors.limited" },
  resolved: { status: 409, key: "conversation.errors.empty" },
};

function refused(t: Words, status: number, message: string, form: URLSearchParams) {
  const toast = toastMessage({ title: t("conversation.notSent"), description: message, variant: "destructive" });
  const kept = { body: String(form.get("body") ?? "").slice(0, 4000), meal: form.get("meal") ?? "" };
  return data(
    { lastResult: null, refused: null, toast, conversation: { error: message, kept } },
    { status, headers: status === 429 ? { "Retry-After": "600" } : undefined },
  );
}

/** The traveller's message from the trip page's form, with or without JavaScript. */
export function conversationAction(t: Words, booking: Booking, form: URLSearchParams, token: string, client: string) {
  const email = env().SUPPORT_EMAIL;
  let change: ChangeAsk | null = null;
  if ((form.get("meal") ?? "") !== "") {
    const checked = checkChange(
      { meal: form.get("meal"), date: form.get("date"), time: form.get("time"), party: form.get("party") },
      booking,
    );
    if (!checked.ok) return refused(t, 400, t(CHANGE_ERRORS[checked.problem]), form);
    change = checked.change;
  }
  const keys = [`trip:${booking.id}`, `client:${client}`] as const;
  const outcome = postTravellerMessage(booking.id, form.get("body"), change, {
    get allowed() {
      return perTrip.check(keys[0]).allowed && perClient.check(keys[1]).allowed;
    },
    record: () => {
      perTrip.record(keys[0]);
      perClient.record(keys[1]);
    },
  });
  if (!outcome.ok) {
    const { status, key } = REFUSALS[outcome.reason];
    return refused(t, status, t(key, { email }), form);
  }
  return redirectWithToast(
    `/trip/${token}#conversation`,
    { title: t("conversation.sent.title"), description: t("conversation.sent.description") },
    { status: 303 },
  );
}
