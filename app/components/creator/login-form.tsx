import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { loginSchema } from "~/domain/login-schema";

/** The dashboard's login screen: email and password, checked on the server. */
export function LoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const submitting = useNavigation().state === "submitting";
  const { form, fields, focus } = useValidatedForm({ id: "creator-login", schema: loginSchema, lastResult });
  return (
    <main className="mx-auto grid w-full max-w-md flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">Creator Login</h1>
        <p className="text-ink-soft">Log in to see client requests in your city and add your recommendations.</p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        onSubmit={toastWhenInvalid(form.onSubmit, () => CREATOR_TOASTS.loginMissing)}
        className="grid gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value="login" />
        <TextField
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus={focus === "email"}
        />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Logging in..." : "Log in"}
        </Button>
      </Form>
      <p className="text-sm text-ink-soft">
        Not a creator yet?{" "}
        <Link to="/creator-signup" className="font-semibold text-brand-strong underline underline-offset-4">
          Apply to join
        </Link>
      </p>
    </main>
  );
}
