import { type CompanyIdentity, type SupportContact, supportContact } from "~/domain/support-contact";
import { env } from "~/env.server";

/** The support lines from configuration (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_WHATSAPP). */
export function configuredSupport(): SupportContact {
  const config = env();
  return supportContact(config.SUPPORT_EMAIL, config.SUPPORT_PHONE, config.SUPPORT_WHATSAPP);
}

/** The company's identity from configuration (COMPANY_*), as the invoices print it. */
export function configuredCompany(): CompanyIdentity {
  const config = env();
  return { legalName: config.COMPANY_LEGAL_NAME, taxId: config.COMPANY_TAX_ID, address: config.COMPANY_ADDRESS };
}
