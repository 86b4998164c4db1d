import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { formCardClasses, SignInCard, signInHeaders } from "~/features/staff/components/sign-in-card";
import { useStaffMessages } from "~/features/staff/components/sign-in-language";
import { loginSetupAction, loginSetupLoader } from "~/features/staff/routes/login-setup.server";
import { secondFactorSchemaFor } from "~/features/staff/staff-forms";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/login-setup";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export const headers = signInHeaders;

export const loader = (args: Route.LoaderArgs) => loginSetupLoader(args);

export const action = (args: Route.ActionArgs) => loginSetupAction(args);

/** The secret in groups of four, as authenticator apps show it, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export default function StaffLoginSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  if (actionData?.recoveryCodes) return <RecoveryCodes codes={actionData.recoveryCodes} next={actionData.returnTo} />;
  if (!loaderData.setup) {
    return (
      <SignInCard title={t("signIn.expiredTitle")} intro={<p>{t("signIn.expired")}</p>}>
        <Link to="/admin/login" className={buttonClasses({ className: "justify-self-start" })}>
          {t("signIn.signIn")}
        </Link>
      </SignInCard>
    );
  }
  return <Setup {...loaderData.setup} returnTo={loaderData.returnTo} lastResult={actionData?.result} />;
}

type SetupProps = {
  name: string;
  email: string;
  secret: string;
  qrSvg: string;
  returnTo: string;
  lastResult: Parameters<typeof useValidatedForm>[0]["lastResult"];
};

function Setup({ name, email, secret, qrSvg, returnTo, lastResult }: SetupProps) {
  const { t } = useTranslation("admin");
  const submitting = useNavigation().state === "submitting";
  const messages = useStaffMessages();
  const schema = useMemo(() => secondFactorSchemaFor(messages), [messages]);
  const { form, fields, focus } = useValidatedForm({ id: "staff-totp-setup", schema, lastResult });
  return (
    <SignInCard title={t("signIn.titles.setup")} intro={<p>{t("signIn.setup.intro", { name })}</p>}>
      <section aria-labelledby="totp-key" className={formCardClasses}>
        <h2 id="totp-key" className="text-lg font-semibold text-ink">
          {t("signIn.setup.addTitle")}
        </h2>
        <div
          role="img"
          aria-label={t("signIn.setup.qr", { email })}
          className="mx-auto w-48 max-w-full bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
          // The SVG is drawn by the qrcode library from our own otpauth URI, not from anyone's input.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a server-drawn SVG of our own URI
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-ink">{t("signIn.setup.typeKey")}</p>
          <code
            className="break-all rounded-lg bg-muted px-3 py-2 font-mono text-base text-ink"
            data-testid="totp-secret"
          >
            {grouped(secret)}
          </code>
        </div>
      </section>
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <h2 className="text-lg font-semibold text-ink">{t("signIn.setup.confirmTitle")}</h2>
        <input type="hidden" name="redirectTo" value={returnTo} />
        <TextField
          meta={fields.code}
          label={t("signIn.setup.field")}
          autoComplete="one-time-code"
          hint={t("signIn.setup.hint")}
          autoFocus={focus === "code"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("signIn.checking") : t("signIn.setup.submit")}
        </Button>
      </Form>
    </SignInCard>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const { t } = useTranslation("admin");
  return (
    <SignInCard title={t("signIn.setup.codesTitle")} intro={<p>{t("signIn.setup.codesIntro")}</p>}>
      {/* Each code stays on one line (its dash is no place to break it): the grid fits as many whole codes
          per row as the width allows, one per row on a phone, and never cuts one in two. */}
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,22ch),1fr))] gap-2 rounded-2xl border border-line bg-surface p-4 font-mono text-base text-ink shadow-sm sm:p-6">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="whitespace-nowrap">
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Link to={next} className={buttonClasses({ className: "justify-self-start" })}>
        {t("signIn.setup.codesDone")}
      </Link>
    </SignInCard>
  );
}
