import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { paidTrip, visibleText } from "../support/trip-http";

/**
 * The trip page's invoices against the built server (decision 0035): the paid booking's invoice
 * is listed and downloads as its PDF with private headers; another trip's link cannot open it;
 * the full-invoice form issues one with a valid NIF, ties an invalid one's message to its field,
 * and refuses a second request.
 */
const running = bookingServerPerFile();

const dir = mkdtempSync(join(tmpdir(), "trip-invoices-"));
function pdfText(pdf: Buffer): string {
  const path = join(dir, `invoice-${Date.now()}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const numberOf = (bookingId: number, type: string) =>
  (
    running.store.database
      .prepare("select full_number from invoices where booking_id = ? and type = ?")
      .get(bookingId, type) as { full_number: string } | undefined
  )?.full_number;

describe("the trip page's invoices", () => {
  it("lists the paid booking's invoice and downloads it privately; another trip's link gets a 404", async () => {
    const trip = await paidTrip(running);
    const number = numberOf(trip.id, "simplified")!;
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    const page = await (await fetch(trip.url)).text();
    expect(visibleText(page)).toContain(`Download Simplified invoice ${number} (PDF)`);

    const download = await fetch(`${trip.url}/invoices/${number}.pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toContain("no-store");
    expect(download.headers.get("referrer-policy")).toBe("no-referrer");
    const text = pdfText(Buffer.from(await download.arrayBuffer()));
    expect(text).toContain(number);
    expect(text).toContain("IVA incluido");

    const other = await paidTrip(running);
    expect((await fetch(`${other.url}/invoices/${number}.pdf`)).status).toBe(404);
    expect((await fetch(`${trip.url}/invoices/${number}`)).status).toBe(404);
    expect((await fetch(`${running.server.url}/trip/${"x".repeat(43)}/invoices/${number}.pdf`)).status).toBe(404);
  });

  it("issues a full invoice for a valid NIF, shows an invalid one's error on its field, and refuses a second", async () => {
    const trip = await paidTrip(running);
    const origin = { Origin: running.server.url };
    const bad = await postForm(
      trip.url,
      {
        intent: "full-invoice",
        kind: "spanish",
        name: "Viajes Ejemplo SL",
        taxId: "B12345670",
        address: "Gran Vía 1, 28013 Madrid",
      },
      origin,
    );
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toMatch(/id="full-invoice-taxId"[^>]*aria-invalid="true"/);
    expect(badPage).toMatch(/id="full-invoice-taxId-error"[^>]*>Enter a valid tax ID/);
    expect(numberOf(trip.id, "full")).toBeUndefined();

    const good = await postForm(
      trip.url,
      {
        intent: "full-invoice",
        kind: "spanish",
        name: "Viajes Ejemplo SL",
        taxId: "B12345674",
        address: "Gran Vía 1, 28013 Madrid",
      },
      origin,
    );
    expect(good.status).toBe(303);
    const full = numberOf(trip.id, "full")!;
    expect(full).toBeTruthy();
    const html = await (await fetch(trip.url)).text();
    const page = visibleText(html);
    expect(page).toContain(`Download Invoice ${full} (PDF)`);
    expect(page).not.toContain("Issue the full invoice");
    // The simplified invoice it replaced is named as replaced, no longer offered as a valid one.
    const simplified = numberOf(trip.id, "simplified")!;
    expect(page).toContain(`Simplified invoice ${simplified}: replaced by ${full}, not valid on its own`);
    expect(page).not.toContain(`Download Simplified invoice ${simplified}`);
    expect(html).not.toMatch(new RegExp(`<a[^>]*href="[^"]*/invoices/${simplified}\\.pdf"`));
    const text = pdfText(Buffer.from(await (await fetch(`${trip.url}/invoices/${full}.pdf`)).arrayBuffer()));
    expect(text).toContain("Viajes Ejemplo SL");
    expect(text).toContain("B12345674");

    const again = await postForm(
      trip.url,
      {
        intent: "full-invoice",
        kind: "spanish",
        name: "Otra SL",
        taxId: "B12345674",
        address: "Gran Vía 2, 28013 Madrid",
      },
      origin,
    );
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("This booking already has a full invoice.");
  });

  it("says before sending what each kind of recipient needs, in every language, without JavaScript", async () => {
    const trip = await paidTrip(running);
    const english = await (await fetch(trip.url)).text();
    for (const kind of ["spanish", "eu", "other", "person"]) {
      expect(english).toMatch(
        new RegExp(`<input[^>]*id="full-invoice-kind-${kind}"[^>]*aria-describedby="full-invoice-kind-${kind}-hint"`),
      );
    }
    expect(visibleText(english)).toContain("UK numbers (GB…): choose another country");
    expect(visibleText(english)).toContain("the number of your passport or identity card");
    // The trip page speaks the language the traveller booked in.
    const speak = async (language: string) => {
      running.store.database.prepare("update bookings set language = ? where id = ?").run(language, trip.id);
      return visibleText(await (await fetch(trip.url)).text());
    };
    const spanish = await speak("es");
    expect(spanish).toContain("Un particular sin número fiscal");
    expect(spanish).toContain("Números del Reino Unido (GB…): elige otro país");
    const french = await speak("fr");
    expect(french).toContain("Un particulier sans numéro fiscal");
    expect(french).toContain("Numéros du Royaume-Uni (GB…) : choisissez un autre pays");
  });

  it("issues a full invoice to a UK VAT number, naming its country in the PDF", async () => {
    const trip = await paidTrip(running);
    const answer = await postForm(
      trip.url,
      {
        intent: "full-invoice",
        kind: "other",
        name: "Example Trading Ltd",
        country: "GB",
        taxId: "GB123456789",
        address: "1 High Street, London SW1A 1AA, United Kingdom",
      },
      { Origin: running.server.url },
    );
    expect(answer.status).toBe(303);
    const full = numberOf(trip.id, "full")!;
    const text = pdfText(Buffer.from(await (await fetch(`${trip.url}/invoices/${full}.pdf`)).arrayBuffer()));
    expect(text).toContain("Example Trading Ltd");
    expect(text).toContain("123456789 (Reino Unido / United Kingdom, GB)");
  });

  it("issues one to a US tax number with its country, and to a private person with a passport and an address", async () => {
    const us = await paidTrip(running);
    const origin = { Origin: running.server.url };
    const ein = {
      intent: "full-invoice",
      kind: "other",
      name: "Acme Inc.",
      country: "us",
      taxId: "12-3456789",
      address: "1 Main St, Boston MA 02108, USA",
    };
    expect((await postForm(us.url, ein, origin)).status).toBe(303);
    expect(
      running.store.database
        .prepare("select buyer_tax_id from invoices where booking_id = ? and type = 'full'")
        .get(us.id),
    ).toEqual({ buyer_tax_id: "US 12-3456789" });

    const person = await paidTrip(running);
    const fields = {
      intent: "full-invoice",
      kind: "person",
      name: "Claire Dupont",
      country: "FR",
      taxId: "19AB12345",
      address: "",
    };
    const refused = await postForm(person.url, fields, origin);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(
      /id="full-invoice-address"[^>]*aria-invalid="true"[^>]*aria-describedby="full-invoice-address-error"/,
    );
    expect(page).toMatch(
      /id="full-invoice-address-error"[^>]*>Enter the full address: street and number, postcode, town and country/,
    );
    // What was typed comes back, the kind still chosen.
    expect(page).toMatch(/id="full-invoice-kind-person"[^>]*checked=""/);
    expect(numberOf(person.id, "full")).toBeUndefined();

    const issued = await postForm(person.url, { ...fields, address: "12 rue de la Paix, 75002 Paris, France" }, origin);
    expect(issued.status).toBe(303);
    const full = numberOf(person.id, "full")!;
    const text = pdfText(Buffer.from(await (await fetch(`${person.url}/invoices/${full}.pdf`)).arrayBuffer()));
    expect(text).toContain("Claire Dupont");
    expect(text).toContain("19AB12345 (Francia / France, FR)");
    expect(text).toContain("12 rue de la Paix, 75002 Paris, France");
  });

  it("refuses hostile input with a 400 and stores nothing", async () => {
    const trip = await paidTrip(running);
    const origin = { Origin: running.server.url };
    const base = {
      intent: "full-invoice",
      kind: "other",
      name: "Acme Inc.",
      country: "US",
      taxId: "12-3456789",
      address: "1 Main St, Boston MA",
    };
    for (const hostile of [
      { kind: "admin'; drop table invoices;--" },
      { country: "<script>alert(1)</script>" },
      { taxId: "12\u202E3456789" },
      { taxId: "x".repeat(100_000) },
      { name: "Acme\u0000Inc." },
      { address: "1 Main St\u202E, Boston" },
    ]) {
      const answer = await postForm(trip.url, { ...base, ...hostile }, origin);
      // A body past the server's size limit is refused before the form is read (413).
      expect([400, 413]).toContain(answer.status);
      expect(await answer.text()).not.toContain("<script>alert(1)</script>");
    }
    expect(numberOf(trip.id, "full")).toBeUndefined();
  });
});
