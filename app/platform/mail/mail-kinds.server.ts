import { conversationMails } from "~/features/conversation/mail/conversation-mails.server";
import { creatorsMails } from "~/features/creators/mail/creators-mails.server";
import { itineraryMails } from "~/features/itinerary/mail/itinerary-mails.server";
import { paymentsMails } from "~/features/payments/mail/payments-mails.server";
import { preferencesMails } from "~/features/preferences/mail/preferences-mails.server";
import { privacyMails } from "~/features/privacy/mail/privacy-mails.server";
import { remindersAndRatingsMails } from "~/features/reminders-and-ratings/mail/reminders-and-ratings-mails.server";
import { staffMails } from "~/features/staff/mail/staff-mails.server";
import { tripMails } from "~/features/trip/mail/trip-mails.server";
import { withdrawalMails } from "~/features/withdrawal/mail/withdrawal-mails.server";
import type { MailKind } from "./mail-kind.server";

/**
 * Every kind of email, as the features that send them declare them (each in its
 * `mail/<feature>-mails.server.tsx`): one line per feature, and nothing about any kind here.
 * A feature's list never imports this module, so the features stay below the platform that
 * gathers them. tests/unit/mail-kinds.test.ts checks that each mail type has exactly one kind.
 */
export const MAIL_KINDS: readonly MailKind[] = [
  ...conversationMails,
  ...creatorsMails,
  ...itineraryMails,
  ...paymentsMails,
  ...preferencesMails,
  ...privacyMails,
  ...remindersAndRatingsMails,
  ...staffMails,
  ...tripMails,
  ...withdrawalMails,
];
