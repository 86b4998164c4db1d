import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { EMAIL_MAX } from "~/domain/email";
import { plainLine } from "~/domain/plain-text";
import { STAFF_ROLES, type StaffRole } from "~/domain/staff-roles";
import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The owner's team page (/admin/staff): the invitation form, checked field by field, and the
 * one-button forms of each person's row. English, as every admin screen.
 */

const PLAIN = "Use letters, digits and punctuation only.";

export const inviteSchema = z.object({
  name: plainLine(
    z.string({ error: "Enter their name." }).trim().min(1, "Enter their name.").max(100, "Use at most 100 characters."),
    PLAIN,
  ),
  email: plainLine(
    z
      .string({ error: "Enter their email address." })
      .trim()
      .min(1, "Enter their email address.")
      .max(EMAIL_MAX, "That email address is too long.")
      .email("Enter an email address like name@example.com."),
    PLAIN,
  ),
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
  language: z.enum(LANGUAGES, { error: "Choose the language of their emails." }),
});

const staffId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The page's forms, by the intent each posts: the invitation, and what a person's row may ask (a
 * new role, a deactivation, a reactivation). The components post these names and the page's
 * action (routes/staff.server.ts) has one handler for each.
 */
export const TEAM_INTENTS = {
  invite: "invite",
  role: "role",
  deactivate: "deactivate",
  reactivate: "reactivate",
} as const;

/** A new role for one person. */
export const roleChangeSchema = z.object({ staffId, role: z.enum(STAFF_ROLES) });
/** The person a row's deactivation or reactivation is about. */
export const staffRowSchema = z.object({ staffId });

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", concierge: "Concierge" };

/** The language of a person's own emails, named in that language. */
export const EMAIL_LANGUAGE_LABELS: Record<Language, string> = { en: "English", es: "Español", fr: "Français" };

/** A refused team change, in words; each says what to do instead. */
export const TEAM_REFUSALS = {
  "not-found": "That person is not on the team.",
  "last-owner": "The team needs at least one active owner: make someone else an owner first.",
  unchanged: "Nothing to change: that is already so.",
  "not-invited-yet": "They never accepted their invitation: invite them again instead.",
} as const;

/** A person as the team table shows them. */
export type TeamMemberView = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  status: "invited" | "active" | "deactivated";
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
};

/** The answer of a refused team form: the invitation's field errors, or a row's refusal. */
export type TeamActionData =
  | { intent: "invite"; result: SubmissionResult<string[]> }
  | { intent: "change"; staffId?: number; message: string }
  | { toast: unknown }
  | undefined;
