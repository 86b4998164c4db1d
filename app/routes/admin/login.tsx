import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Trans } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formCardClasses, SignInCard, signInHeaders } from "~/features/staff/components/sign-in-card";
import { useStaffMessages } from "~/features/staff/components/sign-in-language";
import { loginAction, loginLoader } from "~/features/staff/routes/login.server";
import { staffSignInSchemaFor } from "~/features/staff/staff-forms";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export const headers = signInHeaders;

export const loader = (args: Route.LoaderArgs) => loginLoader(args);

export const action = (args: Route.ActionArgs) => loginAction(args);

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const submitting = useNavigation().state === "submitting";
  const lastResult = actionData?.result;
  const messages = useStaffMessages();
  const schema = useMemo(() => staffSignInSchemaFor(messages), [messages]);
  const { form, fields, focus } = useValidatedForm({ id: "staff-login", schema, lastResult });
  const formError = form.errors?.[0];
  return (
    <SignInCard
      title={t("signIn.titles.login")}
      description={t("signIn.login.description")}
      intro={
        loaderData.teamExists ? (
          <p>{t("signIn.login.intro")}</p>
        ) : (
          <p>
            <Trans t={t} i18nKey="signIn.login.noTeam" components={{ page: <Link to="/admin" /> }} />
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
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          autoFocus={focus === "email" || (!focus && !!formError)}
        />
        <TextField
          meta={fields.password}
          label={t("signIn.password")}
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("signIn.checking") : t("signIn.login.submit")}
        </Button>
        <Link to="/admin/forgot-password" className="justify-self-start text-sm">
          {t("signIn.login.forgot")}
        </Link>
      </Form>
    </SignInCard>
  );
}
