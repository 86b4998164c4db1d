import { Text } from "@react-email/components";
import { Action, Frame, firstName, text, type Words } from "./layout";

/** A creator's messages are in English (creators apply and work in English today). */
export type CreatorFacts = Words & { name: string; city: string; supportEmail: string };

export function CreatorApplicationReceived({ creator }: { creator: CreatorFacts }) {
  return (
    <Frame
      preview="Thank you for applying to be a Sobremesa creator."
      title="Application received"
      supportEmail={creator.supportEmail}
      language={creator.language}
      t={creator.t}
    >
      <Text style={text}>Hello {firstName(creator.name)},</Text>
      <Text style={text}>
        Thank you for applying to recommend restaurants in {creator.city} to Sobremesa's travellers. Our team reviews
        every application by hand and will write to you once it has looked at yours.
      </Text>
      <Text style={text}>There is nothing else to do for now.</Text>
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
  return (
    <Frame
      preview="Choose your password to open your creator dashboard."
      title="You're approved"
      supportEmail={creator.supportEmail}
      language={creator.language}
      t={creator.t}
    >
      <Text style={text}>Hello {firstName(creator.name)},</Text>
      <Text style={text}>
        Welcome to Sobremesa. Your application to recommend restaurants in {creator.city} is approved. Choose a password
        to open your dashboard, where travellers' requests for {creator.city} wait for you.
      </Text>
      <Action href={setPasswordUrl}>Set your password</Action>
      <Text style={text}>
        The link works once, until {validUntil}. If it has expired, write to us and we will send a new one.
      </Text>
    </Frame>
  );
}
