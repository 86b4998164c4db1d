import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { staffCodeStep } from "~/auth/sign-in.server";
import { endPendingSignIn, pendingSignIn, staffReturnPath } from "~/auth/staff-auth.server";
import { signInWords } from "~/features/staff/sign-in-words.server";
import { secondFactorSchemaFor } from "~/features/staff/staff-forms";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast, toastHeader } from "~/http/toast.server";
import type { Route } from "../../../routes/admin/+types/login-code";

/**
 * /admin/login/code, the second step: a code from the authenticator app, or one of the
 * recovery codes. Only here does a staff session open; the half-way state ends with it. The
 * password told who signs in, so the page speaks that person's language.
 */

const withReturn = (path: string, returnTo: string) =>
  returnTo === "/admin" ? path : `${path}?redirectTo=${encodeURIComponent(returnTo)}`;

export async function loginCodeLoader({ request }: Route.LoaderArgs) {
  const returnTo = staffReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (!person) throw redirect(withReturn("/admin/login", returnTo));
  if (!person.twoFactorEnabled) throw redirect(withReturn("/admin/login/setup", returnTo));
  return { returnTo, name: person.name, language: person.language };
}

export async function loginCodeAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = staffReturnPath(form.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (!person?.twoFactorEnabled) {
    const { t } = await signInWords(request);
    throw await redirectWithToast(withReturn("/admin/login", returnTo), {
      title: t("signIn.expiredTitle"),
      description: t("signIn.expired"),
      variant: "destructive",
    });
  }
  const { t, messages } = await signInWords(request, person.language);
  const submission = parseWithZod(form, { schema: secondFactorSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  }
  const client = { address: context.clientAddress, userAgent: request.headers.get("user-agent") };
  const outcome = await staffCodeStep(person, submission.value.code, client);
  if (!outcome.ok) {
    const limited = outcome.reason === "limited";
    const message = limited
      ? t("signIn.tooManyAttempts", { count: outcome.retryAfterSeconds })
      : t("signIn.code.wrong");
    return data(
      { result: submission.reply({ hideFields: ["code"], fieldErrors: { code: [message] } }) },
      { status: limited ? 429 : 401, headers: limited ? { "Retry-After": String(outcome.retryAfterSeconds) } : {} },
    );
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await endPendingSignIn(request));
  const { method, recoveryCodesLeft, cookie } = outcome;
  headers.append("Set-Cookie", cookie);
  headers.append(
    "Set-Cookie",
    await toastHeader(
      method === "recovery_code"
        ? {
            title: t("signIn.code.signedIn", { name: person.name }),
            description: t("signIn.code.recoveryUsed", { count: recoveryCodesLeft }),
          }
        : { title: t("signIn.code.signedIn", { name: person.name }), description: t("signIn.code.welcomeBack") },
    ),
  );
  return redirect(returnTo, { headers });
}
