import { z } from "zod";
import { emailAddress } from "~/domain/email";

/** "Forgot your password?" on the team's sign-in: one address, by the one rule for typed addresses. */
export const forgotPasswordSchemaFor = (message: string) => z.object({ email: emailAddress(message) });

/** Admin screens are in English. */
export const FORGOT_EMAIL_MESSAGE = "Enter the email address of your team account";

/** The one answer, whether or not the address belongs to the team. */
export const FORGOT_ANSWER = "If that address belongs to the team, a reset link is on its way. It works for one hour.";
