import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { forgotPasswordSchemaFor } from "~/features/staff/forgot-password-schema";
import { signInWords } from "~/features/staff/sign-in-words.server";
import { requestPasswordReset } from "~/features/staff/staff-accounts.server";
import { readForm } from "~/http/form-body.server";
import { retryAfterHeaders, staffResetMailAllowance, staffResetRequests } from "~/http/request-limits.server";
import type { Route } from "../../../routes/admin/+types/forgot-password";

/**
 * /admin/forgot-password's server side. The answer is the same whether or not the address
 * belongs to the team, and whether or not a mail went: requests are limited per client (each
 * one counted, whatever the address), mails per address (only mails counted). Nobody is known
 * here (saying whose address it is would tell too much), so the page speaks the browser's language.
 */

export async function forgotPasswordLoader({ request }: Route.LoaderArgs) {
  const { language } = await signInWords(request);
  return { sent: false, language };
}

export async function forgotPasswordAction({ request, context }: Route.ActionArgs) {
  const { t } = await signInWords(request);
  const schema = forgotPasswordSchemaFor(t("signIn.forgot.invalid"));
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false, limited: null }, { status: 400 });
  }
  const allowance = staffResetRequests.take(`staff-reset:client:${context.clientAddress}`);
  if (!allowance.allowed) {
    const minutes = Math.ceil(allowance.retryAfterSeconds / 60);
    return data(
      { result: submission.reply(), sent: false, limited: t("signIn.forgot.limited", { count: minutes }) },
      { status: 429, headers: retryAfterHeaders(allowance.retryAfterSeconds) },
    );
  }
  requestPasswordReset(submission.value.email, context.clientAddress, undefined, staffResetMailAllowance);
  return { result: submission.reply({ resetForm: true }), sent: true, limited: null };
}
