import { z } from "zod";
import { withAdminJsonBody } from "~/features/admin-dashboard/routes/admin-api.server";
import { ADMIN_TOKEN } from "~/features/staff/audit.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { historyNote } from "~/features/workspace/concierge-text-schema";
import { domainErrorJson } from "~/http/domain-errors.server";
import { fieldErrors, jsonError, postOnly } from "~/http/json.server";
import type { Route } from "./+types/cancel-booking";

export const loader = postOnly;

const cancellation = z.strictObject({
  bookingId: z.string().regex(/^[a-z0-9]{16}$/, "must be a booking reference"),
  /** Cents to refund, or 'policy' for what the cancellation policy gives now. */
  refundCents: z.union([z.literal("policy"), z.number().int("must be whole cents").min(0, "must be 0 or more")]),
  /** Kept in the history: plain text, as every free-text field (app/domain/plain-text.ts). */
  note: historyNote("at most 500 characters"),
});

/**
 * The admin's cancellation: any booking before `completed`, with a full, partial or no refund
 * (never more than what was paid minus what was refunded). An admin Bearer token only, like the
 * other admin writes. 409 when the booking cannot be cancelled, 400 for a refund too large;
 * either way nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withAdminJsonBody(request, context.clientAddress, async (body) => {
    const parsed = cancellation.safeParse(body);
    if (!parsed.success) return jsonError(400, "Invalid cancellation", { fields: fieldErrors(parsed.error.issues) });
    const { bookingId, refundCents, note } = parsed.data;
    try {
      const done = await cancelBooking({
        reference: bookingId,
        actor: "admin",
        refundCents,
        note,
        // Only the Bearer token reaches here: the audit row names it.
        audit: { actor: ADMIN_TOKEN, clientAddress: context.clientAddress },
      });
      return Response.json({
        message: "Booking cancelled",
        bookingId: done.reference,
        refundCents: done.refundCents,
        refundStatus: done.refund?.status ?? null,
      });
    } catch (error) {
      return domainErrorJson(error);
    }
  });
}
