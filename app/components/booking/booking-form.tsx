import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { BOOKING_FIELDS, bookingSchema } from "~/domain/booking-schema";
import { BOOKING_TOASTS, redirectingToPayment } from "~/domain/booking-toasts";
import { callingCountryForTimeZone, DEFAULT_CALLING_COUNTRY } from "~/domain/calling-codes";
import { requiresPayment } from "~/domain/cities";
import { addDays, isIsoDate } from "~/domain/dates";
import { formatEuros, MAX_RESERVATIONS, priceFor } from "~/domain/pricing";
import { CallingCodeSelect } from "./calling-code-select";
import { CitySelect } from "./city-select";
import { controlClasses, Field } from "./field";
import { NoPaymentNotice, ServiceFee } from "./service-fee";

const RESERVATION_OPTIONS = Array.from({ length: MAX_RESERVATIONS }, (_, i) => String(i + 1));

/*
 * Which of the two endings (fee box + Stripe button, or notice + request button) shows is
 * decided by CSS from the selected city option, so it also switches without JavaScript.
 */
const paidOnly = "group-has-[option[data-free]:checked]/booking:hidden";
const freeOnly = "hidden group-has-[option[data-free]:checked]/booking:block";

export type BookingFormProps = {
  earliestCheckIn: string;
  idempotencyKey: string;
  referrer: string;
  lastResult?: SubmissionResult<string[]> | null;
};

/** The /clients form: a real POST form, validated live with the same schema once submitted. */
export function BookingForm({ earliestCheckIn, idempotencyKey, referrer, lastResult }: BookingFormProps) {
  const schema = useMemo(() => bookingSchema({ earliestCheckIn }), [earliestCheckIn]);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "booking",
    lastResult,
    defaultValue: { countryCode: DEFAULT_CALLING_COUNTRY, idempotencyKey, referrer },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(_event, { submission }) {
      if (submission?.status !== "success" || !requiresPayment(submission.value.city)) return;
      toast(redirectingToPayment(formatEuros(priceFor(submission.value.reservations).totalPrice)));
    },
  });

  // §2: preselect the calling code from the browser's time zone, unless the traveller chose one.
  useEffect(() => {
    if (lastResult) return;
    const select = document.getElementById(fields.countryCode.id) as HTMLSelectElement | null;
    if (!select || select.value !== DEFAULT_CALLING_COUNTRY) return;
    const country = callingCountryForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (country !== DEFAULT_CALLING_COUNTRY) form.update({ name: fields.countryCode.name, value: country });
  }, [form, fields.countryCode.id, fields.countryCode.name, lastResult]);

  const city = fields.city.value ?? "";
  const reservations = Number(fields.reservations.value) || 1;
  const checkIn = fields.checkIn.value ?? "";
  const checkOutMin = addDays(isIsoDate(checkIn) && checkIn > earliestCheckIn ? checkIn : earliestCheckIn, 1);
  const pending = navigation.formData != null && navigation.formAction?.startsWith("/clients");
  // Without JavaScript the server's answer puts focus on the first field with an error.
  const firstInvalid = BOOKING_FIELDS.find((name) => lastResult?.error?.[name]?.length);
  const focus = (name: string) => (firstInvalid === name ? { autoFocus: true } : {});

  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // Conform stops a submit that fails the schema; §5 wants the toast then too.
        if (event.defaultPrevented) toast(BOOKING_TOASTS.checkInformation);
      }}
      className="group/booking grid gap-8"
    >
      <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} />
      <input {...getInputProps(fields.referrer, { type: "hidden" })} />
      {form.errors && (
        <p id={form.errorId} role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {form.errors.join(" ")}
        </p>
      )}

      <fieldset className="grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <legend className="px-1 font-display text-xl font-bold">Trip Details</legend>
        <Field id={fields.city.id} label="Destination city" errorId={fields.city.errorId} errors={fields.city.errors}>
          <CitySelect {...getSelectProps(fields.city)} aria-required {...focus("city")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={fields.checkIn.id}
            label="Check-in date"
            hint="Bookings start 7 days ahead so your concierge can secure great tables."
            hintId={`${fields.checkIn.id}-hint`}
            errorId={fields.checkIn.errorId}
            errors={fields.checkIn.errors}
          >
            <input
              {...getInputProps(fields.checkIn, { type: "date", ariaDescribedBy: `${fields.checkIn.id}-hint` })}
              min={earliestCheckIn}
              aria-required
              className={controlClasses}
              {...focus("checkIn")}
            />
          </Field>
          <Field
            id={fields.checkOut.id}
            label="Check-out date"
            errorId={fields.checkOut.errorId}
            errors={fields.checkOut.errors}
          >
            <input
              {...getInputProps(fields.checkOut, { type: "date" })}
              min={checkOutMin}
              aria-required
              className={controlClasses}
              {...focus("checkOut")}
            />
          </Field>
        </div>
        <Field
          id={fields.reservations.id}
          label="Number of reservations"
          hint="€39 covers up to 4 reservations; each extra reservation is €9. One fee per trip, not per person."
          hintId={`${fields.reservations.id}-hint`}
          errorId={fields.reservations.errorId}
          errors={fields.reservations.errors}
        >
          <select
            {...getSelectProps(fields.reservations, { ariaDescribedBy: `${fields.reservations.id}-hint` })}
            aria-required
            className={controlClasses}
            {...focus("reservations")}
          >
            <option value="">Select reservations</option>
            {RESERVATION_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <legend className="px-1 font-display text-xl font-bold">Contact</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fields.name.id} label="Full name" errorId={fields.name.errorId} errors={fields.name.errors}>
            <input
              {...getInputProps(fields.name, { type: "text" })}
              autoComplete="name"
              aria-required
              className={controlClasses}
              {...focus("name")}
            />
          </Field>
          <Field id={fields.email.id} label="Email" errorId={fields.email.errorId} errors={fields.email.errors}>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="email"
              aria-required
              className={controlClasses}
              {...focus("email")}
            />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <Field
            id={fields.countryCode.id}
            label="Country code"
            errorId={fields.countryCode.errorId}
            errors={fields.countryCode.errors}
          >
            <CallingCodeSelect {...getSelectProps(fields.countryCode)} {...focus("countryCode")} />
          </Field>
          <Field
            id={fields.phoneNumber.id}
            label="Phone number"
            hint="Used only by your concierge to confirm details or assist. Never shared."
            hintId={`${fields.phoneNumber.id}-hint`}
            errorId={fields.phoneNumber.errorId}
            errors={fields.phoneNumber.errors}
          >
            <input
              {...getInputProps(fields.phoneNumber, { type: "tel", ariaDescribedBy: `${fields.phoneNumber.id}-hint` })}
              autoComplete="tel-national"
              aria-required
              className={controlClasses}
              {...focus("phoneNumber")}
            />
          </Field>
        </div>
      </fieldset>

      <ServiceFee reservations={reservations} selectId={fields.reservations.id} className={paidOnly} />
      <NoPaymentNotice className={freeOnly} />

      <button type="submit" disabled={pending} className={buttonClasses({ size: "lg", className: "w-full" })}>
        {pending ? (
          requiresPayment(city) ? (
            "Processing..."
          ) : (
            "Sending..."
          )
        ) : (
          <>
            <span className={paidOnly}>Secure Payment with Stripe</span>
            <span className={freeOnly}>Submit Request (No Payment Now)</span>
          </>
        )}
      </button>
    </Form>
  );
}
