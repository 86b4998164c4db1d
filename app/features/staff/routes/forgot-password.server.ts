import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { FORGOT_EMAIL_MESSAGE, forgotPasswordSchemaFor } from "~/features/staff/forgot-password-schema";
import { requestPasswordReset } from "~/features/staff/staff-accounts.server";
import { readForm } from "~/http/form-body.server";
import { retryAfterHeaders, staffResetMailAllowance, staffResetRequests } from "~/http/request-limits.server";
import type { Route } from "../../../routes/admin/+types/forgot-password";

/**
 * /admin/forgot-password's server side. The answer is the same whether or not the address
 * belongs to the team, and whether or not a mail went: requests are limited per client (each
 * one counted, whatever the address), mails per address (only mails counted).
 */

export function forgotPasswordLoader() {
  return { sent: false };
}

export async function forgotPasswordAction({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchemaFor(FORGOT_EMAIL_MESSAGE) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false, limited: null }, { status: 400 });
  }
  const allowance = staffResetRequests.take(`staff-reset:client:${context.clientAddress}`);
  if (!allowance.allowed) {
    const minutes = Math.ceil(allowance.retryAfterSeconds / 60);
    return data(
      {
        result: submission.reply(),
        sent: false,
        limited: `Too many requests from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      },
      { status: 429, headers: retryAfterHeaders(allowance.retryAfterSeconds) },
    );
  }
  requestPasswordReset(submission.value.email, context.clientAddress, undefined, staffResetMailAllowance);
  return { result: submission.reply({ resetForm: true }), sent: true, limited: null };
}
