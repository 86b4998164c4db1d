import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { verifySelfBilledChain } from "~/features/self-billing/self-billed-chain.server";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import { seedCreatorAccount } from "../support/factories";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.mjs";
import { startInProcess } from "../support/in-process-server";
import { deliverSigned, postTo, sendTo, stripeEnv, twoPayableMeals } from "../support/payouts";
import { seedReadyToBill } from "../support/self-billing";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * A payout's transfer taken back after its self-billed invoice was issued (decisions 0074, 0076,
 * 0079): a built server talking to the fake Stripe through the real SDK, over a real SQLite
 * file. A Spanish professional is paid €12 + VAT − IRPF; Stripe reverses half, then the rest,
 * and tells the webhook; each reversal gets one corrective invoice, negative, in the creator's
 * corrective series, chained, downloadable by the creator and an owner; the quarter's CSVs net it out.
 */

const SECRET = "whsec_correctiveinvoice123";
let stripe: FakeStripe;
let live: RunningServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  live = await startInProcess({
    DATABASE_PATH: process.env.DATABASE_PATH!,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    ...stripeEnv(stripe, SECRET),
  });
});

afterAll(async () => {
  await live?.stop();
  await stripe?.close();
});

const send = async (path: string, init?: RequestInit & { cookie?: string }) =>
  (await sendTo(live, path, init)).response;
const post = async (path: string, fields: Record<string, string>, cookie = "") =>
  (await postTo(live, path, fields, cookie)).response;

const plain = (html: string) => html.replaceAll("<!-- -->", "").replace(/[\u00a0\u202f]/g, " ");
const webhook = () => `${live.url}/api/stripe-webhook`;

/** A Spanish professional (15 % IRPF) signed in, with the agreement accepted and payouts on at the fake Stripe. */
async function spanishCreator() {
  const account = await seedCreatorAccount(db(), { city: "Madrid", password: `pw-${Math.random()}-long-enough` });
  const login = await post("/dashboard", { intent: "login", email: account.email, password: account.password });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sm_creator="))
    ?.split(";")[0];
  if (!cookie) throw new Error("creator not signed in");
  seedReadyToBill(db(), account.id, "es_professional", "es");
  const started = await post("/dashboard/payouts", { intent: "connect-payouts" }, cookie);
  const connected = (await (await fetch(started.headers.get("location")!)).json()) as { id: string };
  expect((await stripe.sendEvent(webhook(), SECRET, "account.updated", connected)).status).toBe(200);
  return { ...account, cookie, accountId: connected.id };
}

const deliver = (body: string) => deliverSigned(webhook(), SECRET, body);

const invoicesOf = (creatorId: number) =>
  db()
    .select()
    .from(selfBilledInvoices)
    .where(eq(selfBilledInvoices.creatorId, creatorId))
    .orderBy(selfBilledInvoices.id)
    .all();

const figures = (row: { baseCents: number; vatCents: number; withholdingCents: number; totalCents: number }) => ({
  baseCents: row.baseCents,
  vatCents: row.vatCents,
  withholdingCents: row.withholdingCents,
  totalCents: row.totalCents,
});

function pdfText(bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), "corrective-")), "invoice.pdf");
  writeFileSync(path, bytes);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const quarterOf = (isoDate: string) => Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1;

/** The quarter file's per-invoice lines (after the blank line) as records. */
async function quarterLines(file: string, isoDate: string, cookie: string) {
  const response = await send(`/admin/tax-reports/${file}?year=${isoDate.slice(0, 4)}&quarter=${quarterOf(isoDate)}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  const rows = parse((await response.text()).replace(/^\uFEFF/, ""), { relax_column_count: true }) as string[][];
  const header = rows.findIndex((row) => row[0] === "Invoice");
  return rows.slice(header + 1).map((row) => Object.fromEntries(rows[header].map((name, i) => [name, row[i]])));
}

describe("a payout reversed after its self-billed invoice", () => {
  it("gets one corrective invoice per reversal, negative, chained, downloadable, and netted in the quarter's files", async () => {
    const creator = await spanishCreator();
    twoPayableMeals(creator.id);
    const owner = staffCookie(db(), (await seedStaff(db(), { role: "owner" })).id);
    expect((await post("/admin/earnings", { intent: "run-payouts" }, owner)).status).toBe(302);
    const [transfer] = [...stripe.transfers.values()].filter((t) => t.destination === creator.accountId);
    // €12 + 21 % VAT − 15 % IRPF.
    expect(transfer.amount).toBe(1272);
    const [invoice] = invoicesOf(creator.id);
    expect(figures(invoice)).toEqual({ baseCents: 1200, vatCents: 252, withholdingCents: 180, totalCents: 1272 });

    // Half the transfer taken back, told once and then again.
    const half = JSON.stringify({
      id: `evt_half_${creator.id}`,
      object: "event",
      type: "transfer.reversed",
      created: Math.floor(Date.now() / 1000),
      data: { object: stripe.reverseTransfer(transfer.id, 636) },
    });
    expect(await (await deliver(half)).json()).toMatchObject({ outcome: "handled" });
    expect(await (await deliver(half)).json()).toMatchObject({ outcome: "duplicate" });
    const restated = await stripe.sendEvent(webhook(), SECRET, "transfer.reversed", stripe.transfers.get(transfer.id));
    expect(await restated.json()).toMatchObject({ outcome: "ignored" });
    let invoices = invoicesOf(creator.id);
    expect(invoices).toHaveLength(2);
    const first = invoices[1];
    expect(first).toMatchObject({
      fullNumber: `AFR-${creator.id}-${first.issueDate.slice(0, 4)}-000001`,
      series: `AFR-${creator.id}-${first.issueDate.slice(0, 4)}`,
      correctsFullNumber: invoice.fullNumber,
      payoutId: invoice.payoutId,
      vatBasisPoints: 2100,
      withholdingBasisPoints: 1500,
      taxStatus: "es_professional",
      sellerTaxId: invoice.sellerTaxId,
      previousHash: invoice.hash,
      reversedThroughCents: 636,
    });
    expect(figures(first)).toEqual({ baseCents: -600, vatCents: -126, withholdingCents: -90, totalCents: -636 });
    expect(first.correctionReason).toContain(`Rectificación de la factura ${invoice.fullNumber}`);
    expect(first.correctionReason).toContain(transfer.id);

    // Then the rest: a second corrective invoice for the other half, and the two add up to the invoice.
    await stripe.sendEvent(webhook(), SECRET, "transfer.reversed", stripe.reverseTransfer(transfer.id));
    invoices = invoicesOf(creator.id);
    expect(invoices).toHaveLength(3);
    const second = invoices[2];
    expect(second.fullNumber).toBe(`AFR-${creator.id}-${second.issueDate.slice(0, 4)}-000002`);
    expect(second).toMatchObject({ correctsFullNumber: invoice.fullNumber, reversedThroughCents: 1272 });
    expect(figures(second)).toEqual({ baseCents: -600, vatCents: -126, withholdingCents: -90, totalCents: -636 });
    expect(verifySelfBilledChain(db().select().from(selfBilledInvoices).all())).toMatchObject({ ok: true });
    // Invoices never change: the triggers refuse it.
    expect(() =>
      db().update(selfBilledInvoices).set({ baseCents: 0 }).where(eq(selfBilledInvoices.id, first.id)).run(),
    ).toThrow(/append-only/);

    // The creator sees and downloads the corrective invoice; an owner downloads it too; another creator gets a 404.
    const dashboard = plain(await (await send("/dashboard", { cookie: creator.cookie })).text());
    expect(dashboard).toContain(`Corrective invoice ${first.fullNumber} (PDF)`);
    const own = await send(`/dashboard/invoices/${first.fullNumber}.pdf`, { cookie: creator.cookie });
    expect(own.status).toBe(200);
    const text = pdfText(Buffer.from(await own.arrayBuffer()));
    expect(text).toContain("Factura rectificativa");
    expect(text).toContain(first.fullNumber);
    expect(text).toContain(`Factura rectificada ${invoice.fullNumber}`);
    expect(text).toContain("-6,36");
    const byOwner = await send(`/admin/self-billed/${second.fullNumber}.pdf`, { cookie: owner });
    expect(byOwner.status).toBe(200);
    expect(byOwner.headers.get("content-type")).toBe("application/pdf");
    const admin = plain(await (await send("/admin/earnings", { cookie: owner })).text());
    expect(admin).toContain(`href="/admin/self-billed/${first.fullNumber}.pdf"`);
    const other = await spanishCreator();
    expect((await send(`/dashboard/invoices/${first.fullNumber}.pdf`, { cookie: other.cookie })).status).toBe(404);

    // The quarter's files list the corrective invoices, negative, and this creator's figures net to zero.
    const numbers = new Set(invoices.map((row) => row.fullNumber));
    const dates = [...new Set(invoices.map((row) => `${row.issueDate.slice(0, 4)}-${quarterOf(row.issueDate)}`))];
    let withheld = 0;
    let vat = 0;
    let base = 0;
    for (const quarter of dates) {
      const date = `${quarter.slice(0, 4)}-${String((Number(quarter.slice(5)) - 1) * 3 + 1).padStart(2, "0")}-01`;
      for (const line of await quarterLines("withholdings.csv", date, owner)) {
        if (!numbers.has(line.Invoice)) continue;
        withheld += Math.round(Number(line["Withholding (EUR)"]) * 100);
        base += Math.round(Number(line["Base (EUR)"]) * 100);
      }
      for (const line of await quarterLines("self-billed-vat.csv", date, owner)) {
        if (numbers.has(line.Invoice)) vat += Math.round(Number(line["VAT charged (EUR)"]) * 100);
      }
    }
    expect({ base, withheld, vat }).toEqual({ base: 0, withheld: 0, vat: 0 });
    const lines = await quarterLines("withholdings.csv", first.issueDate, owner);
    expect(lines.find((line) => line.Invoice === first.fullNumber)).toMatchObject({
      "Base (EUR)": "-6.00",
      "Withholding (EUR)": "-0.90",
    });
  });
});
