import { earliestCheckIn } from "~/domain/dates";
import { bookingSchema } from "~/features/booking/booking-schema";
import { bookingView } from "~/features/booking/bookings.server";
import { bookingPriceClaims } from "~/features/booking/price-claims.server";
import { saveBooking } from "~/features/booking/submit-booking.server";
import { fieldErrors, jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { bookingKey, publicWrites, tooManyRequestsJson, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { bookingMessages } from "~/i18n/i18n.server";
import type { Route } from "./+types/save-booking";

export const loader = postOnly;

/**
 * POST /api/save-booking: the form's fields as JSON, the same schema and the server's price.
 * What the client computed itself (pricing, phone, id, statuses, timestamps) is ignored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    // The JSON API answers in English, the catalogue's reference.
    const messages = await bookingMessages("en");
    const parsed = bookingSchema({ earliestCheckIn: earliestCheckIn(), messages }).safeParse(body);
    const allowance = writeAllowance(publicWrites, bookingKey(context.clientAddress));
    const outcome = await saveBooking({
      input: parsed.data,
      meta: requestMeta(request, "sobremesa-api", parsed.data?.referrer ?? request.headers.get("referer")),
      allowance,
      priceClaims: bookingPriceClaims(body),
    });
    switch (outcome.kind) {
      case "invalid":
        return jsonError(400, "Some fields need to be corrected before submitting.", {
          fields: fieldErrors(parsed.error?.issues ?? []),
        });
      case "limited":
        return tooManyRequestsJson(allowance.retryAfterSeconds);
      case "unavailable":
        return jsonError(503, "There was an error submitting your request. Please try again.");
      case "saved":
        return Response.json(
          {
            message: outcome.created ? "Booking saved" : "Booking already saved",
            bookingId: outcome.booking.reference,
            booking: bookingView(outcome.booking),
          },
          { status: outcome.created ? 201 : 200 },
        );
    }
  });
}
