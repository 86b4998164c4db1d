import * as clock from "../../clock";
import { type BookingStatus, CALLED_OFF, STAY_END_MOVES } from "../../domain/booking-lifecycle";
import { isPlainMultilineText, normaliseLineBreaks } from "../../domain/plain-text";

/**
 * The conversation of a trip (decision 0038), its rules without I/O: what a message
 * may hold, what a change request asks, when a trip stops taking messages, how links in a body
 * become safe segments, and the batching window of the emails that announce messages.
 */

export const MESSAGE_AUTHORS = ["traveller", "staff"] as const;

export const CHANGE_REQUEST_STATUSES = ["open", "done", "declined"] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** A message's longest body, counted as the person sees it (line breaks as one character). */
export const MESSAGE_MAX_CHARS = 2000;
/** At most one email per side per booking in this window; what arrives meanwhile waits for the next. */
const NOTIFY_WINDOW_MS = 10 * 60 * 1000;
/** A completed trip takes messages this long after it was completed; a cancelled one takes none. */
const CLOSED_AFTER_COMPLETED_MS = 30 * 24 * 60 * 60 * 1000;
/** Party sizes a change request may ask for (the booking form's own range). */
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;

export type BodyProblem = "empty" | "too-long" | "hidden-characters";

/**
 * A body as it is stored (line breaks as LF, trimmed), or why it is refused. Control and
 * bidirectional characters are refused, not stripped: the person sees what they sent.
 */
export function checkBody(raw: unknown): { ok: true; body: string } | { ok: false; problem: BodyProblem } {
  if (typeof raw !== "string") return { ok: false, problem: "empty" };
  const body = normaliseLineBreaks(raw).trim();
  if (body.length === 0) return { ok: false, problem: "empty" };
  // Counted in code points, as a person counts characters (an emoji is one).
  if ([...body].length > MESSAGE_MAX_CHARS) return { ok: false, problem: "too-long" };
  if (!isPlainMultilineText(body)) return { ok: false, problem: "hidden-characters" };
  return { ok: true, body };
}

export type ConversationState = { status: BookingStatus; completedAt: string | null; checkOut: string };

/** Why a trip takes no more messages (null: it does). */
export function messagingClosed(trip: ConversationState, now: Date = clock.now()): "cancelled" | "over" | null {
  if (trip.status === CALLED_OFF) return "cancelled";
  // Open until the status the end of a stay leads to (completed), then for 30 days more.
  if (!STAY_END_MOVES.some((move) => move.to === trip.status)) return null;
  const completed = Date.parse(trip.completedAt ?? `${trip.checkOut}T23:59:59Z`);
  return now.getTime() - completed > CLOSED_AFTER_COMPLETED_MS ? "over" : null;
}

export type ChangeAsk = {
  mealPosition: number;
  newDate: string | null;
  newTime: string | null;
  newPartySize: number | null;
};
export type ChangeProblem = "meal" | "date" | "time" | "party" | "nothing";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A change request's fields from a form: the meal among the booking's (1..reservations), and at
 * least one of a date within the stay, a time (HH:MM) or a party size. Empty fields are "no change".
 */
export function checkChange(
  fields: { meal: string | null; date: string | null; time: string | null; party: string | null },
  trip: { reservations: number; checkIn: string; checkOut: string },
): { ok: true; change: ChangeAsk } | { ok: false; problem: ChangeProblem } {
  const meal = Number(fields.meal);
  if (!/^\d{1,3}$/.test(fields.meal ?? "") || meal < 1 || meal > trip.reservations)
    return { ok: false, problem: "meal" };
  const date = fields.date?.trim() || null;
  const time = fields.time?.trim() || null;
  const party = fields.party?.trim() || null;
  if (
    date !== null &&
    (!DATE.test(date) || Number.isNaN(Date.parse(date)) || date < trip.checkIn || date > trip.checkOut)
  ) {
    return { ok: false, problem: "date" };
  }
  if (time !== null && !TIME.test(time)) return { ok: false, problem: "time" };
  const size = party === null ? null : Number(party);
  if (size !== null && (!/^\d{1,2}$/.test(party ?? "") || size < PARTY_SIZE_MIN || size > PARTY_SIZE_MAX)) {
    return { ok: false, problem: "party" };
  }
  if (date === null && time === null && size === null) return { ok: false, problem: "nothing" };
  return { ok: true, change: { mealPosition: meal, newDate: date, newTime: time, newPartySize: size } };
}

/** What a change request asks, in the team's words: "date 2026-12-13, time 21:30, party of 4". */
export const changeAsksInWords = (change: Omit<ChangeAsk, "mealPosition">) =>
  [
    change.newDate ? `date ${change.newDate}` : null,
    change.newTime ? `time ${change.newTime}` : null,
    change.newPartySize ? `party of ${change.newPartySize}` : null,
  ]
    .filter(Boolean)
    .join(", ");

/** A piece of a body as shown: text, or a link the page renders as an <a> element. */
export type Segment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** http(s) URLs only; a trailing sentence mark or closing bracket is left outside the link. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?)\]}»]+$/u;

/**
 * A body cut into text and links. Only what the URL parser reads as http: or https: becomes a
 * link (never javascript:, data: or a relative path); the page renders the segments as React
 * elements, so no body ever becomes HTML.
 */
export function linkify(body: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const previous = segments.at(-1);
    if (previous?.kind === "text") previous.text += text;
    else segments.push({ kind: "text", text });
  };
  for (const match of body.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(TRAILING, "");
    push(body.slice(last, start));
    const href = safeHref(raw);
    if (href) segments.push({ kind: "link", text: raw, href });
    else push(raw);
    last = start + raw.length;
  }
  push(body.slice(last));
  return segments;
}

function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * When the next email of one side may go: at once if none went in the last window, else when the
 * window after the last one ends. `lastSentAt` is when that side's previous email went (null: never).
 */
export function nextNoticeAt(lastSentAt: string | null, now: Date = clock.now()): Date {
  if (!lastSentAt) return now;
  const free = Date.parse(lastSentAt) + NOTIFY_WINDOW_MS;
  return new Date(Math.max(free, now.getTime()));
}

/** How long a traveller has waited for an answer, in words for the queue ("2 h 5 min", "12 min"). */
export function waitedWords(sinceIso: string, now: Date = clock.now()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}
