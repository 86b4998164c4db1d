import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sendItinerary } from "~/features/booking/move-booking.server";
import { creatorPayoutAccounts, creatorPayouts, payoutRunLines } from "~/features/earnings/earnings-tables";
import { runPayouts } from "~/features/earnings/payouts.server";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { AGREEMENT_VERSION, agreementText } from "~/features/self-billing/agreement";
import { verifySelfBilledChain } from "~/features/self-billing/self-billed-chain.server";
import {
  selfBilledInvoicePdfs,
  selfBilledInvoices,
  selfBillingAgreements,
} from "~/features/self-billing/self-billing-tables";
import { seedCreatorAccount, seedPaidBooking, seedRecommendation, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import { seedAgreement, seedReadyToBill, seedTaxDetails } from "../support/self-billing";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * Self-billed invoices (decision 0074) through the built request handler in this process, on
 * the test file's own SQLite file, in the local TEST payout mode (no Stripe key: transfers get
 * local ids). The creator accepts the agreement on their dashboard; owners run payouts over
 * HTTP; the payouts, invoices and PDFs are read back from the database and the downloads.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startInProcess({ TRUST_PROXY: "loopback" });
});

afterAll(async () => {
  await server?.stop();
});

let clientCounter = 0;
async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", `198.51.100.${++clientCounter % 250}`);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers });
  return response;
}

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  send(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(fields),
    cookie,
  });

const plain = (html: string) => html.replaceAll("<!-- -->", "").replace(/[\u00a0\u202f]/g, " ");
const page = async (path: string, cookie: string) => plain(await (await send(path, { cookie })).text());

/** A signed-in creator whose local TEST payout account can receive payouts. */
async function creatorSignedIn() {
  const account = await seedCreatorAccount(db(), { city: "Madrid", password: `pw-${Math.random()}-long-enough` });
  const response = await post("/dashboard", { intent: "login", email: account.email, password: account.password });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("sm_creator="))
    ?.split(";")[0];
  if (!cookie) throw new Error("creator not signed in");
  db()
    .insert(creatorPayoutAccounts)
    .values({ creatorId: account.id, stripeAccountId: `acct_test_local_${account.id}`, payoutsEnabled: true })
    .run();
  return { ...account, cookie };
}

/** `meals` completed meals booked from the creator's picks: €6 each payable (the default rate). */
function payableMeals(creatorId: number, meals = 1) {
  for (let meal = 0; meal < meals; meal++) {
    const booking = seedPaidBooking(db(), {
      cityName: "Madrid",
      regionCode: "ES",
      checkIn: "2037-03-09",
      checkOut: "2037-03-11",
      reservations: 1,
      status: "booked",
      assignedCreatorId: creatorId,
    });
    const pick = seedRecommendation(db(), { bookingId: booking.id, creatorId, restaurantName: "Casa Lucio" });
    seedReservation(db(), {
      bookingId: booking.id,
      mealPosition: 1,
      recommendationId: pick.id,
      localDate: "2037-03-10",
      startsAt: "2037-03-10T20:00:00.000Z",
    });
    sendItinerary(booking.id, { actor: "admin" });
  }
  completeFinishedTrips(new Date("2037-03-13T12:00:00Z"));
}

async function owner() {
  return staffCookie(db(), (await seedStaff(db(), { role: "owner" })).id);
}

const runNow = async (cookie: string) =>
  expect((await post("/admin/earnings", { intent: "run-payouts" }, cookie)).status).toBe(302);
const invoicesOf = (creatorId: number) =>
  db().select().from(selfBilledInvoices).where(eq(selfBilledInvoices.creatorId, creatorId)).all();
const payoutsOf = (creatorId: number) =>
  db().select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId)).all();
const lastLine = (creatorId: number) =>
  db().select().from(payoutRunLines).where(eq(payoutRunLines.creatorId, creatorId)).all().at(-1);

const work = mkdtempSync(join(tmpdir(), "self-billed-"));
/** The PDF's text, as pdftotext reads it, spaces collapsed. */
function pdfText(bytes: Buffer, name: string): string {
  const path = join(work, `${name}.pdf`);
  writeFileSync(path, bytes);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("the agreement", () => {
  it("is shown in the creator's language, accepted with a POST, stored with the wording shown, then shown as accepted", async () => {
    const creator = await creatorSignedIn();
    const before = await page("/es/dashboard", creator.cookie);
    expect(before).toContain("Acuerdo de facturación por el destinatario");
    expect(before).toContain("Autorizo a la sociedad que gestiona Sobremesa");
    expect(before).toContain(">Acepto<");

    // Signed out: sent to sign in, nothing stored. A made-up version: 400; an old one: 409.
    expect((await post("/es/dashboard/self-billing", { version: AGREEMENT_VERSION })).status).toBe(302);
    expect((await post("/es/dashboard/self-billing", { version: "<script>" }, creator.cookie)).status).toBe(400);
    const stale = await post("/es/dashboard/self-billing", { version: "2020-01" }, creator.cookie);
    expect(stale.status).toBe(409);
    expect(plain(await stale.text())).toContain("El texto del acuerdo ha cambiado");
    expect(
      db().select().from(selfBillingAgreements).where(eq(selfBillingAgreements.creatorId, creator.id)).all(),
    ).toEqual([]);

    const accepted = await post("/es/dashboard/self-billing", { version: AGREEMENT_VERSION }, creator.cookie);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/es/dashboard#self-billing");
    // Twice: one acceptance.
    await post("/es/dashboard/self-billing", { version: AGREEMENT_VERSION }, creator.cookie);
    const rows = db().select().from(selfBillingAgreements).where(eq(selfBillingAgreements.creatorId, creator.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      version: AGREEMENT_VERSION,
      language: "es",
      wording: agreementText(AGREEMENT_VERSION, "es"),
    });
    expect(Date.now() - Date.parse(rows[0].acceptedAt)).toBeLessThan(60_000);

    const after = await page("/dashboard", creator.cookie);
    expect(after).toMatch(/Accepted on .+ \(version 2026-11\)\./);
    expect(after).not.toContain(">I accept<");
  });
});

describe("the payout run's gate", () => {
  it("carries over a creator without tax details, then without the agreement, with the reason for them and the owner", async () => {
    const creator = await creatorSignedIn();
    payableMeals(creator.id);
    const cookie = await owner();
    await runNow(cookie);
    expect(payoutsOf(creator.id)).toEqual([]);
    expect(lastLine(creator.id)).toMatchObject({
      outcome: "carried_over",
      reason: "tax_details_missing",
      amountCents: 600,
    });
    expect(await page("/dashboard", creator.cookie)).toContain(
      "Your balance is carried over to the next payout: give your tax details to be paid.",
    );
    expect(await page("/admin/earnings", cookie)).toContain("No tax details yet: no invoice can be issued");

    seedTaxDetails(db(), creator.id, "non_eu");
    await runNow(cookie);
    expect(payoutsOf(creator.id)).toEqual([]);
    expect(invoicesOf(creator.id)).toEqual([]);
    expect(lastLine(creator.id)).toMatchObject({ outcome: "carried_over", reason: "agreement_missing" });
    expect(await page("/fr/dashboard", creator.cookie)).toContain(
      "Votre solde est reporté au prochain versement : acceptez l’accord d’autofacturation pour être payé.",
    );
    expect(await page("/admin/earnings", cookie)).toContain("Self-billing agreement not accepted yet");

    seedAgreement(db(), creator.id);
    await runNow(cookie);
    expect(payoutsOf(creator.id)).toMatchObject([{ status: "paid", amountCents: 600 }]);
    expect(invoicesOf(creator.id)).toHaveLength(1);
  });
});

describe("the invoice", () => {
  it("a Spanish professional: base, 21 % VAT, 15 % IRPF withheld; the transfer is the total; one invoice however often it runs", async () => {
    const creator = await creatorSignedIn();
    seedReadyToBill(db(), creator.id, "es_professional", "en");
    payableMeals(creator.id, 3);
    const cookie = await owner();
    await runNow(cookie);
    await runNow(cookie);

    const [payout] = payoutsOf(creator.id);
    expect(payout).toMatchObject({ status: "paid", amountCents: 1908 });
    expect(lastLine(creator.id)).toMatchObject({ outcome: "paid", amountCents: 1908 });
    const invoices = invoicesOf(creator.id);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({
      payoutId: payout.id,
      number: 1,
      baseCents: 1800,
      vatBasisPoints: 2100,
      vatCents: 378,
      withholdingBasisPoints: 1500,
      withholdingCents: 270,
      totalCents: 1908,
      taxStatus: "es_professional",
      sellerName: "Lucía Fernández Ortega",
      sellerTaxId: "12345678Z",
      buyerName: "SAMPLE COMPANY — NOT A REAL INVOICE",
      language: "en",
    });
    expect(invoice.fullNumber).toMatch(new RegExp(`^AF-${creator.id}-\\d{4}-000001$`));

    // The dashboard links it; the creator downloads the stored PDF.
    const dashboard = await page("/dashboard", creator.cookie);
    expect(dashboard).toContain(`href="/dashboard/invoices/${invoice.fullNumber}.pdf"`);
    expect(dashboard).toContain("€19.08");
    const download = await send(`/dashboard/invoices/${invoice.fullNumber}.pdf`, { cookie: creator.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await download.arrayBuffer());
    const stored = db()
      .select()
      .from(selfBilledInvoicePdfs)
      .where(eq(selfBilledInvoicePdfs.invoiceId, invoice.id))
      .all();
    expect(stored).toHaveLength(1);
    expect(Buffer.compare(bytes, Buffer.from(stored[0].pdf))).toBe(0);
    const text = pdfText(bytes, "es-professional");
    expect(text).toContain("Facturación por el destinatario / Self-billing: issued by the recipient");
    expect(text).not.toContain("Inversión del sujeto pasivo");
    expect(text).toContain("Base imponible / Taxable base");
    expect(text).toContain(invoice.fullNumber);
    expect(text).toContain("Lucía Fernández Ortega");
    for (const amount of ["18,00 €", "3,78 €", "-2,70 €", "19,08 €", "21 %", "15 %"]) expect(text).toContain(amount);
  });

  it("an EU business: no VAT, nothing withheld, and the reverse-charge mention in the PDF", async () => {
    const creator = await creatorSignedIn();
    seedReadyToBill(db(), creator.id, "eu_business", "fr");
    payableMeals(creator.id, 2);
    await runNow(await owner());
    const [invoice] = invoicesOf(creator.id);
    expect(invoice).toMatchObject({ baseCents: 1200, vatCents: 0, withholdingCents: 0, totalCents: 1200 });
    expect(invoice.sellerTaxId).toBe("FR40303265045");
    expect(payoutsOf(creator.id)).toMatchObject([{ amountCents: 1200, status: "paid" }]);
    const download = await send(`/dashboard/invoices/${invoice.fullNumber}.pdf`, { cookie: creator.cookie });
    const text = pdfText(Buffer.from(await download.arrayBuffer()), "eu-business");
    expect(text).toContain("Inversión del sujeto pasivo / Autoliquidation : TVA due par le destinataire");
    expect(text).toContain("Facturación por el destinatario / Autofacturation");
    expect(text).toContain("Base imposable");
    expect(text).not.toContain("Retención IRPF");
  });

  it("numbers each creator's series without gaps, and chains every invoice: a changed amount breaks the chain", async () => {
    const first = await creatorSignedIn();
    const second = await creatorSignedIn();
    seedReadyToBill(db(), first.id);
    seedReadyToBill(db(), second.id);
    // Two months for the first creator, one for the second, each run paying what is payable then.
    payableMeals(first.id);
    payableMeals(second.id);
    await runPayouts("test", new Date("2037-04-05T10:00:00Z"));
    payableMeals(first.id);
    await runPayouts("test", new Date("2037-05-05T10:00:00Z"));

    const numbers = (creatorId: number) => invoicesOf(creatorId).map((invoice) => [invoice.series, invoice.number]);
    const year = invoicesOf(first.id)[0].series.split("-")[2];
    expect(numbers(first.id)).toEqual([
      [`AF-${first.id}-${year}`, 1],
      [`AF-${first.id}-${year}`, 2],
    ]);
    expect(numbers(second.id)).toEqual([[`AF-${second.id}-${year}`, 1]]);

    const all = db().select().from(selfBilledInvoices).all();
    expect(verifySelfBilledChain(all)).toEqual({ ok: true, count: all.length });
    const tampered = all.map((row, index) => (index === 1 ? { ...row, baseCents: row.baseCents + 100 } : row));
    expect(verifySelfBilledChain(tampered)).toMatchObject({ ok: false, brokenAt: all[1].fullNumber });
    // And the table itself refuses the change.
    expect(() =>
      db().update(selfBilledInvoices).set({ baseCents: 1 }).where(eq(selfBilledInvoices.id, all[0].id)).run(),
    ).toThrow(/append-only/);
  });
});

describe("who downloads an invoice", () => {
  it("its creator and owners; another creator gets 404, a concierge 403, nobody signed in is sent to sign in", async () => {
    const creator = await creatorSignedIn();
    seedReadyToBill(db(), creator.id);
    payableMeals(creator.id);
    const ownerCookie = await owner();
    await runNow(ownerCookie);
    const [invoice] = invoicesOf(creator.id);
    const file = `${invoice.fullNumber}.pdf`;

    const own = await send(`/dashboard/invoices/${file}`, { cookie: creator.cookie });
    expect(own.status).toBe(200);
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const other = await creatorSignedIn();
    expect((await send(`/dashboard/invoices/${file}`, { cookie: other.cookie })).status).toBe(404);
    expect((await send(`/dashboard/invoices/AF-1-2026-999999.pdf`, { cookie: creator.cookie })).status).toBe(404);
    expect((await send(`/dashboard/invoices/${file}`)).status).toBe(302);

    const byOwner = await send(`/admin/self-billed/${file}`, { cookie: ownerCookie });
    expect(byOwner.status).toBe(200);
    expect(byOwner.headers.get("content-disposition")).toBe(`attachment; filename="factura-${file}"`);
    const concierge = staffCookie(db(), (await seedStaff(db(), { role: "concierge" })).id);
    expect((await send(`/admin/self-billed/${file}`, { cookie: concierge })).status).toBe(403);
    expect((await send(`/admin/self-billed/${file}`, { cookie: creator.cookie })).status).toBe(302);
    expect((await send(`/admin/self-billed/${file}`)).status).toBe(302);
  });
});
