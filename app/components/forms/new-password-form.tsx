import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { type AccountMessages, setPasswordSchemaFor } from "~/domain/login-schema";
import { TextField } from "./field";
import { useValidatedForm } from "./use-validated-form";

/** The form's own words; the page around it says whose account it is. */
type NewPasswordWords = {
  password: string;
  hint: string;
  repeat: string;
  submit: string;
  submitting: string;
};

type Props = {
  id: string;
  /** The account's address, for password managers to save the new password under. */
  email: string;
  messages: AccountMessages;
  words: NewPasswordWords;
  lastResult: SubmissionResult<string[]> | undefined;
};

/**
 * Choosing a password from a one-time link, for creators (set-password) and the team
 * (invitations, resets): a password and its repetition, checked by the schema the server
 * parses with, and working without JavaScript (the server's answer focuses the first error).
 */
export function NewPasswordForm({ id, email, messages, words, lastResult }: Props) {
  const submitting = useNavigation().state === "submitting";
  const schema = useMemo(() => setPasswordSchemaFor(messages), [messages]);
  const { form, fields, focus } = useValidatedForm({ id, schema, lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="grid gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      {/* Lets password managers save the pair under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        meta={fields.password}
        label={words.password}
        type="password"
        autoComplete="new-password"
        hint={words.hint}
        autoFocus={focus === "password"}
      />
      <TextField
        meta={fields.confirmPassword}
        label={words.repeat}
        type="password"
        autoComplete="new-password"
        autoFocus={focus === "confirmPassword"}
      />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? words.submitting : words.submit}
      </Button>
    </Form>
  );
}
