import { z } from "zod";

/** Long enough to resist guessing; capped so hashing stays cheap to refuse. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/** Both fields required; the form says which one is missing. */
export const loginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254, "Email is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});

export type LoginInput = z.output<typeof loginSchema>;

export const passwordField = z
  .string({ error: "Choose a password" })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const setPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string({ error: "Repeat your password" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match",
  });

export const PASSWORD_IS_EMAIL = "Your password must not be your email address";

/** The server also knows the account's email, which a password must not equal. */
export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}
