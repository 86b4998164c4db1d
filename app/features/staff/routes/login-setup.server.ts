import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { signedInCookie } from "~/auth/sign-in.server";
import { endPendingSignIn, pendingSignIn, staffReturnPath } from "~/auth/staff-auth.server";
import { secondFactorSchema } from "~/features/staff/staff-forms";
import { confirmTotpSetup, totpSetupFor } from "~/features/staff/two-factor.server";
import { readForm } from "~/http/form-body.server";
import type { Route } from "../../../routes/admin/+types/login-setup";

/**
 * /admin/login/setup: every account's first sign-in sets up its second factor before anything
 * opens. The page shows a QR code and the secret as text; a code from the app confirms it; the
 * answer is the session and ten recovery codes, shown this once.
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
  if (!person || !setup || "error" in setup) return { returnTo, setup: null };
  return { returnTo, setup: { name: person.name, email: person.email, secret: setup.secret, qrSvg: setup.qrSvg } };
}

export async function loginSetupAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = staffReturnPath(form.get("redirectTo"));
  const person = await pendingSignIn(request);
  if (!person || person.twoFactorEnabled) throw redirect("/admin/login");
  const submission = parseWithZod(form, { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }), recoveryCodes: null }, { status: 400 });
  }
  const client = { address: context.clientAddress, userAgent: request.headers.get("user-agent") };
  const confirmed = await confirmTotpSetup(person.id, submission.value.code, client.address);
  if (!confirmed.ok) {
    const message =
      confirmed.reason === "wrong-code"
        ? "That code did not match. Check that you scanned this page's QR code, then type the newest code."
        : "Set-up was interrupted. Sign in again.";
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
