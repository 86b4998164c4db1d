import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { csvExport } from "~/features/admin-dashboard/exports.server";
import { testDb } from "../support/db";
import { seedBookings, seedCreator } from "../support/factories";

/**
 * A name `x;=1+1;@SUM(A1)` was once exported unquoted and unguarded, and Excel
 * in Spain and France, which splits on ';', made `=1+1` a cell. The file is read here as such
 * a spreadsheet would read it, with each separator a locale may use.
 */

const FORMULA = /^[=+\-@\t\r]/;

async function exported(kind: "bookings" | "creators"): Promise<string> {
  return new Response(csvExport(kind).body).text();
}

/** The cells a spreadsheet makes of a line when it splits on `separator` and ignores the quotes. */
const naiveCells = (line: string, separator: string) => line.split(separator).map((cell) => cell.replace(/^"|"$/g, ""));

beforeAll(() => {
  testDb();
});

describe("the CSV exports against formulas", () => {
  it("quote every field and guard a formula after any separator, in the bookings and the creators", async () => {
    const hostile = ["x;=1+1;@SUM(A1)", "a,+cmd|' /C calc'!A0", "tab\t-2+3", '=HYPERLINK("http://evil.example")'];
    seedBookings(
      db(),
      hostile.map((name) => ({ name })),
    );
    for (const name of hostile) seedCreator(db(), { name, email: `${name.length}-${Math.random()}@example.com` });

    for (const kind of ["bookings", "creators"] as const) {
      const lines = (await exported(kind))
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean);
      for (const line of lines) {
        // Every field is quoted: the line is "…","…",…
        expect(line, line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
        for (const separator of [",", ";", "\t"]) {
          for (const cell of naiveCells(line, separator))
            expect(cell, `${kind} split on ${JSON.stringify(separator)}: ${line}`).not.toMatch(FORMULA);
        }
      }
      expect(lines.some((line) => line.includes(`"x;'=1+1;'@SUM(A1)"`))).toBe(true);
    }
  });
});
