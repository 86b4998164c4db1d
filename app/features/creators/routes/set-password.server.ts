import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { signedInCookie } from "~/auth/sign-in.server";
import { setPasswordSchemaFor } from "~/domain/login-schema";
import { env } from "~/env.server";
import { setPassword, setPasswordLink } from "~/features/creators/creators.server";
import { accountMessages, dashboardToasts } from "~/features/creators/dashboard-text";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords } from "~/i18n/i18n.server";
import type { Route } from "../../../routes/creator/+types/set-password";

/** The set-password page's server side (the page is set-password.tsx): the link's state, and setting the password. */

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";
const SECRET_FIELDS = ["password", "confirmPassword"];

export async function setPasswordLoader({ request }: Route.LoaderArgs) {
  const { t } = await requestWords(request, "dashboard");
  return {
    link: setPasswordLink(tokenOf(request)),
    supportEmail: env().SUPPORT_EMAIL,
    meta: { title: t("meta.setPassword"), description: t("meta.setPasswordDescription") },
  };
}

export async function setPasswordAction({ request }: Route.ActionArgs) {
  const { t, page } = await requestWords(request, "dashboard");
  const messages = accountMessages(t);
  const submission = parseWithZod(await readForm(request), { schema: setPasswordSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: false }, { status: 400 });
  }
  const outcome = await setPassword(tokenOf(request), submission.value.password);
  if (outcome.ok) {
    // Signed in at once: the creator lands in the dashboard, not on a second login form.
    return redirectWithToast(page("/dashboard"), dashboardToasts(t).passwordSet, {
      headers: { "Set-Cookie": await signedInCookie({ kind: "creator", creatorId: outcome.creatorId }) },
    });
  }
  if (outcome.reason === "invalid-link") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: true }, { status: 410 });
  }
  const fieldErrors = { password: [messages.passwordIsEmail] };
  return data(
    { result: submission.reply({ hideFields: SECRET_FIELDS, fieldErrors }), linkInvalid: false },
    { status: 400 },
  );
}
