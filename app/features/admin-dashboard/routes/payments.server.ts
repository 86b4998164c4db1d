import { stripeSessionUrl } from "~/domain/admin-rows";
import { env, usesLocalCheckout } from "~/env.server";
import { listBookings, paymentSummary, weeklyActivity } from "~/features/admin-dashboard/admin-bookings.server";
import { ADMIN_PAGE_SIZE, type ListQuery, SEARCH_COUNT_CAP } from "~/features/admin-dashboard/admin-list";
import { refundedByBooking, totalRefundedCents } from "~/features/payments/refunds.server";
import { deskTimeZone } from "~/features/queue/owner-settings.server";

/** The payment dashboard: the six cards, the weekly chart and one page of bookings. */
export function paymentView(query: ListQuery) {
  const config = env();
  const live = /^(sk|rk)_live_/.test(config.STRIPE_SECRET_KEY ?? "");
  const linkStripe = !usesLocalCheckout(config);
  const bookings = listBookings(query, ADMIN_PAGE_SIZE, undefined, { countUpTo: SEARCH_COUNT_CAP });
  const refunded = refundedByBooking(bookings.rows.map((row) => row.id));
  return {
    query,
    summary: paymentSummary(),
    refundedCents: totalRefundedCents(),
    weeks: weeklyActivity(deskTimeZone()),
    bookings: {
      ...bookings,
      rows: bookings.rows.map((row) => ({
        ...row,
        refundedCents: refunded.get(row.id) ?? 0,
        // The local test checkout's sessions do not exist at Stripe.
        stripeUrl: row.stripeSessionId && linkStripe ? stripeSessionUrl(row.stripeSessionId, live) : null,
      })),
    },
  };
}
