import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { useSpokenLanguage } from "~/features/staff/components/sign-in-language";
import { forgotPasswordSchemaFor } from "~/features/staff/forgot-password-schema";
import { forgotPasswordAction, forgotPasswordLoader } from "~/features/staff/routes/forgot-password.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/forgot-password";

/**
 * GET /admin/forgot-password: a team member asks for a reset link by email. The page answers
 * the same whether or not the address belongs to the team. Outside the admin layout (nobody
 * is signed in here); kept by no cache and indexed by no search engine.
 */
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const loader = (args: Route.LoaderArgs) => forgotPasswordLoader(args);

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  useSpokenLanguage();
  const schema = useMemo(() => forgotPasswordSchemaFor(t("signIn.forgot.invalid")), [t]);
  const { form, fields, focus } = useValidatedForm({
    id: "forgot-password",
    schema,
    lastResult: actionData?.result,
  });
  const submitting = useNavigation().state === "submitting";
  return (
    <main className="mx-auto grid w-full max-w-lg flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      <title>{`${t("signIn.titles.forgot")} · Sobremesa`}</title>
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("signIn.titles.forgot")}</h1>
        <p className="text-ink-soft">{t("signIn.forgot.intro")}</p>
      </div>
      {/* A live region, so the answer is read out when it replaces the form's result. */}
      <div role="status" aria-live="polite">
        {actionData?.sent && (
          <p className="rounded-xl border border-line bg-surface p-4 text-ink">{t("signIn.forgot.answer")}</p>
        )}
        {actionData?.limited && <p className="rounded-xl border border-danger p-4 text-ink">{actionData.limited}</p>}
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="grid gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <TextField
          meta={fields.email}
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          autoFocus={focus === "email"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("signIn.forgot.sending") : t("signIn.forgot.submit")}
        </Button>
      </Form>
      <Link to="/admin/login" className={buttonClasses({ variant: "outline", className: "justify-self-start" })}>
        {t("signIn.forgot.back")}
      </Link>
    </main>
  );
}
