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
      { intent: "full-invoice", name: "Viajes Ejemplo SL", taxId: "B12345670", address: "Gran Vía 1, 28013 Madrid" },
      origin,
    );
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toMatch(/id="full-invoice-taxId"[^>]*aria-invalid="true"/);
    expect(badPage).toMatch(/id="full-invoice-taxId-error"[^>]*>Enter a valid tax ID/);
    expect(numberOf(trip.id, "full")).toBeUndefined();

    const good = await postForm(
      trip.url,
      { intent: "full-invoice", name: "Viajes Ejemplo SL", taxId: "B12345674", address: "Gran Vía 1, 28013 Madrid" },
      origin,
    );
    expect(good.status).toBe(303);
    const full = numberOf(trip.id, "full")!;
    expect(full).toBeTruthy();
    const page = visibleText(await (await fetch(trip.url)).text());
    expect(page).toContain(`Download Invoice ${full} (PDF)`);
    expect(page).not.toContain("Issue the full invoice");
    const text = pdfText(Buffer.from(await (await fetch(`${trip.url}/invoices/${full}.pdf`)).arrayBuffer()));
    expect(text).toContain("Viajes Ejemplo SL");
    expect(text).toContain("B12345674");

    const again = await postForm(
      trip.url,
      { intent: "full-invoice", name: "Otra SL", taxId: "B12345674", address: "Gran Vía 2, 28013 Madrid" },
      origin,
    );
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("This booking already has a full invoice.");
  });
});
