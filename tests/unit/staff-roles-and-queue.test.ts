import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS, can, type Permission } from "~/domain/staff-roles";
import { buildQueue, nextPromise, type QueueBooking } from "~/features/queue/staff-queue";

describe("roles", () => {
  it("an owner may do everything", () => {
    for (const permission of ALL_PERMISSIONS) expect(can("owner", permission)).toBe(true);
  });

  it("a concierge runs the work but not the team, the full export, others' sessions or the audit log", () => {
    const allowed = ALL_PERMISSIONS.filter((permission) => can("concierge", permission));
    expect(allowed.sort()).toEqual(
      (
        [
          "booking.invoices",
          "booking.message",
          "booking.refund",
          "booking.take",
          "booking.work",
          "mail.read",
          "queue.read",
          "sessions.own",
        ] satisfies Permission[]
      ).sort(),
    );
    for (const ownerOnly of [
      "staff.manage",
      "creators.approve",
      "export.full",
      "sessions.all",
      "audit.read",
      "invoices.read",
    ] as const) {
      expect(can("concierge", ownerOnly)).toBe(false);
    }
  });
});

const NOW = new Date("2031-03-01T12:00:00.000Z");
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const paid = (id: number, paidHoursAgo: number, assignedStaffId: number | null = null): QueueBooking => ({
  id,
  status: "paid",
  assignedStaffId,
  history: [{ toStatus: "paid", createdAt: hoursBefore(paidHoursAgo) }],
  contactedAt: null,
  firstMealAt: "2031-03-20T19:00:00.000Z",
});

describe("the queue's next promise", () => {
  it("is the contact deadline while it is owed, overdue once past", () => {
    expect(nextPromise(paid(1, 30), NOW)).toEqual({
      kind: "contact",
      dueAt: hoursBefore(6),
      overdue: true,
      leftMs: -6 * 3_600_000,
    });
    expect(nextPromise(paid(1, 20), NOW)).toMatchObject({ kind: "contact", overdue: false, leftMs: 4 * 3_600_000 });
  });

  it("is the itinerary once the traveller was contacted and the preferences arrived, and the first meal once both are met", () => {
    const history = [
      { toStatus: "paid" as const, createdAt: hoursBefore(40) },
      { toStatus: "preferences_received" as const, createdAt: hoursBefore(10) },
    ];
    const contacted = { contactedAt: hoursBefore(30) };
    expect(nextPromise({ ...paid(2, 40), ...contacted, status: "preferences_received", history }, NOW)).toMatchObject({
      kind: "itinerary",
      dueAt: new Date(NOW.getTime() + 38 * 3_600_000).toISOString(),
    });
    const ready = [...history, { toStatus: "itinerary_ready" as const, createdAt: hoursBefore(1) }];
    expect(nextPromise({ ...paid(2, 40), ...contacted, status: "itinerary_ready", history: ready }, NOW)).toMatchObject(
      {
        kind: "first_meal",
        dueAt: "2031-03-20T19:00:00.000Z",
        overdue: false,
      },
    );
  });

  it("is nothing for a closed booking", () => {
    expect(nextPromise({ ...paid(3, 30), status: "cancelled" }, NOW)).toBeNull();
  });
});

describe("the queue's buckets", () => {
  const bookings = [
    paid(1, 1, 7),
    paid(2, 30, null),
    paid(3, 20, 7),
    paid(4, 26, 8),
    { ...paid(5, 30), status: "completed" as const },
  ];

  it("Mine, Unassigned, Overdue and All hold the right bookings, soonest due first, with counts", () => {
    expect(buildQueue(bookings, "mine", 7, NOW).rows.map((row) => row.id)).toEqual([3, 1]);
    expect(buildQueue(bookings, "unassigned", 7, NOW).rows.map((row) => row.id)).toEqual([2]);
    expect(buildQueue(bookings, "overdue", 7, NOW).rows.map((row) => row.id)).toEqual([2, 4]);
    const all = buildQueue(bookings, "all", 7, NOW);
    expect(all.rows.map((row) => row.id)).toEqual([2, 4, 3, 1]);
    expect(all.counts).toEqual({ mine: 2, unassigned: 1, overdue: 2, all: 4 });
  });
});
