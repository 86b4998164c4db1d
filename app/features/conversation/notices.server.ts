import { and, desc, eq, gte, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { outbox, staff } from "~/db/schema";
import { nextNoticeAt } from "~/features/conversation/conversation";
import { queueMail } from "~/platform/mail/mail-queue.server";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * The emails that announce new messages (decision 0038): at most one per recipient per booking
 * in any 10 minutes, each carrying every message of the other side since the last one. Kept in
 * the outbox: a recipient's next email is a record with a due time and a unique key
 * (`conversation:<booking>:<recipient>:<due>`), so a replayed enqueue adds nothing and a replayed
 * delivery sends nothing twice (the outbox's own guarantees). While a record is waiting, new
 * messages join it rather than queue another.
 *
 * Recipients: a traveller's messages go to the booking's concierge, or, while nobody has taken
 * it, to every active concierge and owner (the team has no shifts to choose from); the team's
 * messages go to the traveller.
 */

/** Whose messages an email announces: the traveller's go to the team, the team's to the traveller. */
export type NoticeFor = "staff" | "traveller";
/** Who receives it: the traveller, or one team member by id. */
export type Recipient = "traveller" | number;

export type NoticePayload = {
  bookingId: number;
  recipient: Recipient;
  /** Messages after this instant are announced (null: from the first). */
  after: string | null;
  /** Set once sent: the instant up to which it announced messages. */
  until?: string;
};

const prefix = (bookingId: number, recipient: Recipient) =>
  `conversation:${bookingId}:${recipient === "traveller" ? "traveller" : `staff-${recipient}`}:`;

/** Who hears of a new message from that side: the booking's concierge, else the whole team on duty. */
function recipientsOf(executor: Executor, side: NoticeFor, assigned: number | null): Recipient[] {
  if (side === "traveller") return ["traveller"];
  if (assigned) {
    const person = executor.select({ status: staff.status }).from(staff).where(eq(staff.id, assigned)).get();
    if (person?.status === "active") return [assigned];
  }
  return executor
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.status, "active"), inArray(staff.role, ["concierge", "owner"])))
    .all()
    .map((row) => row.id);
}

/**
 * Queues (or joins) the next email to each recipient of a new message; call it in the message's
 * transaction, with the booking as that transaction read it.
 */
export function queueNotice(
  executor: Executor,
  side: NoticeFor,
  booking: { id: number; assignedStaffId: number | null },
  now: Date,
): void {
  for (const recipient of recipientsOf(executor, side, booking.assignedStaffId)) {
    queueFor(executor, booking.id, recipient, now);
  }
}

export function queueFor(executor: Executor, bookingId: number, recipient: Recipient, now: Date): void {
  const key = prefix(bookingId, recipient);
  // A range of the unique key's index, not a LIKE, which would scan the whole outbox.
  const mine = and(gte(outbox.dedupeKey, key), lt(outbox.dedupeKey, `${key}\uffff`));
  const waiting = executor
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(mine, isNull(outbox.deliveredAt), isNull(outbox.failedAt), isNull(outbox.cancelledAt)))
    .limit(1)
    .get();
  // The waiting email will carry this message too (it reads the thread when it is sent).
  if (waiting) return;
  const last = executor
    .select({ deliveredAt: outbox.deliveredAt, payload: outbox.payload })
    .from(outbox)
    .where(and(mine, isNotNull(outbox.deliveredAt)))
    .orderBy(desc(outbox.deliveredAt))
    .limit(1)
    .get();
  const due = nextNoticeAt(last?.deliveredAt ?? null, now);
  const payload: NoticePayload = {
    bookingId,
    recipient,
    after: (last?.payload as NoticePayload | undefined)?.until ?? null,
  };
  enqueue(executor, "conversation_mail", payload, bookingId, {
    dedupeKey: `${key}${due.toISOString()}`,
    notBefore: due,
  });
}

/**
 * Who hears of a change request: the booking's concierge while active; else every active
 * concierge (the team has no shifts to choose from); a team of owners only hears through them.
 */
function changeRecipients(executor: Executor, assignedStaffId: number | null): { id: number; email: string }[] {
  const active = executor
    .select({ id: staff.id, email: staff.email, role: staff.role })
    .from(staff)
    .where(eq(staff.status, "active"))
    .all();
  const assigned = active.find((person) => person.id === assignedStaffId);
  if (assigned) return [{ id: assigned.id, email: assigned.email }];
  const concierges = active.filter((person) => person.role === "concierge");
  return (concierges.length > 0 ? concierges : active).map(({ id, email }) => ({ id, email }));
}

/** Queues the change request's email to each recipient, due at once; call it in the request's transaction. */
export function queueChangeRequestMails(
  executor: Executor,
  booking: { id: number; assignedStaffId: number | null },
  requestId: number,
): void {
  for (const person of changeRecipients(executor, booking.assignedStaffId)) {
    queueMail(executor, {
      type: "change_request_to_staff",
      to: person.email,
      bookingId: booking.id,
      data: { requestId, staffId: person.id },
      occurrence: `${requestId}:staff-${person.id}`,
    });
  }
}

/** Queues the one email that tells the traveller how their request was resolved, with the reply. */
export function queueResolutionMail(executor: Executor, booking: { id: number; email: string }, requestId: number) {
  queueMail(executor, {
    type: "change_request_resolved",
    to: booking.email,
    bookingId: booking.id,
    data: { requestId },
    occurrence: String(requestId),
  });
}
