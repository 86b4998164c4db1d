import { z } from "zod";
import { EMAIL_MAX } from "./email";
import { plainLine } from "./plain-text";

/** Long enough to resist guessing; capped so hashing stays cheap to refuse. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/**
 * The login and set-password refusals, one per key; the words are the catalogue's
 * (`dashboard.messages`), in the page's language, English for the JSON API.
 */
export type AccountMessages = Readonly<
  Record<
    | "email"
    | "emailTooLong"
    | "password"
    | "choosePassword"
    | "passwordShort"
    | "passwordLong"
    | "repeatPassword"
    | "mismatch"
    | "passwordIsEmail"
    | "plainText",
    string
  >
>;

/** Both fields required; the form says which one is missing. */
export const loginSchemaFor = (m: AccountMessages) =>
  z.object({
    email: plainLine(z.string({ error: m.email }).trim().min(1, m.email).max(EMAIL_MAX, m.emailTooLong), m.plainText),
    // A password is a secret, never shown: any character may be in it.
    password: z.string({ error: m.password }).min(1, m.password).max(PASSWORD_MAX),
  });

/** A new password typed twice, for any form that sets one (with `typedTwice` on its object). */
export const newPasswordFields = (m: AccountMessages) => ({
  password: z.string({ error: m.choosePassword }).min(PASSWORD_MIN, m.passwordShort).max(PASSWORD_MAX, m.passwordLong),
  confirmPassword: z.string({ error: m.repeatPassword }),
});

/** The refinement that goes with `newPasswordFields`: a mismatch is the second field's error. */
export const typedTwice = (
  m: AccountMessages,
): [(v: { password: string; confirmPassword: string }) => boolean, { path: string[]; message: string }] => [
  (v) => v.password === v.confirmPassword,
  { path: ["confirmPassword"], message: m.mismatch },
];

export const setPasswordSchemaFor = (m: AccountMessages) => z.object(newPasswordFields(m)).refine(...typedTwice(m));

/** The server also knows the account's email, which a password must not equal. */
export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}
