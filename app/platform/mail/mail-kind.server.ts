import type { ReactElement } from "react";
import type { Executor } from "~/db/client.server";
import type { OutboxType } from "~/db/schema";
import { MAIL_TYPES, type MailType } from "~/domain/mail-types";
import { PermanentDeliveryError } from "~/platform/outbox/outbox.server";

/**
 * What a feature declares for each kind of email it sends (a `MailKind`), and what composing one
 * gives the delivery (`Composed`). Each feature lists its kinds in its `mail/<feature>-mails.server.tsx`;
 * mail-kinds.server.ts gathers the lists, and the composer (compose.server.ts) finds a record's
 * kind there. The platform itself knows no kind: adding one touches its feature and MAIL_TYPES.
 */

/** What the outbox record of a traveller's or a creator's mail carries (see mail-queue.server.ts). */
export type MailPayload = {
  mail: MailType;
  to: string;
  bookingId?: number;
  creatorId?: number;
  data?: Record<string, unknown>;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** A record that can never be sent as it stands (its booking or creator is gone): failed at once, not retried. */
export class PermanentMailError extends PermanentDeliveryError {}

export type Composed =
  | {
      send: true;
      type: MailType;
      /** A bare address (delivery refuses anything else). */
      to: string;
      /** The recipient's name, for the To header (nodemailer encodes it). */
      toName?: string;
      subject: string;
      element: ReactElement;
      /** The private links in the message (and their tokens), never to be stored in clear. */
      secrets: string[];
      bookingId?: number;
      creatorId?: number;
      attachments?: MailAttachment[];
      /** Once sent, the record and the kept copy hold no address (the erasure's own confirmation). */
      forgetRecipient?: boolean;
    }
  /** The message no longer applies (the reminder after the preferences came, a replaced link). */
  | { send: false; reason: string };

/** The outbox record types that carry a message: a traveller's or creator's, a team member's link, a conversation's news. */
export type MailCarrier = Extract<OutboxType, "mail" | "staff_mail" | "conversation_mail">;

/** Reads a `mail` record: a known message type and a recipient, or it can never be sent. */
export function readMailPayload(payload: unknown): MailPayload {
  const record = payload as Partial<MailPayload> | null;
  if (!record || !MAIL_TYPES.includes(record.mail as MailType) || typeof record.to !== "string") {
    throw new PermanentMailError("Not a mail record: no known message type or recipient");
  }
  return record as MailPayload;
}

/** What a kind's loading answers when its message no longer applies: nothing is sent, and the record says why. */
export class NotSent {
  constructor(readonly reason: string) {}
}

/** Who receives a message, and whose it is in the copies the mail viewer lists. */
export type MailRecipient = { to: string; name?: string; bookingId?: number; creatorId?: number };

/**
 * One kind of email as its feature declares it. `Payload` is its outbox record's payload as read, `Facts`
 * what its loading found; the other parts are read from those facts.
 */
type MailKindSpec<Payload, Facts> = {
  type: MailType;
  /** The outbox record type that carries it, and how that record's payload is read. */
  carrier: MailCarrier;
  read: (payload: unknown) => Payload;
  /**
   * Work that must be awaited, done before composing (the invoice PDFs a message attaches):
   * composing runs inside a write transaction, where nothing may be awaited.
   */
  prepare?: (record: Payload) => Promise<void>;
  /**
   * The rows the message is drawn from, as they are now, inside the write transaction (a private
   * link is minted here). A message that no longer applies answers NotSent; one that never can be
   * sent throws PermanentMailError.
   */
  load: (executor: Executor, record: Payload) => Facts | NotSent;
  recipient: (facts: Facts) => MailRecipient;
  subject: (facts: Facts) => string;
  /** The template, filled in. */
  render: (facts: Facts) => ReactElement;
  attachments?: (executor: Executor, facts: Facts) => MailAttachment[];
  /** The private links in the message, and their tokens: the copy kept once it is sent holds none. */
  secrets: (facts: Facts) => string[];
  /** Whether the record and the copy kept once it is sent forget the address it went to. */
  forgetRecipient?: boolean;
};

/** A kind as the registry holds it: what it reads and loads stays its own. */
export type MailKind = {
  readonly type: MailType;
  readonly carrier: MailCarrier;
  prepare: (payload: unknown) => Promise<void>;
  compose: (executor: Executor, payload: unknown) => Composed;
};

export function defineMailKind<Payload, Facts>(spec: MailKindSpec<Payload, Facts>): MailKind {
  return {
    type: spec.type,
    carrier: spec.carrier,
    prepare: async (payload) => {
      await spec.prepare?.(spec.read(payload));
    },
    compose: (executor, payload) => {
      const facts = spec.load(executor, spec.read(payload));
      if (facts instanceof NotSent) return { send: false, reason: facts.reason };
      const recipient = spec.recipient(facts);
      return {
        send: true,
        type: spec.type,
        to: recipient.to,
        toName: recipient.name,
        subject: spec.subject(facts),
        element: spec.render(facts),
        secrets: spec.secrets(facts),
        bookingId: recipient.bookingId,
        creatorId: recipient.creatorId,
        attachments: spec.attachments?.(executor, facts),
        forgetRecipient: spec.forgetRecipient,
      };
    },
  };
}
