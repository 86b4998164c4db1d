import type { Executor } from "~/db/client.server";
import type { MailType } from "~/domain/mail-types";
import { type Composed, type MailCarrier, type MailKind, PermanentMailError } from "./mail-kind.server";
import { MAIL_KINDS } from "./mail-kinds.server";

/**
 * Turns a queued record into a message, from the database as it is now (the booking's current
 * email, the meals as last saved), through the kind its feature registered (mail-kind.server.ts
 * says what a kind declares). Runs inside a write transaction: a kind mints its private links
 * there, and only there.
 */

const KINDS = new Map<MailType, MailKind>(MAIL_KINDS.map((kind) => [kind.type, kind]));

/** The kind of a message, which only the outbox record type that carries it may ask for. */
export function mailKindOf(type: MailType, carrier: MailCarrier): MailKind {
  const kind = KINDS.get(type);
  if (kind?.carrier !== carrier) throw new PermanentMailError(`A ${type} message is not sent from a ${carrier} record`);
  return kind;
}

export function composeMail(executor: Executor, carrier: MailCarrier, type: MailType, payload: unknown): Composed {
  return mailKindOf(type, carrier).compose(executor, payload);
}
