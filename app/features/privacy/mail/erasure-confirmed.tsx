import { Text } from "@react-email/text";
import { Frame, small, text, type Words } from "~/platform/mail/layout";

/** What the confirmation of an erasure says: no name, no contact detail, only the booking's reference and the invoices kept. */
export type ErasureNotice = Words & {
  reference: string;
  /** The city as the message's language writes it. */
  city: string;
  supportEmail: string;
  /** The numbers of the invoices kept, as printed on them. */
  invoices: string[];
};

/** The traveller's personal data is erased: what went, what stays and why. */
export function ErasureConfirmed({ notice }: { notice: ErasureNotice }) {
  const { t, city, invoices } = notice;
  return (
    <Frame
      preview={t("erasure.preview", { city })}
      title={t("erasure.title")}
      supportEmail={notice.supportEmail}
      reference={notice.reference}
      language={notice.language}
      t={t}
    >
      <Text style={text}>{t("erasure.hello")}</Text>
      <Text style={text}>{t("erasure.body", { city })}</Text>
      <Text style={text}>{t("erasure.erased")}</Text>
      <Text style={text}>
        {invoices.length > 0
          ? t("erasure.keptInvoices", { numbers: invoices.join(", ") })
          : t("erasure.keptNoInvoices")}
      </Text>
      <Text style={text}>{t("erasure.why")}</Text>
      <Text style={text}>{t("erasure.link")}</Text>
      <Text style={small}>{t("erasure.lastMail")}</Text>
    </Frame>
  );
}
