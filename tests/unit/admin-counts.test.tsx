import { describe, expect, it } from "vitest";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { WeeklyChart } from "~/features/admin-dashboard/components/weekly-chart";
import type { Language } from "~/i18n/languages";
import { adminText } from "../support/admin-words";

/** The team's screens count as English does: "1 booking", "2 bookings", never "1 bookings". */
describe("counts on the admin screens", () => {
  // Intl puts a no-break space before the euro sign in Spanish and French: read as a space.
  const chart = (bookings: number, language: Language = "en") =>
    adminText(
      language,
      <WeeklyChart weeks={[{ weekStart: "2026-11-23", bookings, revenueCents: bookings * 3900 }]} />,
    ).then((text) => text.replace(/\u00a0|\u202f/g, " "));

  it("says 1 booking and 2 bookings on the weekly chart, in its caption and on its bar", async () => {
    expect(await chart(1)).toContain("Last 12 weeks: 1 booking, €39 received.");
    expect(await chart(1)).toContain("Week of 23 Nov: 1 booking, €39");
    expect(await chart(2)).toContain("Last 12 weeks: 2 bookings, €78 received.");
    expect(await chart(2)).toContain("Week of 23 Nov: 2 bookings, €78");
  });

  it("counts in the team member's language too, with its own plural rules", async () => {
    expect(await chart(1, "es")).toContain("Últimas 12 semanas: 1 reserva, 39 € cobrados.");
    expect(await chart(2, "es")).toContain("Semana del 23 nov: 2 reservas, 78 €");
    // French counts nought as one: "0 réservation".
    expect(await chart(0, "fr")).toContain("12 dernières semaines : 0 réservation, 0 € encaissés.");
    expect(await chart(2, "fr")).toContain("Semaine du 23 nov. : 2 réservations, 78 €");
  });

  it("says what it loaded in the same way", () => {
    expect(ADMIN_TOASTS.loaded(1, 1).description).toBe("Loaded 1 booking and 1 creator");
    expect(ADMIN_TOASTS.loaded(2, 2).description).toBe("Loaded 2 bookings and 2 creators");
  });
});
