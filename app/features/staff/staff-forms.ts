import { z } from "zod";
import { EMAIL_MAX } from "~/domain/email";
import { type AccountMessages, loginSchemaFor, PASSWORD_MAX, PASSWORD_MIN } from "~/domain/login-schema";
import { plainLine } from "~/domain/plain-text";
import { LANGUAGES } from "~/i18n/languages";

/**
 * The team's sign-in forms: the creators' login and set-password rules (login-schema.ts), in
 * the words of the admin screens (English, as every admin screen), plus the second step's code
 * and the first owner's details.
 */
export const STAFF_MESSAGES: AccountMessages = {
  email: "Enter your email address.",
  emailTooLong: "That email address is too long.",
  password: "Enter your password.",
  choosePassword: "Choose a password.",
  passwordShort: "Use at least 10 characters.",
  passwordLong: "Use at most 256 characters.",
  repeatPassword: "Repeat the password.",
  mismatch: "The two passwords differ.",
  passwordIsEmail: "Your password cannot be your email address.",
  plainText: "Use letters, digits and punctuation only.",
};

export const staffSignInSchema = loginSchemaFor(STAFF_MESSAGES);

/** A six-digit TOTP code or a recovery code (ten hex digits, a dash, ten more); spaces are forgiven. */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: "Enter the code from your authenticator app." })
    .trim()
    .min(1, "Enter the code from your authenticator app.")
    .max(40, "That is not a code from your authenticator app or a recovery code."),
});

/** The first owner: who they are, and the password they sign in with. */
export const firstOwnerSchema = z
  .object({
    name: plainLine(
      z.string({ error: "Enter your name." }).trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
      STAFF_MESSAGES.plainText,
    ),
    email: plainLine(
      z
        .string({ error: STAFF_MESSAGES.email })
        .trim()
        .min(1, STAFF_MESSAGES.email)
        .max(EMAIL_MAX, STAFF_MESSAGES.emailTooLong)
        .email("Enter an email address like name@example.com."),
      STAFF_MESSAGES.plainText,
    ),
    language: z.enum(LANGUAGES, { error: "Choose a language." }),
    password: z
      .string({ error: STAFF_MESSAGES.choosePassword })
      .min(PASSWORD_MIN, STAFF_MESSAGES.passwordShort)
      .max(PASSWORD_MAX, STAFF_MESSAGES.passwordLong),
    confirmPassword: z.string({ error: STAFF_MESSAGES.repeatPassword }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: STAFF_MESSAGES.mismatch });
