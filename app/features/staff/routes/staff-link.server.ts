import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { looksLikeOneTimeToken } from "~/auth/one-time-links.server";
import { type AccountMessages, setPasswordSchemaFor } from "~/domain/login-schema";
import { accountMessages } from "~/features/creators/dashboard-text";
import {
  acceptInvitation,
  linkHolder,
  type PasswordProblem,
  resetPassword,
} from "~/features/staff/staff-accounts.server";
import type { StaffLinkKind } from "~/features/staff/staff-links.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { translator } from "~/i18n/i18n.server";

/**
 * The server side shared by the team's two one-time link pages, /admin/welcome (an invitation)
 * and /admin/reset-password: who the link is for, and choosing the password. No session is
 * needed: the link is the credential. A link that is missing or malformed is a 400, one that
 * is unknown, used or expired a 410; the token is never logged (request logs keep paths only).
 */

const SECRET_FIELDS = ["password", "confirmPassword"];

type Args = { request: Request; context: { clientAddress: string } };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Admin screens are in English; the refusals are the creators' set-password messages, in English. */
const englishMessages = async (): Promise<AccountMessages> => accountMessages(await translator("en", "dashboard"));

/** 400 for no token or one that cannot be a token, 410 for one that no longer opens anything. */
const deadLinkStatus = (token: string) => (looksLikeOneTimeToken(token) ? 410 : 400);

const DONE: Record<StaffLinkKind, { title: string; description: string }> = {
  staff_invitation: { title: "Password set.", description: "Sign in to set up your second factor." },
  staff_password_reset: {
    title: "Password changed.",
    description: "Sign in with it and your authenticator code.",
  },
};

const PROBLEM_FIELD: Record<PasswordProblem, keyof AccountMessages> = {
  "password-too-short": "passwordShort",
  "password-too-long": "passwordLong",
  "password-is-email": "passwordIsEmail",
};

export async function staffLinkLoader(kind: StaffLinkKind, { request }: Args) {
  const token = tokenOf(request);
  const holder = linkHolder(token, kind);
  const messages = await englishMessages();
  if (!holder) return data({ holder: null, messages }, { status: deadLinkStatus(token) });
  return { holder, messages };
}

export async function staffLinkAction(kind: StaffLinkKind, { request, context }: Args) {
  const token = tokenOf(request);
  const messages = await englishMessages();
  const submission = parseWithZod(await readForm(request), { schema: setPasswordSchemaFor(messages) });
  const dead = () =>
    data(
      { result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: true },
      { status: deadLinkStatus(token) },
    );
  if (!linkHolder(token, kind)) return dead();
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkInvalid: false }, { status: 400 });
  }
  const use = kind === "staff_invitation" ? acceptInvitation : resetPassword;
  const outcome = await use(token, submission.value.password, context.clientAddress);
  if (outcome.ok) return redirectWithToast("/admin/login", DONE[kind]);
  if (outcome.reason === "invalid-link") return dead();
  const fieldErrors = { password: [messages[PROBLEM_FIELD[outcome.reason]]] };
  return data(
    { result: submission.reply({ hideFields: SECRET_FIELDS, fieldErrors }), linkInvalid: false },
    { status: 400 },
  );
}
