import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, CALLED_OFF, PAID_STATUS } from "~/domain/booking-lifecycle";

/**
 * Issue 28: the lifecycle's statuses are spelled out only in its module (and its words and
 * migrations); everywhere else reads them from the table, so renaming or adding a status cannot
 * leave a stale copy behind. "paid" and "cancelled" are also payment, refund, itinerary and
 * Stripe words, so for them only a transition's target (`to:`) and a booking's status are checked.
 */
const root = join(__dirname, "..", "..");
const SHARED_WORDS: readonly string[] = [PAID_STATUS, CALLED_OFF];
const LIFECYCLE_ONLY = BOOKING_STATUSES.filter((s) => !SHARED_WORDS.includes(s));

/** Where a status literal stands for the lifecycle: a stored status, a move's target, a comparison, a default. */
function patternsFor(status: string): RegExp[] {
  const q = `["'\`]${status}["'\`]`;
  const always = [
    new RegExp(`\\bto:\\s*${q}`),
    new RegExp(`(?:booking|trip|row|status)\\??\\.status\\s*[!=]==?\\s*${q}`),
  ];
  if (SHARED_WORDS.includes(status)) return always;
  return [
    ...always,
    new RegExp(`(?<![A-Za-z_])status:\\s*${q}`),
    new RegExp(`[!=]==?\\s*${q}`),
    new RegExp(`\\.default\\(${q}\\)`),
    new RegExp(`canTransition\\([^)]*${q}`),
    new RegExp(`reached\\(${q}\\)`),
  ];
}

/**
 * Justified exceptions: `file` and the line's text, each with why the literal is not the lifecycle's.
 */
const ALLOWED: ReadonlyArray<{ file: string; line: RegExp; reason: string }> = [
  { file: "app/db/schema.ts", line: /^\s*\.default\("pending"\),$/, reason: "a creator application's status" },
  { file: "app/db/schema.ts", line: /REFUND_STATUSES/, reason: "a refund's status" },
  {
    file: "app/domain/booking-record.ts",
    line: /status: "pending" as const/,
    reason: "a creator application's record",
  },
  { file: "app/services/creators/creators.server.ts", line: /status: "pending"/, reason: "a creator application" },
  { file: "app/services/payments/refunds.server.ts", line: /"pending"/, reason: "a refund's status" },
  { file: "app/services/itinerary/render-itinerary.server.ts", line: /job\.mail/, reason: "the itinerary mail's type" },
  { file: "app/services/mail/compose.server.tsx", line: /payload\.mail/, reason: "the itinerary mail's type" },
  { file: "app/services/privacy/dietary-copies.server.ts", line: /copy\.type/, reason: "a mail type" },
];

function sourceFiles(): string[] {
  return readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
    .map((f) => `app/${f.replaceAll("\\", "/")}`)
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .filter((f) => f !== "app/domain/booking-lifecycle.ts" && !f.startsWith("app/i18n/locales/"));
}

describe("lifecycle status literals", () => {
  it("appear only in the lifecycle module, outside a short list of justified exceptions", () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((text, i) => {
        for (const status of BOOKING_STATUSES) {
          if (!patternsFor(status).some((p) => p.test(text))) continue;
          if (ALLOWED.some((a) => a.file === file && a.line.test(text))) continue;
          found.push(`${file}:${i + 1}: ${text.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("checks every lifecycle-only status name the module has", () => {
    expect(LIFECYCLE_ONLY.length).toBeGreaterThan(0);
    for (const status of LIFECYCLE_ONLY) expect(patternsFor(status).length).toBeGreaterThan(2);
  });
});
