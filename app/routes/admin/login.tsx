import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formCardClasses, SignInCard, signInHeaders } from "~/features/staff/components/sign-in-card";
import { loginAction, loginLoader } from "~/features/staff/routes/login.server";
import { staffSignInSchema } from "~/features/staff/staff-forms";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Team sign-in · Sobremesa" },
  { name: "description", content: "Sign in to run Sobremesa: the queue, the workspace and the team." },
  { name: "robots", content: "noindex" },
];

export const headers = signInHeaders;

export const loader = (args: Route.LoaderArgs) => loginLoader(args);

export const action = (args: Route.ActionArgs) => loginAction(args);

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const lastResult = actionData?.result;
  const { form, fields, focus } = useValidatedForm({ id: "staff-login", schema: staffSignInSchema, lastResult });
  const formError = form.errors?.[0];
  return (
    <SignInCard
      title="Team sign-in"
      intro={
        loaderData.teamExists ? (
          <p>Your email and password, then the code from your authenticator app.</p>
        ) : (
          <p>
            Nobody has an account yet. Open <Link to="/admin">the admin page</Link> with the admin token printed at the
            server's first start to create the first owner account.
          </p>
        )
      }
      formError={formError}
      formErrorId={form.errorId}
    >
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <input type="hidden" name="redirectTo" value={loaderData.returnTo} />
        <TextField
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus={focus === "email" || (!focus && !!formError)}
        />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Checking..." : "Continue"}
        </Button>
        <Link to="/admin/forgot-password" className="justify-self-start text-sm">
          Forgot your password?
        </Link>
      </Form>
    </SignInCard>
  );
}
