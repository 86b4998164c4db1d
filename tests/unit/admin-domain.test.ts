import { describe, expect, it } from "vitest";
import { stripeSessionUrl } from "~/domain/admin-rows";
import { paymentBadge } from "~/domain/payment-status";
import { listHref, listQuery, pageCount } from "~/features/admin-dashboard/admin-list";
import { recentWeekStarts, summarise, weeklySeries, weekStartOf } from "~/features/admin-dashboard/payment-summary";
import { instagramProfileUrl, socialProfileUrl, tiktokProfileUrl } from "~/features/creators/creator-schema";

describe("paymentBadge", () => {
  it.each([
    ["succeeded", true, "Paid", "green"],
    ["failed", true, "Payment Failed", "red"],
    ["pending", true, "Pending Payment", "yellow"],
    // A paid session that did not match the booking: not paid, and an admin must look.
    ["review", true, "Payment Review", "red"],
    ["not_required", false, "No Payment Required", "grey"],
    // A booking that needs no payment says so whatever its status.
    ["pending", false, "No Payment Required", "grey"],
    ["refunded", true, "Unknown", "grey"],
    ["", true, "Unknown", "grey"],
  ])("shows %j (payment required: %s) as '%s' (%s)", (paymentStatus, requiresPayment, label, tone) => {
    expect(paymentBadge({ paymentStatus, requiresPayment })).toMatchObject({ label, tone });
  });
});

describe("summarise", () => {
  it("counts each booking under the badge it shows and adds up only money paid", () => {
    const summary = summarise([
      { paymentStatus: "succeeded", requiresPayment: true, count: 3, paidCents: 3900 + 5700 + 3900 },
      { paymentStatus: "pending", requiresPayment: true, count: 2, paidCents: 0 },
      { paymentStatus: "failed", requiresPayment: true, count: 1, paidCents: 0 },
      { paymentStatus: "not_required", requiresPayment: false, count: 4, paidCents: 0 },
      // A payable status on a booking that needs no payment still reads 'No Payment Required'.
      { paymentStatus: "pending", requiresPayment: false, count: 1, paidCents: 0 },
      { paymentStatus: "review", requiresPayment: true, count: 1, paidCents: 0 },
      // 'Unknown' counts in the total only, and its money is not revenue.
      { paymentStatus: "refunded", requiresPayment: true, count: 2, paidCents: 3900 },
    ]);
    expect(summary).toEqual({
      total: 14,
      paid: 3,
      pending_payment: 2,
      failed_payment: 1,
      no_payment_required: 5,
      payment_review: 1,
      total_revenue: 13500,
    });
  });

  it("is all zeros with no bookings", () => {
    expect(summarise([])).toEqual({
      total: 0,
      paid: 0,
      pending_payment: 0,
      failed_payment: 0,
      no_payment_required: 0,
      payment_review: 0,
      total_revenue: 0,
    });
  });
});

describe("weeks", () => {
  it("start on Monday (UTC)", () => {
    expect(weekStartOf("2030-01-09")).toBe("2030-01-07"); // Wednesday
    expect(weekStartOf("2030-01-07")).toBe("2030-01-07"); // Monday
    expect(weekStartOf("2030-01-13")).toBe("2030-01-07"); // Sunday
  });

  it("are the last 12, oldest first, ending with the current one", () => {
    const weeks = recentWeekStarts(new Date("2030-01-09T12:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe("2030-01-07");
    expect(weeks[0]).toBe("2029-10-22");
  });

  it("bucket bookings by day created and revenue by day paid, dropping older days", () => {
    const series = weeklySeries(
      {
        bookings: [
          { day: "2030-01-08", count: 2 },
          { day: "2030-01-13", count: 1 },
          { day: "2029-12-31", count: 4 },
          { day: "2029-01-01", count: 99 },
        ],
        revenue: [
          { day: "2030-01-09", cents: 3900 },
          { day: "2029-10-22", cents: 5700 },
        ],
      },
      new Date("2030-01-09T12:00:00Z"),
    );
    expect(series.at(-1)).toEqual({ weekStart: "2030-01-07", bookings: 3, revenueCents: 3900 });
    expect(series.at(-2)).toEqual({ weekStart: "2029-12-31", bookings: 4, revenueCents: 0 });
    expect(series[0]).toEqual({ weekStart: "2029-10-22", bookings: 0, revenueCents: 5700 });
    expect(series.reduce((sum, w) => sum + w.bookings, 0)).toBe(7);
  });
});

describe("links", () => {
  it("point at Stripe's test or live dashboard", () => {
    expect(stripeSessionUrl("cs_test_a1", false)).toBe(
      "https://dashboard.stripe.com/test/checkout/sessions/cs_test_a1",
    );
    expect(stripeSessionUrl("cs_live_a1", true)).toBe("https://dashboard.stripe.com/checkout/sessions/cs_live_a1");
  });

  it("turn handles and URLs into profile links, refusing anything else", () => {
    expect(socialProfileUrl("instagram", "@lucia.eats")).toBe("https://www.instagram.com/lucia.eats/");
    expect(socialProfileUrl("instagram", "instagram.com/lucia")).toBe("https://www.instagram.com/lucia/");
    expect(socialProfileUrl("tiktok", "lucia_eats")).toBe("https://www.tiktok.com/@lucia_eats");
    expect(socialProfileUrl("tiktok", "https://www.tiktok.com/@xy")).toBe("https://www.tiktok.com/@xy");
    expect(socialProfileUrl("instagram", "javascript:alert(1)")).toBeNull();
    expect(socialProfileUrl("tiktok", null)).toBeNull();
  });

  it("link a profile by the application form's rules, so a handle the form refuses is not linked", () => {
    // TikTok handles have 2 to 24 characters; a looser admin-only parser used to link this one.
    expect(socialProfileUrl("tiktok", "https://www.tiktok.com/@x")).toBeNull();
    expect(tiktokProfileUrl("https://www.tiktok.com/@x")).toBeNull();
    const stored = instagramProfileUrl("@Lucia.Eats");
    expect(stored).toBe("https://www.instagram.com/lucia.eats/");
    expect(socialProfileUrl("instagram", stored)).toBe(stored);
  });
});

describe("listing", () => {
  it("reads a search and a page, falling back on bad input", () => {
    expect(listQuery(new URLSearchParams("q=%20ana%20&page=3"))).toEqual({ q: "ana", page: 3, overdue: false });
    expect(listQuery(new URLSearchParams("page=-1"))).toEqual({ q: "", page: 1, overdue: false });
    expect(listQuery(new URLSearchParams("page=abc&overdue=1"))).toEqual({ q: "", page: 1, overdue: true });
    expect(listQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });

  it("drops a search's hidden characters (NUL, C0, DEL, C1, direction marks) and reads a tab or line break as a space", () => {
    const q = (search: string) => listQuery(new URLSearchParams({ q: search })).q;
    expect(q("\u0000García")).toBe("García");
    expect(q("Gar\u0000cía\u0000")).toBe("García");
    expect(q("\u0001\u001b\u007fana\u0085\u009f")).toBe("ana");
    expect(q("\u202Eana\u202C \u200Elópez\u2066\u2069\u061C")).toBe("ana lópez");
    expect(q("ana\tlópez\r\n")).toBe("ana lópez");
    expect(q("\u0000\u0000\u0000")).toBe("");
    // A pair cut in half by the length cap leaves no lone half behind.
    expect(q(`${"x".repeat(199)}😀`)).toBe("x".repeat(199));
  });

  it("counts pages of 50 and keeps parameters in page links", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(listHref({ tab: "creators", q: "ana", page: 2 })).toBe("?tab=creators&q=ana&page=2");
    expect(listHref({ tab: "bookings", q: "", page: 1 })).toBe("?tab=bookings");
  });
});
