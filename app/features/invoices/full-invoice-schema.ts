import { z } from "zod";
import { isPlainMultilineText, isPlainText, normaliseLineBreaks } from "~/domain/plain-text";
import { parseBuyerTaxId } from "~/features/invoices/buyer-tax-id";

/**
 * What a traveller (or their company) gives for a full invoice: the name, tax id and address
 * the invoice must state (Real Decreto 1619/2012, art. 6.1.d and 6.1.e). The messages are keys
 * the page translates.
 */
const FULL_INVOICE_MESSAGES = {
  nameRequired: "nameRequired",
  taxIdInvalid: "taxIdInvalid",
  addressRequired: "addressRequired",
  plainText: "plainText",
} as const;

export const fullInvoiceRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, FULL_INVOICE_MESSAGES.nameRequired)
    .max(200, FULL_INVOICE_MESSAGES.nameRequired)
    .refine(isPlainText, FULL_INVOICE_MESSAGES.plainText),
  taxId: z
    .string()
    .max(40, FULL_INVOICE_MESSAGES.taxIdInvalid)
    .transform((value, ctx) => {
      const parsed = parseBuyerTaxId(value);
      if (parsed) return parsed.value;
      ctx.addIssue({ code: "custom", message: FULL_INVOICE_MESSAGES.taxIdInvalid });
      return z.NEVER;
    }),
  address: z
    .string()
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(5, FULL_INVOICE_MESSAGES.addressRequired)
    .max(400, FULL_INVOICE_MESSAGES.addressRequired)
    .refine(isPlainMultilineText, FULL_INVOICE_MESSAGES.plainText),
});

export type FullInvoiceRequest = z.output<typeof fullInvoiceRequestSchema>;
