import { Text } from "@react-email/text";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { Action, Frame, firstName, small, text, type Words } from "~/platform/mail/layout";

/**
 * A change request's own emails, sent at once rather than in the 10-minute batch: to the team,
 * which meal and what changes, with the workspace; to the traveller, how it was resolved with
 * the concierge's reply. Bodies are plain text, rendered as text (never as HTML).
 */

export type ChangeToStaffFacts = Words & {
  name: string;
  traveller: string;
  city: string;
  /** "meal 2, dinner on Fri 11 Dec at 20:30 at Casa Lucio (party of 2)". */
  meal: string;
  /** "Sat 12 Dec, 21:00, party of 4". */
  change: string;
  body: string;
  supportEmail: string;
  url: string;
};

/** To the concierge (admin mail is English): the meal, the change, the traveller's words, the workspace. */
export function ChangeRequestToStaff({ facts }: { facts: ChangeToStaffFacts }) {
  return (
    <Frame
      preview={`${facts.traveller} asks to change ${facts.meal}.`}
      title="A change request"
      supportEmail={facts.supportEmail}
      language={facts.language}
      t={facts.t}
    >
      <Text style={text}>Hello {firstName(facts.name)},</Text>
      <Text style={text}>
        {facts.traveller} ({facts.city}) asks to change {facts.meal}.
      </Text>
      <Text style={text}>New: {facts.change}.</Text>
      <Text style={small}>{facts.traveller} wrote:</Text>
      <Text style={{ ...text, whiteSpace: "pre-wrap" }}>{facts.body}</Text>
      <Action href={facts.url}>Open the change request</Action>
      <Text style={small}>
        Change requests are sent at once, not gathered with other messages. Resolve it in the workspace: "Done" opens
        the meal's reservation form with the new values.
      </Text>
    </Frame>
  );
}

export type ResolvedFacts = {
  trip: Trip;
  outcome: "done" | "declined";
  meal: number;
  change: string;
  who: string;
  reply: string;
};

/** To the traveller: their request answered, in one email with the reply. */
export function ChangeRequestResolved({ facts }: { facts: ResolvedFacts }) {
  const { trip } = facts;
  const done = facts.outcome === "done";
  return (
    <TripFrame
      trip={trip}
      preview={trip.t("conversation.changeResolved.preview", { meal: facts.meal })}
      title={trip.t(done ? "conversation.changeResolved.titleDone" : "conversation.changeResolved.titleDeclined")}
    >
      <Text style={text}>
        {trip.t(done ? "conversation.changeResolved.bodyDone" : "conversation.changeResolved.bodyDeclined", {
          meal: facts.meal,
          change: facts.change,
        })}
      </Text>
      <Text style={small}>{facts.who}</Text>
      <Text style={{ ...text, whiteSpace: "pre-wrap" }}>{facts.reply}</Text>
      <Action href={`${trip.tripUrl}#conversation`}>{trip.t("conversation.changeResolved.action")}</Action>
    </TripFrame>
  );
}
