import { z } from "zod";
import type { BookingStatus } from "./booking-lifecycle";
import { cityNameOf, cityValue } from "./cities";
import { paymentBadge } from "./payment-status";
import type { ToastInput } from "./toast";

/** Admin tables show 50 rows a page. */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 200;

/** The gate form (`token`), shared by /admin and /payment-admin. */
export const adminTokenSchema = z.object({
  token: z
    .string({ error: "Please enter admin token" })
    .trim()
    .min(1, "Please enter admin token")
    .max(512, "Invalid admin token"),
});

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The /admin forms besides the gate; each names what it does in `intent`. */
export const adminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("refresh") }),
  z.object({ intent: z.literal("approve"), creatorId: id }),
  z.object({ intent: z.literal("reject"), creatorId: id }),
  /** No creator unassigns the booking. */
  z.object({ intent: z.literal("assign"), bookingId: id, creatorId: id.optional() }),
  z.object({ intent: z.literal("retry"), outboxId: id }),
]);
export type AdminAction = z.infer<typeof adminActionSchema>;

/** The admin and payment-admin toasts, word for word as the product has always shown them. */
export const ADMIN_TOASTS = {
  emptyToken: { title: "Error", description: "Please enter admin token", variant: "destructive" },
  authFailed: (status: number, message: string) => ({
    title: "Authentication failed",
    description: `${status}: ${message}`,
    variant: "destructive",
  }),
  paymentTokenRefused: (message: string) => ({
    title: "Invalid token",
    description: message === "Invalid admin token" ? "Please check your admin token." : message,
    variant: "destructive",
  }),
  loaded: (bookings: number, creators: number) => ({
    title: "Success",
    description: `Loaded ${bookings} bookings and ${creators} creators`,
  }),
  refreshFailed: (description: string) => ({ title: "Refresh failed", description, variant: "destructive" }),
  downloadFailed: (description: string) => ({ title: "Download failed", description, variant: "destructive" }),
  downloadStarted: (filename: string) => ({ title: "Download started", description: filename }),
  networkError: (message: string) => ({
    title: "Error",
    description: `Network error: ${message}`,
    variant: "destructive",
  }),
  loadingFailed: {
    title: "Error loading bookings",
    description: "Failed to fetch booking data.",
    variant: "destructive",
  },
} satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;

/** The listing options every admin table and endpoint reads from its query string. */
export type ListQuery = { q: string; page: number };

export function listQuery(params: URLSearchParams): ListQuery {
  const q = (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return { q, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The fields of a booking every admin view and export reads. */
export type AdminBookingRow = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  regionCode: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  basePriceCents: number;
  includedReservations: number;
  extraPriceCents: number;
  extraCount: number;
  totalCents: number;
  paymentStatus: string;
  /** Where the booking is in the service (its lifecycle), apart from its payment. */
  status: BookingStatus;
  requiresPayment: boolean;
  stripeSessionId: string | null;
  amountPaidCents: number | null;
  assignedCreatorId: number | null;
  createdAt: string;
};

export type AdminCreatorRow = {
  id: number;
  name: string;
  email: string;
  city: string;
  instagram: string;
  tiktok: string | null;
  status: string;
  appliedAt: string;
};

/** City as admin tables show it: the part after the '|'. */
export const bookingCity = (row: Pick<AdminBookingRow, "regionCode" | "cityName">) =>
  cityNameOf(cityValue(row.regionCode, row.cityName));

export const bookingDates = (row: Pick<AdminBookingRow, "checkIn" | "checkOut">) => `${row.checkIn} – ${row.checkOut}`;

/** A profile link from what the creator typed: a full http(s) URL, or a handle. */
export function socialProfileUrl(network: "instagram" | "tiktok", value: string | null): string | null {
  const input = value?.trim();
  if (!input) return null;
  if (/^https?:\/\//i.test(input)) {
    try {
      return new URL(input).toString();
    } catch {
      return null;
    }
  }
  const handle = input.replace(/^@/, "").replace(/^(www\.)?(instagram|tiktok)\.com\/@?/i, "");
  if (!/^[\w.]{1,64}$/.test(handle)) return null;
  return network === "instagram" ? `https://www.instagram.com/${handle}/` : `https://www.tiktok.com/@${handle}`;
}

/** Stripe's dashboard page for a Checkout session, in test or live mode. */
export function stripeSessionUrl(sessionId: string, live: boolean): string {
  return `https://dashboard.stripe.com${live ? "" : "/test"}/checkout/sessions/${encodeURIComponent(sessionId)}`;
}

export const shortSessionId = (sessionId: string) => sessionId.slice(-8);

export type PaymentSummary = {
  total: number;
  paid: number;
  pending_payment: number;
  failed_payment: number;
  no_payment_required: number;
  /** Bookings a mismatched payment was flagged on ('Payment Review'). */
  payment_review: number;
  /** Cents actually paid (bookings whose payment succeeded). */
  total_revenue: number;
};

/** Counts per badge, so the cards always agree with the badges in the table. */
export function summarise(
  groups: Array<{ paymentStatus: string; requiresPayment: boolean; count: number; paidCents: number }>,
): PaymentSummary {
  const summary: PaymentSummary = {
    total: 0,
    paid: 0,
    pending_payment: 0,
    failed_payment: 0,
    no_payment_required: 0,
    payment_review: 0,
    total_revenue: 0,
  };
  const byLabel: Record<string, keyof PaymentSummary> = {
    Paid: "paid",
    "Pending Payment": "pending_payment",
    "Payment Failed": "failed_payment",
    "No Payment Required": "no_payment_required",
    "Payment Review": "payment_review",
  };
  for (const group of groups) {
    summary.total += group.count;
    const key = byLabel[paymentBadge(group).label];
    if (key) summary[key] += group.count;
    if (key === "paid") summary.total_revenue += group.paidCents;
  }
  return summary;
}

export type WeekPoint = { weekStart: string; bookings: number; revenueCents: number };

/** Monday (UTC) of the week holding `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The Mondays of the last `weeks` weeks, oldest first, ending with the current week. */
export function recentWeekStarts(today: Date, weeks = 12): string[] {
  const current = new Date(`${weekStartOf(today.toISOString().slice(0, 10))}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => {
    const start = new Date(current);
    start.setUTCDate(start.getUTCDate() - 7 * (weeks - 1 - i));
    return start.toISOString().slice(0, 10);
  });
}

/** Buckets daily totals (bookings by day created, revenue by day paid) into the recent weeks. */
export function weeklySeries(
  daily: { bookings: Array<{ day: string; count: number }>; revenue: Array<{ day: string; cents: number }> },
  today: Date,
  weeks = 12,
): WeekPoint[] {
  const points = recentWeekStarts(today, weeks).map((weekStart) => ({ weekStart, bookings: 0, revenueCents: 0 }));
  const byWeek = new Map(points.map((point) => [point.weekStart, point]));
  for (const { day, count } of daily.bookings) {
    const point = byWeek.get(weekStartOf(day));
    if (point) point.bookings += count;
  }
  for (const { day, cents } of daily.revenue) {
    const point = byWeek.get(weekStartOf(day));
    if (point) point.revenueCents += cents;
  }
  return points;
}

/** '2025-06-01 14:03' (UTC) from a stored ISO timestamp. */
export const shortDateTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** A page's link that keeps the other listing parameters. */
export function listHref(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "?";
}
