import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { earliestCheckIn } from "~/domain/dates";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { env } from "~/env.server";
import { bookingSchema } from "~/features/booking/booking-schema";
import { bookingToasts } from "~/features/booking/booking-text";
import { isImpossiblePhoneNumber } from "~/features/booking/phone-check.server";
import { submitBooking } from "~/features/booking/submit-booking.server";
import { successPath } from "~/features/payments/payments.server";
import { sellerName } from "~/features/payments/seller.server";
import { rememberBooking } from "~/http/booking-browser.server";
import { formFields, MAX_FORM_BYTES } from "~/http/form-body.server";
import { HttpError, readBodyText } from "~/http/json.server";
import { bookingKey, publicWrites, tooManyRequestsForm, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { redirectWithToast } from "~/http/toast.server";
import { bookingMessages, translator } from "~/i18n/i18n.server";
import { type Language, languageOfPath, pathInLanguage } from "~/i18n/languages";
import type { Route } from "../../../routes/booking/+types/clients";

/**
 * The booking form's server side (the page is clients.tsx): the form's data, and the booking post,
 * which answers the form again with a toast on a refusal or sends the traveller on (Checkout,
 * /success) once the booking is stored.
 */

export async function clientsLoader({ request }: Route.LoaderArgs) {
  const t = await translator(languageOfPath(new URL(request.url).pathname), "booking");
  return data(
    {
      meta: { title: t("meta.title"), description: t("meta.description") },
      earliestCheckIn: earliestCheckIn(),
      // One key per displayed form: a double submit or a retry of this attempt finds the same booking.
      idempotencyKey: randomUUID(),
      referrer: request.headers.get("referer") ?? "",
      // The pre-contract information's seller and address.
      seller: sellerName(),
      supportEmail: env().SUPPORT_EMAIL,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The action's toasts, worked out once per language: the words do not change while the process runs. */
const actionToasts = new Map<Language, ReturnType<typeof bookingToasts>>();
async function toastsIn(language: Language) {
  let toasts = actionToasts.get(language);
  if (!toasts) {
    toasts = bookingToasts(await translator(language, "booking"));
    actionToasts.set(language, toasts);
  }
  return toasts;
}

export async function clientsAction({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const toasts = await toastsIn(language);
  let form: URLSearchParams;
  try {
    form = formFields(await readBodyText(request, MAX_FORM_BYTES));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ lastResult: null, toast: toastMessage(toasts.checkInformation) }, { status: error.status });
  }
  const messages = await bookingMessages(language);
  const submission = parseWithZod(form, {
    schema: bookingSchema({
      earliestCheckIn: earliestCheckIn(),
      messages,
      requireStartConsent: true,
      impossiblePhone: isImpossiblePhoneNumber,
    }),
  });
  const input = submission.status === "success" ? submission.value : undefined;
  const allowance = writeAllowance(publicWrites, bookingKey(context.clientAddress));
  const outcome = await submitBooking({
    input,
    meta: { ...requestMeta(request, "sobremesa-web", input?.referrer ?? null), language },
    allowance,
  });
  // Every refusal shows the form again as it was sent, with a toast saying why.
  const refuse = (status: number, toast: ToastInput) =>
    data({ lastResult: submission.reply(), toast: toastMessage(toast) }, { status });
  switch (outcome.kind) {
    case "invalid":
      return refuse(400, toasts.checkInformation);
    case "limited":
      return tooManyRequestsForm(
        allowance.retryAfterSeconds,
        { lastResult: submission.reply() },
        await translator(language, "common"),
      );
    case "unavailable":
      return refuse(503, toasts.submissionFailed);
    case "no-payment-needed":
      // /success shows the request's trip link to this browser alone (see booking-browser.server.ts).
      return redirectWithToast(pathInLanguage("/success", language), toasts.requestReceived, {
        headers: { "Set-Cookie": await rememberBooking(outcome.booking.reference) },
      });
    case "paid":
      return redirect(successPath(outcome.sessionId, language), {
        status: 303,
        headers: { "Set-Cookie": await rememberBooking(outcome.booking.reference) },
      });
    case "checkout":
      // Back from Checkout, /success shows the trip link only in the browser holding this cookie.
      return redirect(outcome.url, {
        status: 303,
        headers: { "Set-Cookie": await rememberBooking(outcome.booking.reference) },
      });
    case "not-payable":
      return refuse(409, toasts.notPayable);
    case "checkout-unavailable":
      return refuse(502, toasts.paymentFailed);
  }
}
