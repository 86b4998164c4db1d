import { describe, expect, it } from "vitest";
import { readAudit } from "../../scripts/audit.mjs";

describe("the dependency audit's verdict", () => {
  it("counts a registry that refuses the audit endpoint as 'could not run', not as a finding", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(readAudit(refused)).toEqual({ ran: false, reason: expect.stringContaining("405") });
    expect(readAudit("")).toMatchObject({ ran: false });
  });

  it("fails on high and critical advisories only", () => {
    const report = (severity: string) =>
      JSON.stringify({
        auditReportVersion: 2,
        vulnerabilities: {
          example: { name: "example", severity, range: "<1.2.3", via: [{ title: "Prototype pollution" }] },
        },
        metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 1, [severity]: 1 } },
      });
    expect(readAudit(report("moderate"))).toMatchObject({ ran: true, failing: [] });
    expect(readAudit(report("high"))).toMatchObject({ ran: true, failing: [{ name: "example" }] });
    expect(readAudit(report("critical"))).toMatchObject({ ran: true, failing: [{ name: "example" }] });
  });
});
