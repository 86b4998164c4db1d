import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { checkAdminToken, openAdminSession, type TokenCheck } from "~/auth/admin-auth.server";
import { type AdminViewer, adminViewer, requireStaff, signInPath } from "~/auth/staff-auth.server";
import { adminTokenSchema } from "~/domain/admin-forms";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import type { Permission } from "~/domain/staff-roles";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { readForm } from "~/http/form-body.server";
import { toastHeader } from "~/http/toast.server";

/**
 * The admin gate, once for every admin page: who the viewer is and whether they may (through
 * requireStaff, the one check), and, before the first owner exists, the token form's unlock.
 */

type GateOptions = {
  /** The toast for a wrong (401) or too frequent (429) token. */
  refused: (check: Extract<TokenCheck, { ok: false }>) => ToastInput;
  /** The toast on the unlocked page, if any. */
  welcome?: () => ToastInput;
};

type Args = { request: Request; context: { clientAddress: string } };

/**
 * A page's loader that runs `load` only for a viewer holding `permission` (else 403). Without a
 * session: once an owner exists, off to sign in; before, `{ unlocked: false }` and the admin
 * layout shows the token form instead of the page.
 */
export function adminLoader<A extends { request: Request }, T extends object>(
  permission: Permission,
  load: (args: A, viewer: AdminViewer) => T | Promise<T>,
) {
  return async (args: A) => {
    const viewer = await adminViewer(args.request);
    if (!viewer) {
      if (!ownerExists()) return { unlocked: false as const };
      const url = new URL(args.request.url);
      throw redirect(signInPath(url.pathname + url.search));
    }
    const allowed = await requireStaff(args.request, permission);
    return { unlocked: true as const, ...(await load(args, allowed)) };
  };
}

/**
 * A page's action: the gate form (`intent=unlock`) is answered here with the page's own
 * refusal toast; every other form needs a viewer holding `permission` (requireStaff: else a
 * redirect or a 403, nothing changed) and goes to `handle`, which checks any narrower
 * permission of its own form with `demand`.
 */
export function adminAction<A extends Args, T>(
  gate: GateOptions,
  permission: Permission,
  handle: (form: URLSearchParams, args: A, viewer: AdminViewer) => T,
) {
  return async (args: A) => {
    const form = await readForm(args.request);
    if (form.get("intent") === "unlock") return unlock(args.request, form, args.context.clientAddress, gate);
    const viewer = await requireStaff(args.request, permission);
    return handle(form, args, viewer);
  };
}

/**
 * The token form: a right token starts the admin session and reloads the page; an empty or
 * wrong one answers 400/401 (429 when repeated) with the page's toast. The typed token is
 * never sent back.
 */
async function unlock(request: Request, form: URLSearchParams, client: string, options: GateOptions) {
  // Once the team has an owner, the token opens no page for a person (it keeps the Bearer API).
  if (ownerExists()) throw redirect(signInPath(new URL(request.url).pathname));
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
