import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formCardClasses, SignInCard, signInHeaders } from "~/features/staff/components/sign-in-card";
import { loginCodeAction, loginCodeLoader } from "~/features/staff/routes/login-code.server";
import { secondFactorSchema } from "~/features/staff/staff-forms";
import type { Route } from "./+types/login-code";

export const meta: Route.MetaFunction = () => [
  { title: "Authentication code · Sobremesa" },
  { name: "robots", content: "noindex" },
];

export const headers = signInHeaders;

export const loader = (args: Route.LoaderArgs) => loginCodeLoader(args);

export const action = (args: Route.ActionArgs) => loginCodeAction(args);

export default function StaffLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { form, fields } = useValidatedForm({
    id: "staff-code",
    schema: secondFactorSchema,
    lastResult: actionData?.result,
  });
  return (
    <SignInCard
      title="Authentication code"
      intro={<p>{loaderData.name}, type the six-digit code your authenticator app shows for Sobremesa.</p>}
    >
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <input type="hidden" name="redirectTo" value={loaderData.returnTo} />
        <TextField
          meta={fields.code}
          label="Code"
          autoComplete="one-time-code"
          hint="Lost your phone? Type one of your recovery codes instead."
          // The only field, and the reason for the page: focus it on arrival as after a refusal.
          autoFocus
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Checking..." : "Sign in"}
        </Button>
        <Link to="/admin/login" className="justify-self-start text-sm">
          Start again with another account
        </Link>
      </Form>
    </SignInCard>
  );
}
