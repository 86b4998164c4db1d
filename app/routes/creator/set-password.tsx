import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { NewPasswordForm } from "~/components/forms/new-password-form";
import { buttonClasses } from "~/components/ui/button";
import { PASSWORD_MIN } from "~/domain/login-schema";
import { useDashboardWords } from "~/features/creators/components/use-dashboard-words";
import { accountMessages } from "~/features/creators/dashboard-text";
import { setPasswordAction, setPasswordLoader } from "~/features/creators/routes/set-password.server";
import { pathInLanguage } from "~/i18n/languages";
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

export const loader = (args: Route.LoaderArgs) => setPasswordLoader(args);

export const action = (args: Route.ActionArgs) => setPasswordAction(args);

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
  const messages = useMemo(() => accountMessages(t), [t]);
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
      <NewPasswordForm
        id="set-password"
        email={email}
        messages={messages}
        lastResult={lastResult}
        words={{
          password: t("setPassword.password"),
          hint: t("setPassword.hint", { min: PASSWORD_MIN }),
          repeat: t("setPassword.repeat"),
          submit: t("setPassword.submit"),
          submitting: t("setPassword.submitting"),
        }}
      />
    </section>
  );
}
