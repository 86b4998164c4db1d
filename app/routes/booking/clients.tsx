import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { BookingForm } from "~/components/booking/booking-form";
import { ServerToast } from "~/components/ui/toast";
import { bookingSchema } from "~/domain/booking-schema";
import { BOOKING_TOASTS } from "~/domain/booking-toasts";
import { earliestCheckIn } from "~/domain/dates";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { formFields } from "~/http/form-body.server";
import { HttpError, readBodyText } from "~/http/json.server";
import { bookingKey, publicWrites, tooManyRequestsForm, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { rememberRequest } from "~/http/request-received.server";
import { redirectWithToast } from "~/http/toast.server";
import { submitBooking } from "~/services/bookings/submit-booking.server";
import { successPath } from "~/services/payments/payments.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = () => [
  { title: "Start Your Dining Plan · Sobremesa" },
  { name: "description", content: "Tell us your city, dates and number of meals; a local concierge books the tables." },
];

/** Pending and approved creators must always be able to find their way in, so both links always show. */
export const handle = {
  nav: () => [
    { to: "/creators", label: "For Creators" },
    { to: "/dashboard", label: "Creator Login", variant: "button" as const },
  ],
};

export const headers = passAnswerHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return data(
    {
      earliestCheckIn: earliestCheckIn(),
      // One key per displayed form: a double submit or a retry of this attempt finds the same booking.
      idempotencyKey: randomUUID(),
      referrer: request.headers.get("referer") ?? "",
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const MAX_FORM_BYTES = 16 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    form = formFields(await readBodyText(request, MAX_FORM_BYTES));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ lastResult: null, toast: toastMessage(BOOKING_TOASTS.checkInformation) }, { status: error.status });
  }
  const submission = parseWithZod(form, {
    schema: bookingSchema({ earliestCheckIn: earliestCheckIn() }),
  });
  const input = submission.status === "success" ? submission.value : undefined;
  const allowance = writeAllowance(publicWrites, bookingKey(context.clientAddress));
  const outcome = await submitBooking({
    input,
    meta: requestMeta(request, "sobremesa-web", input?.referrer ?? null),
    allowance,
  });
  // Every refusal shows the form again as it was sent, with a toast saying why.
  const refuse = (status: number, toast: ToastInput) =>
    data({ lastResult: submission.reply(), toast: toastMessage(toast) }, { status });
  switch (outcome.kind) {
    case "invalid":
      return refuse(400, BOOKING_TOASTS.checkInformation);
    case "limited":
      return tooManyRequestsForm(allowance.retryAfterSeconds, { lastResult: submission.reply() });
    case "unavailable":
      return refuse(503, BOOKING_TOASTS.submissionFailed);
    case "no-payment-needed":
      // /success shows the request's trip link; which booking it was travels in a signed cookie.
      return redirectWithToast("/success", BOOKING_TOASTS.requestReceived, {
        headers: { "Set-Cookie": await rememberRequest(outcome.booking.reference) },
      });
    case "paid":
      return redirect(successPath(outcome.sessionId), 303);
    case "checkout":
      return redirect(outcome.url, 303);
    case "checkout-unavailable":
      return refuse(502, BOOKING_TOASTS.paymentFailed);
  }
}

export default function ClientsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      <header className="mb-8 grid gap-3">
        <h1 className="text-4xl font-bold sm:text-5xl">Start Your Dining Plan</h1>
        <p className="text-lg text-ink-soft">
          Tell us where and when you're travelling. A local food expert curates your restaurants, your concierge books
          the tables, and you receive an itinerary with confirmed reservations.
        </p>
      </header>
      <BookingForm
        key={loaderData.idempotencyKey}
        earliestCheckIn={loaderData.earliestCheckIn}
        idempotencyKey={loaderData.idempotencyKey}
        referrer={loaderData.referrer}
        lastResult={actionData?.lastResult}
      />
    </main>
  );
}
