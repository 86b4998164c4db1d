import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { data, redirect } from "react-router";
import { signedInCookie } from "~/auth/sign-in.server";
import { endTokenSessions } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { signInWords } from "~/features/staff/sign-in-words.server";
import { createFirstOwner, type FirstOwnerResult, ownerExists } from "~/features/staff/staff-accounts.server";
import { firstOwnerSchemaFor, type StaffMessages } from "~/features/staff/staff-forms";
import type { Route } from "../../../routes/admin/+types/first-owner";

/**
 * /admin/first-owner: on a database without an owner, the admin token's session creates the
 * first owner account. From then on the token opens no page (its sessions end here), and the
 * new owner goes straight on to set up their second factor. The token names no person, so the
 * page speaks the browser's language.
 */

export const firstOwnerLoader = adminLoader("staff.manage", async ({ request }: Route.LoaderArgs) => {
  if (ownerExists()) throw redirect("/admin/login");
  const { language } = await signInWords(request);
  return { language };
});

type Refusal = Exclude<FirstOwnerResult, { ok: true }>["reason"];

/** The field a refusal belongs to ("" for the whole form) and its sentence, in the page's language. */
function refusal(reason: Refusal, m: StaffMessages, t: TFunction<"admin">): [field: string, message: string] {
  switch (reason) {
    case "owner-exists":
      return ["", t("signIn.firstOwner.ownerExists")];
    case "email-taken":
      return ["email", t("signIn.firstOwner.emailTaken")];
    case "password-too-short":
      return ["password", m.passwordShort];
    case "password-too-long":
      return ["password", m.passwordLong];
    case "password-is-email":
      return ["password", m.passwordIsEmail];
  }
}

export const firstOwnerAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "staff.manage",
  (form, args: Route.ActionArgs) => createOwner(form, args),
);

async function createOwner(form: URLSearchParams, { request, context }: Route.ActionArgs) {
  const { t, messages } = await signInWords(request);
  const submission = parseWithZod(form, { schema: firstOwnerSchemaFor(messages) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const { name, email, language, password } = submission.value;
  const created = await createFirstOwner({ name, email, language, password }, context.clientAddress);
  if (!created.ok) {
    const [field, message] = refusal(created.reason, messages, t);
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
