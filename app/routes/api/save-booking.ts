import { bookingSchema } from "~/domain/booking-schema";
import { earliestCheckIn } from "~/domain/dates";
import { logger } from "~/logger.server";
import { bookingView, createBooking } from "~/services/bookings.server";
import { handleHttpError, jsonError, readJsonObject, requireMethod } from "~/services/http.server";
import type { Route } from "./+types/save-booking";

export function loader() {
  return jsonError(405, "Method GET not allowed; use POST", {}, { headers: { Allow: "POST" } });
}

/** §7 POST /api/save-booking: the form's fields as JSON, the same schema and the server's price. */
export async function action({ request }: Route.ActionArgs) {
  let body: Record<string, unknown>;
  try {
    requireMethod(request, "POST");
    body = await readJsonObject(request);
  } catch (error) {
    return handleHttpError(error);
  }
  const parsed = bookingSchema({ earliestCheckIn: earliestCheckIn() }).safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "form"] ??= issue.message;
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
}
