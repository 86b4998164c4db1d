import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Labelled controls whose hint and error are tied to them by ids: the control's
 * aria-describedby names them and aria-invalid marks it. Fields are required unless marked
 * optional: the label says "(optional)" and aria-required tells assistive technology (the
 * forms use noValidate, so there is no native `required`).
 */

/** What a Field needs of conform's field metadata. */
type FieldMeta = { id: string; errorId: string; errors?: string[] };

/** The id of a field's hint, for the control's aria-describedby. */
export const hintIdOf = (meta: { id: string }) => `${meta.id}-hint`;

/** One look for every text input and select; an invalid control is outlined in red. */
export const controlClasses =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:outline-offset-1 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

/**
 * A label, the control given as children, its hint and its error. A field shows its first
 * error only: a schema's later checks repeat or refine the first one's message.
 */
export function Field({
  meta,
  label,
  hint,
  optional,
  children,
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-semibold text-ink">
        {label}
        {optional && <OptionalMark />}
      </label>
      {children}
      {hint && (
        <p id={hintIdOf(meta)} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <p id={meta.errorId} className="text-sm font-medium text-danger empty:hidden">
        {meta.errors?.[0]}
      </p>
    </div>
  );
}

/** "(optional)" in the page's language; its own component so only optional fields look up the words. */
function OptionalMark() {
  const { t } = useTranslation("common");
  return <span className="font-normal text-ink-soft"> {t("optional")}</span>;
}

type Common = {
  meta: FieldMetadata<string>;
  label: string;
  hint?: string;
  optional?: boolean;
  autoFocus?: boolean;
};

export function TextField({
  type = "text",
  autoComplete,
  placeholder,
  list,
  ...common
}: Common & {
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  placeholder?: string;
  /** The id of a <datalist> whose entries are offered as suggestions. */
  list?: string;
}) {
  const { meta, hint, autoFocus } = common;
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? hintIdOf(meta) : undefined });
  return (
    <Field {...common}>
      <input
        {...props}
        // A password is never sent back to the page.
        defaultValue={type === "password" ? undefined : props.defaultValue}
        aria-required={!common.optional}
        autoComplete={autoComplete}
        placeholder={placeholder}
        list={list}
        // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
        autoFocus={autoFocus}
        className={controlClasses}
      />
    </Field>
  );
}

export function TextAreaField({ rows = 2, ...common }: Common & { rows?: number }) {
  const { meta, autoFocus, hint } = common;
  return (
    <Field {...common}>
      <textarea
        id={meta.id}
        name={meta.name}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        aria-invalid={meta.errors ? true : undefined}
        aria-required={!common.optional}
        aria-describedby={
          [meta.errors ? meta.errorId : "", hint ? hintIdOf(meta) : ""].filter(Boolean).join(" ") || undefined
        }
        rows={rows}
        // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
        autoFocus={autoFocus}
        className={`${controlClasses} h-auto py-2`}
      />
    </Field>
  );
}
