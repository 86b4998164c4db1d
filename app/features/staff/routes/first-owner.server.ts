import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { signedInCookie } from "~/auth/sign-in.server";
import { endTokenSessions } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { createFirstOwner, type FirstOwnerResult, ownerExists } from "~/features/staff/staff-accounts.server";
import { firstOwnerSchema, STAFF_MESSAGES } from "~/features/staff/staff-forms";
import type { Route } from "../../../routes/admin/+types/first-owner";

/**
 * /admin/first-owner: on a database without an owner, the admin token's session creates the
 * first owner account. From then on the token opens no page (its sessions end here), and the
 * new owner goes straight on to set up their second factor.
 */

export const firstOwnerLoader = adminLoader("staff.manage", () => {
  if (ownerExists()) throw redirect("/admin/login");
  return {};
});

const REFUSAL: Record<Exclude<FirstOwnerResult, { ok: true }>["reason"], [field: string, message: string]> = {
  "owner-exists": ["", "The team already has an owner: sign in instead."],
  "email-taken": ["email", "That address already has an account."],
  "password-too-short": ["password", STAFF_MESSAGES.passwordShort],
  "password-too-long": ["password", STAFF_MESSAGES.passwordLong],
  "password-is-email": ["password", STAFF_MESSAGES.passwordIsEmail],
};

export const firstOwnerAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "staff.manage",
  (form, args: Route.ActionArgs) => createOwner(form, args),
);

async function createOwner(form: URLSearchParams, { request, context }: Route.ActionArgs) {
  const submission = parseWithZod(form, { schema: firstOwnerSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const { name, email, language, password } = submission.value;
  const created = await createFirstOwner({ name, email, language, password }, context.clientAddress);
  if (!created.ok) {
    const [field, message] = REFUSAL[created.reason];
    const status = created.reason === "owner-exists" ? 409 : 400;
    return data(
      {
        result: submission.reply({
          hideFields: ["password", "confirmPassword"],
          ...(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
        }),
      },
      { status },
    );
  }
  endTokenSessions();
  const client = { address: context.clientAddress, userAgent: request.headers.get("user-agent") };
  return redirect("/admin/login/setup", {
    headers: { "Set-Cookie": await signedInCookie({ kind: "staff-half-way", staffId: created.staffId, client }) },
  });
}
