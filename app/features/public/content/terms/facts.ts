import type { CompanyIdentity, SupportContact } from "~/domain/support-contact";

/**
 * What the terms state, from the places that decide it: the company from configuration
 * (COMPANY_*), the price from app/domain/pricing.ts, the cancellation policy's words from the
 * catalogue (`common.policy`, the same words as the booking form and the trip page; its rule is
 * app/domain/cancellation-policy.ts) and the withdrawal period from app/domain/withdrawal.ts.
 * Nothing in the texts is typed twice.
 */
export type TermsFacts = {
  company: CompanyIdentity;
  support: SupportContact;
  /** Formatted in the page's language: "€39", "39 €". */
  basePrice: string;
  extraPrice: string;
  included: number;
  maxReservations: number;
  vatRate: number;
  cancellation: string;
  withdrawalDays: number;
  privacyPath: string;
};

/** Change the date whenever a text changes (the three languages together). */
export const TERMS_UPDATED = "2026-11-26";
