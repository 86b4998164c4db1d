import { Text } from "@react-email/text";
import { Action, Frame, firstName, text, type Words } from "~/platform/mail/layout";

/** A creator's messages, in the language of the page they applied from. */
export type CreatorFacts = Words & { name: string; city: string; supportEmail: string };

export function CreatorApplicationReceived({ creator }: { creator: CreatorFacts }) {
  const { t } = creator;
  return (
    <Frame
      preview={t("creatorApplication.preview")}
      title={t("creatorApplication.title")}
      supportEmail={creator.supportEmail}
      language={creator.language}
      t={t}
    >
      <Text style={text}>{t("hello", { name: firstName(creator.name) })}</Text>
      <Text style={text}>{t("creatorApplication.body", { city: creator.city })}</Text>
      <Text style={text}>{t("creatorApplication.nothingToDo")}</Text>
    </Frame>
  );
}

export function CreatorApproved({
  creator,
  setPasswordUrl,
  validUntil,
}: {
  creator: CreatorFacts;
  setPasswordUrl: string;
  /** When the link stops working, as shown. */
  validUntil: string;
}) {
  const { t } = creator;
  return (
    <Frame
      preview={t("creatorApproved.preview")}
      title={t("creatorApproved.title")}
      supportEmail={creator.supportEmail}
      language={creator.language}
      t={t}
    >
      <Text style={text}>{t("hello", { name: firstName(creator.name) })}</Text>
      <Text style={text}>{t("creatorApproved.body", { city: creator.city })}</Text>
      <Action href={setPasswordUrl}>{t("creatorApproved.action")}</Action>
      <Text style={text}>{t("creatorApproved.validity", { until: validUntil })}</Text>
    </Frame>
  );
}
