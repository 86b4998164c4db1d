import { describe, expect, it } from "vitest";
import { auditActionLabel, auditActorLabel, auditQuery, auditSearch } from "~/domain/audit-view";
import { deviceOf } from "~/domain/session-device";

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
