import nodemailer, { type Transporter } from "nodemailer";
import { env, parseMailbox } from "~/env.server";

/**
 * How mail leaves the app: nodemailer over SMTP to SMTP_URL. On the embedded default (no
 * SMTP_URL, which production refuses) there is no transport at all: messages are stored in
 * `mail_messages` for the admin's viewer and never sent.
 */

/** A recipient as nodemailer's address object: it sends to `address` as given, never parsing a name out of it. */
type Recipient = { name: string; address: string };

type OutgoingMail = {
  to: Recipient;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

export type MailTransport = { send: (mail: OutgoingMail) => Promise<{ messageId: string }> };

let cached: { transport: MailTransport; close: () => void } | null | undefined;

/** The SMTP transport, created on first use; null on the embedded default. */
export function mailTransport(): MailTransport | null {
  if (cached !== undefined) return cached?.transport ?? null;
  const config = env();
  if (!config.SMTP_URL) {
    cached = null;
    return null;
  }
  const from = parseMailbox(config.MAIL_FROM) ?? { name: "Sobremesa", address: config.SUPPORT_EMAIL };
  const transporter: Transporter = nodemailer.createTransport(
    {
      url: config.SMTP_URL,
      // A dead or stalled server fails the attempt quickly; the outbox retries it later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from, replyTo: config.SUPPORT_EMAIL },
  );
  cached = {
    transport: {
      async send(mail) {
        const info = await transporter.sendMail(mail);
        return { messageId: String(info.messageId ?? "") };
      },
    },
    close: () => transporter.close(),
  };
  return cached.transport;
}

/** Whether mail is sent (SMTP_URL set) or only stored. */
export const sendsMail = () => Boolean(env().SMTP_URL);

/** Closes the SMTP connection at shutdown (and lets tests change the configuration). */
export function closeMailTransport(): void {
  cached?.close();
  cached = undefined;
}
