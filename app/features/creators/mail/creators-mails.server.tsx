import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type Creator, creators } from "~/db/schema";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { openToken, setPasswordUrl, UnreadableLinkError } from "~/features/creators/set-password-links.server";
import { fixedT } from "~/i18n/i18n.server";
import { INTL_LOCALE, type Language } from "~/i18n/languages";
import {
  defineMailKind,
  type MailKind,
  type MailPayload,
  type MailRecipient,
  NotSent,
  PermanentMailError,
  readMailPayload,
} from "~/platform/mail/mail-kind.server";
import { CreatorApplicationReceived, CreatorApproved, type CreatorFacts } from "./creator";

type CreatorMailFacts = { creator: Creator; facts: CreatorFacts };

/** The creator the record names, as they are now, in the language they applied in. */
function creatorFacts(executor: Executor, record: MailPayload): CreatorMailFacts {
  if (record.creatorId === undefined || record.creatorId === null) {
    throw new PermanentMailError(`The ${record.mail} record names no creator`);
  }
  const creatorId = Number(record.creatorId);
  const creator = executor.select().from(creators).where(eq(creators.id, creatorId)).get();
  if (!creator) throw new PermanentMailError(`Creator ${creatorId} no longer exists: nothing to send`);
  const { language } = creator;
  return {
    creator,
    facts: {
      language,
      t: fixedT(language, "mail"),
      name: creator.name,
      city: creator.city,
      supportEmail: env().SUPPORT_EMAIL,
    },
  };
}

const toCreator = ({ creator }: CreatorMailFacts): MailRecipient => ({
  to: creator.email,
  name: shownText(creator.name),
  creatorId: creator.id,
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * "28 November 2026 at 01:44 UTC", "28 de noviembre de 2026 a las 01:44 UTC": the creator's
 * language's long date and a 24-hour time with two-digit hours, as Spanish and French write
 * times (es-ES's `timeStyle: "short"` writes "1:44", which reads as a time of day less clearly).
 */
const linkExpiry = (iso: string, language: Language) =>
  `${new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(iso))} UTC`;

type ApprovalFacts = CreatorMailFacts & { url: string; token: string; validUntil: string };

/**
 * The approval's set-password link, unsealed here and only here, and sent only while it is still
 * the creator's current, unexpired one.
 */
function approvalFacts(executor: Executor, record: MailPayload): ApprovalFacts | NotSent {
  const found = creatorFacts(executor, record);
  const { creator } = found;
  const sealed = record.data?.sealedToken;
  if (typeof sealed !== "string") throw new PermanentMailError("Set-password link missing from the record");
  let token: string;
  try {
    token = openToken(sealed, creator.email);
  } catch (error) {
    if (error instanceof UnreadableLinkError) throw new PermanentMailError(error.message);
    throw error;
  }
  if (creator.status !== "approved") return new NotSent("The creator is no longer approved");
  const current = creator.setPasswordTokenHash === sha256(token);
  const expiresAt = creator.setPasswordExpiresAt;
  if (!current || !expiresAt || expiresAt <= clock.now().toISOString()) {
    return new NotSent("This set-password link was replaced, used or expired before it could be sent");
  }
  const { language } = creator;
  return { ...found, url: setPasswordUrl(token, language), token, validUntil: linkExpiry(expiresAt, language) };
}

/** A creator's application acknowledged, and their approval with the link to set a password. */
export const creatorsMails: readonly MailKind[] = [
  defineMailKind({
    type: "creator_application_received",
    carrier: "mail",
    read: readMailPayload,
    load: creatorFacts,
    recipient: toCreator,
    subject: ({ facts }) => facts.t("creatorApplication.subject"),
    render: ({ facts }) => <CreatorApplicationReceived creator={facts} />,
    secrets: () => [],
  }),
  defineMailKind({
    type: "creator_approved",
    carrier: "mail",
    read: readMailPayload,
    load: approvalFacts,
    recipient: toCreator,
    subject: ({ facts }) => facts.t("creatorApproved.subject"),
    render: ({ facts, url, validUntil }) => (
      <CreatorApproved creator={facts} setPasswordUrl={url} validUntil={validUntil} />
    ),
    secrets: ({ url, token }) => [url, token],
  }),
];
