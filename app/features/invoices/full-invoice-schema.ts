import { z } from "zod";
import { isPlainMultilineText, isPlainText, normaliseLineBreaks } from "~/domain/plain-text";
import { isValidSpanishNif, normaliseNif } from "~/domain/spanish-tax-id";
import {
  foreignBuyerId,
  isEuVatCountry,
  parseBuyerTaxId,
  parseCountryCode,
  parseForeignNumber,
} from "~/features/invoices/buyer-tax-id";

/**
 * What a traveller (or their company) gives for a full invoice: the name, identification number
 * and address the invoice must state (Real Decreto 1619/2012, art. 6.1.c, d and e), for one of four
 * kinds of recipient (decision 0060). The page shows each kind's needs before it is sent; the
 * messages are keys the page translates.
 */

export const RECIPIENT_KINDS = ["spanish", "eu", "other", "person"] as const;
type RecipientKind = (typeof RECIPIENT_KINDS)[number];

const FULL_INVOICE_MESSAGES = {
  kindRequired: "kindRequired",
  nameRequired: "nameRequired",
  taxIdInvalid: "taxIdInvalid",
  euVatInvalid: "euVatInvalid",
  countryInvalid: "countryInvalid",
  foreignNumberInvalid: "foreignNumberInvalid",
  addressRequired: "addressRequired",
  plainText: "plainText",
} as const;

const m = FULL_INVOICE_MESSAGES;

const fieldsSchema = z.object({
  kind: z.enum(RECIPIENT_KINDS, { error: m.kindRequired }),
  name: z.string().trim().min(2, m.nameRequired).max(200, m.nameRequired).refine(isPlainText, m.plainText),
  country: z.string().max(20, m.countryInvalid),
  taxId: z.string().max(60, m.taxIdInvalid),
  address: z
    .string()
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(5, m.addressRequired)
    .max(400, m.addressRequired)
    .refine(isPlainMultilineText, m.plainText),
});

type IdField = "taxId" | "country";

/** The identification as stored on the invoice for a kind of recipient, or the field refused and why. */
function recipientId(kind: RecipientKind, countryInput: string, taxId: string): string | [IdField, string] {
  if (kind === "spanish" || kind === "eu") {
    const parsed = parseBuyerTaxId(taxId);
    if (parsed) return parsed.value;
    return ["taxId", kind === "spanish" ? m.taxIdInvalid : m.euVatInvalid];
  }
  // Another country's tax number, or a private person's identity document: its country first.
  const country = parseCountryCode(countryInput);
  // A Spanish business has a NIF (the first kind); a Spanish person's DNI or NIE is one, checked.
  if (!country || (kind === "other" && country === "ES")) return ["country", m.countryInvalid];
  if (country === "ES") {
    const nif = normaliseNif(taxId);
    return isValidSpanishNif(nif) ? nif : ["taxId", m.taxIdInvalid];
  }
  const number = isPlainText(taxId) ? parseForeignNumber(country, taxId) : null;
  if (!number) return ["taxId", m.foreignNumberInvalid];
  // An EU business's VAT number given this way is stored as one when it has its country's shape.
  const vat = kind === "other" && isEuVatCountry(country) ? parseBuyerTaxId(`${country}${number}`) : null;
  return vat ? vat.value : foreignBuyerId(country, number);
}

export type FullInvoiceRequest = { kind: RecipientKind; name: string; taxId: string; address: string };

/**
 * The request checked: the buyer as the invoice states them, or each refused field's message key
 * (the identification is checked even when another field is refused, so every error shows at once).
 */
export function parseFullInvoiceRequest(
  input: Record<string, string>,
): { ok: true; request: FullInvoiceRequest } | { ok: false; fields: Record<string, string> } {
  const parsed = fieldsSchema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  }
  const kind = (RECIPIENT_KINDS as readonly string[]).includes(input.kind) ? (input.kind as RecipientKind) : null;
  const id = kind && !fields.taxId && !fields.country ? recipientId(kind, input.country, input.taxId) : null;
  if (Array.isArray(id)) fields[id[0]] = id[1];
  if (!parsed.success || typeof id !== "string" || Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    request: { kind: parsed.data.kind, name: parsed.data.name, taxId: id, address: parsed.data.address },
  };
}
