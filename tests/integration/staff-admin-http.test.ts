import { and, desc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, outbox, sessions, staff } from "~/db/schema";
import { recordAudit } from "~/features/staff/audit.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { uniqueEmail } from "../support/unique.mjs";

/**
 * The owners' pages for the team over HTTP against the built server: /admin/staff (invite, roles,
 * deactivate, reactivate), /admin/audit and its CSV, and /admin/sessions per person. Every
 * refusal is checked to change nothing.
 */

const { send, postForm, landing, account, logIn } = creatorHttp();

let owner: SeededStaff;
let ownerCookie: string;

beforeAll(async () => {
  owner = await seedStaff(db(), { role: "owner", name: "Olivia Owner" });
  ownerCookie = staffCookie(db(), owner.id);
});

const person = (id: number) => db().select().from(staff).where(eq(staff.id, id)).get()!;
const liveSessionsOf = (id: number) =>
  db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.subject, `staff:${id}`), isNull(sessions.revokedAt)))
    .all();
const teamSnapshot = () => db().select().from(staff).orderBy(staff.id).all();
const auditCount = () => db().select().from(auditEvents).all().length;

describe("/admin/staff", () => {
  it("the last active owner can be neither deactivated nor demoted", async () => {
    const before = person(owner.id);
    const off = await postForm(
      "/admin/staff",
      { intent: "deactivate", staffId: String(owner.id) },
      { cookie: ownerCookie },
    );
    expect(off.response.status).toBe(409);
    expect(off.text).toContain("The team needs at least one active owner");
    const demote = await postForm(
      "/admin/staff",
      { intent: "role", staffId: String(owner.id), role: "concierge" },
      { cookie: ownerCookie },
    );
    expect(demote.response.status).toBe(409);
    expect(demote.text).toContain("The team needs at least one active owner");
    expect(person(owner.id)).toEqual(before);
    expect(liveSessionsOf(owner.id).length).toBeGreaterThan(0);
  });

  it("an owner sees the team and invites someone: stored as invited, an invitation in the outbox, an audit row", async () => {
    const page = await send("/admin/staff", { cookie: ownerCookie });
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("<h1");
    expect(page.text).toContain("Olivia Owner");
    expect(page.text).toContain("Not set up");

    const email = uniqueEmail("invitee");
    const sent = await postForm(
      "/admin/staff",
      { intent: "invite", name: "Inès Invitée", email, role: "concierge", language: "fr" },
      { cookie: ownerCookie, client: "198.51.100.77" },
    );
    expect(sent.response.status).toBe(302);
    const landed = await landing(sent.response, ownerCookie);
    expect(landed.text).toContain("Invitation sent");
    expect(landed.text).toContain("Inès Invitée");
    const row = db().select().from(staff).where(eq(staff.email, email)).get();
    expect(row).toMatchObject({ status: "invited", role: "concierge", language: "fr" });
    const mail = db().select().from(outbox).where(eq(outbox.type, "staff_mail")).orderBy(desc(outbox.id)).all();
    expect(mail.some((record) => (record.payload as { staffId: number }).staffId === row?.id)).toBe(true);
    const audit = db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "staff.invited"))
      .orderBy(desc(auditEvents.id))
      .get();
    expect(audit).toMatchObject({ actorStaffId: owner.id, objectId: String(row?.id), clientAddress: "198.51.100.77" });
  });

  it("an address already on the team, or a form with mistakes, gets errors by the fields and stores nothing", async () => {
    const before = teamSnapshot();
    const taken = await postForm(
      "/admin/staff",
      { intent: "invite", name: "Someone", email: owner.email.toUpperCase(), role: "concierge", language: "en" },
      { cookie: ownerCookie },
    );
    expect(taken.response.status).toBe(409);
    expect(taken.text).toContain("This address already has an account on the team.");
    expect(taken.text).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/,
    );
    const bad = await postForm(
      "/admin/staff",
      { intent: "invite", name: "", email: "not-an-address", role: "boss", language: "de" },
      { cookie: ownerCookie },
    );
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Enter their name.");
    expect(bad.text).toContain("Enter an email address like name@example.com.");
    expect(teamSnapshot()).toEqual(before);
  });

  it("an owner changes a role, deactivates a concierge (their cookie is refused at once) and reactivates them", async () => {
    const concierge = await seedStaff(db(), { role: "concierge" });
    const cookie = staffCookie(db(), concierge.id);
    staffCookie(db(), concierge.id); // a second browser of theirs
    expect((await send("/admin", { cookie })).response.status).toBe(200);

    const promoted = await postForm(
      "/admin/staff",
      { intent: "role", staffId: String(concierge.id), role: "owner" },
      { cookie: ownerCookie },
    );
    expect(promoted.response.status).toBe(302);
    expect(person(concierge.id).role).toBe("owner");
    await postForm(
      "/admin/staff",
      { intent: "role", staffId: String(concierge.id), role: "concierge" },
      { cookie: ownerCookie },
    );
    expect(person(concierge.id).role).toBe("concierge");

    const off = await postForm(
      "/admin/staff",
      { intent: "deactivate", staffId: String(concierge.id) },
      { cookie: ownerCookie },
    );
    expect(off.response.status).toBe(302);
    expect((await landing(off.response, ownerCookie)).text).toContain("Their sessions ended.");
    expect(person(concierge.id).status).toBe("deactivated");
    expect(liveSessionsOf(concierge.id)).toEqual([]);
    const refused = await send("/admin", { cookie });
    expect(refused.response.status).toBe(302);
    expect(refused.response.headers.get("location")).toBe("/admin/login");

    const back = await postForm(
      "/admin/staff",
      { intent: "reactivate", staffId: String(concierge.id) },
      { cookie: ownerCookie },
    );
    expect(back.response.status).toBe(302);
    expect(person(concierge.id).status).toBe("active");
    // Reactivating gives the account back, not the ended sessions.
    expect((await send("/admin", { cookie })).response.status).toBe(302);
  });

  it("a concierge is refused every owner page and form (403) and nothing changes", async () => {
    const concierge = await seedStaff(db(), { role: "concierge" });
    const other = await seedStaff(db(), { role: "concierge" });
    const cookie = staffCookie(db(), concierge.id);
    const team = teamSnapshot();
    const audits = auditCount();
    for (const path of ["/admin/staff", "/admin/audit", "/admin/audit.csv", "/admin/audit.csv?action=staff.invited"]) {
      const answer = await send(path, { cookie });
      expect(answer.response.status, path).toBe(403);
      expect(answer.text).not.toContain(owner.email);
    }
    const forms: Record<string, string>[] = [
      { intent: "invite", name: "Sneaky", email: uniqueEmail("sneaky"), role: "owner", language: "en" },
      { intent: "role", staffId: String(concierge.id), role: "owner" },
      { intent: "deactivate", staffId: String(other.id) },
      { intent: "deactivate", staffId: String(owner.id) },
      { intent: "reactivate", staffId: String(other.id) },
    ];
    for (const form of forms) {
      expect((await postForm("/admin/staff", form, { cookie })).response.status, form.intent).toBe(403);
    }
    expect(teamSnapshot()).toEqual(team);
    expect(auditCount()).toBe(audits);
  });

  it("without a session, with a creator's session or cross-site, the owner pages open nothing", async () => {
    const me = await account();
    const creator = sessionCookie((await logIn(me.email, me.password)).response);
    const asAdmin = `sm_admin=${creator.slice(creator.indexOf("=") + 1)}`;
    const team = teamSnapshot();
    for (const cookie of ["", creator, asAdmin]) {
      for (const path of ["/admin/staff", "/admin/audit", "/admin/audit.csv", "/admin/sessions"]) {
        const page = await send(path, { cookie });
        expect(page.response.status, `${path} ${cookie}`).toBe(302);
        expect(page.response.headers.get("location")).toMatch(/^\/admin\/login/);
      }
      const post = await postForm("/admin/staff", { intent: "deactivate", staffId: String(owner.id) }, { cookie });
      expect(post.response.status).toBe(302);
      expect(post.response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    const concierge = await seedStaff(db(), { role: "concierge" });
    const crossSite = await send("/admin/staff", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "deactivate", staffId: String(concierge.id) }),
      cookie: ownerCookie,
    });
    expect(crossSite.response.status).toBe(403);
    expect(person(concierge.id).status).toBe("active");
    expect(teamSnapshot().filter((p) => p.id !== concierge.id)).toEqual(team);
  });
});

describe("/admin/audit", () => {
  it("filters by person, action and booking, newest first", async () => {
    const marta = await seedStaff(db(), { role: "concierge", name: "Marta Filtered" });
    const actor = { id: marta.id, name: marta.name, role: marta.role };
    recordAudit({
      actor,
      action: "booking.refunded",
      object: { type: "booking", id: 9001 },
      clientAddress: "192.0.2.10",
      detail: { amountCents: 3900 },
    });
    recordAudit({ actor, action: "booking.taken", object: { type: "booking", id: 9002 }, clientAddress: "192.0.2.11" });
    recordAudit({
      actor: { id: null, name: "system", role: null },
      action: "booking.assigned",
      object: { type: "booking", id: 9001 },
    });

    const all = await send("/admin/audit", { cookie: ownerCookie });
    expect(all.response.status).toBe(200);
    expect(all.text).toContain("Marta Filtered (concierge)");
    // Times in the desk's zone (Madrid until an owner sets another), named.
    expect(all.text.replaceAll("<!-- -->", "")).toContain("Times are in the desk&#x27;s time zone, Europe/Madrid.");
    expect(all.text).toMatch(/\d\d:\d\d CES?T/);
    // Newest first: the system's assignment (9001), the taking (9002), then the refund (9001).
    const table = all.text.slice(all.text.indexOf("<tbody"));
    expect(table.indexOf("booking 9001")).toBeLessThan(table.indexOf("booking 9002"));
    expect(table.indexOf("booking 9002")).toBeLessThan(table.indexOf("amountCents: 3900"));
    expect(all.text).toContain('href="/admin/audit.csv"');

    const byBooking = await send("/admin/audit?booking=9001", { cookie: ownerCookie });
    expect(byBooking.text).toContain("booking 9001");
    expect(byBooking.text).not.toContain("booking 9002");
    expect(byBooking.text).toContain("system");
    expect(byBooking.text).toContain('href="/admin/audit.csv?booking=9001"');

    const byPerson = await send(`/admin/audit?person=${marta.id}&action=booking.taken`, { cookie: ownerCookie });
    expect(byPerson.text).toContain("booking 9002");
    expect(byPerson.text).toContain("192.0.2.11");
    expect(byPerson.text).not.toContain("booking 9001");

    const wrong = await send("/admin/audit?booking=abc", { cookie: ownerCookie });
    expect(wrong.response.status).toBe(200);
    expect(wrong.text).toContain("Enter a booking number, like 42.");
    expect(wrong.text).not.toContain("booking 9001");
  });

  it("the CSV holds every matching row, neutralises formulas, and is itself in the log with its count", async () => {
    const actor = { id: owner.id, name: owner.name, role: owner.role };
    recordAudit({
      actor,
      action: "trip_link.rotated",
      object: { type: "booking", id: 7001 },
      clientAddress: "=cmd|' /C calc'!A0",
    });
    recordAudit({
      actor,
      action: "trip_link.rotated",
      object: { type: "booking", id: 7002 },
      clientAddress: "192.0.2.20",
    });

    const csv = await send("/admin/audit.csv?action=trip_link.rotated", {
      cookie: ownerCookie,
      client: "198.51.100.90",
    });
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get("content-type")).toContain("text/csv");
    expect(csv.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"ID","When (UTC)","Who","Role","Action","Action code","Object","Client address","Outcome","Details"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"booking 7002"');
    expect(lines[2]).toContain(`"'=cmd|' /C calc'!A0"`);
    const exported = db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "export.csv"))
      .orderBy(desc(auditEvents.id))
      .get();
    expect(exported).toMatchObject({
      actorStaffId: owner.id,
      objectType: "export",
      objectId: "audit",
      clientAddress: "198.51.100.90",
    });
    expect(exported?.detail).toMatchObject({ rows: 2, action: "trip_link.rotated" });
  });
});

describe("/admin/sessions per person", () => {
  it("a concierge sees only their own sessions and cannot end another person's", async () => {
    const marta = await seedStaff(db(), { role: "concierge", name: "Marta Sessions" });
    const pablo = await seedStaff(db(), { role: "concierge", name: "Pablo Sessions" });
    const cookie = staffCookie(db(), marta.id);
    staffCookie(db(), pablo.id);
    const page = await send("/admin/sessions", { cookie });
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("This browser");
    expect(page.text).not.toContain("Pablo Sessions");
    const shown = [...page.text.matchAll(/name="sessionId" value="(\d+)"/g)].map((m) => Number(m[1])).sort();
    expect(shown).toEqual(
      liveSessionsOf(marta.id)
        .map((s) => s.id)
        .sort(),
    );

    const theirs = liveSessionsOf(pablo.id)[0].id;
    const refused = await postForm("/admin/sessions", { intent: "end", sessionId: String(theirs) }, { cookie });
    expect(refused.response.status).toBe(404);
    expect(liveSessionsOf(pablo.id).map((s) => s.id)).toContain(theirs);
  });

  it("an owner sees everyone's sessions by person and ends a concierge's, which is then refused and audited", async () => {
    const nora = await seedStaff(db(), { role: "concierge", name: "Nora Ended" });
    const cookie = staffCookie(db(), nora.id);
    const page = await send("/admin/sessions", { cookie: ownerCookie });
    expect(page.text).toContain("Your sessions (Olivia Owner");
    expect(page.text).toContain("Nora Ended (concierge)");
    const id = liveSessionsOf(nora.id)[0].id;
    const ended = await postForm("/admin/sessions", { intent: "end", sessionId: String(id) }, { cookie: ownerCookie });
    expect(ended.response.status).toBe(302);
    expect(ended.response.headers.get("location")).toBe("/admin/sessions");
    expect(liveSessionsOf(nora.id)).toEqual([]);
    expect((await send("/admin", { cookie })).response.headers.get("location")).toBe("/admin/login");
    const audit = db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "session.ended"))
      .orderBy(desc(auditEvents.id))
      .get();
    expect(audit).toMatchObject({ actorStaffId: owner.id, objectType: "session", objectId: String(id) });
  });
});

describe("the staff bar", () => {
  it("names the person and offers Team and Audit to an owner only", async () => {
    const concierge = await seedStaff(db(), { role: "concierge", name: "Carla Bar" });
    const mine = await send("/admin/sessions", { cookie: staffCookie(db(), concierge.id) });
    expect(mine.text).toContain('aria-label="Staff"');
    expect(mine.text).toContain("Carla Bar");
    expect(mine.text).not.toContain('href="/admin/staff"');
    expect(mine.text).not.toContain('href="/admin/audit"');
    const owners = await send("/admin/sessions", { cookie: ownerCookie });
    expect(owners.text).toContain('href="/admin/staff"');
    expect(owners.text).toContain('href="/admin/audit"');
    expect(owners.text).toContain("Sign out");
  });
});
