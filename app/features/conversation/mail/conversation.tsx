import { Text } from "@react-email/text";
import { Action, Frame, firstName, small, text, type Words } from "~/platform/mail/layout";

/**
 * The emails that announce new messages of a trip's conversation: to the traveller,
 * what their concierge wrote, with their trip link; to a team member, what the traveller wrote,
 * with the booking's workspace. Messages are plain text, rendered as text (never as HTML).
 */

export type NoticeMessage = { who: string; when: string; body: string };

export type NoticeFacts = Words & {
  name: string;
  city: string;
  supportEmail: string;
  reference?: string;
  messages: NoticeMessage[];
  url: string;
};

function Messages({ messages }: { messages: NoticeMessage[] }) {
  return (
    <>
      {messages.map((message, index) => (
        // The order never changes once sent: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: a rendered email is never re-ordered
        <div key={index}>
          <Text style={small}>
            {message.who} · {message.when}
          </Text>
          <Text style={{ ...text, whiteSpace: "pre-wrap" }}>{message.body}</Text>
        </div>
      ))}
    </>
  );
}

export function ConversationToTraveller({ facts }: { facts: NoticeFacts }) {
  const { t } = facts;
  return (
    <Frame
      preview={t("conversation.toTraveller.preview", { city: facts.city })}
      title={t("conversation.toTraveller.title")}
      supportEmail={facts.supportEmail}
      reference={facts.reference}
      language={facts.language}
      t={t}
    >
      <Text style={text}>{t("hello", { name: firstName(facts.name) })}</Text>
      <Text style={text}>{t("conversation.toTraveller.body", { count: facts.messages.length, city: facts.city })}</Text>
      <Messages messages={facts.messages} />
      <Action href={facts.url}>{t("conversation.toTraveller.action")}</Action>
      <Text style={small}>{t("conversation.toTraveller.noReply")}</Text>
    </Frame>
  );
}

export function ConversationToStaff({ facts, traveller }: { facts: NoticeFacts; traveller: string }) {
  const { t } = facts;
  return (
    <Frame
      preview={t("conversation.toStaff.preview", { traveller, city: facts.city })}
      title={t("conversation.toStaff.title")}
      supportEmail={facts.supportEmail}
      language={facts.language}
      t={t}
    >
      <Text style={text}>{t("hello", { name: firstName(facts.name) })}</Text>
      <Text style={text}>
        {t("conversation.toStaff.body", { count: facts.messages.length, traveller, city: facts.city })}
      </Text>
      <Messages messages={facts.messages} />
      <Action href={facts.url}>{t("conversation.toStaff.action")}</Action>
      <Text style={small}>{t("conversation.toStaff.batched")}</Text>
    </Frame>
  );
}
