import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { controlClasses, hintIdOf, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { DIETARY_NEEDS } from "~/features/preferences/meal-preferences";
import { DIETARY_OTHER_MAX, preferencesSchema } from "~/features/preferences/preferences-schema";
import { preferencesMessages } from "~/features/preferences/preferences-text";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";
import { useTranslation } from "~/i18n/use-translation";
import { MealFieldset } from "./meal-fieldset";

const MEAL_FIELDS = ["date", "meal", "vibe", "cuisine", "budgetBand", "partySize", "occasion", "note"] as const;

export type PreferencesFormProps = {
  checkIn: string;
  checkOut: string;
  reservations: number;
  cuisineSuggestions: readonly string[];
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
};

/** One fieldset per reservation, then the party's dietary needs with the consent they need. */
export function PreferencesForm({
  checkIn,
  checkOut,
  reservations,
  cuisineSuggestions,
  defaultValue,
  lastResult,
}: PreferencesFormProps) {
  const { t } = useTranslation("trip");
  const { t: common } = useTranslation("common");
  const messages = useMemo(() => preferencesMessages(t), [t]);
  const schema = useMemo(
    () => preferencesSchema({ checkIn, checkOut, reservations }, messages),
    [checkIn, checkOut, reservations, messages],
  );
  const invalid = {
    title: t("preferences.invalid.title"),
    description: t("preferences.invalid.description"),
    variant: "destructive" as const,
  };
  // The order a person meets the fields in, so a refused submit without JavaScript focuses the first error.
  const fieldOrder = useMemo(
    () => [
      "meals",
      ...Array.from({ length: reservations }, (_, i) => MEAL_FIELDS.map((field) => `meals[${i}].${field}`)).flat(),
      "dietary",
      "dietaryOther",
      "consent",
    ],
    [reservations],
  );
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const { form, fields, focus } = useValidatedForm({
    id: "preferences",
    schema,
    fieldOrder,
    lastResult,
    defaultValue,
  });
  const meals = fields.meals.getFieldList();
  const formProps = getFormProps(form);
  const dietaryErrorId = fields.dietary.errorId;
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={toastWhenInvalid(formProps.onSubmit, () => invalid)}
      className="grid grid-cols-1 gap-6"
    >
      <input type="hidden" name="intent" value={TRIP_INTENTS.preferences} />
      {(form.errors || fields.meals.errors) && (
        <p id={form.errorId} role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {[...(form.errors ?? []), ...(fields.meals.errors ?? [])].join(" ")}
        </p>
      )}
      <datalist id="cuisine-suggestions">
        {cuisineSuggestions.map((cuisine) => (
          <option key={cuisine} value={cuisine} />
        ))}
      </datalist>
      {meals.map((meal, index) => (
        <MealFieldset
          key={meal.key}
          position={index + 1}
          fields={meal.getFieldset()}
          checkIn={checkIn}
          checkOut={checkOut}
          suggestionsId="cuisine-suggestions"
          focus={focus}
        />
      ))}
      <fieldset
        className="grid min-w-0 grid-cols-1 gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
        aria-describedby={fields.dietary.errors ? dietaryErrorId : undefined}
      >
        <legend className="px-1 font-display text-xl font-bold">{t("preferences.dietary")}</legend>
        <p className="text-sm text-ink-soft">{t("preferences.dietaryIntro")}</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {DIETARY_NEEDS.map((need, index) => (
            <div key={need.value} className="flex items-center gap-3">
              <input
                {...getInputProps(fields.dietary, { type: "checkbox", value: need.value })}
                id={`${fields.dietary.id}-${need.value}`}
                // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
                autoFocus={index === 0 && focus === "dietary"}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <label htmlFor={`${fields.dietary.id}-${need.value}`}>
                {common(`preferences.dietary.${need.value}` as never, { defaultValue: need.label }) as string}
              </label>
            </div>
          ))}
        </div>
        <p id={dietaryErrorId} className="text-sm font-medium text-danger empty:hidden">
          {fields.dietary.errors?.[0]}
        </p>
        <div className="grid gap-1.5">
          <label htmlFor={fields.dietaryOther.id} className="text-sm font-semibold">
            {t("preferences.dietaryOther")}{" "}
            <span className="font-normal text-ink-soft">{t("preferences.optional")}</span>
          </label>
          <input
            {...getInputProps(fields.dietaryOther, { type: "text", ariaDescribedBy: hintIdOf(fields.dietaryOther) })}
            maxLength={DIETARY_OTHER_MAX}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
            autoFocus={focus === "dietaryOther"}
            className={controlClasses}
          />
          <p id={hintIdOf(fields.dietaryOther)} className="text-sm text-ink-soft">
            {t("preferences.dietaryOtherHint")}
          </p>
          <p id={fields.dietaryOther.errorId} className="text-sm font-medium text-danger empty:hidden">
            {fields.dietaryOther.errors?.[0]}
          </p>
        </div>
        <div className="grid gap-1.5 rounded-lg bg-muted p-3">
          <div className="flex items-start gap-3">
            <input
              {...getInputProps(fields.consent, { type: "checkbox" })}
              // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
              autoFocus={focus === "consent"}
              className="mt-1 h-5 w-5 shrink-0 accent-brand"
            />
            <label htmlFor={fields.consent.id}>{t("preferences.consent")}</label>
          </div>
          <p id={fields.consent.errorId} className="text-sm font-medium text-danger empty:hidden">
            {fields.consent.errors?.[0]}
          </p>
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto sm:justify-self-start">
        {saving ? t("preferences.saving") : t("preferences.save")}
      </Button>
    </Form>
  );
}
