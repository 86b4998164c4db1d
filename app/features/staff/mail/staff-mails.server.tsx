import { and, desc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { auditEvents, type StaffRow, staff } from "~/db/schema";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { openToken, UnreadableLinkError } from "~/features/creators/set-password-links.server";
import { type StaffLinkKind, staffForLink, staffSealContext } from "~/features/staff/staff-links.server";
import { fixedT } from "~/i18n/i18n.server";
import {
  defineMailKind,
  type MailKind,
  type MailRecipient,
  NotSent,
  PermanentMailError,
} from "~/platform/mail/mail-kind.server";
import { type StaffFacts, StaffInvitation, StaffPasswordReset } from "./staff";

/**
 * A team member's invitation and password reset (queued by issueStaffLink as `staff_mail`
 * records): the sealed token is opened here, as a creator's approval mail opens its own, and sent
 * only while it is still the person's current, unexpired link; a replaced, used or expired one is
 * dropped quietly. Written in the person's language. The token and the link are never logged.
 */

type StaffMailPayload = { mail: StaffLinkKind; staffId: number; sealedToken: string };

const KINDS: readonly StaffLinkKind[] = ["staff_invitation", "staff_password_reset"];

/** The pages the links open (admin screens, in English for everyone). */
const staffLinkPath: Record<StaffLinkKind, string> = {
  staff_invitation: "/admin/welcome",
  staff_password_reset: "/admin/reset-password",
};

export function readStaffMailPayload(payload: unknown): StaffMailPayload {
  const record = payload as Partial<StaffMailPayload> | null;
  if (
    !record ||
    !KINDS.includes(record.mail as StaffLinkKind) ||
    !Number.isSafeInteger(record.staffId) ||
    typeof record.sealedToken !== "string"
  ) {
    throw new PermanentMailError("Not a team mail record: no known message, person or link");
  }
  return record as StaffMailPayload;
}

/** Who sent the invitation, as the audit log named them when they did. */
function inviterOf(executor: Executor, staffId: number): string | undefined {
  const row = executor
    .select({ label: auditEvents.actorLabel })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, "staff.invited"),
        eq(auditEvents.objectType, "staff"),
        eq(auditEvents.objectId, String(staffId)),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(1)
    .get();
  return row?.label;
}

type StaffMailFacts = { person: StaffRow; facts: StaffFacts; url: string; token: string };

function staffMailFacts(executor: Executor, payload: StaffMailPayload): StaffMailFacts | NotSent {
  const person = executor.select().from(staff).where(eq(staff.id, payload.staffId)).get();
  if (!person) throw new PermanentMailError(`Team member ${payload.staffId} no longer exists: nothing to send`);
  let token: string;
  try {
    token = openToken(payload.sealedToken, staffSealContext(person.email));
  } catch (error) {
    // A changed SESSION_SECRET: failed for an owner to see, who invites again or asks for a new reset.
    if (error instanceof UnreadableLinkError) throw new PermanentMailError("The link can no longer be read");
    throw error;
  }
  // The hash, the person's status and the expiry, exactly as the page will check them.
  if (staffForLink(executor, token, payload.mail, clock.now())?.id !== person.id) {
    return new NotSent("This link was replaced, used or expired before it could be sent");
  }
  const { language } = person;
  const facts = {
    language,
    t: fixedT(language, "mail"),
    name: shownText(person.name),
    supportEmail: env().SUPPORT_EMAIL,
  };
  const url = `${env().PUBLIC_URL}${staffLinkPath[payload.mail]}?token=${token}`;
  return { person, facts, url, token };
}

const toPerson = ({ person, facts }: StaffMailFacts): MailRecipient => ({ to: person.email, name: facts.name });

/** The invitation to join the team, and a password reset. */
export const staffMails: readonly MailKind[] = [
  defineMailKind({
    type: "staff_invitation",
    carrier: "staff_mail",
    read: readStaffMailPayload,
    load: (executor, payload) => {
      const found = staffMailFacts(executor, payload);
      if (found instanceof NotSent) return found;
      return { ...found, inviter: shownText(inviterOf(executor, found.person.id) ?? "Sobremesa") };
    },
    recipient: toPerson,
    subject: ({ facts, inviter }) => facts.t("staffInvitation.subject", { inviter }),
    render: ({ facts, inviter, person, url }) => (
      <StaffInvitation person={facts} inviter={inviter} role={facts.t(`staffRoles.${person.role}`)} url={url} />
    ),
    secrets: ({ url, token }) => [url, token],
  }),
  defineMailKind({
    type: "staff_password_reset",
    carrier: "staff_mail",
    read: readStaffMailPayload,
    load: staffMailFacts,
    recipient: toPerson,
    subject: ({ facts }) => facts.t("staffPasswordReset.subject"),
    render: ({ facts, url }) => <StaffPasswordReset person={facts} url={url} />,
    secrets: ({ url, token }) => [url, token],
  }),
];
