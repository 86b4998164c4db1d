import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailMessages, outbox } from "~/db/schema";
import { invite, linkHolder, requestPasswordReset } from "~/features/staff/staff-accounts.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { uniqueEmail } from "../support/factories";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { firstOwner, lastLinkToken } from "../support/staff-services";

/**
 * The outbox's `staff_mail` delivery in this process, against a real SMTP server on loopback:
 * only the person's current link goes out, and once sent neither the token nor the sealed
 * token rests anywhere in the database.
 */

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  // Set before the configuration is first read.
  process.env.SMTP_URL = smtp.url;
  testDb();
});
afterAll(() => smtp.close());

const staffRecords = (staffId: number) =>
  db()
    .select()
    .from(outbox)
    .where(eq(outbox.type, "staff_mail"))
    .all()
    .filter((row) => (row.payload as { staffId: number }).staffId === staffId);

function everythingStored(): string {
  const sqlite = db().$client;
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
  return tables
    .flatMap((table) => sqlite.prepare(`select * from "${table}"`).all() as Array<Record<string, unknown>>)
    .flatMap((row) => Object.values(row).map(String))
    .join("\n");
}

describe("a team member's link by mail", () => {
  it("goes out once, only the newest link: a replaced one is dropped quietly, and no token is kept", async () => {
    const owner = await firstOwner();
    const email = uniqueEmail("twice");
    const first = invite(owner, { name: "Inés Twice", email, role: "owner", language: "fr" });
    if (!first.ok) throw new Error("not invited");
    const firstToken = lastLinkToken(first.staffId);
    // Invited again before the first mail went: the first link no longer works, so it is not sent.
    invite(owner, { name: "Inés Twice", email, role: "owner", language: "fr" });
    const token = lastLinkToken(first.staffId);
    await deliverDue();

    const [dropped, sent] = staffRecords(first.staffId);
    expect(dropped).toMatchObject({ deliveredAt: null, failedAt: null });
    expect(dropped.cancelledAt).toBeTruthy();
    expect(sent.deliveredAt).toBeTruthy();
    const mails = smtp.arrived.filter((m) => m.envelopeTo.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0].mail.subject).toContain("vous invite sur Sobremesa");
    expect(mails[0].mail.text).toContain("propriétaire");
    expect(mails[0].mail.text).toContain(`/admin/welcome?token=${token}`);

    // The token in clear nowhere; the sent record keeps not even the sealed one. (The dropped
    // record keeps its sealed token, which opens nothing: its hash is no longer the person's.)
    const stored = everythingStored();
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(firstToken);
    expect(sent.payload).not.toHaveProperty("sealedToken");
    expect(linkHolder(firstToken, "staff_invitation")).toBeNull();
    // The sent copy, for the mail viewer, says a private link was there.
    const copy = db().select().from(mailMessages).where(eq(mailMessages.toAddress, email)).get()!;
    expect(copy).toMatchObject({ type: "staff_invitation", status: "sent" });
    expect(copy.text).toContain("[private link]");
  });

  it("a reset asked for an unknown or deactivated address mails nobody", async () => {
    const before = smtp.arrived.length;
    requestPasswordReset(uniqueEmail("nobody"));
    await deliverDue();
    expect(smtp.arrived.length).toBe(before);
  });
});
