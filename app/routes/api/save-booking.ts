import { bookingSchema } from "~/domain/booking-schema";
import { earliestCheckIn } from "~/domain/dates";
import { logger } from "~/logger.server";
import { bookingView, createBooking } from "~/services/bookings.server";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/services/http.server";
import { bookingPriceClaims, warnOnPriceClaims } from "~/services/price-claims.server";
import type { Route } from "./+types/save-booking";

export const loader = postOnly;

/**
 * POST /api/save-booking: the form's fields as JSON, the same schema and the server's price.
 * What the client computed itself (pricing, phone, id, statuses, timestamps) is ignored.
 */
export async function action({ request }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const parsed = bookingSchema({ earliestCheckIn: earliestCheckIn() }).safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      return jsonError(400, "Some fields need to be corrected before submitting.", { fields });
    }
    try {
      const { booking, created } = createBooking(parsed.data, {
        userAgent: request.headers.get("user-agent"),
        referrer: parsed.data.referrer ?? request.headers.get("referer"),
        source: "sobremesa-api",
      });
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
