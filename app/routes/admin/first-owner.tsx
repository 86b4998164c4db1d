import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Trans } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN } from "~/domain/login-schema";
import { EmailLanguageField } from "~/features/staff/components/email-language-field";
import { formCardClasses, SignInCard } from "~/features/staff/components/sign-in-card";
import { useStaffMessages } from "~/features/staff/components/sign-in-language";
import { firstOwnerAction, firstOwnerLoader } from "~/features/staff/routes/first-owner.server";
import { firstOwnerSchemaFor } from "~/features/staff/staff-forms";
import { useTranslation } from "~/i18n/use-translation";
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
  const { t } = useTranslation("admin");
  const submitting = useNavigation().state === "submitting";
  const messages = useStaffMessages();
  const schema = useMemo(() => firstOwnerSchemaFor(messages), [messages]);
  const { form, fields, focus } = useValidatedForm({ id: "first-owner", schema, lastResult });
  return (
    <SignInCard
      title={t("titles.firstOwner")}
      head={false}
      intro={
        <p>
          <Trans t={t} i18nKey="signIn.firstOwner.intro" components={{ code: <code /> }} />
        </p>
      }
      formError={form.errors?.[0]}
      formErrorId={form.errorId}
    >
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <TextField
          meta={fields.name}
          label={t("signIn.firstOwner.name")}
          autoComplete="name"
          autoFocus={focus === "name"}
        />
        <TextField
          meta={fields.email}
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          autoFocus={focus === "email"}
        />
        <EmailLanguageField
          meta={fields.language}
          label={t("signIn.firstOwner.language")}
          autoFocus={focus === "language"}
        />
        <TextField
          meta={fields.password}
          label={t("signIn.password")}
          type="password"
          autoComplete="new-password"
          hint={t("signIn.passwordHint", { min: PASSWORD_MIN })}
          autoFocus={focus === "password"}
        />
        <TextField
          meta={fields.confirmPassword}
          label={t("signIn.repeat")}
          type="password"
          autoComplete="new-password"
          autoFocus={focus === "confirmPassword"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("signIn.firstOwner.creating") : t("signIn.firstOwner.submit")}
        </Button>
      </Form>
    </SignInCard>
  );
}
