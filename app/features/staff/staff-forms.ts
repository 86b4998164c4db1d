import type { TFunction } from "i18next";
import { z } from "zod";
import { EMAIL_MAX } from "~/domain/email";
import {
  type AccountMessages,
  loginSchemaFor,
  newPasswordFields,
  PASSWORD_MAX,
  PASSWORD_MIN,
  typedTwice,
} from "~/domain/login-schema";
import { plainLine } from "~/domain/plain-text";
import { LANGUAGES } from "~/i18n/languages";

/**
 * The team's sign-in forms: the creators' login and set-password rules (login-schema.ts), in
 * the words of the sign-in pages (the "admin" catalogue's `signIn.messages`, in the page's
 * language), plus the second step's code and the first owner's details. The browser and the
 * server build the same schema from the same words, so a refusal reads alike with or without
 * JavaScript.
 */

const NAME_MAX = 100;

export type StaffMessages = AccountMessages &
  Readonly<Record<"emailFormat" | "code" | "notACode" | "name" | "nameLong" | "language", string>>;

/** The sign-in refusals in the language `t` speaks. */
export function staffMessages(t: TFunction<"admin">): StaffMessages {
  return {
    email: t("signIn.messages.email"),
    emailTooLong: t("signIn.messages.emailTooLong"),
    emailFormat: t("signIn.messages.emailFormat"),
    password: t("signIn.messages.password"),
    choosePassword: t("signIn.messages.choosePassword"),
    passwordShort: t("signIn.messages.passwordShort", { min: PASSWORD_MIN }),
    passwordLong: t("signIn.messages.passwordLong", { max: PASSWORD_MAX }),
    repeatPassword: t("signIn.messages.repeatPassword"),
    mismatch: t("signIn.messages.mismatch"),
    passwordIsEmail: t("signIn.messages.passwordIsEmail"),
    plainText: t("signIn.messages.plainText"),
    code: t("signIn.messages.code"),
    notACode: t("signIn.messages.notACode"),
    name: t("signIn.messages.name"),
    nameLong: t("signIn.messages.nameLong", { max: NAME_MAX }),
    language: t("signIn.messages.language"),
  };
}

export const staffSignInSchemaFor = (m: StaffMessages) => loginSchemaFor(m);

/** A six-digit TOTP code or a recovery code (ten hex digits, a dash, ten more); spaces are forgiven. */
export const secondFactorSchemaFor = (m: StaffMessages) =>
  z.object({
    code: z.string({ error: m.code }).trim().min(1, m.code).max(40, m.notACode),
  });

/** The first owner: who they are, and the password they sign in with. */
export const firstOwnerSchemaFor = (m: StaffMessages) =>
  z
    .object({
      name: plainLine(z.string({ error: m.name }).trim().min(1, m.name).max(NAME_MAX, m.nameLong), m.plainText),
      email: plainLine(
        z.string({ error: m.email }).trim().min(1, m.email).max(EMAIL_MAX, m.emailTooLong).email(m.emailFormat),
        m.plainText,
      ),
      language: z.enum(LANGUAGES, { error: m.language }),
      ...newPasswordFields(m),
    })
    .refine(...typedTwice(m));
