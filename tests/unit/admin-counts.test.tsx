import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { WeeklyChart } from "~/features/admin-dashboard/components/weekly-chart";

/** The team's screens count as English does: "1 booking", "2 bookings", never "1 bookings". */
describe("counts on the admin screens", () => {
  const chart = (bookings: number) =>
    renderToStaticMarkup(
      <WeeklyChart weeks={[{ weekStart: "2026-11-23", bookings, revenueCents: bookings * 3900 }]} />,
    ).replace(/<[^>]+>/g, "");

  it("says 1 booking and 2 bookings on the weekly chart, in its caption and on its bar", () => {
    expect(chart(1)).toContain("Last 12 weeks: 1 booking, €39 received.");
    expect(chart(1)).toContain("Week of 23 Nov: 1 booking, €39");
    expect(chart(2)).toContain("Last 12 weeks: 2 bookings, €78 received.");
    expect(chart(2)).toContain("Week of 23 Nov: 2 bookings, €78");
  });

  it("says what it loaded in the same way", () => {
    expect(ADMIN_TOASTS.loaded(1, 1).description).toBe("Loaded 1 booking and 1 creator");
    expect(ADMIN_TOASTS.loaded(2, 2).description).toBe("Loaded 2 bookings and 2 creators");
  });
});
