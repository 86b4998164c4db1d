import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * How travellers reach the team: the support email, phone and optional WhatsApp,
 * each as the text shown and the link it opens. The numbers arrive in E.164 from configuration.
 */
type SupportLine = { shown: string; href: string };
export type SupportContact = { email: string; phone: SupportLine; whatsapp: SupportLine | null };

/** "+34 910 00 00 00", as the number is written internationally; the raw value if it cannot be read. */
const international = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

export function supportContact(email: string, phone: string, whatsapp?: string | null): SupportContact {
  return {
    email,
    phone: { shown: international(phone), href: `tel:${phone}` },
    // wa.me takes the number's digits only, with the country code and no "+" (WhatsApp's click-to-chat).
    whatsapp: whatsapp
      ? { shown: international(whatsapp), href: `https://wa.me/${whatsapp.replace(/\D/g, "")}` }
      : null,
  };
}

/** The company behind the service, as the terms and the privacy policy name it (from configuration). */
export type CompanyIdentity = { legalName: string; taxId: string; address: string };
