import { type FieldMetadata, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent, ReactNode } from "react";
import type { z } from "zod";
import { toast } from "~/components/ui/use-toast";
import type { ToastInput } from "~/domain/toast";
import { cn } from "~/utils/cn";

/**
 * Labelled inputs whose errors are tied to them (aria-describedby + aria-invalid). Fields
 * are required unless marked optional: the label says "(optional)", and aria-required tells
 * assistive technology (the forms use noValidate, so no native `required`).
 */

const controlClasses = (invalid: boolean) =>
  cn(
    "h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-soft/70",
    "focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus",
    invalid ? "border-danger" : "border-line",
  );

type Common = {
  meta: FieldMetadata<string>;
  label: string;
  hint?: string;
  optional?: boolean;
  autoFocus?: boolean;
};

function Shell({ meta, label, hint, optional, children }: Common & { children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink-soft"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${meta.id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <p id={meta.errorId} className="text-sm font-medium text-danger empty:hidden">
        {meta.errors?.[0]}
      </p>
    </div>
  );
}

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
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <Shell {...common}>
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
        className={controlClasses(Boolean(meta.errors))}
      />
    </Shell>
  );
}

export function TextAreaField({ ...common }: Common & { rows?: number }) {
  const { meta, autoFocus, hint } = common;
  return (
    <Shell {...common}>
      <textarea
        id={meta.id}
        name={meta.name}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        aria-invalid={meta.errors ? true : undefined}
        aria-required={!common.optional}
        aria-describedby={
          [meta.errors ? meta.errorId : "", hint ? `${meta.id}-hint` : ""].filter(Boolean).join(" ") || undefined
        }
        rows={common.rows ?? 2}
        // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
        autoFocus={autoFocus}
        className={cn(controlClasses(Boolean(meta.errors)), "h-auto py-2")}
      />
    </Shell>
  );
}

/**
 * A conform form checked live by the same zod schema the server uses (after the first
 * submit), and the field to focus after a failed submit without JavaScript (conform does it
 * with JavaScript): the first invalid one, in the schema's order, which is the form's.
 */
export function useCreatorForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const focus = Object.keys(schema.shape).find((name) => lastResult?.error?.[name]);
  return { form, fields, focus };
}

/**
 * Wraps conform's submit handler: when live validation stops the submit, show the form's
 * toast for it (the server sends the same toast when JavaScript is off).
 */
export function toastWhenInvalid(
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
  toastFor: (values: Record<string, unknown>) => ToastInput | null,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) return;
    const message = toastFor(Object.fromEntries(new FormData(event.currentTarget)));
    if (message) toast(message);
  };
}
