import { type Dac7Quarter, type Dac7Report, type Dac7Seller, splitPersonName, wholeEuros } from "./tax-reports";

/**
 * The DAC7 report as the OECD's DPI XML Schema v1.0 (namespace urn:oecd:ties:dpi:v1, the format
 * the EU adopted for DAC7; decision 0075) defines it: the message's header, the platform operator
 * and one ReportableSeller per creator with tax details, their meals as PersonalServices. Elements
 * come in the schema's order, which it requires. Pure: the caller gives the operator and the time.
 */

const DPI_NAMESPACE = "urn:oecd:ties:dpi:v1";
const STF_NAMESPACE = "urn:oecd:ties:dpistf:v1";

export type PlatformOperator = { legalName: string; taxId: string; address: string; country: string };

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Characters XML 1.0 cannot carry at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");

type Node = string | false | null | undefined | Node[];

/** An element: its name (prefixed), attributes, and either text or child elements. */
function el(name: string, attributes: Record<string, string> | null, ...children: Node[]): string {
  const attrs = Object.entries(attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  const inner = children.flat(Infinity as 1).filter((child): child is string => typeof child === "string");
  return `<${name}${attrs}>${inner.join("")}</${name}>`;
}

/** A text element, its text escaped. */
const leaf = (name: string, value: string | number, attributes: Record<string, string> | null = null) =>
  el(name, attributes, escapeXml(String(value)));

const money = (name: string, cents: number) => leaf(name, wholeEuros(cents), { currCode: "EUR" });

function docSpec(docRefId: string): string {
  return el("dpi:DocSpec", null, leaf("stf:DocTypeIndic", "OECD1"), leaf("stf:DocRefId", docRefId));
}

function personalServices(quarters: readonly Dac7Quarter[]): string {
  const perQuarter = (prefix: string, write: (name: string, quarter: Dac7Quarter) => string) =>
    quarters.map((quarter, index) => write(`dpi:${prefix}Q${index + 1}`, quarter));
  return el(
    "dpi:PersonalServices",
    null,
    el(
      "dpi:Consideration",
      null,
      perQuarter("Cons", (name, q) => money(name, q.considerationCents)),
    ),
    el(
      "dpi:NumberOfActivities",
      null,
      perQuarter("Numb", (name, q) => leaf(name, q.activities)),
    ),
    el(
      "dpi:Fees",
      null,
      perQuarter("Fees", (name, q) => money(name, q.feesCents)),
    ),
    el(
      "dpi:Taxes",
      null,
      perQuarter("Tax", (name, q) => money(name, q.taxesCents)),
    ),
  );
}

function reportableSeller(seller: Dac7Seller, docRefId: string): string {
  const identity = seller.identity;
  if (!identity) return "";
  const address = el(
    "dpi:Address",
    { legalAddressType: identity.kind === "individual" ? "OECD302" : "OECD304" },
    leaf("dpi:CountryCode", identity.country),
    el(
      "dpi:AddressFix",
      null,
      leaf("dpi:Street", identity.addressLine),
      leaf("dpi:PostCode", identity.postalCode),
      leaf("dpi:City", identity.city),
    ),
  );
  const tin = leaf("dpi:TIN", identity.tin, { issuedBy: identity.tinCountry });
  const vat = identity.vatNumber ? leaf("dpi:VAT", identity.vatNumber) : null;
  // The account the transfers went to: a Stripe connected account is what the platform holds.
  const accounts = seller.accounts.map((account) =>
    el(
      "dpi:FinancialIdentifier",
      null,
      leaf("dpi:Identifier", account, { AccountNumberType: "Other" }),
      leaf("dpi:OtherInfo", "Stripe connected account"),
    ),
  );
  let who: string;
  if (identity.kind === "individual") {
    const name = splitPersonName(identity.legalName);
    who = el(
      "dpi:IndividualSeller",
      null,
      el(
        "dpi:Standard",
        null,
        el(
          "dpi:IndSellerID",
          null,
          leaf("dpi:ResCountryCode", identity.country),
          tin,
          vat,
          el("dpi:Name", null, leaf("dpi:FirstName", name.first), leaf("dpi:LastName", name.last)),
          address,
          el("dpi:BirthInfo", null, leaf("dpi:BirthDate", identity.dateOfBirth ?? "")),
        ),
        accounts,
      ),
    );
  } else {
    who = el(
      "dpi:EntitySeller",
      null,
      el(
        "dpi:Standard",
        null,
        el(
          "dpi:EntSellerID",
          null,
          leaf("dpi:ResCountryCode", identity.country),
          tin,
          vat,
          leaf("dpi:Name", identity.legalName),
          address,
        ),
        accounts,
      ),
    );
  }
  return el(
    "dpi:ReportableSeller",
    null,
    el("dpi:Identity", null, who),
    el("dpi:RelevantActivities", null, personalServices(seller.quarters)),
    docSpec(docRefId),
  );
}

/**
 * The message. Its reference names the transmitting country, the year, the operator's TIN and
 * the moment it was made, so each download is a message of its own; each document's reference
 * extends it. A creator without tax details is left out and counted in the header's Warning.
 */
export function dac7Xml(report: Dac7Report, operator: PlatformOperator, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "");
  const messageRefId = `${operator.country}${report.year}${operator.taxId}-${stamp.replace(/[-:]/g, "")}`;
  const missing = report.sellers.filter((seller) => !seller.identity).length;
  const header = el(
    "dpi:MessageSpec",
    null,
    leaf("dpi:SendingEntityIN", operator.taxId),
    leaf("dpi:TransmittingCountry", operator.country),
    leaf("dpi:ReceivingCountry", operator.country),
    leaf("dpi:MessageType", "DPI"),
    missing > 0 &&
      leaf("dpi:Warning", `${missing} seller(s) paid in ${report.year} left out: their tax details are missing.`),
    leaf("dpi:MessageRefId", messageRefId),
    leaf("dpi:MessageTypeIndic", report.sellers.length - missing > 0 ? "DPI401" : "DPI403"),
    leaf("dpi:ReportingPeriod", `${report.year}-12-31`),
    leaf("dpi:Timestamp", stamp),
  );
  const platform = el(
    "dpi:PlatformOperator",
    null,
    leaf("dpi:ResCountryCode", operator.country),
    leaf("dpi:TIN", operator.taxId, { issuedBy: operator.country }),
    leaf("dpi:Name", operator.legalName),
    el(
      "dpi:Address",
      { legalAddressType: "OECD304" },
      leaf("dpi:CountryCode", operator.country),
      leaf("dpi:AddressFree", operator.address),
    ),
    // Resident for tax purposes in the state it reports to.
    leaf("dpi:Nexus", "RPONEX1"),
    docSpec(`${messageRefId}-PO`),
  );
  const sellers = report.sellers.map((seller) => reportableSeller(seller, `${messageRefId}-S${seller.creatorId}`));
  const root = el(
    "dpi:DPI_OECD",
    { "xmlns:dpi": DPI_NAMESPACE, "xmlns:stf": STF_NAMESPACE, version: "1.0" },
    header,
    el("dpi:DPIBody", null, platform, sellers),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
