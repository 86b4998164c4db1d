import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formCardClasses, SignInCard, signInHeaders } from "~/features/staff/components/sign-in-card";
import { useStaffMessages } from "~/features/staff/components/sign-in-language";
import { loginCodeAction, loginCodeLoader } from "~/features/staff/routes/login-code.server";
import { secondFactorSchemaFor } from "~/features/staff/staff-forms";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/login-code";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export const headers = signInHeaders;

export const loader = (args: Route.LoaderArgs) => loginCodeLoader(args);

export const action = (args: Route.ActionArgs) => loginCodeAction(args);

export default function StaffLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const submitting = useNavigation().state === "submitting";
  const messages = useStaffMessages();
  const schema = useMemo(() => secondFactorSchemaFor(messages), [messages]);
  const { form, fields } = useValidatedForm({ id: "staff-code", schema, lastResult: actionData?.result });
  return (
    <SignInCard title={t("signIn.titles.code")} intro={<p>{t("signIn.code.intro", { name: loaderData.name })}</p>}>
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <input type="hidden" name="redirectTo" value={loaderData.returnTo} />
        <TextField
          meta={fields.code}
          label={t("signIn.code.field")}
          autoComplete="one-time-code"
          hint={t("signIn.code.hint")}
          // The only field, and the reason for the page: focus it on arrival as after a refusal.
          autoFocus
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("signIn.checking") : t("signIn.signIn")}
        </Button>
        <Link to="/admin/login" className="justify-self-start text-sm">
          {t("signIn.code.startAgain")}
        </Link>
      </Form>
    </SignInCard>
  );
}
