import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN } from "~/domain/login-schema";
import { EmailLanguageField } from "~/features/staff/components/email-language-field";
import { formCardClasses, SignInCard } from "~/features/staff/components/sign-in-card";
import { firstOwnerAction, firstOwnerLoader } from "~/features/staff/routes/first-owner.server";
import { firstOwnerSchema } from "~/features/staff/staff-forms";
import type { Route } from "./+types/first-owner";

export const handle = {
  admin: {
    title: "Create the first owner",
    description: "Create the first owner account of the Sobremesa team.",
    gate: "Enter the admin token printed at the server's first start to create the first owner account.",
  },
};

export const loader = firstOwnerLoader;

export const action = firstOwnerAction;

export default function FirstOwner({ loaderData, actionData }: Route.ComponentProps) {
  // The admin layout shows the token form instead of this page until the token's session holds.
  if (!loaderData.unlocked) return null;
  return <OwnerForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />;
}

function OwnerForm({ lastResult }: { lastResult: Parameters<typeof useValidatedForm>[0]["lastResult"] }) {
  const submitting = useNavigation().state === "submitting";
  const { form, fields, focus } = useValidatedForm({
    id: "first-owner",
    schema: firstOwnerSchema,
    lastResult,
  });
  return (
    <SignInCard
      title="Create the first owner"
      intro={
        <p>
          The team has no accounts yet. The owner can do everything, invites the others and sets their roles. Once this
          account exists, the admin token no longer opens any page: it keeps serving only the JSON API (
          <code>Authorization: Bearer</code>).
        </p>
      }
      formError={form.errors?.[0]}
      formErrorId={form.errorId}
    >
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <TextField meta={fields.name} label="Your name" autoComplete="name" autoFocus={focus === "name"} />
        <TextField
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus={focus === "email"}
        />
        <EmailLanguageField meta={fields.language} label="Language of your emails" autoFocus={focus === "language"} />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          autoFocus={focus === "password"}
        />
        <TextField
          meta={fields.confirmPassword}
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          autoFocus={focus === "confirmPassword"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Creating..." : "Create the owner account"}
        </Button>
      </Form>
    </SignInCard>
  );
}
