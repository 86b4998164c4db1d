import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { createPdfPool, type PdfPool } from "~/platform/pdf/pdf-pool.server";
import { testDb } from "../support/db";
import { eventually } from "../support/eventually";
import { seedBooking, uniqueEmail } from "../support/factories";

/**
 * The PDF worker's pool (decisions 0037, 0043) over the built worker file: its thread ends once
 * the pool has been idle (so an idle serving process holds no PDF library), and a PDF asked for
 * afterwards starts a new thread and still comes out whole, its text read back with pdftotext.
 */
const workerFile = resolve(process.env.BUILD_DIR ?? "build", "server/pdf-worker.js");
let pool: PdfPool;

beforeAll(async () => {
  testDb();
  if (!existsSync(workerFile))
    throw new Error(`no built PDF worker at ${workerFile}: run \`npm run build:test\` first`);
  pool = await createPdfPool(workerFile, { idleMs: 300 });
});
afterAll(() => pool?.close());

const dir = mkdtempSync(join(tmpdir(), "pdf-pool-"));
let files = 0;
function pdfText(pdf: Buffer): string {
  const path = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

function paidInvoice() {
  const seeded = seedBooking(db(), { cityName: "Madrid", reservations: 6, email: uniqueEmail("pdf-pool") });
  setCheckoutSession(seeded.id, `cs_test_local_pdfpool${Date.now()}`);
  payLocalCheckout(findBookingByReference(seeded.reference)!);
  return db().select().from(invoices).where(eq(invoices.bookingId, seeded.id)).get()!;
}

const invoiceTask = (invoice: ReturnType<typeof paidInvoice>) =>
  ({ kind: "invoice", invoice, options: { language: "en", corrected: null, mode: "records" } }) as const;

/** Waits until the pool has no thread left, and says how many it has. */
async function idleThreadsGone() {
  await eventually(() => pool.threads() === 0, "a pool with no thread left", { everyMs: 100 });
  return pool.threads();
}

describe("the PDF worker pool", () => {
  it("ends its thread when idle, and a later PDF still renders whole in a new one", async () => {
    const first = paidInvoice();
    const text = pdfText(await pool.render(invoiceTask(first)));
    expect(text).toContain(first.fullNumber);
    expect(await idleThreadsGone()).toBe(0);

    const second = paidInvoice();
    const again = pdfText(await pool.render(invoiceTask(second)));
    expect(again).toContain(second.fullNumber);
  }, 120_000);
});
