import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, CALLED_OFF, PAID_STATUS } from "~/domain/booking-lifecycle";

/**
 * The lifecycle's statuses are spelled out only in its module (and its words and migrations);
 * everywhere else reads them from the table, so renaming or adding a status cannot leave a stale
 * copy behind. A literal is flagged where it stands for a booking's status: beside a status
 * field (`status`, `toStatus`, `fromStatus`: compared, matched in Drizzle or SQL, or set), as a
 * move's target, or typed as one. "paid" and "cancelled" are also payment, refund, itinerary and
 * Stripe words, so only those places are checked for them; any other status is also flagged in
 * any comparison, match or switch, and the few places where it is another vocabulary's word
 * (a mail type, a payment's or a refund's state) are listed below.
 */
const root = join(__dirname, "..", "..");
const SHARED_WORDS: readonly string[] = [PAID_STATUS, CALLED_OFF];
const LIFECYCLE_ONLY = BOOKING_STATUSES.filter((s) => !SHARED_WORDS.includes(s));

/** A field holding a booking's status, bare or read off an object or table (`bookingEvents.toStatus`, `row?.status`). */
const FIELD = String.raw`(?<![\w$])(?:[\w$]+\??\.)*(?:status|toStatus|fromStatus)\b`;
/** The same field in SQL: a column name, or a Drizzle column interpolated into a template. */
const SQL_FIELD = String.raw`(?:\b(?:from_|to_)?status|\.(?:status|toStatus|fromStatus)\})`;

/** Where a status literal stands for the lifecycle: a stored status, a move's target, a comparison, a match, a default. */
function patternsFor(status: string): RegExp[] {
  const q = `["'\`]${status}["'\`]`;
  const always = [
    new RegExp(String.raw`\bto:\s*${q}`),
    new RegExp(String.raw`${FIELD}\s*[!=]==?\s*${q}`),
    new RegExp(String.raw`${q}\s*[!=]==?\s*${FIELD}`),
    new RegExp(String.raw`(?<![\w$])(?:status|toStatus|fromStatus)\s*:\s*${q}`),
    new RegExp(String.raw`\b(?:eq|ne)\(\s*${FIELD}\s*,\s*${q}`),
    new RegExp(String.raw`\b(?:inArray|notInArray)\(\s*${FIELD}\s*,\s*\[[^\]]*${q}`),
    new RegExp(String.raw`${SQL_FIELD}\s*(?:=|!=|<>)\s*'${status}'`),
    new RegExp(String.raw`${SQL_FIELD}\s+(?:not\s+)?in\s*\([^)]*'${status}'`, "i"),
    new RegExp(String.raw`\bBookingStatus\b.*${q}|${q}.*\bBookingStatus\b`),
  ];
  if (SHARED_WORDS.includes(status)) return always;
  return [
    ...always,
    new RegExp(String.raw`[!=]==?\s*${q}|${q}\s*[!=]==?`),
    new RegExp(String.raw`\b(?:eq|ne|inArray|notInArray)\([^)]*${q}`),
    new RegExp(String.raw`\bcase\s+${q}\s*:`),
    new RegExp(String.raw`\.includes\(\s*${q}|\[[^\]]*${q}[^\]]*\]\.includes\(`),
    new RegExp(String.raw`\.default\(${q}\)`),
    new RegExp(String.raw`canTransition\([^)]*${q}`),
    new RegExp(String.raw`reached\(${q}\)`),
  ];
}

const ITINERARY = "a sent itinerary's state (sent, or withdrawn with its calendar events)";
const CHECKOUT = "the outcome of a Stripe checkout the success page shows";

/**
 * Justified exceptions: `file` and the line's text, each with why the literal is not the lifecycle's.
 */
const ALLOWED: ReadonlyArray<{ file: string; line: RegExp; reason: string }> = [
  { file: "app/db/schema.ts", line: /^\s*\.default\("pending"\),$/, reason: "a creator application's status" },
  { file: "app/db/schema.ts", line: /REFUND_STATUSES/, reason: "a refund's status" },
  {
    file: "app/features/booking/booking-record.ts",
    line: /status: "pending" as const/,
    reason: "a creator application's record",
  },
  { file: "app/features/creators/creators.server.ts", line: /status: "pending"/, reason: "a creator application" },
  { file: "app/features/payments/refunds.server.ts", line: /"pending"/, reason: "a refund's status" },
  {
    file: "app/features/earnings/payouts.server.ts",
    line: /creatorPayouts\.status|status: "pending"|status: "paid"|unfinished\?\.status/,
    reason: "a creator payout's status",
  },
  {
    file: "app/features/earnings/transfer-reversals.server.ts",
    line: /creatorPayouts\.status/,
    reason: "a creator payout's status",
  },
  {
    file: "app/features/tax-reports/dac7.server.ts",
    line: /creatorPayouts\.status/,
    reason: "a creator payout's status",
  },
  {
    file: "app/features/restaurants/restaurant-review.server.ts",
    line: /restaurants\.state|row\.state/,
    reason: "a directory entry's review state",
  },
  { file: "app/features/payments/fulfilment.server.ts", line: /bookings\.paymentStatus/, reason: "a payment's status" },
  { file: "app/domain/payment-status.ts", line: /^\s*case "pending":$/, reason: "a payment's status" },
  { file: "app/features/itinerary/render-itinerary.server.ts", line: /job\.mail/, reason: "the itinerary mail's type" },
  { file: "app/features/privacy/dietary-copies.server.ts", line: /copy\.type/, reason: "a mail type" },
  { file: "app/features/privacy/dietary-copies.server.ts", line: /mailMessages\.type/, reason: "a mail type" },
  {
    file: "app/features/itinerary/itinerary.ts",
    line: /sent\.status === "cancelled"|^\s*status: "cancelled",$/,
    reason: ITINERARY,
  },
  { file: "app/features/itinerary/itinerary-shown.ts", line: /document\.status === "cancelled"/, reason: ITINERARY },
  { file: "app/features/itinerary/calendar.server.ts", line: /document\.status === "cancelled"/, reason: ITINERARY },
  { file: "app/features/itinerary/itinerary.server.ts", line: /document\.status === "cancelled"/, reason: ITINERARY },
  {
    file: "app/features/workspace/components/workspace-itinerary.tsx",
    line: /itinerary\.status === "cancelled"/,
    reason: ITINERARY,
  },
  {
    file: "app/features/booking/routes/success.server.ts",
    line: /status: "cancelled"|result\.status === "cancelled"/,
    reason: CHECKOUT,
  },
  { file: "app/routes/booking/success.tsx", line: /loaderData\.status === "cancelled"/, reason: CHECKOUT },
];

function sourceFiles(): string[] {
  return ["app", "server"]
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map(
        (f) => `${dir}/${f.replaceAll("\\", "/")}`,
      ),
    )
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .filter((f) => f !== "app/domain/booking-lifecycle.ts" && !f.startsWith("app/i18n/locales/"));
}

const PATTERNS = BOOKING_STATUSES.map((status) => ({ status, patterns: patternsFor(status) }));

/** The statuses this line spells out where they stand for the lifecycle. */
const literalsIn = (text: string): string[] =>
  PATTERNS.filter(({ patterns }) => patterns.some((p) => p.test(text))).map(({ status }) => status);

describe("lifecycle status literals", () => {
  it("appear only in the lifecycle module, outside a short list of justified exceptions", () => {
    const files = sourceFiles();
    expect(files).toContain("app/features/conversation/messages.server.ts");
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((text, i) => {
        if (literalsIn(text).length === 0) return;
        if (ALLOWED.some((a) => a.file === file && a.line.test(text))) return;
        found.push(`${file}:${i + 1}: ${text.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it.each(BOOKING_STATUSES)("finds %s wherever it stands for a booking's status", (status) => {
    const uses = [
      `.where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, "${status}")))`,
      `history.findLast((event) => event.toStatus === "${status}" && event.actor === "admin")`,
      `if (row?.fromStatus !== "${status}") return;`,
      `if ("${status}" === booking.status) return;`,
      `.where(inArray(bookings.status, ["curating", "${status}"]))`,
      `.where(notInArray(bookings.status, ["${status}"]))`,
      `.where(ne(bookings.status, "${status}"))`,
      `tx.insert(bookingEvents).values({ bookingId, fromStatus: "${status}", toStatus: next })`,
      `tx.update(bookings).set({ status: "${status}" })`,
      `{ from: current, to: "${status}" }`,
      `sql\`\${bookings.status} = '${status}'\``,
      `sql\`select 1 from booking_events where to_status in ('paid', '${status}')\``,
      `const done: readonly BookingStatus[] = ["${status}"];`,
    ];
    expect(uses.filter((use) => !literalsIn(use).includes(status))).toEqual([]);
  });

  it("leaves the words other vocabularies share with the lifecycle alone", () => {
    const others = [
      `if (view.paymentStatus !== "paid") return "ignored";`,
      `if (payment.cancelled) result = { kind: "cancelled" };`,
      `case "paid":`,
      `export type TripStage = "request" | "open" | "cancelled";`,
    ];
    expect(others.filter((line) => literalsIn(line).length > 0)).toEqual([]);
  });

  it("checks a lifecycle-only status in any comparison, match or switch", () => {
    expect(LIFECYCLE_ONLY).toEqual(expect.arrayContaining(["pending", "curating", "booked", "completed"]));
    for (const status of LIFECYCLE_ONLY) {
      const uses = [
        `if (x === "${status}")`,
        `eq(anything, "${status}")`,
        `case "${status}":`,
        `.includes("${status}")`,
      ];
      expect(uses.filter((use) => !literalsIn(use).includes(status))).toEqual([]);
    }
  });
});
