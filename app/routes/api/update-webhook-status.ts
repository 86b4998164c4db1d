import { z } from "zod";
import { withAdminJsonBody } from "~/features/admin-dashboard/routes/admin-api.server";
import { updateWebhookStatus } from "~/features/booking/bookings.server";
import { fieldErrors, jsonError, postOnly } from "~/http/json.server";
import type { Route } from "./+types/update-webhook-status";

export const loader = postOnly;

const statusUpdate = z.strictObject({
  bookingId: z.string().regex(/^[a-z0-9]{16}$/, "must be a booking reference"),
  airtable_synced: z.boolean({ error: "must be true or false" }),
  last_webhook_sent_at: z.iso.datetime({ offset: true, error: "must be an ISO-8601 date-time" }),
});

/**
 * The automation tool's webhook status update: an admin Bearer token only (an admin
 * browser session is not enough for a write from outside the app).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withAdminJsonBody(request, context.clientAddress, (body) => {
    const parsed = statusUpdate.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      return jsonError(400, "Invalid webhook status update", { fields });
    }
    const { bookingId, airtable_synced, last_webhook_sent_at } = parsed.data;
    const sentAt = new Date(last_webhook_sent_at).toISOString();
    if (!updateWebhookStatus(bookingId, airtable_synced, sentAt)) return jsonError(404, "Booking not found");
    return Response.json({ message: "Webhook status updated", bookingId });
  });
}
