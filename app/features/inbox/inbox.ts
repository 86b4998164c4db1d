import type { Segment } from "~/features/conversation/conversation";

/**
 * The concierge's inbox across trips (decision 0064), its rules and shapes without I/O: the two
 * views, which one opens, and what a conversation waiting for the team shows. A conversation
 * waits while it has a traveller message nobody of the team has read (answered or marked read)
 * or a change request still open.
 */

export const INBOX_VIEWS = ["mine", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export type InboxCounts = Record<InboxView, number>;

/** `?view=` when it names a view; anything else is "not asked" (the opening view). */
export function viewAsked(params: URLSearchParams): InboxView | null {
  const asked = params.get("view");
  return INBOX_VIEWS.find((view) => view === asked) ?? null;
}

/**
 * The view the inbox opens on, as the queue does: a person with conversations of their own opens
 * on Mine, anyone else on All (a traveller waiting on an unassigned trip is everyone's).
 */
export const openingView = (counts: InboxCounts): InboxView => (counts.mine > 0 ? "mine" : "all");

/** The inbox's address in one view; each is among the conversation forms' known returns. */
export const inboxPath = (view: InboxView) => `/admin/inbox?view=${view}` as const;

/** One traveller message waiting: unread, or the change request it carries still open. */
export type InboxMessage = {
  id: number;
  at: string;
  /** How long it has waited, in words ("2 h 10 min"). */
  waited: string;
  unread: boolean;
  segments: Segment[];
  change: {
    id: number;
    mealPosition: number;
    /** The meal as the workspace knows it: when, and the table booked for it, if any. */
    meal: string;
    /** What changes: "date 2026-12-13, time 21:30". */
    asks: string;
    open: boolean;
  } | null;
};

export type InboxRow = {
  bookingId: number;
  /** Where its forms post (the internal reference), and what people read. */
  reference: string;
  readableReference: string;
  name: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  assignee: string | null;
  /** Since when the oldest waiting message waits, and that in words. */
  waitingSince: string;
  waited: string;
  unread: number;
  messages: InboxMessage[];
};

export type InboxPage = {
  view: InboxView;
  counts: InboxCounts;
  /** Whether "Mine" means anything: the admin token is nobody. */
  personal: boolean;
  rows: InboxRow[];
};
