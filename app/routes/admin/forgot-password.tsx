import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { FORGOT_ANSWER, FORGOT_EMAIL_MESSAGE, forgotPasswordSchemaFor } from "~/features/staff/forgot-password-schema";
import { forgotPasswordAction, forgotPasswordLoader } from "~/features/staff/routes/forgot-password.server";
import type { Route } from "./+types/forgot-password";

/**
 * GET /admin/forgot-password: a team member asks for a reset link by email. The page answers
 * the same whether or not the address belongs to the team. Outside the admin layout (nobody
 * is signed in here); kept by no cache and indexed by no search engine.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Forgot your password? · Sobremesa" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const loader = () => forgotPasswordLoader();

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const schema = useMemo(() => forgotPasswordSchemaFor(FORGOT_EMAIL_MESSAGE), []);
  const { form, fields, focus } = useValidatedForm({
    id: "forgot-password",
    schema,
    lastResult: actionData?.result,
  });
  const submitting = useNavigation().state === "submitting";
  return (
    <main className="mx-auto grid w-full max-w-lg flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">Forgot your password?</h1>
        <p className="text-ink-soft">
          Enter the email address of your team account. We send a link to choose a new password; your authenticator app
          stays as it is.
        </p>
      </div>
      {/* A live region, so the answer is read out when it replaces the form's result. */}
      <div role="status" aria-live="polite">
        {actionData?.sent && <p className="rounded-xl border border-line bg-surface p-4 text-ink">{FORGOT_ANSWER}</p>}
        {actionData?.limited && <p className="rounded-xl border border-danger p-4 text-ink">{actionData.limited}</p>}
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="grid gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <TextField
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus={focus === "email"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Sending…" : "Send reset link"}
        </Button>
      </Form>
      <Link to="/admin/login" className={buttonClasses({ variant: "outline", className: "justify-self-start" })}>
        Back to sign-in
      </Link>
    </main>
  );
}
