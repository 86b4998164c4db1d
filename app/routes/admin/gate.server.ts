import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { checkAdminToken, endAdminSession, openAdminSession, type TokenCheck } from "~/auth/admin-auth.server";
import { ADMIN_TOASTS, adminTokenSchema } from "~/domain/admin";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { toastHeader } from "~/http/toast.server";

type GateOptions = {
  /** The toast for a wrong (401) or too frequent (429) token. */
  refused: (check: Extract<TokenCheck, { ok: false }>) => ToastInput;
  /** The toast on the unlocked page, if any. */
  welcome?: () => ToastInput;
};

/**
 * The gate form of /admin and /payment-admin: a right token starts the admin session and
 * reloads the page; an empty or wrong one answers 400/401 (429 when repeated) with the
 * page's toast. The typed token is never sent back.
 */
export async function unlock(request: Request, form: URLSearchParams, client: string, options: GateOptions) {
  const submission = parseWithZod(form, { schema: adminTokenSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["token"] }), toast: toastMessage(ADMIN_TOASTS.emptyToken) },
      { status: 400 },
    );
  }
  const check = await checkAdminToken(submission.value.token, client);
  if (!check.ok) {
    return data(
      {
        result: submission.reply({ hideFields: ["token"], fieldErrors: { token: [check.message] } }),
        toast: toastMessage(options.refused(check)),
      },
      {
        status: check.status,
        headers: check.retryAfterSeconds ? { "Retry-After": String(check.retryAfterSeconds) } : {},
      },
    );
  }
  const session = await openAdminSession({ address: client, userAgent: request.headers.get("user-agent") });
  const headers = new Headers({ "Set-Cookie": session });
  if (options.welcome) headers.append("Set-Cookie", await toastHeader(options.welcome()));
  return redirect(new URL(request.url).pathname, { headers });
}

/** Ends the admin session and shows the gate again. */
export async function lock(request: Request) {
  return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": await endAdminSession(request) } });
}
