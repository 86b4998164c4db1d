import { bookingSchema } from "~/domain/booking-schema";
import { earliestCheckIn } from "~/domain/dates";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { bookingKey, publicWrites, tooManyRequestsJson } from "~/http/request-limits.server";
import { logger } from "~/logger.server";
import { bookingView, createBooking, findAttempt } from "~/services/bookings/bookings.server";
import { bookingPriceClaims, warnOnPriceClaims } from "~/services/bookings/price-claims.server";
import type { Route } from "./+types/save-booking";

export const loader = postOnly;

/**
 * POST /api/save-booking: the form's fields as JSON, the same schema and the server's price.
 * What the client computed itself (pricing, phone, id, statuses, timestamps) is ignored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const parsed = bookingSchema({ earliestCheckIn: earliestCheckIn() }).safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      return jsonError(400, "Some fields need to be corrected before submitting.", { fields });
    }
    // Checked and counted around the synchronous write, so parallel posts cannot slip past together.
    const limitKey = bookingKey(context.clientAddress);
    const allowance = publicWrites.check(limitKey);
    if (!allowance.allowed && !findAttempt(parsed.data)) return tooManyRequestsJson(allowance.retryAfterSeconds);
    try {
      const { booking, created } = createBooking(parsed.data, {
        userAgent: request.headers.get("user-agent"),
        referrer: parsed.data.referrer ?? request.headers.get("referer"),
        source: "sobremesa-api",
      });
      if (created) publicWrites.record(limitKey);
      warnOnPriceClaims(booking, bookingPriceClaims(body));
      return Response.json(
        {
          message: created ? "Booking saved" : "Booking already saved",
          bookingId: booking.reference,
          booking: bookingView(booking),
        },
        { status: created ? 201 : 200 },
      );
    } catch (error) {
      logger.error({ err: error }, "booking could not be stored");
      return jsonError(503, "There was an error submitting your request. Please try again.");
    }
  });
}
