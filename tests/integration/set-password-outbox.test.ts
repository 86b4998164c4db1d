import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { creators, outbox } from "~/db/schema";
import { apply, approveCreator, setPasswordLink } from "~/features/creators/creators.server";
import { deliverDue, retry } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { tokenOf, uniqueEmail } from "../support/factories";
import { freePort } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";

/**
 * The set-password link reaches the team's automation, yet no usable link rests in the
 * database: before delivery the record holds the token sealed, after delivery not at all.
 * Against a real webhook target on loopback and this file's own SQLite database.
 */

let target: Server;
let smtp: TestSmtp;
let status = 200;
const received: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const port = await freePort();
  target = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.writeHead(status).end("{}");
    });
  });
  await new Promise<void>((done) => target.listen(port, "127.0.0.1", done));
  // Set before the configuration is first read.
  process.env.CREATOR_WEBHOOK_URL = `http://127.0.0.1:${port}/hooks/creator`;
  // With a mail server, as in production: the mailed link is kept only as "[private link]".
  // (On the embedded default the stored copy of the mail keeps it, for the admin's viewer.)
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  testDb();
});
afterAll(async () => {
  await smtp.close();
  await new Promise((done) => target.close(done));
});

/** Every text and blob value in every table of the database, as one string. */
function everythingStored(): string {
  const sqlite = db().$client;
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
  return tables
    .flatMap((table) => sqlite.prepare(`select * from "${table}"`).all() as Array<Record<string, unknown>>)
    .flatMap((row) => Object.values(row))
    .map((value) => (Buffer.isBuffer(value) ? value.toString("latin1") : String(value)))
    .join("\n");
}

function approvedApplicant() {
  const email = uniqueEmail("link");
  apply({ name: "Marta Link", email, city: "Madrid", instagram: "@marta.link" });
  const { id } = db().select({ id: creators.id }).from(creators).where(eq(creators.email, email)).get()!;
  const { setPasswordUrl } = approveCreator(id);
  const record = db().select().from(outbox).where(eq(outbox.type, "creator_approved")).all().at(-1)!;
  return { email, setPasswordUrl, token: tokenOf(setPasswordUrl), record };
}

const recordOf = (id: number) => db().select().from(outbox).where(eq(outbox.id, id)).get()!;

describe("the set-password link in the outbox", () => {
  it("is delivered to the automation, working, and afterwards no set-password token is anywhere in the database", async () => {
    const { email, setPasswordUrl, token, record } = approvedApplicant();
    expect(everythingStored()).not.toContain(token);

    await deliverDue();
    const delivered = received.find((body) => body.email === email && "setPasswordUrl" in body);
    expect(delivered).toEqual({
      type: "creator_approved",
      name: "Marta Link",
      email,
      setPasswordUrl,
      approvedAt: expect.any(String),
    });
    expect(setPasswordLink(token)).toEqual({ name: "Marta Link", email });

    expect(recordOf(record.id).deliveredAt).toBeTruthy();
    const stored = everythingStored();
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(String((record.payload as { sealedToken: string }).sealedToken));
    expect(recordOf(record.id).payload).toEqual({
      type: "creator_approved",
      name: "Marta Link",
      email,
      approvedAt: expect.any(String),
    });
  });

  it("keeps it sealed, never in clear, through failed attempts, and delivers it on retry", async () => {
    const { email, setPasswordUrl, token, record } = approvedApplicant();
    status = 503;
    await deliverDue();
    status = 200;
    expect(recordOf(record.id)).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(everythingStored()).not.toContain(token);

    db().update(outbox).set({ failedAt: new Date().toISOString() }).where(eq(outbox.id, record.id)).run();
    expect(retry(record.id)).toBe(true);
    await deliverDue();
    // The refused attempt and the retry both carried the working link.
    const approvals = received.filter((body) => body.email === email && "setPasswordUrl" in body);
    expect(approvals.map((body) => body.setPasswordUrl)).toEqual([setPasswordUrl, setPasswordUrl]);
    expect(everythingStored()).not.toContain(token);
  });
});
