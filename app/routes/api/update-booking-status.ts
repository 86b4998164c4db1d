import { z } from "zod";
import { BOOKING_STATUSES } from "~/domain/booking-lifecycle";
import { withAdminJsonBody } from "~/features/admin-dashboard/routes/admin-api.server";
import { TransitionRefusedError, UnknownBookingError } from "~/features/booking/lifecycle.server";
import { historyJson, moveBooking } from "~/features/booking/move-booking.server";
import { sendRefund } from "~/features/payments/refunds.server";
import { historyNote } from "~/features/workspace/concierge-text-schema";
import { domainErrorJson } from "~/http/domain-errors.server";
import { fieldErrors, jsonError, postOnly } from "~/http/json.server";
import type { Route } from "./+types/update-booking-status";

export const loader = postOnly;

const statusMove = z.strictObject({
  reference: z.string().regex(/^[a-z0-9]{16}$/, "must be a booking reference"),
  status: z.enum(BOOKING_STATUSES, { error: `must be one of ${BOOKING_STATUSES.join(", ")}` }),
  /** Kept in the history: plain text, as every free-text field (app/domain/plain-text.ts). */
  note: historyNote("must be at most 500 characters"),
});

/**
 * POST /api/update-booking-status: an admin moves a booking along its lifecycle. Bearer token
 * only, like every admin write from outside the app; the lifecycle refuses what it does not
 * allow, a move it does not have or one whose guard does not hold (409, with the reason), and
 * then nothing changes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withAdminJsonBody(request, context.clientAddress, async (body) => {
    const parsed = statusMove.safeParse(body);
    if (!parsed.success) return jsonError(400, "Invalid status update", { fields: fieldErrors(parsed.error.issues) });
    const { reference, status, note } = parsed.data;
    try {
      const moved = moveBooking({ reference, to: status, note: note || undefined });
      // A cancellation's refund (the policy's) goes to Stripe once the move is stored.
      if (moved.refund) await sendRefund(moved.refund.id);
      return Response.json(
        { reference, status: moved.status, history: moved.history.map(historyJson) },
        { headers: { "Cache-Control": "no-store" } },
      );
    } catch (error) {
      if (error instanceof UnknownBookingError) return jsonError(404, "Booking not found");
      if (error instanceof TransitionRefusedError) {
        return jsonError(409, error.message, { status: error.from, requested: error.to });
      }
      // Any other refusal of a service still answers its 4xx, never a 500.
      return domainErrorJson(error);
    }
  });
}
