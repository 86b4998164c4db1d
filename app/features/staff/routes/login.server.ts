import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { staffPasswordStep } from "~/auth/sign-in.server";
import { adminViewer, staffReturnPath } from "~/auth/staff-auth.server";
import { signInWords } from "~/features/staff/sign-in-words.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { staffSignInSchemaFor } from "~/features/staff/staff-forms";
import { readForm } from "~/http/form-body.server";
import type { Route } from "../../../routes/admin/+types/login";

/**
 * /admin/login, the first step of a staff sign-in: email and password. A right pair opens
 * nothing yet: it starts the second step (the code, or its setup on a first sign-in) in this
 * browser for ten minutes. One answer for a wrong email and a wrong password. Nobody is known
 * yet, so the page speaks the browser's language.
 */

export async function loginLoader({ request }: Route.LoaderArgs) {
  const returnTo = staffReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  if ((await adminViewer(request))?.kind === "staff") throw redirect(returnTo);
  const { language } = await signInWords(request);
  return { returnTo, teamExists: ownerExists(), language };
}

export async function loginAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = staffReturnPath(form.get("redirectTo"));
  const { t, messages } = await signInWords(request);
  const submission = parseWithZod(form, { schema: staffSignInSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const client = { address: context.clientAddress, userAgent: request.headers.get("user-agent") };
  const outcome = await staffPasswordStep(submission.value, client);
  if (!outcome.ok) {
    const limited = outcome.reason === "limited";
    const message = limited
      ? t("signIn.tooManyAttempts", { count: outcome.retryAfterSeconds })
      : t("signIn.login.wrong");
    return data(
      { result: submission.reply({ hideFields: ["password"], formErrors: [message] }) },
      {
        status: limited ? 429 : 401,
        headers: limited ? { "Retry-After": String(outcome.retryAfterSeconds) } : {},
      },
    );
  }
  const next = outcome.person.twoFactorEnabled ? "/admin/login/code" : "/admin/login/setup";
  const query = returnTo === "/admin" ? "" : `?redirectTo=${encodeURIComponent(returnTo)}`;
  return redirect(next + query, { headers: { "Set-Cookie": outcome.cookie } });
}
