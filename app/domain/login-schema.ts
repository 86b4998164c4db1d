import { z } from "zod";
import { EMAIL_MAX } from "./email";
import { PLAIN_TEXT_MESSAGE, plainLine } from "./plain-text";

/** Long enough to resist guessing; capped so hashing stays cheap to refuse. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/** The login and set-password messages in English, the reference (the JSON API answers in English). */
export const ACCOUNT_MESSAGES = {
  email: "Email is required",
  emailTooLong: "Email is too long",
  password: "Password is required",
  choosePassword: "Choose a password",
  passwordShort: `Use at least ${PASSWORD_MIN} characters`,
  passwordLong: `Use at most ${PASSWORD_MAX} characters`,
  repeatPassword: "Repeat your password",
  mismatch: "The two passwords do not match",
  passwordIsEmail: "Your password must not be your email address",
  plainText: PLAIN_TEXT_MESSAGE,
} as const;

/** The same messages in the page's language. */
export type AccountMessages = { readonly [K in keyof typeof ACCOUNT_MESSAGES]: string };

/** Both fields required; the form says which one is missing. */
export const loginSchemaFor = (m: AccountMessages) =>
  z.object({
    email: plainLine(z.string({ error: m.email }).trim().min(1, m.email).max(EMAIL_MAX, m.emailTooLong), m.plainText),
    // A password is a secret, never shown: any character may be in it.
    password: z.string({ error: m.password }).min(1, m.password).max(PASSWORD_MAX),
  });

export const loginSchema = loginSchemaFor(ACCOUNT_MESSAGES);

export type LoginInput = z.output<typeof loginSchema>;

export const setPasswordSchemaFor = (m: AccountMessages) =>
  z
    .object({
      password: z
        .string({ error: m.choosePassword })
        .min(PASSWORD_MIN, m.passwordShort)
        .max(PASSWORD_MAX, m.passwordLong),
      confirmPassword: z.string({ error: m.repeatPassword }),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: m.mismatch });

/** The server also knows the account's email, which a password must not equal. */
export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}
