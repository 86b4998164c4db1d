import { z } from "zod";
import { emailAddress } from "~/domain/email";

/** "Forgot your password?" on the team's sign-in: one address, by the one rule for typed addresses. */
export const forgotPasswordSchemaFor = (message: string) => z.object({ email: emailAddress(message) });
