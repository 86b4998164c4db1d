import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  checkAdminToken,
  hasAdminSession,
  openAdminSession,
  requireAdmin,
  type TokenCheck,
} from "~/auth/admin-auth.server";
import { adminTokenSchema } from "~/domain/admin-forms";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { readForm } from "~/http/form-body.server";
import { toastHeader } from "~/http/toast.server";

/**
 * The admin gate, once for every admin page: the token form's unlock, and the "is this an
 * admin" check each page's loader and action pass through before touching any data.
 */

type GateOptions = {
  /** The toast for a wrong (401) or too frequent (429) token. */
  refused: (check: Extract<TokenCheck, { ok: false }>) => ToastInput;
  /** The toast on the unlocked page, if any. */
  welcome?: () => ToastInput;
};

type Args = { request: Request; context: { clientAddress: string } };

/**
 * A page's loader that runs `load` only for an admin; anyone else gets `{ unlocked: false }`
 * and the admin layout shows the token form instead of the page.
 */
export function adminLoader<A extends { request: Request }, T extends object>(load: (args: A) => T | Promise<T>) {
  return async (args: A) =>
    (await hasAdminSession(args.request))
      ? { unlocked: true as const, ...(await load(args)) }
      : { unlocked: false as const };
}

/**
 * A page's action: the gate form (`intent=unlock`) is answered here with the page's own
 * refusal toast; every other form needs a live admin session (else back to the gate with
 * the authentication error, nothing changed) and goes to `handle`.
 */
export function adminAction<A extends Args, T>(gate: GateOptions, handle: (form: URLSearchParams, args: A) => T) {
  return async (args: A) => {
    const form = await readForm(args.request);
    if (form.get("intent") === "unlock") return unlock(args.request, form, args.context.clientAddress, gate);
    await requireAdmin(args.request);
    return handle(form, args);
  };
}

/**
 * The token form: a right token starts the admin session and reloads the page; an empty or
 * wrong one answers 400/401 (429 when repeated) with the page's toast. The typed token is
 * never sent back.
 */
async function unlock(request: Request, form: URLSearchParams, client: string, options: GateOptions) {
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
