import { cityLabel } from "~/domain/cities";
import { env } from "~/env.server";
import { fixedT } from "~/i18n/i18n.server";
import { isLanguage } from "~/i18n/languages";
import { defineMailKind, type MailKind, type MailPayload, readMailPayload } from "~/platform/mail/mail-kind.server";
import { ErasureConfirmed, type ErasureNotice } from "./erasure-confirmed";

/**
 * The privacy feature's messages: the confirmation of an erasure. It is drawn from its record
 * alone (the booking no longer holds an address or a name to draw it from), goes to the address
 * the booking had, and once sent the record and the kept copy forget that address too.
 */

/** What the erasure puts in the record: the language, the reference, the city and the invoices kept. */
export type ErasureMailData = { language: string; reference: string; cityName: string; invoices: string[] };

type Facts = { record: MailPayload; notice: ErasureNotice };

function noticeOf(record: MailPayload): Facts {
  const data = (record.data ?? {}) as Partial<ErasureMailData>;
  const language = isLanguage(data.language) ? data.language : "en";
  return {
    record,
    notice: {
      language,
      t: fixedT(language, "mail"),
      reference: String(data.reference ?? ""),
      city: cityLabel(String(data.cityName ?? ""), language),
      supportEmail: env().SUPPORT_EMAIL,
      invoices: Array.isArray(data.invoices) ? data.invoices.map(String) : [],
    },
  };
}

export const privacyMails: readonly MailKind[] = [
  defineMailKind<MailPayload, Facts>({
    type: "erasure_confirmed",
    carrier: "mail",
    read: readMailPayload,
    load: (_executor, record) => noticeOf(record),
    recipient: ({ record }) => ({ to: record.to, bookingId: record.bookingId }),
    subject: ({ notice }) => notice.t("erasure.subject", { reference: notice.reference }),
    render: ({ notice }) => <ErasureConfirmed notice={notice} />,
    // It holds no private link: the trip's links stopped working with the erasure.
    secrets: () => [],
    forgetRecipient: true,
  }),
];
