import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "~/domain/audit-actions";
import { MAIL_TYPES } from "~/domain/mail-types";
import {
  AUDIT_CSV_COLUMNS,
  auditActionChoices,
  auditActionLabel,
  auditActorLabel,
  auditQuery,
  auditRowActionLabel,
  auditSearch,
} from "~/features/staff/audit-view";
import { deviceOf } from "~/features/staff/session-device";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/i18n/languages";

/** The audit page's filters as read from its address, and the words of its rows and of a session's device. */

describe("auditQuery", () => {
  it("reads the filters it understands and keeps them in the pager's and the CSV's links", () => {
    const query = auditQuery(new URLSearchParams("person=3&action=staff.invited&booking=%2342&page=2"));
    expect(query).toMatchObject({ person: 3, action: "staff.invited", booking: 42, page: 2, bookingError: undefined });
    expect(auditSearch(query)).toBe("?person=3&action=staff.invited&booking=42");
    expect(auditSearch(query, 3)).toBe("?person=3&action=staff.invited&booking=42&page=3");
  });

  it("says so when the booking is not a number, and ignores an unknown action or person", () => {
    const query = auditQuery(new URLSearchParams("person=-1&action=drop+table&booking=abc&page=0"));
    expect(query.bookingError).toBe("Enter a booking number, like 42.");
    expect(query).toMatchObject({ person: undefined, action: undefined, booking: undefined, page: 1 });
    expect(auditSearch(query)).toBe("");
  });
});

describe("the audit log's words", () => {
  it("names a person with their role, and the token and the system by themselves", () => {
    expect(auditActorLabel({ actorLabel: "Marta López", role: "concierge" })).toBe("Marta López (concierge)");
    expect(auditActorLabel({ actorLabel: "admin token", role: null })).toBe("admin token");
    expect(auditActionLabel("staff.deactivated")).toBe("Deactivated");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });

  it("has words for every action the app records, so the filter never offers a raw code", () => {
    // AUDIT_ACTIONS is the whole list: recordAudit takes nothing else.
    for (const action of AUDIT_ACTIONS) {
      const label = auditActionLabel(action);
      expect(label, action).not.toBe(action);
      expect(label, action).toMatch(/^[A-Z][^.]*[a-z)]$/);
    }
    expect(auditActionLabel("settings.changed")).toBe("Owner setting changed");
  });

  it("offers every action in the filter in the reader's language, English as the CSV writes it", async () => {
    await loadAllLanguages();
    for (const language of LANGUAGES) {
      const choices = auditActionChoices(fixedT(language, "admin"));
      expect(choices.map((choice) => choice.value)).toEqual([...AUDIT_ACTIONS]);
      for (const choice of choices) {
        expect(choice.label, `${language} ${choice.value}`).not.toBe(choice.value);
        expect(choice.label, `${language} ${choice.value}`).not.toMatch(/^audit\.actions\./);
      }
    }
    for (const choice of auditActionChoices(fixedT("en", "admin"))) {
      expect(choice.label).toBe(auditActionLabel(choice.value));
    }
    expect(auditActionChoices(fixedT("es", "admin")).find((c) => c.value === "staff.deactivated")?.label).toBe(
      "Desactivado",
    );
  });

  it("names the kind of email opened, a colleague's invitation or reset as much as a traveller's message", () => {
    const opened = (type: string) => auditRowActionLabel({ action: "mail.opened", detail: { type } });
    expect(opened("staff_invitation")).toBe("Email opened: Team invitation");
    expect(opened("staff_password_reset")).toBe("Email opened: Team password reset");
    expect(opened("trip_link")).toBe("Email opened: Trip link");
    const labels = MAIL_TYPES.map(opened);
    expect(new Set(labels).size).toBe(MAIL_TYPES.length);
    for (const label of labels) expect(label).not.toMatch(/traveller's message/i);
    // A row without its kind (or with one no longer known) still reads in words.
    expect(auditRowActionLabel({ action: "mail.opened", detail: null })).toBe("Email opened");
    expect(auditRowActionLabel({ action: "mail.opened", detail: { type: "toString" } })).toBe("Email opened");
    expect(auditRowActionLabel({ action: "staff.invited", detail: { role: "owner" } })).toBe("Invited");
  });

  it("writes the same words in the CSV's Action column", () => {
    const column = AUDIT_CSV_COLUMNS.find((c) => c.header === "Action");
    const row = {
      id: 1,
      at: "2026-01-01T00:00:00.000Z",
      actorLabel: "Olga Owner",
      role: "owner",
      action: "mail.opened",
      objectType: "mail",
      objectId: "7",
      clientAddress: null,
      outcome: "success",
      detail: { type: "staff_invitation" },
    };
    expect(column?.value(row)).toBe("Email opened: Team invitation");
  });
});

describe("deviceOf", () => {
  it("names the browser and system of a user agent, and shows one it cannot read as sent", () => {
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox 133 on Linux, desktop",
    );
    expect(deviceOf("Other/2.0")).toBe("Other/2.0");
    expect(deviceOf(null)).toBe("Unknown device");
  });
});
