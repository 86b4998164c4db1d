import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { controlClasses, Field, hintIdOf, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { RATE_CITIES, rateFormSchemaFor } from "~/features/earnings/earnings";
import { EARNINGS_INTENTS } from "~/features/earnings/earnings-intents";
import { rateMessages } from "~/features/earnings/earnings-text";
import { perLanguage } from "~/i18n/per-language";
import { useTranslation } from "~/i18n/use-translation";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof rateMessages>[0]) => rateFormSchemaFor(rateMessages(t));

/**
 * An owner adds a rate: euros a meal, for one city or every city, from a day on. A new row
 * each time, never a change to an old one; the server answers a refused form with the errors
 * under each field and, without JavaScript, the first invalid field focused.
 */
export function RateForm({ lastResult, today }: { lastResult?: SubmissionResult<string[]> | null; today: string }) {
  const { t } = useTranslation("money");
  const schema = perLanguage(schemaIn, t);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === EARNINGS_INTENTS.rate;
  const { form, fields, focus } = useValidatedForm({
    id: "rate",
    schema,
    lastResult,
    defaultValue: { city: "", appliesFrom: today },
  });
  const auto = (name: string) => (focus === name ? { autoFocus: true } : {});
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4" aria-labelledby="rate-title">
      <input type="hidden" name="intent" value={EARNINGS_INTENTS.rate} />
      {form.errors?.[0] && (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-danger">
          {form.errors[0]}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          meta={fields.euros}
          label={t("rateForm.euros")}
          hint={t("rateForm.eurosHint")}
          autoComplete="off"
          {...auto("euros")}
        />
        <Field meta={fields.city} label={t("rateForm.city")} hint={t("rateForm.cityHint")} optional>
          <select
            {...getSelectProps(fields.city, { ariaDescribedBy: hintIdOf(fields.city) })}
            className={controlClasses}
            {...auto("city")}
          >
            <option value="">{t("earnings.everyCity")}</option>
            {RATE_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </Field>
        <Field meta={fields.appliesFrom} label={t("rateForm.appliesFrom")} hint={t("rateForm.appliesFromHint")}>
          <input
            {...getInputProps(fields.appliesFrom, { type: "date", ariaDescribedBy: hintIdOf(fields.appliesFrom) })}
            aria-required
            className={controlClasses}
            {...auto("appliesFrom")}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t("rateForm.adding") : t("rateForm.add")}
        </Button>
      </div>
    </Form>
  );
}
