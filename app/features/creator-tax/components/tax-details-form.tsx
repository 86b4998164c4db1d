import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from "@conform-to/react";
import { type ReactNode, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { controlClasses, Field, hintIdOf, TextAreaField, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { type CountryChoice, TAX_FIELDS, type TaxWords, taxDetailsSchemaFor } from "../tax-details";
import { TAX_STATUSES, TAXPAYER_KINDS } from "../tax-tables";

const WITHHOLDINGS = [
  { value: "1500", key: "standard" },
  { value: "700", key: "reduced" },
] as const;

/**
 * A creator's tax details: whether a person or an entity, legal name, address, date of birth,
 * tax number and its country, VAT number, and the tax status with each one explained (the IRPF
 * withholding chosen inside the Spanish professional's). Checked in the browser by the server's
 * schema; without JavaScript the server answers with the errors and the first invalid field
 * focused. With `reason`, an owner's correction, which asks why.
 */
export function TaxDetailsForm({
  words,
  countries,
  today,
  lastResult,
  defaultValue,
  reason,
  labelledBy,
}: {
  words: TaxWords;
  countries: CountryChoice[];
  today: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Record<string, string>;
  /** The owner's correction: the reason field's label and hint. */
  reason?: { label: string; hint: string };
  labelledBy: string;
}) {
  const schema = useMemo(
    () =>
      taxDetailsSchemaFor(words.messages, {
        today,
        countries: new Set(countries.map((country) => country.code)),
        withReason: Boolean(reason),
      }),
    [words, today, countries, reason],
  );
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { form, fields, focus } = useValidatedForm({
    id: "tax-details",
    schema,
    lastResult,
    defaultValue,
    fieldOrder: TAX_FIELDS,
  });
  const auto = (name: string) => (focus === name ? { autoFocus: true } : {});
  const countrySelect = (meta: FieldMetadata<string>) => (
    <select {...getSelectProps(meta)} aria-required className={controlClasses} {...auto(meta.name)}>
      <option value="">{words.chooseCountry}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate aria-labelledby={labelledBy} className="grid gap-6">
      <RadioGroup
        meta={fields.kind}
        legend={words.kindLegend}
        options={TAXPAYER_KINDS.map((kind) => ({ value: kind, label: words.kinds[kind] }))}
        focus={focus === "kind"}
      />
      <TextField
        meta={fields.legalName}
        label={words.legalName}
        hint={words.legalNameHint}
        autoComplete="name"
        {...auto("legalName")}
      />
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 font-semibold text-ink">{words.addressLegend}</legend>
        <TextField
          meta={fields.addressLine}
          label={words.addressLine}
          autoComplete="address-line1"
          {...auto("addressLine")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.postalCode}
            label={words.postalCode}
            autoComplete="postal-code"
            {...auto("postalCode")}
          />
          <TextField meta={fields.city} label={words.city} autoComplete="address-level2" {...auto("city")} />
        </div>
        <Field meta={fields.country} label={words.country}>
          {countrySelect(fields.country)}
        </Field>
      </fieldset>
      <Field meta={fields.dateOfBirth} label={words.dateOfBirth} hint={words.dateOfBirthHint}>
        <input
          {...getInputProps(fields.dateOfBirth, { type: "date", ariaDescribedBy: hintIdOf(fields.dateOfBirth) })}
          max={today}
          autoComplete="bday"
          className={controlClasses}
          {...auto("dateOfBirth")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.tin} label={words.tin} hint={words.tinHint} autoComplete="off" {...auto("tin")} />
        <Field meta={fields.tinCountry} label={words.tinCountry}>
          {countrySelect(fields.tinCountry)}
        </Field>
      </div>
      <TextField
        meta={fields.vatNumber}
        label={words.vatNumber}
        hint={words.vatHint}
        optional
        autoComplete="off"
        {...auto("vatNumber")}
      />
      <RadioGroup
        meta={fields.taxStatus}
        legend={words.statusLegend}
        options={TAX_STATUSES.map((status) => ({
          value: status,
          label: words.statuses[status],
          hint: words.statusHints[status],
          inside:
            status === "es_professional" ? (
              <RadioGroup
                meta={fields.withholding}
                legend={words.withholdingLegend}
                options={WITHHOLDINGS.map((choice) => ({ value: choice.value, label: words.withholdings[choice.key] }))}
                focus={focus === "withholding"}
                small
              />
            ) : null,
        }))}
        focus={focus === "taxStatus"}
      />
      {reason && (
        <TextAreaField meta={fields.reason} label={reason.label} hint={reason.hint} rows={3} {...auto("reason")} />
      )}
      <div>
        {/* A long label (French) wraps inside a 320 px screen instead of widening the page. */}
        <Button type="submit" disabled={busy} className="h-auto min-h-11 max-w-full py-2 whitespace-normal">
          {busy ? words.submitting : words.submit}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Radio buttons under a legend, each with its hint (and, for a tax status, what is chosen inside
 * it), the error tied to the group. The focus goes to the chosen button, else the first.
 */
function RadioGroup({
  meta,
  legend,
  options,
  focus,
  small = false,
}: {
  meta: FieldMetadata<string>;
  legend: string;
  options: { value: string; label: string; hint?: string; inside?: ReactNode }[];
  focus: boolean;
  small?: boolean;
}) {
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  const focused = options.find((option) => option.value === chosen)?.value ?? options[0]?.value;
  return (
    <fieldset
      className={small ? "grid min-w-0 gap-2 border-l-2 border-line pl-3" : "grid min-w-0 gap-3"}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      aria-invalid={meta.errors ? true : undefined}
    >
      <legend className={small ? "mb-1 text-sm font-semibold text-ink" : "mb-2 font-semibold text-ink"}>
        {legend}
      </legend>
      {options.map((option) => {
        const id = `${meta.id}-${option.value}`;
        return (
          <div key={option.value} className="grid min-w-0 gap-2">
            <div className="flex min-w-0 items-start gap-3">
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={option.value}
                defaultChecked={chosen === option.value}
                aria-describedby={option.hint ? hintIdOf({ id }) : undefined}
                // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
                autoFocus={focus && focused === option.value}
                className="mt-1 size-5 shrink-0 accent-brand-strong"
              />
              <div className="grid min-w-0 gap-0.5">
                <label htmlFor={id} className="font-medium break-words text-ink">
                  {option.label}
                </label>
                {option.hint && (
                  <p id={hintIdOf({ id })} className="text-sm break-words text-ink-soft">
                    {option.hint}
                  </p>
                )}
              </div>
            </div>
            {option.inside && <div className="ml-8 min-w-0">{option.inside}</div>}
          </div>
        );
      })}
      <p id={meta.errorId} className="text-sm font-medium text-danger empty:hidden">
        {meta.errors?.[0]}
      </p>
    </fieldset>
  );
}
