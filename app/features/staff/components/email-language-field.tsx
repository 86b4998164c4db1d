import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { controlClasses, Field } from "~/components/forms";
import { EMAIL_LANGUAGE_LABELS } from "~/features/staff/team-forms";
import { LANGUAGES } from "~/i18n/languages";

/** The language a team member's emails are written in, each named in its own language. */
export function EmailLanguageField({
  meta,
  label,
  autoFocus,
}: {
  meta: FieldMetadata<string>;
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <Field meta={meta} label={label}>
      {/* biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit */}
      <select {...getSelectProps(meta)} aria-required className={controlClasses} autoFocus={autoFocus}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {EMAIL_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
    </Field>
  );
}
