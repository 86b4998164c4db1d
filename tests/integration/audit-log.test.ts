import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { readAudit, recordAudit, runAuditRetention, SYSTEM } from "~/features/staff/audit.server";
import { testDb } from "../support/db";
import { activePerson } from "../support/staff-services";

beforeAll(() => {
  testDb();
});

const sqlite = () => db().$client;
const DAY = 24 * 60 * 60 * 1000;

describe("the audit log", () => {
  it("stores who did what to which object, from where, and with what outcome", async () => {
    const marta = await activePerson("concierge", "Marta López");
    recordAudit({
      actor: marta,
      action: "booking.refunded",
      object: { type: "booking", id: 4242 },
      clientAddress: "192.0.2.10",
      detail: { amountCents: 3900 },
    });
    expect(readAudit({ bookingId: 4242 }).rows).toEqual([
      expect.objectContaining({
        actorStaffId: marta.id,
        actorLabel: "Marta López",
        role: "concierge",
        action: "booking.refunded",
        objectType: "booking",
        objectId: "4242",
        clientAddress: "192.0.2.10",
        outcome: "success",
        detail: { amountCents: 3900 },
      }),
    ]);
  });

  it("filters by person and action, newest first, one page at a time", async () => {
    const person = await activePerson("concierge", "Paged Person");
    for (let i = 1; i <= 5; i++) {
      recordAudit({ actor: person, action: "export.csv", object: { type: "export", id: i }, detail: { rows: i } });
    }
    recordAudit({ actor: person, action: "mail.opened", object: { type: "mail", id: 1 } });
    const first = readAudit({ staffId: person.id, action: "export.csv", pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(first.rows.map((row) => row.objectId)).toEqual(["5", "4"]);
    expect(
      readAudit({ staffId: person.id, action: "export.csv", pageSize: 2, page: 3 }).rows.map((r) => r.objectId),
    ).toEqual(["1"]);
    // A page past the end shows the last one.
    expect(readAudit({ staffId: person.id, action: "export.csv", pageSize: 2, page: 99 }).page).toBe(3);
    // Their own acceptance of the invitation is theirs too.
    expect(readAudit({ staffId: person.id }).rows.map((row) => row.action)).toEqual([
      "mail.opened",
      ...Array(5).fill("export.csv"),
      "staff.invitation_accepted",
    ]);
  });

  it("the database refuses to change or delete a row", () => {
    recordAudit({ actor: SYSTEM, action: "trip_link.rotated", object: { type: "booking", id: 7 } });
    const count = () => sqlite().prepare("SELECT count(*) AS n FROM audit_events").get() as { n: number };
    const before = count().n;
    expect(() => sqlite().prepare("UPDATE audit_events SET outcome = 'failure'").run()).toThrow(/append-only/);
    expect(() => sqlite().prepare("DELETE FROM audit_events").run()).toThrow(/append-only/);
    expect(() => db().delete(auditEvents).run()).toThrow(/append-only/);
    expect(count().n).toBe(before);
    expect(sqlite().prepare("SELECT count(*) AS n FROM audit_events WHERE outcome = 'failure'").get()).toEqual({
      n: 0,
    });
  });

  it("only the retention job deletes, and only rows older than its cutoff", () => {
    const now = new Date();
    recordAudit(
      { actor: SYSTEM, action: "creator.approved", object: { type: "creator", id: 901 } },
      db(),
      new Date(now.getTime() - 800 * DAY),
    );
    recordAudit(
      { actor: SYSTEM, action: "creator.approved", object: { type: "creator", id: 902 } },
      db(),
      new Date(now.getTime() - 700 * DAY),
    );
    const ids = () =>
      (
        sqlite().prepare("SELECT object_id FROM audit_events WHERE action = 'creator.approved' ORDER BY id").all() as {
          object_id: string;
        }[]
      ).map((row) => row.object_id);
    expect(ids()).toEqual(["901", "902"]);

    // A run row open by hand still protects rows newer than its cutoff.
    const cutoff = new Date(now.getTime() - 750 * DAY).toISOString();
    expect(() =>
      sqlite().transaction(() => {
        sqlite().prepare("INSERT INTO audit_retention_runs (id, cutoff) VALUES (1, ?)").run(cutoff);
        sqlite().prepare("DELETE FROM audit_events WHERE object_id = '902'").run();
      })(),
    ).toThrow(/append-only/);

    expect(runAuditRetention(730, now)).toBe(1);
    expect(ids()).toEqual(["902"]);
    expect(sqlite().prepare("SELECT count(*) AS n FROM audit_retention_runs").get()).toEqual({ n: 0 });
    // With the run over, nothing may be deleted again.
    expect(() => sqlite().prepare("DELETE FROM audit_events WHERE object_id = '902'").run()).toThrow(/append-only/);
  });
});
