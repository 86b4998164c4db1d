import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { staffCodeStep } from "~/auth/sign-in.server";
import { endPendingSignIn, pendingSignIn, staffReturnPath } from "~/auth/staff-auth.server";
import { secondFactorSchema } from "~/features/staff/staff-forms";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast, toastHeader } from "~/http/toast.server";
import type { Route } from "../../../routes/admin/+types/login-code";

/**
 * /admin/login/code, the second step: a code from the authenticator app, or one of the
 * recovery codes. Only here does a staff session open; the half-way state ends with it.
 */

const withReturn = (path: string, returnTo: string) =>
  returnTo === "/admin" ? path : `${path}?redirectTo=${encodeURIComponent(returnTo)}`;

export async function loginCodeLoader({ request }: Route.LoaderArgs) {
  const returnTo = staffReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (!person) throw redirect(withReturn("/admin/login", returnTo));
  if (!person.twoFactorEnabled) throw redirect(withReturn("/admin/login/setup", returnTo));
  return { returnTo, name: person.name };
}

const WRONG_CODE = "That code did not work. Type the newest code your authenticator app shows, or a recovery code.";

export async function loginCodeAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = staffReturnPath(form.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (!person?.twoFactorEnabled) {
    throw await redirectWithToast(withReturn("/admin/login", returnTo), {
      title: "Sign in again",
      description: "That sign-in took longer than ten minutes, or was finished in another tab.",
      variant: "destructive",
    });
  }
  const submission = parseWithZod(form, { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  }
  const client = { address: context.clientAddress, userAgent: request.headers.get("user-agent") };
  const outcome = await staffCodeStep(person, submission.value.code, client);
  if (!outcome.ok) {
    const limited = outcome.reason === "limited";
    const message = limited ? `Too many attempts. Try again in ${outcome.retryAfterSeconds} seconds.` : WRONG_CODE;
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
            title: `Signed in as ${person.name}`,
            description: `You used a recovery code: ${recoveryCodesLeft} left. An owner can reset your second factor if you lost your phone.`,
          }
        : { title: `Signed in as ${person.name}`, description: "Welcome back." },
    ),
  );
  return redirect(returnTo, { headers });
}
