import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, type Tx, writeTransaction } from "~/db/client.server";
import { type Booking, bookingEvents, bookings, mailMessages } from "~/db/schema";
import { STAY_END_MOVES } from "~/domain/booking-lifecycle";
import {
  type ChangeAsk,
  type ChangeRequestStatus,
  type ConversationState,
  checkBody,
  messagingClosed,
} from "~/features/conversation/conversation";
import { changeRequests, conversationMessages } from "~/features/conversation/conversation-tables";
import { UNLIMITED, type WriteAllowance } from "~/platform/write-allowance";
import { queueChangeRequestMails, queueNotice, queueResolutionMail } from "./notices.server";

/**
 * The conversation's use cases: a traveller's message (perhaps a change request
 * about one of their meals), a team member's reply, resolving a change request, and reading a
 * thread. No HTTP here: routes pass plain values and get plain outcomes. Each write is one
 * transaction with its email notice, so nothing is half-stored and a message always has its notice.
 */

export type Refusal =
  | { ok: false; reason: "empty" | "too-long" | "hidden-characters" }
  | { ok: false; reason: "cancelled" | "over" | "not-found" | "limited" | "resolved" };

/** Where the end of a stay leads (completed): the conversation stays open for a while after reaching it. */
const STAY_ENDED = [...new Set(STAY_END_MOVES.map((move) => move.to))];

/** The conversation's state, read once in a message's transaction (its guard, and who hears of it). */
function stateOf(
  executor: Executor,
  bookingId: number,
): (ConversationState & { email: string; assignedStaffId: number | null }) | null {
  const booking = executor
    .select({
      status: bookings.status,
      checkOut: bookings.checkOut,
      email: bookings.email,
      assignedStaffId: bookings.assignedStaffId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!booking) return null;
  return { ...booking, completedAt: completedAt(executor, bookingId) };
}

/** When the trip last reached the end of its stay (completed), or null. */
function completedAt(executor: Executor, bookingId: number): string | null {
  const completed = executor
    .select({ at: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), inArray(bookingEvents.toStatus, STAY_ENDED)))
    .orderBy(desc(bookingEvents.id))
    .limit(1)
    .get();
  return completed?.at ?? null;
}

/**
 * Whether the trip still takes messages, and why not (the page says so instead of showing the
 * form), for the booking as the page read it: only when the stay ended is its history asked.
 */
export function conversationClosed(
  booking: Pick<Booking, "id" | "status" | "checkOut">,
  now = clock.now(),
): "cancelled" | "over" | null {
  const ended = STAY_ENDED.includes(booking.status);
  return messagingClosed({ ...booking, completedAt: ended ? completedAt(db(), booking.id) : null }, now);
}

/** The traveller writes (from the trip page); `change` marks it as a change request about one meal. */
export function postTravellerMessage(
  bookingId: number,
  rawBody: unknown,
  change: ChangeAsk | null = null,
  // The per-trip and per-client budget the route takes, checked and counted inside the write.
  allowance: WriteAllowance = UNLIMITED,
): { ok: true; messageId: number } | Refusal {
  const checked = checkBody(rawBody);
  if (!checked.ok) return { ok: false, reason: checked.problem };
  return writeTransaction((tx) => {
    const now = clock.now();
    const state = stateOf(tx, bookingId);
    if (!state) return { ok: false, reason: "not-found" } as const;
    const closed = messagingClosed(state, now);
    if (closed) return { ok: false, reason: closed } as const;
    if (!allowance.allowed) return { ok: false, reason: "limited" } as const;
    const at = now.toISOString();
    const message = tx
      .insert(conversationMessages)
      .values({ bookingId, author: "traveller", body: checked.body, createdAt: at })
      .returning({ id: conversationMessages.id })
      .get();
    const booking = { id: bookingId, assignedStaffId: state.assignedStaffId };
    if (change) {
      const request = tx
        .insert(changeRequests)
        .values({ bookingId, messageId: message.id, ...change, createdAt: at })
        .returning({ id: changeRequests.id })
        .get();
      // A change request is not a message to batch: its concierge hears of it at once.
      queueChangeRequestMails(tx, booking, request.id);
    } else {
      queueNotice(tx, "staff", booking, now);
    }
    allowance.record();
    return { ok: true, messageId: message.id } as const;
  });
}

/**
 * A team member writes (staffId null: the admin token before the team had names). Their reply
 * answers every traveller message before it: those stop counting as unread in the queue.
 */
export function postStaffMessage(
  bookingId: number,
  staffId: number | null,
  rawBody: unknown,
  resolve?: { requestId: number; outcome: Exclude<ChangeRequestStatus, "open"> },
): { ok: true; messageId: number } | Refusal {
  const checked = checkBody(rawBody);
  if (!checked.ok) return { ok: false, reason: checked.problem };
  return writeTransaction((tx) => {
    const state = stateOf(tx, bookingId);
    if (!state) return { ok: false, reason: "not-found" } as const;
    let request: { id: number; status: ChangeRequestStatus } | undefined;
    if (resolve) {
      request = tx
        .select({ id: changeRequests.id, status: changeRequests.status })
        .from(changeRequests)
        .where(and(eq(changeRequests.id, resolve.requestId), eq(changeRequests.bookingId, bookingId)))
        .get();
      if (!request) return { ok: false, reason: "not-found" } as const;
      if (request.status !== "open") return { ok: false, reason: "resolved" } as const;
    }
    const booking = { id: bookingId, email: state.email, assignedStaffId: state.assignedStaffId };
    const messageId = writeStaffMessage(tx, booking, staffId, checked.body, resolve);
    return { ok: true, messageId } as const;
  });
}

/**
 * The team's message as it is written, in the caller's transaction (a reply, or the reply saved
 * with a meal's table): resolving a request (checked open by the caller) sends the traveller
 * one email with the reply at once; any other reply joins the batched notice.
 */
export function writeStaffMessage(
  tx: Tx,
  booking: { id: number; email: string; assignedStaffId: number | null },
  staffId: number | null,
  body: string,
  resolve?: { requestId: number; outcome: Exclude<ChangeRequestStatus, "open"> },
): number {
  const now = clock.now();
  const at = now.toISOString();
  const bookingId = booking.id;
  const message = tx
    .insert(conversationMessages)
    .values({ bookingId, author: "staff", staffId, body, createdAt: at })
    .returning({ id: conversationMessages.id })
    .get();
  if (resolve) {
    tx.update(changeRequests)
      .set({ status: resolve.outcome, replyMessageId: message.id, resolvedBy: staffId, resolvedAt: at })
      .where(eq(changeRequests.id, resolve.requestId))
      .run();
  }
  tx.update(conversationMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(conversationMessages.bookingId, bookingId),
        eq(conversationMessages.author, "traveller"),
        isNull(conversationMessages.readAt),
      ),
    )
    .run();
  if (resolve) queueResolutionMail(tx, booking, resolve.requestId);
  else queueNotice(tx, "traveller", booking, now);
  return message.id;
}

/** "Mark as read" without answering (a thank-you needs no reply). */
export function markRead(bookingId: number): number {
  return db()
    .update(conversationMessages)
    .set({ readAt: clock.now().toISOString() })
    .where(
      and(
        eq(conversationMessages.bookingId, bookingId),
        eq(conversationMessages.author, "traveller"),
        isNull(conversationMessages.readAt),
      ),
    )
    .run().changes;
}

export type ThreadMessage = {
  id: number;
  author: "traveller" | "staff";
  staffId: number | null;
  body: string;
  createdAt: string;
  readAt: string | null;
  change: {
    id: number;
    mealPosition: number;
    newDate: string | null;
    newTime: string | null;
    newPartySize: number | null;
    status: ChangeRequestStatus;
    resolvedAt: string | null;
  } | null;
};

/** A booking's thread, oldest first, each traveller message with its change request if it is one. */
export function threadOf(bookingId: number, executor: Executor = db()): ThreadMessage[] {
  const rows = executor
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.bookingId, bookingId))
    .orderBy(asc(conversationMessages.id))
    .all();
  const requests = executor.select().from(changeRequests).where(eq(changeRequests.bookingId, bookingId)).all();
  const byMessage = new Map(requests.map((request) => [request.messageId, request]));
  return rows.map((row) => {
    const request = byMessage.get(row.id);
    return {
      id: row.id,
      author: row.author,
      staffId: row.staffId,
      body: row.body,
      createdAt: row.createdAt,
      readAt: row.readAt,
      change: request
        ? {
            id: request.id,
            mealPosition: request.mealPosition,
            newDate: request.newDate,
            newTime: request.newTime,
            newPartySize: request.newPartySize,
            status: request.status,
            resolvedAt: request.resolvedAt,
          }
        : null,
    };
  });
}

/**
 * Erasure of the booking's conversation with its personal data (services/privacy): every message
 * and request, and the stored copies of the emails that carried them (the outbox records hold no body).
 */
export function eraseConversation(executor: Executor, bookingId: number): number {
  executor
    .delete(mailMessages)
    .where(
      and(
        eq(mailMessages.bookingId, bookingId),
        inArray(mailMessages.type, [
          "conversation_to_traveller",
          "conversation_to_staff",
          "change_request_to_staff",
          "change_request_resolved",
        ]),
      ),
    )
    .run();
  executor.delete(changeRequests).where(eq(changeRequests.bookingId, bookingId)).run();
  return executor.delete(conversationMessages).where(eq(conversationMessages.bookingId, bookingId)).run().changes;
}
