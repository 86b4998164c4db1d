import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { z } from "zod";
import { EMAIL_MAX } from "~/domain/email";
import { plainLine } from "~/domain/plain-text";
import { STAFF_ROLES, type StaffRole } from "~/domain/staff-roles";
import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The owner's team page (/admin/staff): the invitation form, checked field by field, and the
 * one-button forms of each person's row. Its words are the "admin" catalogue's `team`, in the
 * signed-in owner's language; the browser and the server build the same schema from them.
 */

const NAME_MAX = 100;

type InviteMessages = Readonly<
  Record<"name" | "nameLong" | "email" | "emailTooLong" | "emailFormat" | "plainText" | "role" | "language", string>
>;

/** The invitation's refusals in the language `t` speaks. */
export function inviteMessages(t: TFunction<"admin">): InviteMessages {
  return {
    name: t("team.messages.name"),
    nameLong: t("team.messages.nameLong", { max: NAME_MAX }),
    email: t("team.messages.email"),
    emailTooLong: t("team.messages.emailTooLong"),
    emailFormat: t("team.messages.emailFormat"),
    plainText: t("team.messages.plainText"),
    role: t("team.messages.role"),
    language: t("team.messages.language"),
  };
}

export const inviteSchemaFor = (m: InviteMessages) =>
  z.object({
    name: plainLine(z.string({ error: m.name }).trim().min(1, m.name).max(NAME_MAX, m.nameLong), m.plainText),
    email: plainLine(
      z.string({ error: m.email }).trim().min(1, m.email).max(EMAIL_MAX, m.emailTooLong).email(m.emailFormat),
      m.plainText,
    ),
    role: z.enum(STAFF_ROLES, { error: m.role }),
    language: z.enum(LANGUAGES, { error: m.language }),
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

/** The language of a person's own emails, named in that language. */
export const EMAIL_LANGUAGE_LABELS: Record<Language, string> = { en: "English", es: "Español", fr: "Français" };

/** A refused team change: the catalogue's sentence (`team.refusals.<key>`), each saying what to do instead. */
export const TEAM_REFUSALS = {
  "not-found": "notFound",
  "last-owner": "lastOwner",
  unchanged: "unchanged",
  "not-invited-yet": "notInvitedYet",
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
