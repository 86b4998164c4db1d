import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { formCardClasses, SignInCard, signInHeaders } from "~/features/staff/components/sign-in-card";
import { loginSetupAction, loginSetupLoader } from "~/features/staff/routes/login-setup.server";
import { secondFactorSchema } from "~/features/staff/staff-forms";
import type { Route } from "./+types/login-setup";

export const meta: Route.MetaFunction = () => [
  { title: "Set up your second factor · Sobremesa" },
  { name: "robots", content: "noindex" },
];

export const headers = signInHeaders;

export const loader = (args: Route.LoaderArgs) => loginSetupLoader(args);

export const action = (args: Route.ActionArgs) => loginSetupAction(args);

/** The secret in groups of four, as authenticator apps show it, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export default function StaffLoginSetup({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.recoveryCodes) return <RecoveryCodes codes={actionData.recoveryCodes} next={actionData.returnTo} />;
  if (!loaderData.setup) {
    return (
      <SignInCard
        title="Sign in again"
        intro={<p>That sign-in took longer than ten minutes, or was finished in another tab.</p>}
      >
        <Link to="/admin/login" className={buttonClasses({ className: "justify-self-start" })}>
          Sign in
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
  const submitting = useNavigation().state === "submitting";
  const { form, fields, focus } = useValidatedForm({ id: "staff-totp-setup", schema: secondFactorSchema, lastResult });
  return (
    <SignInCard
      title="Set up your second factor"
      intro={
        <p>
          {name}, every team account signs in with a code from an authenticator app (Google Authenticator, 1Password,
          Authy, Microsoft Authenticator…) as well as a password. Scan the QR code with the app, or type the key.
        </p>
      }
    >
      <section aria-labelledby="totp-key" className={formCardClasses}>
        <h2 id="totp-key" className="text-lg font-semibold text-ink">
          1. Add Sobremesa to your app
        </h2>
        <div
          role="img"
          aria-label={`QR code for the Sobremesa account ${email}`}
          className="mx-auto w-48 max-w-full bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
          // The SVG is drawn by the qrcode library from our own otpauth URI, not from anyone's input.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a server-drawn SVG of our own URI
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-ink">Or type this key (time-based, 6 digits)</p>
          <code
            className="break-all rounded-lg bg-muted px-3 py-2 font-mono text-base text-ink"
            data-testid="totp-secret"
          >
            {grouped(secret)}
          </code>
        </div>
      </section>
      <Form method="post" {...getFormProps(form)} noValidate className={formCardClasses}>
        <h2 className="text-lg font-semibold text-ink">2. Confirm with a code</h2>
        <input type="hidden" name="redirectTo" value={returnTo} />
        <TextField
          meta={fields.code}
          label="Code from the app"
          autoComplete="one-time-code"
          hint="The six digits the app shows now for Sobremesa."
          autoFocus={focus === "code"}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Checking..." : "Turn on and sign in"}
        </Button>
      </Form>
    </SignInCard>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <SignInCard
      title="Save your recovery codes"
      intro={
        <p>
          Your second factor is on and you are signed in. If you lose your phone, each of these codes signs you in once
          instead of the app. They are shown only now: print them or keep them in your password manager.
        </p>
      }
    >
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
        I have saved them: continue
      </Link>
    </SignInCard>
  );
}
