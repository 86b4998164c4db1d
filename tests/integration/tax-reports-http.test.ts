import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { openSeedDatabase, seedCreatorAccount } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";
import { invoiceNumber, seedTaxFixtures, type TaxFixtureIds } from "../support/tax-fixtures";
import { visibleText } from "../support/trip-http";
import { find, only, parseXml, textOf, type XmlElement } from "../support/xml-reader";

/**
 * The owners' tax figures (/admin/tax-reports) through the built server, in this process, on
 * fixture rows written into its SQLite file: a Spanish professional (15 % withholding) and an EU
 * business paid in two quarters of 2026, and a third creator paid without tax details. The
 * quarter's withholdings and self-billed VAT, the year's DAC7 report as CSV and as the OECD's DPI
 * XML (parsed), who may open them, and periods that are not ones.
 */

let server: RunningServer;
let seed: Db;
const cookies: Record<string, string> = {};
let ids: TaxFixtureIds;

const get = async (path: string, cookie = cookies.owner) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

const csv = (body: string) =>
  parse(body.replace(/^\uFEFF/, ""), { relax_column_count: true, skip_empty_lines: false }) as string[][];

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
  cookies.owner = staffCookie(seed, (await seedStaff(seed, { role: "owner" })).id);
  cookies.concierge = staffCookie(seed, (await seedStaff(seed, { role: "concierge" })).id);
  const creator = await seedCreatorAccount(seed, { city: "Madrid" });
  const login = await fetch(`${server.url}/dashboard`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "login", email: creator.email, password: creator.password }),
  });
  cookies.creator = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookies.creator).toContain("sm_creator=");

  ids = await seedTaxFixtures(seed, creator.id);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the quarter's withholdings (Modelo 111)", () => {
  it("sums the Spanish professionals' invoices issued in the quarter, in Madrid dates, with a line each", async () => {
    const file = await get("/admin/tax-reports/withholdings.csv?year=2026&quarter=1");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="withholdings-2026-Q1.csv"');
    const rows = csv(file.body);
    expect(rows[0]).toEqual(["Quarter", "Recipients", "Bases (EUR)", "Withholdings (EUR)"]);
    // The EU business's invoice of 1 January is in the quarter but withholds nothing: not counted.
    expect(rows[1]).toEqual(["2026-Q1", "1", "18.00", "2.70"]);
    expect(rows[3]).toEqual([
      "Invoice",
      "Issue date",
      "Legal name",
      "TIN",
      "Base (EUR)",
      "Withholding rate (%)",
      "Withholding (EUR)",
    ]);
    expect(rows.slice(4)).toEqual([
      [
        invoiceNumber(seed, ids, "professional", "2026-02"),
        "2026-03-31",
        "Lucía García Pérez",
        "12345678Z",
        "18.00",
        "15",
        "2.70",
      ],
    ]);
    const q2 = csv((await get("/admin/tax-reports/withholdings.csv?year=2026&quarter=2")).body);
    expect(q2[1]).toEqual(["2026-Q2", "1", "12.00", "1.80"]);
    expect(q2.slice(4).map((row) => row[1])).toEqual(["2026-05-05"]);
  });
});

describe("the quarter's self-billed VAT (Modelo 303)", () => {
  it("gives the deductible VAT and the reverse-charge bases, summed and per invoice", async () => {
    const file = await get("/admin/tax-reports/self-billed-vat.csv?year=2026&quarter=1");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="self-billed-vat-2026-Q1.csv"');
    const rows = csv(file.body);
    expect(rows.slice(0, 4)).toEqual([
      ["Quarter", "Group", "Invoices", "Base (EUR)", "VAT charged (EUR)"],
      ["2026-Q1", "Spanish professionals: VAT charged, deductible", "1", "18.00", "3.78"],
      ["2026-Q1", "EU businesses: reverse charge, base", "1", "24.00", "0.00"],
      ["2026-Q1", "Outside the EU: reverse charge, base", "0", "0.00", "0.00"],
    ]);
    // Oldest first: the business's invoice of 1 January, then the professional's of 31 March.
    expect(rows.slice(6)).toEqual([
      [
        invoiceNumber(seed, ids, "business", "2025-12"),
        "2026-01-01",
        "Bistro Berlin GmbH",
        "DE123456789",
        "DE",
        "EU business (reverse charge)",
        "24.00",
        "0",
        "0.00",
      ],
      [
        invoiceNumber(seed, ids, "professional", "2026-02"),
        "2026-03-31",
        "Lucía García Pérez",
        "12345678Z",
        "ES",
        "Spanish professional",
        "18.00",
        "21",
        "3.78",
      ],
    ]);
  });
});

describe("DAC7", () => {
  it("lists every creator paid in the year by the Madrid date, per quarter, with the one missing details marked", async () => {
    const file = await get("/admin/tax-reports/dac7.csv?year=2026");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="dac7-2026.csv"');
    const [headers, ...rows] = csv(file.body);
    const row = (creatorId: number) => {
      const found = rows.find((r) => r[1] === String(creatorId));
      if (!found) throw new Error(`creator ${creatorId} not in the report`);
      return Object.fromEntries(headers.map((header, index) => [header, found[index]]));
    };
    expect(rows).toHaveLength(3);
    expect(row(ids.professional)).toMatchObject({
      Status: "complete",
      "Legal name": "Lucía García Pérez",
      "Person or entity": "person",
      Address: "Calle Mayor 5, 2º B",
      Country: "ES",
      TIN: "12345678Z",
      "TIN issued by": "ES",
      "VAT number": "ES12345678Z",
      "Date of birth": "1990-05-04",
      "Financial account (Stripe connected account)": `acct_${ids.professional}_fixture`,
      "Consideration Q1 (EUR)": "18.00",
      "Activities Q1": "3",
      "Fees Q1 (EUR)": "0.00",
      "Taxes withheld Q1 (EUR)": "2.70",
      "Consideration Q2 (EUR)": "12.00",
      "Activities Q2": "2",
      "Taxes withheld Q2 (EUR)": "1.80",
      // The pending payout of October is in no report.
      "Consideration Q4 (EUR)": "0.00",
      "Activities Q4": "0",
    });
    expect(row(ids.business)).toMatchObject({
      "Legal name": "Bistro Berlin GmbH",
      "Person or entity": "entity",
      "Date of birth": "",
      // Paid at 00:30 on 1 January in Madrid; the payout of 31 December 23:30 UTC belongs to 2027.
      "Consideration Q1 (EUR)": "24.00",
      "Activities Q1": "4",
      "Consideration Q3 (EUR)": "6.50",
      "Activities Q3": "1",
      "Consideration Q4 (EUR)": "0.00",
    });
    expect(row(ids.missing)).toMatchObject({
      Status: "missing tax details",
      Creator: "Nora Nodetails",
      "Legal name": "",
      "Consideration Q2 (EUR)": "6.00",
    });
  });

  it("writes the OECD DPI XML with every required element for a person and an entity, and the quarters' sums", async () => {
    const file = await get("/admin/tax-reports/dac7.xml?year=2026");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/xml");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="dac7-2026.xml"');
    const root = parseXml(file.body);
    expect(root.name).toBe("dpi:DPI_OECD");
    expect(root.attributes).toMatchObject({
      "xmlns:dpi": "urn:oecd:ties:dpi:v1",
      "xmlns:stf": "urn:oecd:ties:dpistf:v1",
      version: "1.0",
    });
    const spec = only(root, "dpi:MessageSpec");
    for (const name of [
      "TransmittingCountry",
      "ReceivingCountry",
      "MessageType",
      "MessageRefId",
      "MessageTypeIndic",
      "Timestamp",
    ]) {
      expect(textOf(spec, `dpi:${name}`), name).not.toBe("");
    }
    expect(textOf(spec, "dpi:MessageType")).toBe("DPI");
    expect(textOf(spec, "dpi:ReportingPeriod")).toBe("2026-12-31");
    expect(textOf(spec, "dpi:Warning")).toContain("1 seller(s) paid in 2026 left out");

    const body = only(root, "dpi:DPIBody");
    const operator = only(body, "dpi:PlatformOperator");
    expect(only(operator, "dpi:TIN").attributes.issuedBy).toBe("ES");
    for (const path of [
      "dpi:TIN",
      "dpi:Name",
      "dpi:Address/dpi:CountryCode",
      "dpi:DocSpec/stf:DocTypeIndic",
      "dpi:DocSpec/stf:DocRefId",
    ]) {
      expect(textOf(operator, path), path).not.toBe("");
    }

    // The creator without tax details is left out of the file.
    const sellers = body.children.filter((child) => child.name === "dpi:ReportableSeller");
    expect(sellers).toHaveLength(2);
    const person = sellers.find((s) => find(s, "dpi:Identity/dpi:IndividualSeller"))!;
    const entity = sellers.find((s) => find(s, "dpi:Identity/dpi:EntitySeller"))!;

    const personId = "dpi:Identity/dpi:IndividualSeller/dpi:Standard/dpi:IndSellerID";
    for (const path of [
      "dpi:ResCountryCode",
      "dpi:TIN",
      "dpi:Name/dpi:FirstName",
      "dpi:Name/dpi:LastName",
      "dpi:Address/dpi:CountryCode",
      "dpi:Address/dpi:AddressFix/dpi:City",
      "dpi:BirthInfo/dpi:BirthDate",
    ]) {
      expect(textOf(person, `${personId}/${path}`), path).not.toBe("");
    }
    expect(only(person, `${personId}/dpi:TIN`).attributes.issuedBy).toBe("ES");
    expect(textOf(person, `${personId}/dpi:Name/dpi:FirstName`)).toBe("Lucía");
    expect(textOf(person, `${personId}/dpi:Name/dpi:LastName`)).toBe("García Pérez");
    expect(textOf(person, `${personId}/dpi:BirthInfo/dpi:BirthDate`)).toBe("1990-05-04");
    expect(
      textOf(person, "dpi:Identity/dpi:IndividualSeller/dpi:Standard/dpi:FinancialIdentifier/dpi:Identifier"),
    ).toBe(`acct_${ids.professional}_fixture`);

    const entityId = "dpi:Identity/dpi:EntitySeller/dpi:Standard/dpi:EntSellerID";
    for (const path of [
      "dpi:TIN",
      "dpi:VAT",
      "dpi:Name",
      "dpi:Address/dpi:CountryCode",
      "dpi:Address/dpi:AddressFix/dpi:City",
    ]) {
      expect(textOf(entity, `${entityId}/${path}`), path).not.toBe("");
    }
    expect(textOf(entity, `${entityId}/dpi:Name`)).toBe("Bistro Berlin GmbH");
    expect(find(entity, `${entityId}/dpi:BirthInfo`)).toBeUndefined();

    for (const seller of sellers) {
      for (const path of ["dpi:DocSpec/stf:DocTypeIndic", "dpi:DocSpec/stf:DocRefId"]) {
        expect(textOf(seller, path), path).not.toBe("");
      }
    }
    // Whole euros, half up, per quarter; every quarter present.
    expect(quarters(person, "Consideration", "Cons")).toEqual(["18", "12", "0", "0"]);
    expect(quarters(person, "NumberOfActivities", "Numb")).toEqual(["3", "2", "0", "0"]);
    expect(quarters(person, "Fees", "Fees")).toEqual(["0", "0", "0", "0"]);
    expect(quarters(person, "Taxes", "Tax")).toEqual(["3", "2", "0", "0"]);
    expect(quarters(entity, "Consideration", "Cons")).toEqual(["24", "0", "7", "0"]);
    expect(quarters(entity, "NumberOfActivities", "Numb")).toEqual(["4", "0", "1", "0"]);
    expect(
      only(entity, "dpi:RelevantActivities/dpi:PersonalServices/dpi:Consideration/dpi:ConsQ1").attributes.currCode,
    ).toBe("EUR");
  });

  it("records each file downloaded in the audit log", async () => {
    const rows = seed.select().from(auditEvents).all();
    const exports = rows.filter(
      (row) => row.objectType === "export" && ["dac7", "withholdings"].includes(row.objectId ?? ""),
    );
    expect(exports.map((row) => row.action)).toEqual(expect.arrayContaining(["export.csv", "export.xml"]));
  });
});

describe("the page", () => {
  it("shows the owner the quarter's figures and warns of the creators paid without tax details", async () => {
    const page = await get("/admin/tax-reports?year=2026&quarter=1&dac7=2026");
    expect(page.status).toBe(200);
    const text = visibleText(page.body);
    expect(text).toContain("Recipients withheld from 1");
    expect(text).toContain("Withheld (IRPF) €2.70");
    expect(text).toContain("Missing tax details: 1 creator was paid in 2026 without them.");
    expect(text).toContain("Nora Nodetails");
    expect(page.body).toContain('href="/admin/tax-reports/withholdings.csv?year=2026&amp;quarter=1"');
    expect(page.body).toContain('href="/admin/tax-reports/dac7.xml?year=2026"');
  });
});

describe("who may", () => {
  const paths = ["/admin/tax-reports", "/admin/tax-reports/dac7.xml?year=2026", "/admin/tax-reports/withholdings.csv"];

  it("refuses a concierge with 403 and sends a creator or nobody to sign in", async () => {
    for (const path of paths) {
      expect((await get(path)).status, path).toBe(200);
      expect((await get(path, cookies.concierge)).status, path).toBe(403);
      for (const cookie of [cookies.creator, ""]) {
        const refused = await get(path, cookie);
        expect(refused.status, path).toBeGreaterThanOrEqual(300);
        expect(refused.status, path).toBeLessThan(400);
        expect(refused.headers.get("location"), path).toContain("/admin/login");
        expect(refused.body).not.toContain("12345678Z");
      }
    }
  });
});

describe("periods that are not ones", () => {
  it.each([
    ["/admin/tax-reports/withholdings.csv?year=1900&quarter=1", "Enter a year from 2023"],
    ["/admin/tax-reports/self-billed-vat.csv?year=2026&quarter=5", "Choose a quarter from 1 to 4."],
    ["/admin/tax-reports/dac7.csv?year=junk", "Enter a year from 2023"],
    ["/admin/tax-reports/dac7.xml?year=%27%20OR%201%3D1", "Enter a year from 2023"],
    ["/admin/tax-reports/withholdings.csv?year=2026&quarter=Q1%00", "Choose a quarter from 1 to 4."],
  ])("%s is a 400 that says why", async (path, message) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
  });

  it("the page keeps the refused values by their fields, with a 400", async () => {
    const page = await get("/admin/tax-reports?year=1900&quarter=5&dac7=junk");
    expect(page.status).toBe(400);
    const text = visibleText(page.body);
    expect(text).toContain("Enter a year from 2023");
    expect(text).toContain("Choose a quarter from 1 to 4.");
    expect(page.body).toContain('aria-invalid="true"');
  });

  it("an unknown file is a 404", async () => {
    expect((await get("/admin/tax-reports/secrets.txt")).status).toBe(404);
  });
});

const quarters = (seller: XmlElement, group: string, prefix: string) =>
  [1, 2, 3, 4].map((q) =>
    textOf(seller, `dpi:RelevantActivities/dpi:PersonalServices/dpi:${group}/dpi:${prefix}Q${q}`),
  );
