import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
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

const ink = "#1f1a17";
const inkSoft = "#574e48";
const line = "#e4d9cd";
const brandStrong = "#86301b";

const s = StyleSheet.create({
  page: { fontFamily: "Sans", fontSize: 10, color: ink, padding: 44 },
  title: { fontFamily: "Serif", fontWeight: 700, fontSize: 20, color: brandStrong },
  subtitle: { fontSize: 11, color: inkSoft, marginBottom: 6 },
  mention: { fontWeight: 700, fontSize: 10.5, marginBottom: 14 },
  row: { flexDirection: "row", justifyContent: "space-between", marginBottom: 14 },
  block: { width: "48%" },
  label: { fontSize: 8.5, color: inkSoft, marginBottom: 2 },
  strong: { fontWeight: 700 },
  table: { borderTopWidth: 1, borderTopColor: line, marginTop: 8, paddingTop: 8 },
  line: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  totalLine: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 6,
    borderTopWidth: 1,
    borderTopColor: ink,
  },
  note: { marginTop: 18, fontSize: 8.5, color: inkSoft },
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
