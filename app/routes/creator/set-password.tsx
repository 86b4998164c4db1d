import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { Trans } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { useDashboardWords } from "~/components/creator/use-dashboard-words";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { PASSWORD_MIN, setPasswordSchemaFor } from "~/domain/login-schema";
import { env } from "~/env.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { accountMessages, dashboardToasts } from "~/i18n/dashboard-text";
import { requestWords } from "~/i18n/i18n.server";
import { pathInLanguage } from "~/i18n/languages";
import { setPassword, setPasswordLink } from "~/services/creators/creators.server";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

/**
 * The token is in the query string (request logs record paths only) and must not leak to
 * other sites. Not `no-referrer`: that makes browsers send `Origin: null` with the form,
 * which React Router refuses as cross-site. The page has no language switcher or hreflang
 * alternates: they would carry the token.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
});

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";
const SECRET_FIELDS = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  const { t } = await requestWords(request, "dashboard");
  return {
    link: setPasswordLink(tokenOf(request)),
    supportEmail: env().SUPPORT_EMAIL,
    meta: { title: t("meta.setPassword"), description: t("meta.setPasswordDescription") },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { t, page } = await requestWords(request, "dashboard");
  const messages = accountMessages(t);
  const submission = parseWithZod(await readForm(request), { schema: setPasswordSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: false }, { status: 400 });
  }
  const outcome = await setPassword(tokenOf(request), submission.value.password);
  if (outcome.ok) return redirectWithToast(page("/dashboard"), dashboardToasts(t).passwordSet);
  if (outcome.reason === "invalid-link") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: true }, { status: 410 });
  }
  const fieldErrors = { password: [messages.passwordIsEmail] };
  return data(
    { result: submission.reply({ hideFields: SECRET_FIELDS, fieldErrors }), linkInvalid: false },
    { status: 400 },
  );
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { link, supportEmail } = loaderData;
  const { t, language } = useDashboardWords();
  return (
    <main className="mx-auto grid w-full max-w-lg flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      {link && !actionData?.linkInvalid ? (
        <PasswordForm name={link.name} email={link.email} lastResult={actionData?.result} />
      ) : (
        <section aria-labelledby="invalid-title" className="grid gap-4">
          <h1 id="invalid-title" className="font-display text-3xl font-bold text-ink">
            {t("setPassword.invalidTitle")}
          </h1>
          <p className="text-ink-soft">
            <Trans
              t={t}
              i18nKey="setPassword.invalidText"
              values={{ email: supportEmail }}
              components={{
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the support address inside the link
                mail: <a href={`mailto:${supportEmail}`} className="break-all" />,
              }}
            />
          </p>
          <Link
            to={pathInLanguage("/dashboard", language)}
            className={buttonClasses({ className: "justify-self-start" })}
          >
            {t("setPassword.toLogin")}
          </Link>
        </section>
      )}
    </main>
  );
}

type FormProps = { name: string; email: string; lastResult: SubmissionResult<string[]> | undefined };

function PasswordForm({ name, email, lastResult }: FormProps) {
  const { t } = useDashboardWords();
  const submitting = useNavigation().state === "submitting";
  const schema = useMemo(() => setPasswordSchemaFor(accountMessages(t)), [t]);
  const { form, fields, focus } = useValidatedForm({ id: "set-password", schema, lastResult });
  return (
    <section aria-labelledby="set-password-title" className="grid gap-6">
      <div className="grid gap-2">
        <h1 id="set-password-title" className="font-display text-3xl font-bold text-ink">
          {t("setPassword.title")}
        </h1>
        <p className="text-ink-soft">
          <Trans
            t={t}
            i18nKey="setPassword.welcome"
            values={{ name, email }}
            components={{ strong: <strong className="break-all" /> }}
          />
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
          label={t("setPassword.password")}
          type="password"
          autoComplete="new-password"
          hint={t("setPassword.hint", { min: PASSWORD_MIN })}
          autoFocus={focus === "password"}
        />
        <TextField
          meta={fields.confirmPassword}
          label={t("setPassword.repeat")}
          type="password"
          autoComplete="new-password"
          autoFocus={focus === "confirmPassword"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("setPassword.submitting") : t("setPassword.submit")}
        </Button>
      </Form>
    </section>
  );
}
