import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { signedInCookie } from "~/auth/sign-in.server";
import { endPendingSignIn, pendingSignIn, staffReturnPath } from "~/auth/staff-auth.server";
import { signInWords } from "~/features/staff/sign-in-words.server";
import { secondFactorSchemaFor } from "~/features/staff/staff-forms";
import { confirmTotpSetup, totpSetupFor } from "~/features/staff/two-factor.server";
import { readForm } from "~/http/form-body.server";
import type { Route } from "../../../routes/admin/+types/login-setup";

/**
 * /admin/login/setup: every account's first sign-in sets up its second factor before anything
 * opens. The page shows a QR code and the secret as text; a code from the app confirms it; the
 * answer is the session and ten recovery codes, shown this once. In the person's language, or
 * the browser's when the half-way sign-in is gone.
 */

/**
 * Without a sign-in half-way, the page says so rather than redirecting: the loader also runs
 * right after the confirming post, whose request still carries the half-way cookie it just
 * ended, and the recovery codes in that answer must still show.
 */
export async function loginSetupLoader({ request }: Route.LoaderArgs) {
  const returnTo = staffReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (person?.twoFactorEnabled) throw redirect("/admin/login/code");
  const setup = person ? await totpSetupFor(person.id) : null;
  const { language } = await signInWords(request, person?.language);
  if (!person || !setup || "error" in setup) return { returnTo, setup: null, language };
  return {
    returnTo,
    setup: { name: person.name, email: person.email, secret: setup.secret, qrSvg: setup.qrSvg },
    language,
  };
}

export async function loginSetupAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = staffReturnPath(form.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (!person || person.twoFactorEnabled) throw redirect("/admin/login");
  const { t, messages } = await signInWords(request, person.language);
  const submission = parseWithZod(form, { schema: secondFactorSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }), recoveryCodes: null }, { status: 400 });
  }
  const client = { address: context.clientAddress, userAgent: request.headers.get("user-agent") };
  const confirmed = await confirmTotpSetup(person.id, submission.value.code, client.address);
  if (!confirmed.ok) {
    const message = confirmed.reason === "wrong-code" ? t("signIn.setup.wrong") : t("signIn.setup.interrupted");
    return data(
      { result: submission.reply({ hideFields: ["code"], fieldErrors: { code: [message] } }), recoveryCodes: null },
      { status: 400 },
    );
  }
  // The session opens now; the page answers with the recovery codes instead of redirecting, so they show once.
  const headers = new Headers();
  headers.append("Set-Cookie", await endPendingSignIn(request));
  headers.append("Set-Cookie", await signedInCookie({ kind: "staff", staffId: person.id, client }));
  headers.set("Cache-Control", "private, no-store");
  return data({ result: null, recoveryCodes: confirmed.recoveryCodes, returnTo }, { headers });
}
