import { Text } from "@react-email/text";
import { Action, Frame, firstName, text, type Words } from "~/platform/mail/layout";

/** A team member's own messages (an invitation, a password reset), in the language kept on their account. */
export type StaffFacts = Words & { name: string; supportEmail: string };

export function StaffInvitation({
  person,
  inviter,
  role,
  url,
}: {
  person: StaffFacts;
  /** Who invited them, as the audit log named them then. */
  inviter: string;
  /** The role, in words ("a concierge"). */
  role: string;
  url: string;
}) {
  const { t } = person;
  return (
    <Frame
      preview={t("staffInvitation.preview")}
      title={t("staffInvitation.title")}
      supportEmail={person.supportEmail}
      language={person.language}
      t={t}
    >
      <Text style={text}>{t("hello", { name: firstName(person.name) })}</Text>
      <Text style={text}>{t("staffInvitation.body", { inviter, role })}</Text>
      <Action href={url}>{t("staffInvitation.action")}</Action>
      <Text style={text}>{t("staffInvitation.validity")}</Text>
    </Frame>
  );
}

export function StaffPasswordReset({ person, url }: { person: StaffFacts; url: string }) {
  const { t } = person;
  return (
    <Frame
      preview={t("staffPasswordReset.preview")}
      title={t("staffPasswordReset.title")}
      supportEmail={person.supportEmail}
      language={person.language}
      t={t}
    >
      <Text style={text}>{t("hello", { name: firstName(person.name) })}</Text>
      <Text style={text}>{t("staffPasswordReset.body")}</Text>
      <Action href={url}>{t("staffPasswordReset.action")}</Action>
      <Text style={text}>{t("staffPasswordReset.validity")}</Text>
      <Text style={text}>{t("staffPasswordReset.ignore")}</Text>
    </Frame>
  );
}
