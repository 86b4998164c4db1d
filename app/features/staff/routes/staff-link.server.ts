import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { looksLikeOneTimeToken } from "~/auth/one-time-links.server";
import { type AccountMessages, setPasswordSchemaFor } from "~/domain/login-schema";
import { accountMessages } from "~/features/creators/dashboard-text";
import { signInWords } from "~/features/staff/sign-in-words.server";
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
import type { Language } from "~/i18n/languages";

/**
 * The server side shared by the team's two one-time link pages, /admin/welcome (an invitation)
 * and /admin/reset-password: who the link is for, and choosing the password. No session is
 * needed: the link is the credential. A link that is missing or malformed is a 400, one that
 * is unknown, used or expired a 410; the token is never logged (request logs keep paths only).
 * A live link names its person, so the page speaks their stored language; a dead one, the
 * browser's.
 */

const SECRET_FIELDS = ["password", "confirmPassword"];

type Args = { request: Request; context: { clientAddress: string } };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The refusals are the creators' set-password messages, in the page's language. */
const messagesIn = async (language: Language): Promise<AccountMessages> =>
  accountMessages(await translator(language, "dashboard"));

/** 400 for no token or one that cannot be a token, 410 for one that no longer opens anything. */
const deadLinkStatus = (token: string) => (looksLikeOneTimeToken(token) ? 410 : 400);

/** Which words of the "admin" catalogue's `signIn` each kind of link speaks with. */
const WORDS: Record<StaffLinkKind, "welcome" | "reset"> = {
  staff_invitation: "welcome",
  staff_password_reset: "reset",
};

const PROBLEM_FIELD: Record<PasswordProblem, keyof AccountMessages> = {
  "password-too-short": "passwordShort",
  "password-too-long": "passwordLong",
  "password-is-email": "passwordIsEmail",
};

export async function staffLinkLoader(kind: StaffLinkKind, { request }: Args) {
  const token = tokenOf(request);
  const holder = linkHolder(token, kind);
  const { language } = await signInWords(request, holder?.language);
  const messages = await messagesIn(language);
  if (!holder) return data({ holder: null, messages, language }, { status: deadLinkStatus(token) });
  return { holder, messages, language };
}

export async function staffLinkAction(kind: StaffLinkKind, { request, context }: Args) {
  const token = tokenOf(request);
  const { language, t } = await signInWords(request, linkHolder(token, kind)?.language);
  const messages = await messagesIn(language);
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
  if (outcome.ok) {
    const words = WORDS[kind];
    return redirectWithToast("/admin/login", {
      title: t(`signIn.${words}.doneTitle`),
      description: t(`signIn.${words}.doneText`),
    });
  }
  if (outcome.reason === "invalid-link") return dead();
  const fieldErrors = { password: [messages[PROBLEM_FIELD[outcome.reason]]] };
  return data(
    { result: submission.reply({ hideFields: SECRET_FIELDS, fieldErrors }), linkInvalid: false },
    { status: 400 },
  );
}
