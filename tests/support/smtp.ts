import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

const SMTP_USER = "sobremesa-mailer";
export const SMTP_PASSWORD = "smtp-test-password-7f3a9c";

/** One message as it arrived: the envelope the client gave and the parsed message. */
export type Arrived = { envelopeTo: string[]; envelopeFrom: string; mail: ParsedMail };

/**
 * A real SMTP server on loopback for the mail tests, with a user and password (so the
 * client's authentication is tested too) and no TLS. It can be closed and opened again on
 * the same port, to play a mail server that is down and comes back.
 */
export async function startSmtp(port?: number) {
  const arrived: Arrived[] = [];
  const waiters: Array<() => void> = [];
  const chosen = port ?? (await freePort());
  let server: SMTPServer | undefined;

  async function open() {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return done(null, { user: auth.username });
        done(new Error("Invalid username or password"));
      },
      onData(stream, session, done) {
        simpleParser(stream)
          .then((mail) => {
            arrived.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              mail,
            });
            for (const wake of waiters.splice(0)) wake();
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((ready) => server?.listen(chosen, "127.0.0.1", ready));
  }

  async function close() {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    server = undefined;
  }

  /** Waits (up to `ms`) for a message matching the check, and returns it. */
  async function waitFor(check: (message: Arrived) => boolean, ms = 45_000): Promise<Arrived> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = arrived.find(check);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching mail within ${ms} ms; arrived: ${subjects()}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, Math.min(left, 250));
        waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }

  const subjects = () => JSON.stringify(arrived.map((m) => [m.envelopeTo.join(), m.mail.subject]));

  await open();
  return {
    port: chosen,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${chosen}`,
    arrived,
    open,
    close,
    waitFor,
    /** The messages to one address, oldest first. */
    to: (address: string) => arrived.filter((m) => m.envelopeTo.includes(address)),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** The first link in a text that starts with the given URL prefix. */
export function linkIn(text: string, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${escaped}[^\\s"'<>]+`).exec(text)?.[0];
}
