import { render } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { type Tx, writeTransaction } from "~/db/client.server";
import { mailMessages, type OutboxRecord } from "~/db/schema";
import { isBareEmail } from "~/domain/email";
import { loadAllLanguages } from "~/i18n/i18n.server";
import { mailKindOf } from "./compose.server";
import { type Composed, PermanentMailError, readMailPayload } from "./mail-kind.server";
import { mailTransport } from "./transport.server";

/**
 * Delivery of the outbox's `mail` records, called by the outbox worker: compose from fresh
 * rows, render to HTML and its plain-text twin, send over SMTP (or, on the embedded default,
 * only store), and hand back what to write when the outbox marks the record delivered. An
 * SMTP failure throws, so the outbox's retries and backoff apply; a record that can never be
 * sent throws PermanentMailError (see mail-kind.server.ts).
 */

/** Mail servers commonly refuse larger messages; an itinerary PDF is a few dozen kB. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What replaces a private link in a copy kept after the real message was sent. */
const PRIVATE_LINK = "[private link]";

/** What a kind that forgets its recipient keeps instead of the address, once the message is out. */
const ADDRESS_FORGOTTEN = "[address erased]";

export type MailDelivery =
  | {
      delivered: true;
      /** The record's payload as kept from now on (an approval loses its sealed token). */
      payload: unknown;
      /** Writes the copy of the message, in the transaction that marks the record delivered. */
      keep: (tx: Tx, outboxId: number) => void;
    }
  | { delivered: false; reason: string };

/**
 * The plain-text twin, converted as react-email's `toPlainText` converts (its selectors, no
 * wrapping) and with headings kept as written (the converter upper-cases them by default).
 * Compiled once: `toPlainText` compiles its selectors again for every message, which cost six
 * times the conversion itself (0.5 ms a message). A test keeps the two outputs equal.
 */
export const toPlainText = compile({
  wordwrap: false,
  selectors: [
    { selector: "img", format: "skip" },
    { selector: "[data-skip-in-text=true]", format: "skip" },
    { selector: "a", options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
    ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

/** The message with every private link (and its bare token) replaced: no usable link is stored. */
function withoutSecrets<T extends { html: string; text: string; subject: string }>(message: T, secrets: string[]): T {
  // The longest first, so a link is replaced whole before its token alone is looked for.
  const ordered = [...secrets].sort((a, b) => b.length - a.length);
  const scrub = (value: string) => ordered.reduce((out, secret) => out.replaceAll(secret, PRIVATE_LINK), value);
  return { ...message, html: scrub(message.html), text: scrub(message.text), subject: scrub(message.subject) };
}

export async function deliverMail(record: OutboxRecord): Promise<MailDelivery> {
  const payload = readMailPayload(record.payload);
  const kind = mailKindOf(payload.mail, "mail");
  const { sealedToken: _used, ...data } = payload.data ?? {};
  // What the kind must await comes first (a message's invoice PDFs, rendered once and stored):
  // composing runs in a write transaction, where nothing may be awaited (decision 0035).
  await kind.prepare(payload);
  return sendComposed((tx) => kind.compose(tx, payload), { ...(record.payload as object), data });
}

/**
 * Composes, renders, sends (or stores) and keeps one message: the one mail path of every kind
 * of record (the travellers' and creators' `mail`, the team's `staff_mail`). `keptPayload` is
 * the record as kept once delivered, without the sealed token it carried.
 */
export async function sendComposed(compose: (tx: Tx) => Composed, keptPayload: unknown): Promise<MailDelivery> {
  // Composing runs inside a write transaction, where nothing may be awaited: the catalogs load first.
  await loadAllLanguages();
  const composed = writeTransaction(compose);
  if (!composed.send) return { delivered: false, reason: composed.reason };
  const rendered = { subject: composed.subject, ...(await renderMail(composed.element)) };
  const transport = mailTransport();
  const attachments = composed.attachments ?? [];
  const tooLarge = attachments.find((file) => file.content.length > MAX_ATTACHMENT_BYTES);
  if (tooLarge) throw new PermanentMailError(`${tooLarge.filename} is over 10 MB: not sent`);
  // A bare address only, handed over as an address object: a string would be parsed by the mail
  // library, and an address stored before the rule (`x<attacker@evil.example>`) would go to the
  // address inside the brackets. Such a record can never be sent as it stands.
  if (!isBareEmail(composed.to)) throw new PermanentMailError("The recipient is not a bare email address: not sent");
  const to = { name: composed.toName ?? "", address: composed.to };
  const sent = transport ? await transport.send({ to, ...rendered, attachments }) : null;
  // Sent: the copy is a record, and keeps no usable link. Stored: the copy is the message
  // itself, shown to admins on /admin/mail, so its links must work there.
  const copy = sent ? withoutSecrets(rendered, composed.secrets) : rendered;
  const forget = composed.forgetRecipient === true;
  return {
    delivered: true,
    payload: forget ? { ...(keptPayload as object), to: ADDRESS_FORGOTTEN } : keptPayload,
    keep: (tx, outboxId) => {
      tx.insert(mailMessages)
        .values({
          outboxId,
          bookingId: composed.bookingId ?? null,
          creatorId: composed.creatorId ?? null,
          type: composed.type,
          toAddress: forget ? ADDRESS_FORGOTTEN : composed.to,
          subject: copy.subject,
          html: copy.html,
          text: copy.text,
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            size: content.length,
          })),
          status: sent ? "sent" : "stored",
          messageId: sent?.messageId || null,
        })
        .run();
    },
  };
}
