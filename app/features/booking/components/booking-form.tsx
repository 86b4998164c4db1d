import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useEffect, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { controlClasses, Field, hintIdOf, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import {
  BASE_PRICE_CENTS,
  EXTRA_PRICE_CENTS,
  INCLUDED_RESERVATIONS,
  MAX_RESERVATIONS,
  priceFor,
} from "~/domain/pricing";
import { BOOKING_FIELDS, type BookingMessages, bookingSchema } from "~/features/booking/booking-schema";
import { bookingToasts } from "~/features/booking/booking-text";
import { defaultCallingCountry } from "~/features/booking/calling-codes";
import { formatMoney, type Language, languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import {
  type BookingFormWords,
  callingCountryToPreselect,
  checkOutMinimum,
  whileSubmitting,
} from "./booking-form-behaviour";
import { CallingCodeSelect } from "./calling-code-select";
import { CitySelect } from "./city-select";
import { PreContract } from "./pre-contract";
import { NoPaymentNotice, ServiceFee } from "./service-fee";

export { default as bookingFormScript } from "./booking-form-standalone.ts?worker&url";

const RESERVATION_OPTIONS = Array.from({ length: MAX_RESERVATIONS }, (_, i) => String(i + 1));

/*
 * Which of the two endings (fee box + Stripe button, or notice + request button) shows is
 * decided by CSS from the selected city option, so it also switches without JavaScript.
 */
const paidOnly = "group-has-[option[data-free]:checked]/booking:hidden";
const freeOnly = "hidden group-has-[option[data-free]:checked]/booking:block";

/** The words the form's behaviour uses, in the page's language (see BookingFormWords). */
function formWords(
  t: TFunction<"booking">,
  language: Language,
  earliestCheckIn: string,
  messages: BookingMessages,
  answered: boolean,
): BookingFormWords {
  const toasts = bookingToasts(t);
  return {
    earliestCheckIn,
    messages,
    checkInformation: toasts.checkInformation,
    redirecting: RESERVATION_OPTIONS.map((n) =>
      toasts.redirectingToPayment(formatMoney(priceFor(Number(n)).totalPrice, language)),
    ),
    processing: t("buttons.processing"),
    sending: t("buttons.sending"),
    answered,
  };
}

export type BookingFormProps = {
  earliestCheckIn: string;
  idempotencyKey: string;
  referrer: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The pre-contract information's seller and the address to withdraw by email. */
  seller: string;
  supportEmail: string;
};

/**
 * The /clients form: a real POST form, validated live with the same schema once submitted:
 * by conform when React renders it (a navigation inside the app), and by `bookingFormScript`
 * when the page is served without React, from the words this component writes into the form.
 */
export function BookingForm({
  earliestCheckIn,
  idempotencyKey,
  referrer,
  lastResult,
  seller,
  supportEmail,
}: BookingFormProps) {
  const { t, i18n } = useTranslation("booking");
  const language = languageOf(i18n);
  const money = (cents: number) => formatMoney(cents, language);
  // The messages in the store are one object per language, so the schema is built once per day and language.
  const messages = i18n.getResource(language, "booking", "validation") as BookingMessages;
  const schema = useMemo(
    () => bookingSchema({ earliestCheckIn, messages, requireStartConsent: true }),
    [earliestCheckIn, messages],
  );
  // The words of the form's behaviour, here and in the standalone script: worked out once per page, not per keystroke.
  const answered = Boolean(lastResult);
  const words = useMemo(
    () => formWords(t, language, earliestCheckIn, messages, answered),
    [t, language, earliestCheckIn, messages, answered],
  );
  const wordsJson = useMemo(() => JSON.stringify(words), [words]);
  const navigation = useNavigation();
  const { form, fields, focus } = useValidatedForm({
    id: "booking",
    schema,
    fieldOrder: BOOKING_FIELDS,
    lastResult,
    defaultValue: { countryCode: defaultCallingCountry(language), idempotencyKey, referrer },
    onSubmit(_event, { submission }) {
      if (submission?.status !== "success") return;
      const { toast: redirecting } = whileSubmitting(submission.value, words);
      if (redirecting) toast(redirecting);
    },
  });

  // Preselect the calling code from the browser's time zone, unless the traveller chose one.
  useEffect(() => {
    const select = document.getElementById(fields.countryCode.id) as HTMLSelectElement | null;
    const country = select && callingCountryToPreselect(select.value, answered);
    if (country) form.update({ name: fields.countryCode.name, value: country });
  }, [form, fields.countryCode.id, fields.countryCode.name, answered]);

  const city = fields.city.value ?? "";
  const reservations = Number(fields.reservations.value) || 1;
  const pending = navigation.formData != null && /^\/(?:(?:es|fr)\/)?clients/.test(navigation.formAction ?? "");
  // Without JavaScript the server's answer puts focus on the first field with an error.
  const autoFocusIf = (name: string) => (focus === name ? { autoFocus: true } : {});
  const control = (name: string) => ({ "aria-required": true, className: controlClasses, ...autoFocusIf(name) });

  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      // Conform stops a submit that fails the schema; the traveller is told to check the form then too.
      onSubmit={toastWhenInvalid(formProps.onSubmit, () => words.checkInformation)}
      className="group/booking grid grid-cols-1 gap-8"
      data-words={wordsJson}
    >
      <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} />
      <input {...getInputProps(fields.referrer, { type: "hidden" })} />
      {form.errors && (
        <p id={form.errorId} role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {form.errors.join(" ")}
        </p>
      )}

      <fieldset className="grid min-w-0 grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <legend className="px-1 font-display text-xl font-bold">{t("form.tripDetails")}</legend>
        <Field meta={fields.city} label={t("fields.city")}>
          <CitySelect {...getSelectProps(fields.city)} aria-required {...autoFocusIf("city")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.checkIn} label={t("fields.checkIn")} hint={t("fields.checkInHint")}>
            <input
              {...getInputProps(fields.checkIn, { type: "date", ariaDescribedBy: hintIdOf(fields.checkIn) })}
              min={earliestCheckIn}
              {...control("checkIn")}
            />
          </Field>
          <Field meta={fields.checkOut} label={t("fields.checkOut")}>
            <input
              {...getInputProps(fields.checkOut, { type: "date" })}
              min={checkOutMinimum(fields.checkIn.value ?? "", earliestCheckIn)}
              {...control("checkOut")}
            />
          </Field>
        </div>
        <Field
          meta={fields.reservations}
          label={t("fields.reservations")}
          hint={t("fields.reservationsHint", {
            base: money(BASE_PRICE_CENTS),
            included: INCLUDED_RESERVATIONS,
            extra: money(EXTRA_PRICE_CENTS),
          })}
        >
          <select
            {...getSelectProps(fields.reservations, { ariaDescribedBy: hintIdOf(fields.reservations) })}
            {...control("reservations")}
          >
            <option value="">{t("options.selectReservations")}</option>
            {RESERVATION_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <fieldset className="grid min-w-0 grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <legend className="px-1 font-display text-xl font-bold">{t("form.contact")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.name} label={t("fields.name")}>
            <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" {...control("name")} />
          </Field>
          <Field meta={fields.email} label={t("fields.email")}>
            <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" {...control("email")} />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <Field meta={fields.countryCode} label={t("fields.countryCode")}>
            <CallingCodeSelect
              {...getSelectProps(fields.countryCode)}
              language={language}
              {...autoFocusIf("countryCode")}
            />
          </Field>
          <Field meta={fields.phoneNumber} label={t("fields.phoneNumber")} hint={t("fields.phoneHint")}>
            <input
              {...getInputProps(fields.phoneNumber, { type: "tel", ariaDescribedBy: hintIdOf(fields.phoneNumber) })}
              autoComplete="tel-national"
              {...control("phoneNumber")}
            />
          </Field>
        </div>
      </fieldset>

      <ServiceFee reservations={reservations} selectId={fields.reservations.id} className={paidOnly} />
      <PreContract
        className={paidOnly}
        seller={seller}
        supportEmail={supportEmail}
        total={null}
        checkbox={{
          ...getInputProps(fields.startConsent, { type: "checkbox" }),
          id: fields.startConsent.id,
          ...autoFocusIf("startConsent"),
        }}
        error={fields.startConsent.errors?.[0]}
        errorId={fields.startConsent.errorId}
      />
      <NoPaymentNotice reservations={reservations} className={freeOnly} />

      <button type="submit" disabled={pending} className={buttonClasses({ size: "lg", className: "w-full" })}>
        {pending ? (
          whileSubmitting({ city, reservations }, words).label
        ) : (
          <>
            <span className={paidOnly}>{t("buttons.pay")}</span>
            <span className={freeOnly}>{t("buttons.request")}</span>
          </>
        )}
      </button>
    </Form>
  );
}
