import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, serverDb } from "../support/booking";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";
import { paidTrip, visibleText } from "../support/trip-http";

/**
 * A concierge sends a traveller a copy of an invoice from the booking's workspace: the block
 * lists the booking's invoices (a simplified one a full one replaced) and each PDF downloads;
 * the ledger of every invoice and its CSVs stay the owners', refused with the 403 page (or, for
 * a download, its sentence). Its own server: it creates an owner.
 */
let server: RunningServer;
let store: ReturnType<typeof serverDb>;
let concierge = "";
let readable = "";
let simplified = "";
let full = "";

const get = async (path: string, cookie = concierge) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};
const text = (answer: { bytes: Buffer }) => answer.bytes.toString("utf8");

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
  store = serverDb(server.databasePath);
  await seedStaff(store.database, { role: "owner" });
  concierge = staffCookie(store.database, (await seedStaff(store.database, { role: "concierge" })).id);
  const trip = await paidTrip({ server, store } as never);
  const issued = await postForm(
    trip.url,
    { intent: "full-invoice", kind: "spanish", name: "Viajes Ejemplo SL", taxId: "B12345674", address: "Gran Vía 1" },
    { Origin: server.url },
  );
  expect(issued.status).toBe(303);
  [simplified, full] = (
    store.database.prepare("select full_number from invoices where booking_id = ? order by id").all(trip.id) as {
      full_number: string;
    }[]
  ).map((row) => row.full_number);
  readable = store.booking(trip.reference)!.readable_reference as string;
}, 60_000);

afterAll(async () => {
  store?.database.close();
  await server?.stop();
});

describe("the workspace's invoices, for a concierge", () => {
  it("lists the booking's invoices with type, date, amount and what replaced one, each linked to its PDF", async () => {
    const page = await get(`/admin/bookings/${readable}`);
    expect(page.status).toBe(200);
    const words = visibleText(text(page));
    expect(words).toMatch(
      new RegExp(`Invoices ${simplified} Simplified \\d{4}-\\d\\d-\\d\\d €\\d+\\.\\d\\d replaced by ${full}`),
    );
    expect(words).toMatch(new RegExp(`${full} Full \\d{4}-\\d\\d-\\d\\d €\\d+\\.\\d\\d`));
    expect(text(page)).toContain(`href="/admin/invoices/${simplified}.pdf"`);
    expect(text(page)).toContain(`href="/admin/invoices/${full}.pdf"`);
  });

  it("downloads an invoice's PDF from the workspace's link", async () => {
    const pdf = await get(`/admin/invoices/${full}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`factura-${full}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get("/admin/invoices/2001-999999.pdf")).status).toBe(404);
  });

  it("keeps the ledger and its CSVs the owners': the 403 page, and the download's sentence", async () => {
    const ledger = await get("/admin/invoices");
    expect(ledger.status).toBe(403);
    expect(ledger.headers.get("content-type")).toContain("text/html");
    expect(text(ledger)).toContain("Only an owner can open this");
    expect(text(ledger)).toContain("Back to the queue");
    expect(text(ledger)).not.toContain("Something went wrong");
    expect(text(ledger)).not.toContain(simplified);
    for (const csv of ["/admin/invoices.csv", "/admin/invoices.csv?sep=semicolon"]) {
      const refused = await get(csv);
      expect(refused.status).toBe(403);
      expect(text(refused)).toBe("Only an owner can open this.");
    }
  });
});
