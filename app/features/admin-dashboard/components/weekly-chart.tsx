import { eurosIn, type WeekPoint } from "~/features/admin-dashboard/payment-summary";
import { INTL_LOCALE, type Language, languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 56, bottom: 36, left: 40 };

/** '2 Jun' for a week starting 2025-06-02 ('2 jun', '2 juin' in Spanish and French). */
const weekLabel = (weekStart: string, language: Language) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString(INTL_LOCALE[language], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/**
 * Bookings (bars, left scale) and revenue (line, right scale) per week, drawn on the server.
 * Screen readers get the same numbers as a table.
 */
export function WeeklyChart({ weeks }: { weeks: WeekPoint[] }) {
  const { t, i18n } = useTranslation("admin");
  const language = languageOf(i18n);
  const euros = eurosIn(language);
  const bookings = (count: number) => t("payments.chart.bookings", { count });
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxBookings = Math.max(1, ...weeks.map((w) => w.bookings));
  const maxRevenue = Math.max(100, ...weeks.map((w) => w.revenueCents));
  const slot = innerWidth / weeks.length;
  const y = (value: number, max: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  const line = weeks.map((w, i) => `${PAD.left + slot * (i + 0.5)},${y(w.revenueCents, maxRevenue)}`).join(" ");
  const totalBookings = weeks.reduce((sum, w) => sum + w.bookings, 0);
  const totalRevenue = weeks.reduce((sum, w) => sum + w.revenueCents, 0);

  return (
    <figure className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <figcaption className="grid gap-1">
        <span className="font-semibold text-ink">{t("payments.chart.title")}</span>
        <span className="text-sm text-ink-soft">
          {t("payments.chart.summary", { bookings: bookings(totalBookings), revenue: euros(totalRevenue) })}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0, 1)} y2={y(0, 1)} className="stroke-line" />
        <text
          x={PAD.left - 6}
          y={y(maxBookings, maxBookings) + 4}
          textAnchor="end"
          className="fill-ink-soft text-[11px]"
        >
          {maxBookings}
        </text>
        <text x={PAD.left - 6} y={y(0, 1) + 4} textAnchor="end" className="fill-ink-soft text-[11px]">
          0
        </text>
        <text x={WIDTH - PAD.right + 6} y={y(maxRevenue, maxRevenue) + 4} className="fill-brand-strong text-[11px]">
          {euros(maxRevenue)}
        </text>
        {weeks.map((w, i) => (
          <g key={w.weekStart}>
            <rect
              x={PAD.left + slot * i + slot * 0.2}
              y={y(w.bookings, maxBookings)}
              width={slot * 0.6}
              height={innerHeight - (y(w.bookings, maxBookings) - PAD.top)}
              rx={3}
              className="fill-info/70"
            >
              <title>
                {t("payments.chart.week", {
                  week: weekLabel(w.weekStart, language),
                  bookings: bookings(w.bookings),
                  revenue: euros(w.revenueCents),
                })}
              </title>
            </rect>
            <text
              x={PAD.left + slot * (i + 0.5)}
              y={HEIGHT - PAD.bottom + 16}
              textAnchor="middle"
              className="fill-ink-soft text-[10px]"
            >
              {weekLabel(w.weekStart, language)}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" strokeWidth={2.5} className="stroke-brand" />
        {weeks.map((w, i) => (
          <circle
            key={w.weekStart}
            cx={PAD.left + slot * (i + 0.5)}
            cy={y(w.revenueCents, maxRevenue)}
            r={3.5}
            className="fill-brand"
          />
        ))}
      </svg>
      <div className="flex gap-4 text-sm text-ink-soft" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-info/70" /> {t("payments.chart.bookingsKey")}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-brand" /> {t("payments.chart.revenueKey")}
        </span>
      </div>
      {/* A table is at least as wide as its content, so it is hidden inside a block that can clip it. */}
      <div className="sr-only">
        <table>
          <caption>{t("payments.chart.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("payments.chart.headers.week")}</th>
              <th scope="col">{t("payments.chart.headers.bookings")}</th>
              <th scope="col">{t("payments.chart.headers.revenue")}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{w.weekStart}</th>
                <td>{w.bookings}</td>
                <td>{euros(w.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
