import { bookingSchema } from "~/domain/booking-schema";
import { earliestCheckIn } from "~/domain/dates";
import { logger } from "~/logger.server";
import { bookingView, createBooking } from "~/services/bookings.server";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/services/http.server";
import type { Route } from "./+types/save-booking";

export const loader = postOnly;

/** §7 POST /api/save-booking: the form's fields as JSON, the same schema and the server's price. */
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
      return Response.json(
        { message: created ? "Booking saved" : "Booking already saved", booking: bookingView(booking) },
        { status: created ? 201 : 200 },
      );
    } catch (error) {
      logger.error({ err: error }, "booking could not be stored");
      return jsonError(503, "There was an error submitting your request. Please try again.");
    }
  });
}
