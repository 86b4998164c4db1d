import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import en from "~/i18n/locales/en/dashboard";
import { openSeedDatabase, seedCreatorAccount } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * Creators' tax details (decision 0073) through the built server in this process, on a real
 * SQLite file: the creator's own form (/dashboard/tax) stores their row and audits it without
 * its values; refused input is a 400 with the field's message and stores nothing; the owners'
 * list and correction with a reason (/admin/tax-details); and who may see and change what.
 */

let server: RunningServer;
let seed: Db;
let owner: SeededStaff;
const cookies: Record<string, string> = {};
const creators: Record<string, { id: number; email: string }> = {};
const m = en.tax.messages;

async function creatorCookie(email: string, password: string) {
  const login = await post("/dashboard", { intent: "login", email, password }, "");
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sm_creator="));
  if (!cookie) throw new Error("creator not signed in");
  return cookie;
}

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
  owner = await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  const concierge = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  cookies.owner = staffCookie(seed, owner.id);
  cookies.concierge = staffCookie(seed, concierge.id);
  for (const name of ["ana", "bea", "carla"] as const) {
    const account = await seedCreatorAccount(seed, { city: "Madrid", name: `${name} Creator` });
    creators[name] = { id: account.id, email: account.email };
    cookies[name] = await creatorCookie(account.email, account.password);
  }
});

async function get(path: string, cookie = "") {
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  return { status: response.status, location: response.headers.get("location"), html, text: visibleText(html) };
}

function post(path: string, fields: Record<string, string>, cookie: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

const rowOf = (creatorId: number) =>
  seed
    .select()
    .from(creatorTaxDetails)
    .all()
    .find((row) => row.creatorId === creatorId);

const auditOf = (creatorId: number) =>
  seed.$client
    .prepare(
      "select actor_label as actor, role, action, detail from audit_events where object_type = 'creator' and object_id = ? and action like 'creator.tax%' order by id",
    )
    .all(String(creatorId)) as { actor: string; role: string | null; action: string; detail: string }[];

/** A Spanish professional's details, as the form posts them. */
const spanish = {
  kind: "individual",
  legalName: "Ana Etxeberria Goñi",
  addressLine: "Calle de Toledo 12",
  postalCode: "28005",
  city: "Madrid",
  country: "ES",
  dateOfBirth: "1990-04-01",
  tin: "12345678z",
  tinCountry: "ES",
  vatNumber: "",
  taxStatus: "es_professional",
  withholding: "700",
};

/** The error shown under a field, tied to it by aria-describedby. */
function fieldError(html: string, field: string) {
  const error = new RegExp(`<p id="([^"]*-${field}-error|tax-details-${field}-error)"[^>]*>([^<]*)</p>`).exec(html);
  return error?.[2] ?? null;
}

describe("the creator's form", () => {
  it("says on the dashboard that the details are missing, then stores them, audited without their values", async () => {
    const before = await get("/dashboard", cookies.ana);
    expect(before.text).toContain("Tax details: missing");
    expect(before.html).toContain('href="/dashboard/tax"');

    const page = await get("/dashboard/tax", cookies.ana);
    expect(page.status).toBe(200);
    expect(page.text).toContain("What we report to the tax agency, and why");
    expect(page.text).toContain("Directive (EU) 2021/514");
    expect(page.text).toContain("form 238");

    const saved = await post("/dashboard/tax", spanish, cookies.ana);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/dashboard");
    expect(rowOf(creators.ana.id)).toMatchObject({
      kind: "individual",
      legalName: "Ana Etxeberria Goñi",
      tin: "12345678Z",
      tinCountry: "ES",
      dateOfBirth: "1990-04-01",
      taxStatus: "es_professional",
      withholdingBasisPoints: 700,
      vatNumber: null,
      updatedBy: "creator",
    });
    const audit = auditOf(creators.ana.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "creator", role: null, action: "creator.tax_details_saved" });
    expect(JSON.parse(audit[0].detail)).toMatchObject({ first: true });
    for (const value of ["12345678Z", "Etxeberria", "Toledo", "1990-04-01"])
      expect(audit[0].detail).not.toContain(value);

    const after = await get("/dashboard", cookies.ana);
    expect(after.text).toContain("Tax details: complete");
    // The form opens again with what was stored.
    expect((await get("/dashboard/tax", cookies.ana)).html).toContain('value="12345678Z"');
  });

  it.each([
    ["a Spanish NIF with the wrong letter", { tin: "12345678A" }, "tin", m.tinSpanish],
    [
      "an EU business without a VAT number",
      { taxStatus: "eu_business", tinCountry: "FR", tin: "3023217600053", country: "FR" },
      "vatNumber",
      m.vatRequired,
    ],
    ["a person without a date of birth", { dateOfBirth: "" }, "dateOfBirth", m.dateOfBirth],
    ["a date of birth to come", { dateOfBirth: "2999-01-01" }, "dateOfBirth", m.dateOfBirthFuture],
    ["a direction mark in the name", { legalName: "Bea \u202EGoñi" }, "legalName", m.plainText],
    ["a control character in the street", { addressLine: "Calle Mayor\u00071" }, "addressLine", m.plainText],
  ])("refuses %s with a 400 and the field's message, storing nothing", async (_, change, field, message) => {
    const response = await post("/dashboard/tax", { ...spanish, legalName: "Bea Goñi", ...change }, cookies.bea);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, field)).toBe(message.replaceAll("'", "&#x27;"));
    expect(html).toMatch(new RegExp(`aria-describedby="[^"]*${field}-error`));
    expect(rowOf(creators.bea.id)).toBeUndefined();
    expect(auditOf(creators.bea.id)).toEqual([]);
  });

  it("answers a post naming another creator with a 404 and changes nobody's details", async () => {
    const response = await post(
      "/dashboard/tax",
      { ...spanish, creatorId: String(creators.ana.id), legalName: "Bea Forged" },
      cookies.bea,
    );
    expect(response.status).toBe(404);
    expect(rowOf(creators.ana.id)?.legalName).toBe("Ana Etxeberria Goñi");
    expect(rowOf(creators.bea.id)).toBeUndefined();
    expect((await get(`/dashboard/tax/${creators.ana.id}`, cookies.bea)).status).toBe(404);
  });

  it("sends a visitor to the login, reading and storing nothing", async () => {
    const page = await get("/dashboard/tax");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/dashboard");
    const response = await post("/dashboard/tax", spanish, "");
    expect(response.status).toBe(302);
    expect(rowOf(creators.carla.id)).toBeUndefined();
  });

  it("speaks the creator's language under /es and /fr", async () => {
    expect((await get("/es/dashboard/tax", cookies.carla)).text).toContain("Qué comunicamos a Hacienda y por qué");
    expect((await get("/fr/dashboard/tax", cookies.carla)).text).toContain("Informations fiscales");
  });
});

describe("the owners' view and correction", () => {
  it("lists each creator with whether their details are given, and shows one's details", async () => {
    const list = await get("/admin/tax-details", cookies.owner);
    expect(list.status).toBe(200);
    expect(list.text).toContain("ana Creator Madrid Complete Professional in Spain");
    expect(list.text).toContain("carla Creator Madrid Missing");
    const one = await get(`/admin/tax-details/${creators.ana.id}`, cookies.owner);
    expect(one.status).toBe(200);
    expect(one.text).toContain("12345678Z · Spain (ES)");
    expect((await get("/admin/earnings", cookies.owner)).html).toContain('href="/admin/tax-details"');
  });

  it("refuses a correction without a reason, then stores one with it: who, when, why and which fields in the log", async () => {
    const path = `/admin/tax-details/${creators.ana.id}`;
    const corrected = { ...spanish, tin: "12345678Z", city: "Alcalá de Henares", postalCode: "28801" };
    const refused = await post(path, { ...corrected, reason: "" }, cookies.owner);
    expect(refused.status).toBe(400);
    expect(fieldError(await refused.text(), "reason")).toBe(m.reason);
    expect(rowOf(creators.ana.id)?.city).toBe("Madrid");

    const response = await post(path, { ...corrected, reason: "She wrote to us with her new address." }, cookies.owner);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(path);
    expect(rowOf(creators.ana.id)).toMatchObject({
      city: "Alcalá de Henares",
      postalCode: "28801",
      updatedBy: "Olga Owner",
    });
    const audit = auditOf(creators.ana.id).at(-1)!;
    expect(audit).toMatchObject({ actor: "Olga Owner", role: "owner", action: "creator.tax_details_corrected" });
    expect(JSON.parse(audit.detail)).toEqual({
      reason: "She wrote to us with her new address.",
      fields: "postalCode, city",
    });
    expect(audit.detail).not.toContain("Alcalá");
    const log = await get("/admin/audit", cookies.owner);
    expect(log.text).toContain("Creator's tax details corrected (by an owner)");
  });

  it("gives a concierge the 403 page, reading and changing nothing", async () => {
    for (const path of ["/admin/tax-details", `/admin/tax-details/${creators.ana.id}`]) {
      const page = await get(path, cookies.concierge);
      expect(page.status, path).toBe(403);
      expect(page.text).not.toContain("12345678Z");
    }
    const response = await post(
      `/admin/tax-details/${creators.ana.id}`,
      { ...spanish, legalName: "Concierge Was Here", reason: "Trying my luck here" },
      cookies.concierge,
    );
    expect(response.status).toBe(403);
    expect(rowOf(creators.ana.id)?.legalName).toBe("Ana Etxeberria Goñi");
  });

  it("sends a visitor and a creator's session to sign in", async () => {
    for (const cookie of ["", cookies.ana]) {
      const page = await get(`/admin/tax-details/${creators.ana.id}`, cookie);
      expect(page.status).toBe(302);
      expect(page.location).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(`/admin/tax-details/${creators.ana.id}`)}`,
      );
      const response = await post(
        `/admin/tax-details/${creators.ana.id}`,
        { ...spanish, reason: "A visitor's try" },
        cookie,
      );
      expect([302, 303]).toContain(response.status);
    }
    expect(rowOf(creators.ana.id)?.legalName).toBe("Ana Etxeberria Goñi");
  });

  it("answers 404 for an id that is no approved creator's, or a creator with nothing to correct", async () => {
    for (const id of ["999999", "abc", "0", "1e3", "%27%20OR%201%3D1"]) {
      expect((await get(`/admin/tax-details/${id}`, cookies.owner)).status, id).toBe(404);
    }
    const response = await post(
      `/admin/tax-details/${creators.carla.id}`,
      { ...spanish, reason: "Filling in for her" },
      cookies.owner,
    );
    expect(response.status).toBe(404);
    expect(rowOf(creators.carla.id)).toBeUndefined();
  });
});
