import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { invoiceRecords } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { sha256Hex } from "~/features/invoices/issue-invoice.server";
import { recordSubmitter, unsubmittedRecords } from "~/features/invoices/record-submission.server";
import { registrationHashInput } from "~/features/invoices/verifactu";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

/** `npm run invoices:verify` on a copy of the database: the whole chain verifies, a tampered record is named. */

const root = join(import.meta.dirname, "../..");

function verify(databasePath: string) {
  const run = spawnSync(process.execPath, [join(root, "scripts/invoices-verify.mjs")], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A consistent copy of the test's database, as an operator would take one. */
async function copyOfDatabase(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "sobremesa-invoices-")), "copy.db");
  await db().$client.backup(path);
  return path;
}

beforeAll(async () => {
  testDb();
  for (let i = 0; i < 4; i++) {
    const booking = seedBooking(db(), { reservations: 6 });
    setCheckoutSession(booking.id, `cs_test_local_verify${i}`);
    payLocalCheckout(findBookingByReference(booking.reference)!);
    if (i === 1) await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 1500 });
  }
});

describe("npm run invoices:verify", () => {
  it("finds the whole chain sound", async () => {
    const result = verify(await copyOfDatabase());
    expect(result.err).toBe("");
    expect(result.out).toContain("5 invoice record(s) verified: the chain is whole.");
    expect(result.code).toBe(0);
  });

  it("names the first record tampered with in a copy (its triggers dropped first), and exits non-zero", async () => {
    const copy = await copyOfDatabase();
    const records = db().select().from(invoiceRecords).orderBy(invoiceRecords.id).all();
    const target = records[2];
    const tampered = new Database(copy);
    tampered.exec("DROP TRIGGER invoice_records_no_update");
    tampered.prepare("UPDATE invoice_records SET amount_total = '5.70' WHERE id = ?").run(target.id);
    tampered.close();
    const result = verify(copy);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Broken link at record ${target.id} (invoice ${target.seriesNumber})`);
  });

  it("names a record whose invoice was altered; a record re-hashed by a forger breaks the link after it", async () => {
    const copy = await copyOfDatabase();
    const records = db().select().from(invoiceRecords).orderBy(invoiceRecords.id).all();
    const tampered = new Database(copy);
    tampered.exec("DROP TRIGGER invoices_no_update; DROP TRIGGER invoice_records_no_update");
    tampered.prepare("UPDATE invoices SET total_cents = 100 WHERE id = ?").run(records[1].invoiceId);
    tampered.close();
    expect(verify(copy).err).toContain(`Broken link at record ${records[1].id} (invoice ${records[1].seriesNumber})`);

    // A forger who alters a record and recomputes its own hash still breaks the link after it.
    const rehashed = await copyOfDatabase();
    const forger = new Database(rehashed);
    forger.exec("DROP TRIGGER invoices_no_update; DROP TRIGGER invoice_records_no_update");
    const first = records[0];
    const forged = { ...first, amountTotal: "5.70", taxTotal: "0.99" };
    forger.prepare("UPDATE invoices SET total_cents = 570, tax_cents = 99 WHERE id = ?").run(first.invoiceId);
    forger
      .prepare("UPDATE invoice_records SET amount_total = ?, tax_total = ?, hash = ? WHERE id = ?")
      .run(forged.amountTotal, forged.taxTotal, sha256Hex(registrationHashInput(forged)), first.id);
    forger.close();
    const result = verify(rehashed);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Broken link at record ${records[1].id} (invoice ${records[1].seriesNumber})`);
    expect(result.err).toContain("its previous hash is not the previous record's hash");
  });
});

describe("the records' submission", () => {
  it("is kept, not sent, by the embedded default, and every record is listed as not submitted", async () => {
    const submitter = recordSubmitter();
    expect(submitter?.name).toBe("keep-only");
    const pending = unsubmittedRecords();
    expect(pending).toHaveLength(5);
    expect(pending.map((row) => row.typeCode)).toEqual(["F2", "F2", "R5", "F2", "F2"]);
    expect(pending[2]).toMatchObject({
      invoiceNumber: expect.stringMatching(/^R\d{4}-000001$/),
      amountTotal: "-15.00",
    });
    const [first] = db().select().from(invoiceRecords).orderBy(invoiceRecords.id).limit(1).all();
    expect(await submitter!.submit(first)).toMatchObject({ status: "not_submitted" });
    expect(unsubmittedRecords()).toHaveLength(5);
  });
});
