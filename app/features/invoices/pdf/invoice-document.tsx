import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { InvoiceRow } from "~/db/schema";
import { readBuyerId } from "~/features/invoices/buyer-tax-id";
import { invoiceStyles } from "./invoice-styles";

/**
 * The invoice on paper (A4), as decision 0035 lists its content (Real Decreto 1619/2012, art. 6
 * and 7): each label in the booking's language beside the legal Spanish term, the issuer from the
 * invoice's own snapshot, and the Verifactu QR (Orden HAC/1177/2024, art. 20-21).
 */

/** The Spanish terms the law uses; the traveller's translation is printed beside them. */
const SPANISH = {
  simplified: "Factura simplificada",
  full: "Factura",
  corrective: "Factura rectificativa",
  number: "Número",
  issueDate: "Fecha de expedición",
  operationDate: "Fecha de la operación",
  issuer: "Emisor",
  buyer: "Destinatario",
  taxId: "NIF",
  address: "Domicilio",
  description: "Descripción",
  base: "Base imponible",
  vat: "Cuota de IVA",
  rate: "Tipo de IVA",
  total: "Total",
  vatIncluded: "IVA incluido",
  corrects: "Factura rectificada",
  reason: "Motivo de la rectificación",
  qrHeading: "QR tributario:",
  foreignId: "Nº de identificación",
} as const;

export type InvoiceLabel = keyof typeof SPANISH;

export type InvoiceView = {
  invoice: InvoiceRow;
  /** The invoice a corrective one corrects: its number and date are printed. */
  corrected: { fullNumber: string; issueDate: string } | null;
  /** Labels in the booking's language, by the same keys as SPANISH. */
  label: (key: InvoiceLabel) => string;
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  /** A country's name from its code, in Spanish and the booking's language: "Estados Unidos / United States". */
  countryName: (code: string) => string;
  /** A PNG data URL of the QR code, or null with Verifactu off. */
  qr: { image: string; legend: string | null } | null;
};

const s = StyleSheet.create({
  ...invoiceStyles,
  qr: { flexDirection: "row", alignItems: "center", marginTop: 24 },
});

function Label({ view, name }: { view: InvoiceView; name: InvoiceLabel }) {
  const own = view.label(name);
  const text = own === SPANISH[name] ? own : `${SPANISH[name]} / ${own}`;
  return <Text style={s.label}>{text}</Text>;
}

function Field({ view, name, children }: { view: InvoiceView; name: InvoiceLabel; children: string }) {
  return (
    <View style={{ marginBottom: 8 }}>
      <Label view={view} name={name} />
      <Text>{children}</Text>
    </View>
  );
}

/** The buyer's NIF or EU VAT number after "NIF"; another country's number with its label and country. */
function BuyerId({ view, stored }: { view: InvoiceView; stored: string }) {
  const id = readBuyerId(stored);
  if (id.country === null) return <Text>{`${SPANISH.taxId} ${id.number}`}</Text>;
  const own = view.label("foreignId");
  const label = own === SPANISH.foreignId ? own : `${SPANISH.foreignId} / ${own}`;
  return <Text>{`${label}: ${id.number} (${view.countryName(id.country)}, ${id.country})`}</Text>;
}

export function InvoicePdf({ view }: { view: InvoiceView }) {
  const { invoice, money, date } = view;
  const own = view.label(invoice.type);
  const title = own === SPANISH[invoice.type] ? own : `${SPANISH[invoice.type]} / ${own}`;
  return (
    <Document title={`${SPANISH[invoice.type]} ${invoice.fullNumber}`} author={invoice.companyLegalName}>
      <Page size="A4" style={s.page}>
        <Text style={s.title}>{title}</Text>
        <Text style={s.subtitle}>{invoice.fullNumber}</Text>
        <View style={s.row}>
          <View style={s.block}>
            <Field view={view} name="number">
              {invoice.fullNumber}
            </Field>
            <Field view={view} name="issueDate">
              {date(invoice.issueDate)}
            </Field>
            {invoice.operationDate !== invoice.issueDate ? (
              <Field view={view} name="operationDate">
                {date(invoice.operationDate)}
              </Field>
            ) : null}
          </View>
          <View style={s.block}>
            <Label view={view} name="issuer" />
            <Text style={s.strong}>{invoice.companyLegalName}</Text>
            <Text>{`${SPANISH.taxId} ${invoice.companyTaxId}`}</Text>
            <Text>{invoice.companyAddress}</Text>
          </View>
        </View>
        {invoice.buyerName ? (
          <View style={{ marginBottom: 14 }}>
            <Label view={view} name="buyer" />
            <Text style={s.strong}>{invoice.buyerName}</Text>
            <BuyerId view={view} stored={invoice.buyerTaxId ?? ""} />
            <Text>{invoice.buyerAddress ?? ""}</Text>
          </View>
        ) : null}
        {view.corrected ? (
          <View style={{ marginBottom: 14 }}>
            <Field view={view} name="corrects">
              {`${view.corrected.fullNumber} (${date(view.corrected.issueDate)})`}
            </Field>
            <Field view={view} name="reason">
              {invoice.correctionReason ?? ""}
            </Field>
          </View>
        ) : null}
        <Field view={view} name="description">
          {invoice.description}
        </Field>
        <View style={s.table}>
          <View style={s.line}>
            <Label view={view} name="base" />
            <Text>{money(invoice.baseCents)}</Text>
          </View>
          <View style={s.line}>
            <Label view={view} name="rate" />
            <Text>{`${invoice.vatRate} %`}</Text>
          </View>
          <View style={s.line}>
            <Label view={view} name="vat" />
            <Text>{money(invoice.taxCents)}</Text>
          </View>
          <View style={s.totalLine}>
            <View>
              <Label view={view} name="total" />
              <Label view={view} name="vatIncluded" />
            </View>
            <Text style={[s.strong, { fontSize: 14 }]}>{money(invoice.totalCents)}</Text>
          </View>
        </View>
        {view.qr ? (
          <View style={s.qr}>
            <View>
              <Text style={s.label}>{SPANISH.qrHeading}</Text>
              <Image src={view.qr.image} style={{ width: 90, height: 90 }} />
            </View>
            {view.qr.legend ? <Text style={{ marginLeft: 12, width: 220 }}>{view.qr.legend}</Text> : null}
          </View>
        ) : null}
      </Page>
    </Document>
  );
}
