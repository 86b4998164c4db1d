import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { invoiceStyles } from "~/features/invoices/pdf/invoice-styles";
import type { SelfBilledLabel } from "~/features/self-billing/self-billed-words";
import { mentionsFor } from "~/features/self-billing/self-billing";
import type { SelfBilledInvoiceRow } from "~/features/self-billing/self-billing-tables";

/**
 * A self-billed invoice on paper (A4), with the content Real Decreto 1619/2012 art. 6 asks:
 * number in the creator's series, date, the issuer (the creator, as their tax details stood) and
 * the recipient (the company), the service, base, VAT rate and amount, the withholding, and the
 * mentions "Facturación por el destinatario" and, where the company owes the VAT, "Inversión del
 * sujeto pasivo". Every label in Spanish and, beside it, the creator's language. A corrective
 * invoice (art. 15) says so in its title and names the invoice it corrects and why.
 */

export type SelfBilledView = {
  invoice: SelfBilledInvoiceRow;
  /** "Base imponible / Taxable base" */
  label: (key: SelfBilledLabel) => string;
  money: (cents: number) => string;
  percent: (basisPoints: number) => string;
  date: (isoDate: string) => string;
  countryName: (code: string) => string;
  /** Under which agreement, accepted when: in Spanish and the creator's language. */
  agreementNote: string;
};

const s = StyleSheet.create({
  ...invoiceStyles,
  subtitle: { ...invoiceStyles.subtitle, marginBottom: 6 },
  mention: { fontWeight: 700, fontSize: 10.5, marginBottom: 14 },
});

function Field({ view, name, children }: { view: SelfBilledView; name: SelfBilledLabel; children: string }) {
  return (
    <View style={{ marginBottom: 8 }}>
      <Text style={s.label}>{view.label(name)}</Text>
      <Text>{children}</Text>
    </View>
  );
}

function Amount({ view, name, value }: { view: SelfBilledView; name: SelfBilledLabel; value: string }) {
  return (
    <View style={s.line}>
      <Text style={s.label}>{view.label(name)}</Text>
      <Text>{value}</Text>
    </View>
  );
}

export function SelfBilledPdf({ view }: { view: SelfBilledView }) {
  const { invoice, money, percent } = view;
  const corrective = invoice.correctsFullNumber !== null;
  return (
    <Document
      title={`${corrective ? "Factura rectificativa" : "Factura"} ${invoice.fullNumber}`}
      author={invoice.sellerName}
    >
      <Page size="A4" style={s.page}>
        <Text style={s.title}>{view.label(corrective ? "correctiveTitle" : "title")}</Text>
        <Text style={s.subtitle}>{invoice.fullNumber}</Text>
        {mentionsFor(invoice.taxStatus).map((mention) => (
          <Text key={mention} style={s.mention}>
            {view.label(mention)}
          </Text>
        ))}
        <View style={s.row}>
          <View style={s.block}>
            <Field view={view} name="number">
              {invoice.fullNumber}
            </Field>
            <Field view={view} name="issueDate">
              {view.date(invoice.issueDate)}
            </Field>
            <Field view={view} name="period">
              {invoice.period}
            </Field>
            {invoice.correctsFullNumber ? (
              <Field view={view} name="corrects">
                {invoice.correctsFullNumber}
              </Field>
            ) : null}
          </View>
          <View style={s.block}>
            <Text style={s.label}>{view.label("issuer")}</Text>
            <Text style={s.strong}>{invoice.sellerName}</Text>
            <Text>{`${view.label("taxId")}: ${invoice.sellerTaxId}`}</Text>
            <Text>{invoice.sellerAddress}</Text>
            <Text>{view.countryName(invoice.sellerCountry)}</Text>
          </View>
        </View>
        <View style={{ marginBottom: 14 }}>
          <Text style={s.label}>{view.label("recipient")}</Text>
          <Text style={s.strong}>{invoice.buyerName}</Text>
          <Text>{`NIF ${invoice.buyerTaxId}`}</Text>
          <Text>{invoice.buyerAddress}</Text>
        </View>
        <Field view={view} name="description">
          {invoice.description}
        </Field>
        {invoice.correctionReason ? (
          <Field view={view} name="reason">
            {invoice.correctionReason}
          </Field>
        ) : null}
        <View style={s.table}>
          <Amount view={view} name="base" value={money(invoice.baseCents)} />
          <Amount view={view} name="vatRate" value={percent(invoice.vatBasisPoints)} />
          <Amount view={view} name="vat" value={money(invoice.vatCents)} />
          {invoice.withholdingBasisPoints > 0 ? (
            <>
              <Amount view={view} name="withholdingRate" value={percent(invoice.withholdingBasisPoints)} />
              <Amount view={view} name="withholding" value={money(-invoice.withholdingCents)} />
            </>
          ) : null}
          <View style={s.totalLine}>
            <Text style={s.label}>{view.label("total")}</Text>
            <Text style={[s.strong, { fontSize: 14 }]}>{money(invoice.totalCents)}</Text>
          </View>
        </View>
        <Text style={s.note}>{view.agreementNote}</Text>
      </Page>
    </Document>
  );
}
