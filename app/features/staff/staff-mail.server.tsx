import { and, desc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { auditEvents, type OutboxRecord, staff } from "~/db/schema";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { openToken, UnreadableLinkError } from "~/features/creators/set-password-links.server";
import { StaffInvitation, StaffPasswordReset } from "~/features/staff/mail/staff";
import { fixedT } from "~/i18n/i18n.server";
import { type Composed, PermanentMailError } from "~/platform/mail/compose.server";
import { type MailDelivery, sendComposed } from "~/platform/mail/deliver-mail.server";
import { type StaffLinkKind, staffForLink, staffSealContext } from "./staff-links.server";

/**
 * Delivery of the outbox's `staff_mail` records (queued by issueStaffLink): the sealed token is
 * opened here, as a creator's approval mail opens its own, and sent only while it is still the
 * person's current, unexpired link; a replaced, used or expired one is dropped quietly. The
 * message then takes the one mail path (stored for the mail viewer, or sent over SMTP) in the
 * person's language. The token and the link are never logged, and leave the record once sent.
 */

export type StaffMailPayload = { mail: StaffLinkKind; staffId: number; sealedToken: string };

const KINDS: readonly StaffLinkKind[] = ["staff_invitation", "staff_password_reset"];

/** The pages the links open (admin screens, in English for everyone). */
export const staffLinkPath: Record<StaffLinkKind, string> = {
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

export function composeStaffMail(executor: Executor, payload: StaffMailPayload, now = clock.now()): Composed {
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
  if (staffForLink(executor, token, payload.mail, now)?.id !== person.id) {
    return { send: false, reason: "This link was replaced, used or expired before it could be sent" };
  }
  const { language } = person;
  const t = fixedT(language, "mail");
  const facts = { language, t, name: shownText(person.name), supportEmail: env().SUPPORT_EMAIL };
  const url = `${env().PUBLIC_URL}${staffLinkPath[payload.mail]}?token=${token}`;
  const base = {
    send: true as const,
    type: payload.mail,
    to: person.email,
    toName: facts.name,
    secrets: [url, token],
  };
  if (payload.mail === "staff_password_reset") {
    return {
      ...base,
      subject: t("staffPasswordReset.subject"),
      element: <StaffPasswordReset person={facts} url={url} />,
    };
  }
  const inviter = shownText(inviterOf(executor, person.id) ?? "Sobremesa");
  return {
    ...base,
    subject: t("staffInvitation.subject", { inviter }),
    element: <StaffInvitation person={facts} inviter={inviter} role={t(`staffRoles.${person.role}`)} url={url} />,
  };
}

/** The outbox's in-app delivery of a `staff_mail` record; once sent, the record keeps no sealed token. */
export function deliverStaffMail(record: OutboxRecord): Promise<MailDelivery> {
  const payload = readStaffMailPayload(record.payload);
  const { sealedToken: _used, ...kept } = record.payload as Record<string, unknown>;
  return sendComposed((tx) => composeStaffMail(tx, payload), kept);
}
