import { describe, expect, it } from "vitest";
import { type HistoryStep, serviceDeadlines } from "~/domain/service-deadlines";

/** Whether any of the booking's deadlines is overdue: what the SQL filter must agree with. */
const isOverdue = (...args: Parameters<typeof serviceDeadlines>) => serviceDeadlines(...args).some((d) => d.overdue);

const at = (iso: string) => new Date(iso);
const paid: HistoryStep = { toStatus: "paid", createdAt: "2026-12-01T10:00:00.000Z" };
const preferences: HistoryStep = { toStatus: "preferences_received", createdAt: "2026-12-01T18:00:00.000Z" };

describe("the due times the service promises", () => {
  it("contact is due 24 hours after payment, and overdue only once that passes unanswered", () => {
    const [contact] = serviceDeadlines("paid", [paid], null, at("2026-12-02T09:59:00.000Z"));
    expect(contact).toMatchObject({ kind: "contact", dueAt: "2026-12-02T10:00:00.000Z", metAt: null, overdue: false });
    expect(isOverdue("paid", [paid], null, at("2026-12-02T10:01:00.000Z"))).toBe(true);
  });

  it("a person's first contact meets the contact deadline; the preferences start the 48-hour itinerary clock", () => {
    const contacted = "2026-12-01T12:00:00.000Z";
    const deadlines = serviceDeadlines(
      "preferences_received",
      [paid, preferences],
      contacted,
      at("2026-12-03T17:00:00.000Z"),
    );
    expect(deadlines).toEqual([
      { kind: "contact", dueAt: "2026-12-02T10:00:00.000Z", metAt: contacted, overdue: false },
      { kind: "itinerary", dueAt: "2026-12-03T18:00:00.000Z", metAt: null, overdue: false },
    ]);
    expect(isOverdue("curating", [paid, preferences], contacted, at("2026-12-03T18:00:01.000Z"))).toBe(true);
  });

  it("the preferences arriving without anyone contacting the traveller do not keep the contact promise", () => {
    const [contact] = serviceDeadlines(
      "preferences_received",
      [paid, preferences],
      null,
      at("2026-12-02T10:01:00.000Z"),
    );
    expect(contact).toMatchObject({ kind: "contact", metAt: null, overdue: true });
  });

  it("an itinerary sent in time is met; a cancelled booking owes nothing", () => {
    const sent: HistoryStep = { toStatus: "itinerary_ready", createdAt: "2026-12-03T12:00:00.000Z" };
    const contacted = "2026-12-01T12:00:00.000Z";
    expect(isOverdue("itinerary_ready", [paid, preferences, sent], contacted, at("2026-12-09T00:00:00.000Z"))).toBe(
      false,
    );
    expect(isOverdue("cancelled", [paid], null, at("2026-12-09T00:00:00.000Z"))).toBe(false);
  });

  it("a booking not yet paid has no due time", () => {
    expect(serviceDeadlines("pending", [{ toStatus: "pending", createdAt: paid.createdAt }], null)).toEqual([]);
  });
});
