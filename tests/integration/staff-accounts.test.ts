import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findSession, openSession } from "~/auth/sessions.server";
import { db } from "~/db/client.server";
import { outbox, staff } from "~/db/schema";
import { NotAllowedError } from "~/domain/errors";
import {
  acceptInvitation,
  activeStaff,
  checkStaffPassword,
  createFirstOwner,
  invite,
  linkHolder,
  ownerExists,
  requestPasswordReset,
  resetPassword,
  staffSessionSubject,
} from "~/features/staff/staff-accounts.server";
import { changeRole, deactivate, reactivate } from "~/features/staff/staff-team.server";
import { testDb } from "../support/db";
import { uniqueEmail } from "../support/factories";
import { activePerson, auditRowsOf, firstOwner, lastLinkToken, PASSWORD, staffRow } from "../support/staff-services";

beforeAll(() => {
  testDb();
});

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);
const staffMailCount = () => db().select().from(outbox).where(eq(outbox.type, "staff_mail")).all().length;

describe("the first owner", () => {
  it("is created once, active, with an argon2id hash and the address lower-cased, and the audit log names the token", async () => {
    expect(ownerExists()).toBe(false);
    const email = `First.${uniqueEmail("Owner")}`;
    const created = await createFirstOwner({
      name: "Ana Owner",
      email: email.toUpperCase(),
      password: PASSWORD,
      language: "en",
    });
    expect(created.ok).toBe(true);
    const row = staffRow(created.ok ? created.staffId : 0);
    expect(row).toMatchObject({ role: "owner", status: "active", email: email.toLowerCase() });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(auditRowsOf("staff.first_owner_created")[0]).toMatchObject({
      actorLabel: "admin token",
      outcome: "success",
    });

    const second = await createFirstOwner({
      name: "Intruder",
      email: uniqueEmail("x"),
      password: PASSWORD,
      language: "en",
    });
    expect(second).toEqual({ ok: false, reason: "owner-exists" });
  });

  it("the database refuses a second account whose address differs only in case", async () => {
    await firstOwner();
    const email = uniqueEmail("case");
    db().insert(staff).values({ name: "One", email, role: "concierge" }).run();
    expect(() =>
      db().insert(staff).values({ name: "Two", email: email.toUpperCase(), role: "concierge" }).run(),
    ).toThrow(/UNIQUE/);
  });
});

describe("invitations", () => {
  it("a concierge cannot invite: refused and nothing stored", async () => {
    const concierge = await activePerson();
    const email = uniqueEmail("nope");
    expect(() => invite(concierge, { name: "X", email, role: "owner", language: "en" })).toThrow(NotAllowedError);
    expect(db().select().from(staff).where(eq(staff.email, email)).get()).toBeUndefined();
  });

  it("queue a sealed 72-hour link through the outbox, usable once, that activates the account", async () => {
    const owner = await firstOwner();
    const before = staffMailCount();
    const invited = invite(owner, {
      name: "Marta López",
      email: uniqueEmail("marta"),
      role: "concierge",
      language: "es",
    });
    if (!invited.ok) throw new Error("refused");
    expect(staffRow(invited.staffId)).toMatchObject({ status: "invited", passwordHash: null, language: "es" });
    expect(staffMailCount()).toBe(before + 1);
    const token = lastLinkToken(invited.staffId);
    // The record carries the token only sealed.
    const raw = JSON.stringify(db().select().from(outbox).all());
    expect(raw).not.toContain(token);
    expect(auditRowsOf("staff.invited")[0]).toMatchObject({
      actorStaffId: owner.id,
      objectId: String(invited.staffId),
    });

    expect(linkHolder(token, "staff_invitation", later(71 * HOUR))?.name).toBe("Marta López");
    expect(linkHolder(token, "staff_invitation", later(73 * HOUR))).toBeNull();
    expect(await acceptInvitation(token, "short")).toEqual({ ok: false, reason: "password-too-short" });

    expect(await acceptInvitation(token, PASSWORD)).toEqual({ ok: true, staffId: invited.staffId });
    expect(staffRow(invited.staffId)).toMatchObject({ status: "active", setPasswordTokenHash: null });
    expect(await acceptInvitation(token, PASSWORD)).toEqual({ ok: false, reason: "invalid-link" });
    expect(auditRowsOf("staff.invitation_accepted")[0]).toMatchObject({ actorStaffId: invited.staffId });
  });

  it("an expired invitation sets nothing", async () => {
    const owner = await firstOwner();
    const invited = invite(owner, { name: "Late", email: uniqueEmail("late"), role: "concierge", language: "en" });
    if (!invited.ok) throw new Error("refused");
    const token = lastLinkToken(invited.staffId);
    expect(await acceptInvitation(token, PASSWORD, null, later(73 * HOUR))).toEqual({
      ok: false,
      reason: "invalid-link",
    });
    expect(staffRow(invited.staffId).passwordHash).toBeNull();
  });

  it("an address with an account cannot be invited again", async () => {
    const owner = await firstOwner();
    const person = await activePerson();
    expect(
      invite(owner, { name: "Again", email: staffRow(person.id).email.toUpperCase(), role: "owner", language: "en" }),
    ).toEqual({
      ok: false,
      reason: "email-taken",
    });
  });
});

describe("password reset", () => {
  it("gives the same answer for an unknown address and queues nothing", async () => {
    const before = staffMailCount();
    expect(requestPasswordReset(uniqueEmail("nobody"))).toBeUndefined();
    expect(staffMailCount()).toBe(before);
  });

  it("mails a one-hour single-use link that sets a new password, keeps the second factor and ends sessions", async () => {
    const person = await activePerson();
    db().update(staff).set({ totpEnabledAt: "2026-01-01T00:00:00.000Z" }).where(eq(staff.id, person.id)).run();
    const session = openSession({ kind: "admin", subject: staffSessionSubject(person.id), ttlSeconds: 3600 });
    requestPasswordReset(staffRow(person.id).email.toUpperCase());
    const token = lastLinkToken(person.id, "staff_password_reset");
    expect(linkHolder(token, "staff_password_reset", later(2 * HOUR))).toBeNull();

    const fresh = "a brand new passphrase";
    expect(await resetPassword(token, fresh)).toEqual({ ok: true, staffId: person.id });
    expect(await resetPassword(token, "another new passphrase")).toEqual({ ok: false, reason: "invalid-link" });
    expect(staffRow(person.id).totpEnabledAt).toBe("2026-01-01T00:00:00.000Z");
    expect(await checkStaffPassword(staffRow(person.id).email, fresh)).not.toBeNull();
    expect(await checkStaffPassword(staffRow(person.id).email, PASSWORD)).toBeNull();
    expect(findSession("admin", session)).toBeNull();
    expect(auditRowsOf("staff.password_reset")[0]).toMatchObject({ actorStaffId: person.id });
  });
});

describe("roles and deactivation", () => {
  it("the last active owner can be neither demoted nor deactivated", async () => {
    const owner = await firstOwner();
    expect(changeRole(owner, owner.id, "concierge")).toEqual({ ok: false, reason: "last-owner" });
    expect(deactivate(owner, owner.id)).toEqual({ ok: false, reason: "last-owner" });
    expect(staffRow(owner.id)).toMatchObject({ role: "owner", status: "active" });
  });

  it("a concierge cannot change roles or deactivate anyone", async () => {
    const concierge = await activePerson();
    const other = await activePerson();
    expect(() => changeRole(concierge, other.id, "owner")).toThrow(NotAllowedError);
    expect(() => deactivate(concierge, other.id)).toThrow(NotAllowedError);
    expect(staffRow(other.id)).toMatchObject({ role: "concierge", status: "active" });
  });

  it("an owner changes a role, with the change in the audit log", async () => {
    const owner = await firstOwner();
    const person = await activePerson();
    expect(changeRole(owner, person.id, "owner")).toEqual({ ok: true });
    expect(staffRow(person.id).role).toBe("owner");
    expect(auditRowsOf("staff.role_changed")[0]).toMatchObject({
      actorStaffId: owner.id,
      objectId: String(person.id),
      detail: { from: "concierge", to: "owner" },
    });
    // With a second active owner, the first may step down.
    expect(changeRole(owner, person.id, "concierge")).toEqual({ ok: true });
  });

  it("deactivating ends every session of that person and their sign-in; reactivating gives the account back", async () => {
    const owner = await firstOwner();
    const person = await activePerson();
    const sessions = [1, 2].map(() =>
      openSession({ kind: "admin", subject: staffSessionSubject(person.id), ttlSeconds: 3600 }),
    );
    expect(deactivate(owner, person.id)).toEqual({ ok: true });
    for (const token of sessions) expect(findSession("admin", token)).toBeNull();
    expect(activeStaff(person.id)).toBeNull();
    expect(await checkStaffPassword(staffRow(person.id).email, PASSWORD)).toBeNull();
    expect(auditRowsOf("staff.deactivated")[0]).toMatchObject({ objectId: String(person.id) });

    expect(reactivate(owner, person.id)).toEqual({ ok: true });
    expect(activeStaff(person.id)?.status).toBe("active");
  });
});
