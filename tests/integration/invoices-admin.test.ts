import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quarterOf } from "~/features/invoices/invoice-ledger";
import { asBookingBrowser, postForm, referenceFrom, serverDb } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";
import { paidTrip, visibleText } from "../support/trip-http";

/**
 * The owner's invoice ledger over HTTP against the built server: a trip paid
 * through the local TEST checkout (a €57 simplified invoice) and a €20 partial refund on
 * cancellation (a −€20 corrective invoice), as an owner and as a concierge. Its own server: it
 * creates an owner, after which the admin token no longer opens anything there.
 */
let server: RunningServer;
let store: ReturnType<typeof serverDb>;
let owner = "";
let concierge = "";
let simplified = "";
let corrective = "";
let quarter = "";
let reference = "";

const get = async (path: string, cookie = owner) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** The simplified invoice's own row: its number, date of issue and type. */
const simplifiedRow = () => new RegExp(`${simplified} \\d{4}-\\d\\d-\\d\\d Simplified`);

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn", PUBLIC_WRITE_LIMIT: "0" });
  store = serverDb(server.databasePath);
  const booked = await postForm(`${server.url}/clients`, validBooking({ reservations: "6" }));
  reference = referenceFrom(booked.headers.get("location"))!;
  expect(
    (await postForm(`${server.url}/checkout/test/${reference}`, { intent: "pay" }, asBookingBrowser(booked))).status,
  ).toBe(303);
  const ownerRow = await seedStaff(store.database, { role: "owner" });
  owner = staffCookie(store.database, ownerRow.id);
  concierge = staffCookie(store.database, (await seedStaff(store.database, { role: "concierge" })).id);
  const refunded = await postForm(
    `${server.url}/admin/bookings/${reference}`,
    { intent: "cancel", refund: "partial", amount: "20", confirm: "yes" },
    { Cookie: owner, Origin: server.url },
  );
  expect(refunded.status).toBe(302);
  const rows = store.database.prepare("select full_number, type, issue_date from invoices order by id").all() as {
    full_number: string;
    type: string;
    issue_date: string;
  }[];
  expect(rows.map((row) => row.type)).toEqual(["simplified", "corrective"]);
  [simplified, corrective] = rows.map((row) => row.full_number);
  quarter = quarterOf(rows[0].issue_date);
}, 60_000);

afterAll(async () => {
  store?.database.close();
  await server?.stop();
});

describe("/admin/invoices", () => {
  it("lists both invoices with their records not submitted, and the quarter's totals net the corrective", async () => {
    const page = await get("/admin/invoices");
    expect(page.status).toBe(200);
    const text = visibleText(page.body);
    expect(text).toMatch(simplifiedRow());
    expect(text).toMatch(new RegExp(`${corrective} \\d{4}-\\d\\d-\\d\\d Corrective`));
    expect(text).toContain("not submitted");
    expect(text).toContain("not sent to the tax agency");
    const readable = store.booking(reference)!.readable_reference;
    expect(page.body).toContain(`href="/admin/bookings/${readable}"`);
    // Quarter, invoices, invoiced, refunds, net total, net base, net VAT.
    expect(text).toContain(`${quarter} 2 €57.00 −€20.00 €37.00 €30.58 €6.42`);
    // The corrective row names the invoice it corrects.
    expect(text).toMatch(new RegExp(`${corrective} .*−€20.00 ${simplified}`));
  });

  it("filters by type and by quarter, and refuses a malformed quarter by its field", async () => {
    const correctives = visibleText((await get("/admin/invoices?type=corrective")).body);
    expect(correctives).toContain(corrective);
    expect(correctives).not.toMatch(simplifiedRow());
    expect(correctives).toContain(`${quarter} 1 €0.00 −€20.00 −€20.00`);
    expect(visibleText((await get(`/admin/invoices?quarter=${quarter}`)).body)).toMatch(simplifiedRow());
    const other = visibleText((await get("/admin/invoices?quarter=2020-Q1")).body);
    expect(other).not.toContain(simplified);
    expect(other).toContain("No invoices match.");
    const bad = visibleText((await get("/admin/invoices?quarter=2027-Q5")).body);
    expect(bad).toContain("Enter a quarter as year, dash and Q1 to Q4");
  });

  it("gives the accountant's CSV with commas and dots, or semicolons and decimal commas, and logs the export", async () => {
    const csv = await get(`/admin/invoices.csv?quarter=${quarter}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="invoices-\d{4}-Q\d-.*\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '"Number","Issue date","Type","Original number","Buyer tax ID","Base (EUR)","VAT rate (%)","VAT (EUR)","Total (EUR)","Replaced by"',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^"${simplified}","\\d{4}-\\d\\d-\\d\\d","Simplified","","","47.11","21","9.89","57.00",""$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^"${corrective}",".*","Corrective","${simplified}","","-16.53","21","-3.47","-20.00",""$`),
    );

    const spanish = await get("/admin/invoices.csv?sep=semicolon&type=corrective");
    const rows = spanish.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      new RegExp(`^"${corrective}";".*";"Corrective";"${simplified}";"";"-16,53";"21";"-3,47";"-20,00";""$`),
    );

    const exports = store.database
      .prepare("select detail from audit_events where action = 'export.csv' and object_id = 'invoices' order by id")
      .all() as { detail: string }[];
    expect(exports.map((row) => JSON.parse(row.detail).rows)).toEqual([2, 1]);
  });

  it("links each invoice's PDF, the one the traveller was sent; an unknown number is a 404", async () => {
    expect((await get("/admin/invoices")).body).toContain(`href="/admin/invoices/${corrective}.pdf"`);
    const response = await fetch(`${server.url}/admin/invoices/${corrective}.pdf`, { headers: { Cookie: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`factura-rectificativa-${corrective}.pdf`);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await get("/admin/invoices/2001-999999.pdf")).status).toBe(404);
    expect((await get("/admin/invoices/nonsense")).status).toBe(404);
  });

  it("refuses a concierge the page and the CSV (403) but not a PDF, and sends the signed-out to sign in", async () => {
    expect((await get("/admin/invoices", concierge)).status).toBe(403);
    expect((await get("/admin/invoices.csv", concierge)).status).toBe(403);
    // The PDF is the booking workspace's link too ("booking.invoices"): a concierge sends the traveller a copy.
    expect((await get(`/admin/invoices/${simplified}.pdf`, concierge)).status).toBe(200);
    expect((await get("/admin/invoices.csv?quarter=nope")).status).toBe(400);
    const signedOut = await get("/admin/invoices.csv", "");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/admin/login");
  });

  it("lists a simplified invoice a full one replaced as replaced, on the page and in the CSV's last column", async () => {
    const trip = await paidTrip({ server, store } as never);
    const issued = await postForm(
      trip.url,
      {
        intent: "full-invoice",
        kind: "spanish",
        name: "Viajes Ejemplo SL",
        taxId: "B12345674",
        address: "Gran Vía 1, 28013 Madrid",
      },
      { Origin: server.url },
    );
    expect(issued.status).toBe(303);
    const numbers = store.database
      .prepare("select full_number, type from invoices where booking_id = ? order by id")
      .all(trip.id) as { full_number: string; type: string }[];
    const [replaced, full] = numbers.map((row) => row.full_number);
    expect(numbers.map((row) => row.type)).toEqual(["simplified", "full"]);
    const text = visibleText((await get("/admin/invoices?type=simplified")).body);
    expect(text).toMatch(new RegExp(`${replaced} \\d{4}-\\d\\d-\\d\\d Simplified replaced by ${full}`));
    expect(text).toMatch(new RegExp(`${simplified} \\d{4}-\\d\\d-\\d\\d Simplified \\S`));
    expect(text).not.toMatch(new RegExp(`${simplified} \\d{4}-\\d\\d-\\d\\d Simplified replaced`));
    const csv = (await get("/admin/invoices.csv")).body.split("\r\n");
    expect(csv.find((line) => line.startsWith(`"${replaced}"`))).toMatch(new RegExp(`,"${full}"$`));
    expect(csv.find((line) => line.startsWith(`"${full}"`))).toMatch(/,"Full",.*,"B12345674",.*,""$/);
  });
});
