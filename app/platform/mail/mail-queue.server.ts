import type { Executor } from "~/db/client.server";
import type { MailType } from "~/domain/mail-types";
import { cancelQueued, enqueue } from "~/platform/outbox/outbox.server";

/** Whom a message concerns: a booking's traveller or a creator. */
export type MailSubject = { bookingId: number; creatorId?: undefined } | { creatorId: number; bookingId?: undefined };

export type QueuedMail = MailSubject & {
  type: MailType;
  /** The recipient's address. */
  to: string;
  /** Not sent before this moment (the preferences reminder). */
  sendAfter?: Date;
  /**
   * Whatever the message needs that cannot be read from the database when it is sent. Never
   * a private link in clear: trip links are minted when the message is rendered, and a
   * set-password token travels sealed.
   */
  data?: Record<string, unknown>;
  /**
   * Set only for a message that may rightly go out again (the trip link asked for again):
   * it tells this sending apart from the earlier ones. Every other message goes out once.
   */
  occurrence?: string;
};

/** The one key per (message, booking) or (message, creator): a message goes out once. */
function mailKey(type: MailType, subject: MailSubject): string {
  return subject.bookingId !== undefined
    ? `mail:${type}:booking:${subject.bookingId}`
    : `mail:${type}:creator:${subject.creatorId}`;
}

/**
 * Queues an email through the outbox, inside the caller's transaction, so a request never
 * waits for mail nor fails because of it. Returns false when this message was already queued
 * for the same booking or creator (a Stripe retry, a repeated transition): nothing is added.
 */
export function queueMail(executor: Executor, mail: QueuedMail): boolean {
  const { type, to, bookingId, creatorId, sendAfter, data, occurrence } = mail;
  const subject = (bookingId !== undefined ? { bookingId } : { creatorId }) as MailSubject;
  const id = enqueue(executor, "mail", { mail: type, to, bookingId, creatorId, data: data ?? {} }, bookingId, {
    dedupeKey: occurrence ? `${mailKey(type, subject)}:${occurrence}` : mailKey(type, subject),
    notBefore: sendAfter,
  });
  return id !== null;
}

/** Withdraws a message not yet sent (the reminder, once the preferences arrived). */
export function cancelMail(executor: Executor, type: MailType, subject: MailSubject): boolean {
  return cancelQueued(executor, mailKey(type, subject));
}
