import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect } from "react";
import type { z } from "zod";
import { dismissToast, toast } from "~/components/ui/use-toast";
import type { ToastInput } from "~/domain/toast";

/** conform's options for a form of this schema. */
type ConformOptions<Schema extends z.ZodObject> = Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0];

type Options<Schema extends z.ZodObject> = Omit<
  ConformOptions<Schema>,
  "id" | "onValidate" | "shouldValidate" | "shouldRevalidate" | "lastResult"
> & {
  id: string;
  /** The same zod schema the server parses the post with. */
  schema: Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The fields in the order the form shows them; the schema's order unless given. */
  fieldOrder?: readonly string[];
};

/**
 * A conform form checked live by the server's schema (from the first submit on, then on
 * every input). With JavaScript, conform focuses the first invalid field of a refused
 * submit; without it, the page the server answers with must: `focus` names that field, the
 * first with an error in the form's order, for its control's `autoFocus`.
 */
export function useValidatedForm<Schema extends z.ZodObject>({ schema, fieldOrder, ...options }: Options<Schema>) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // The "please check" toast of this form goes as soon as the fields are put right: left up, it
  // would keep asking for a check the form no longer needs.
  useEffect(() => {
    if (form.valid && invalidToast?.formId === options.id) {
      dismissToast(invalidToast.toastId);
      invalidToast = null;
    }
  }, [form.valid, options.id]);
  const order = fieldOrder ?? Object.keys(schema.shape);
  const focus = order.find((name) => options.lastResult?.error?.[name]?.length);
  return { form, fields, focus };
}

/** The toast a refused submit showed, and whose form it speaks for. */
let invalidToast: { formId: string; toastId: string } | null = null;

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
    if (message) invalidToast = { formId: event.currentTarget.id, toastId: toast(message) };
  };
}
