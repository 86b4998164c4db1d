import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { controlClasses, Field, hintIdOf } from "~/components/forms";
import { BUDGET_BANDS, type Choice, MEAL_TIMES, OCCASIONS, VIBES } from "~/features/preferences/meal-preferences";
import { CUISINE_MAX, NOTE_MAX, PARTY_MAX, PARTY_MIN } from "~/features/preferences/preferences-schema";
import { useTranslation } from "~/i18n/use-translation";

type MealFields = {
  sameAsFirst: FieldMetadata<boolean | undefined>;
  date: FieldMetadata<string | undefined>;
  meal: FieldMetadata<string | undefined>;
  vibe: FieldMetadata<string | undefined>;
  cuisine: FieldMetadata<string | undefined>;
  budgetBand: FieldMetadata<string | undefined>;
  partySize: FieldMetadata<number | undefined>;
  occasion: FieldMetadata<string | undefined>;
  note: FieldMetadata<string | undefined>;
};

function ChoiceSelect({
  meta,
  choices,
  focus,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  choices: readonly Choice[];
  focus: string | undefined;
  placeholder?: string;
}) {
  return (
    <select
      {...getSelectProps(meta)}
      aria-required
      // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
      autoFocus={focus === meta.name}
      className={controlClasses}
    >
      {placeholder && <option value="">{placeholder}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/*
 * A meal that says "same as meal 1" needs only its own date: the copied answers hide by CSS
 * from the checked box, so this works without JavaScript too (the server copies them).
 */
const copiedWhenSame = "grid gap-5 group-has-[input[data-same-as-first]:checked]/meal:hidden";

/** One reservation's questions, readable on a 320 px phone: one column, two from small screens up. */
export function MealFieldset({
  position,
  fields,
  checkIn,
  checkOut,
  suggestionsId,
  focus,
}: {
  position: number;
  fields: MealFields;
  checkIn: string;
  checkOut: string;
  suggestionsId: string;
  focus: string | undefined;
}) {
  const { t } = useTranslation("trip");
  const autoFocus = (meta: { name: string }) => focus === meta.name;
  /** A list of choices in the page's words (the values stay the same). */
  const words = (group: "meal" | "vibe" | "budget" | "occasion", choices: readonly Choice[]) =>
    choices.map((choice) => ({
      value: choice.value,
      label: t(`preferences.options.${group}.${choice.value}` as never, { defaultValue: choice.label }) as string,
    }));
  return (
    <fieldset className="group/meal grid min-w-0 grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <legend className="px-1 font-display text-xl font-bold">{t("preferences.meal", { position })}</legend>
      {position > 1 && (
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.sameAsFirst, { type: "checkbox" })}
            data-same-as-first
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
          <label htmlFor={fields.sameAsFirst.id} className="grid gap-0.5">
            <span className="font-semibold">{t("preferences.sameAsFirst")}</span>
            <span className="text-sm text-ink-soft">{t("preferences.sameAsFirstHint")}</span>
          </label>
        </div>
      )}
      <Field meta={fields.date} label={t("preferences.date")} optional hint={t("preferences.dateHint")}>
        <input
          {...getInputProps(fields.date, { type: "date", ariaDescribedBy: hintIdOf(fields.date) })}
          min={checkIn}
          max={checkOut}
          // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
          autoFocus={autoFocus(fields.date)}
          className={controlClasses}
        />
      </Field>
      <div className={copiedWhenSame}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.meal} label={t("preferences.mealTime")}>
            <ChoiceSelect meta={fields.meal} choices={words("meal", MEAL_TIMES)} focus={focus} />
          </Field>
          <Field meta={fields.vibe} label={t("preferences.vibe")}>
            <ChoiceSelect
              meta={fields.vibe}
              choices={words("vibe", VIBES)}
              focus={focus}
              placeholder={t("preferences.selectVibe")}
            />
          </Field>
        </div>
        <Field
          meta={fields.cuisine}
          label={t("preferences.cuisine")}
          optional
          hint={t("preferences.cuisineHint", { max: CUISINE_MAX })}
        >
          <input
            {...getInputProps(fields.cuisine, { type: "text", ariaDescribedBy: hintIdOf(fields.cuisine) })}
            list={suggestionsId}
            autoComplete="off"
            maxLength={CUISINE_MAX}
            // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
            autoFocus={autoFocus(fields.cuisine)}
            className={controlClasses}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.budgetBand} label={t("preferences.budget")}>
            <ChoiceSelect
              meta={fields.budgetBand}
              choices={words("budget", BUDGET_BANDS)}
              focus={focus}
              placeholder={t("preferences.selectBudget")}
            />
          </Field>
          <Field
            meta={fields.partySize}
            label={t("preferences.partySize")}
            hint={t("preferences.partyHint", { min: PARTY_MIN, max: PARTY_MAX })}
          >
            <input
              {...getInputProps(fields.partySize, { type: "number", ariaDescribedBy: hintIdOf(fields.partySize) })}
              inputMode="numeric"
              min={PARTY_MIN}
              max={PARTY_MAX}
              aria-required
              // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
              autoFocus={autoFocus(fields.partySize)}
              className={controlClasses}
            />
          </Field>
        </div>
        <Field meta={fields.occasion} label={t("preferences.occasion")}>
          <ChoiceSelect meta={fields.occasion} choices={words("occasion", OCCASIONS)} focus={focus} />
        </Field>
        <Field
          meta={fields.note}
          label={t("preferences.note")}
          optional
          hint={t("preferences.noteHint", { max: NOTE_MAX })}
        >
          <textarea
            {...getTextareaProps(fields.note, { ariaDescribedBy: hintIdOf(fields.note) })}
            rows={3}
            maxLength={NOTE_MAX}
            // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
            autoFocus={autoFocus(fields.note)}
            className={`${controlClasses} h-auto py-2`}
          />
        </Field>
      </div>
    </fieldset>
  );
}
