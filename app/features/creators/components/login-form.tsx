import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { loginSchemaFor } from "~/domain/login-schema";
import { DASHBOARD_INTENTS } from "~/features/creators/dashboard-intents";
import { accountMessages, dashboardToasts } from "~/features/creators/dashboard-text";
import { pathInLanguage } from "~/i18n/languages";
import { perLanguage } from "~/i18n/per-language";
import { useDashboardWords } from "./use-dashboard-words";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof accountMessages>[0]) => loginSchemaFor(accountMessages(t));

/** The dashboard's login screen: email and password, checked on the server. */
export function LoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t, language } = useDashboardWords();
  const submitting = useNavigation().state === "submitting";
  const schema = perLanguage(schemaIn, t);
  const { form, fields, focus } = useValidatedForm({ id: "creator-login", schema, lastResult });
  return (
    <main className="mx-auto grid w-full max-w-md flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("login.title")}</h1>
        <p className="text-ink-soft">{t("login.intro")}</p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        onSubmit={toastWhenInvalid(form.onSubmit, () => dashboardToasts(t).loginMissing)}
        className="grid gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.login} />
        <TextField
          meta={fields.email}
          label={t("login.email")}
          type="email"
          autoComplete="username"
          autoFocus={focus === "email"}
        />
        <TextField
          meta={fields.password}
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
      <p className="text-sm text-ink-soft">
        {t("login.notYet")}{" "}
        <Link
          to={pathInLanguage("/creator-signup", language)}
          className="font-semibold text-brand-strong underline underline-offset-4"
        >
          {t("login.apply")}
        </Link>
      </p>
    </main>
  );
}
