import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { PASSWORD_IS_EMAIL, PASSWORD_MIN, setPasswordSchema } from "~/domain/login-schema";
import { env } from "~/env.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { setPassword, setPasswordLink } from "~/services/creators/creators.server";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose your password · Sobremesa" },
  { name: "description", content: "Choose the password for your approved Sobremesa creator account." },
  { name: "robots", content: "noindex" },
];

/**
 * The token is in the query string (request logs record paths only) and must not leak to
 * other sites. Not `no-referrer`: that makes browsers send `Origin: null` with the form,
 * which React Router refuses as cross-site.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";
const SECRET_FIELDS = ["password", "confirmPassword"];

export function loader({ request }: Route.LoaderArgs) {
  return { link: setPasswordLink(tokenOf(request)), supportEmail: env().SUPPORT_EMAIL };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: setPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: false }, { status: 400 });
  }
  const outcome = await setPassword(tokenOf(request), submission.value.password);
  if (outcome.ok) return redirectWithToast("/dashboard", CREATOR_TOASTS.passwordSet);
  if (outcome.reason === "invalid-link") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: true }, { status: 410 });
  }
  const result = submission.reply({ hideFields: SECRET_FIELDS, fieldErrors: { password: [PASSWORD_IS_EMAIL] } });
  return data({ result, linkInvalid: false }, { status: 400 });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { link, supportEmail } = loaderData;
  return (
    <main className="mx-auto grid w-full max-w-lg flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      {link && !actionData?.linkInvalid ? (
        <PasswordForm name={link.name} email={link.email} lastResult={actionData?.result} />
      ) : (
        <section aria-labelledby="invalid-title" className="grid gap-4">
          <h1 id="invalid-title" className="font-display text-3xl font-bold text-ink">
            This link is no longer valid
          </h1>
          <p className="text-ink-soft">
            Set-password links work once and expire after 72 hours. If you already chose a password, log in with it.
            Otherwise write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> for a new link.
          </p>
          <Link to="/dashboard" className={buttonClasses({ className: "justify-self-start" })}>
            Go to Creator Login
          </Link>
        </section>
      )}
    </main>
  );
}

type FormProps = { name: string; email: string; lastResult: SubmissionResult<string[]> | undefined };

function PasswordForm({ name, email, lastResult }: FormProps) {
  const submitting = useNavigation().state === "submitting";
  const { form, fields, focus } = useValidatedForm({ id: "set-password", schema: setPasswordSchema, lastResult });
  return (
    <section aria-labelledby="set-password-title" className="grid gap-6">
      <div className="grid gap-2">
        <h1 id="set-password-title" className="font-display text-3xl font-bold text-ink">
          Choose your password
        </h1>
        <p className="text-ink-soft">
          Welcome, {name}. You will log in to your creator dashboard with <strong>{email}</strong> and this password.
        </p>
      </div>
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
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters, and not your email address.`}
          autoFocus={focus === "password"}
        />
        <TextField
          meta={fields.confirmPassword}
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          autoFocus={focus === "confirmPassword"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Saving..." : "Save password"}
        </Button>
      </Form>
    </section>
  );
}
