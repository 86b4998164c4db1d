import { StyleSheet } from "@react-pdf/renderer";

/**
 * The look every invoice on paper shares, the sales invoices and the creators' self-billed ones:
 * the site's colours, an A4 page, a two-column head and a table of amounts closed by the total.
 */
const INK = "#1f1a17";
const INK_SOFT = "#574e48";
const LINE = "#e4d9cd";
const BRAND_STRONG = "#86301b";

export const invoiceStyles = StyleSheet.create({
  page: { fontFamily: "Sans", fontSize: 10, color: INK, padding: 44 },
  title: { fontFamily: "Serif", fontWeight: 700, fontSize: 20, color: BRAND_STRONG },
  subtitle: { fontSize: 11, color: INK_SOFT, marginBottom: 16 },
  row: { flexDirection: "row", justifyContent: "space-between", marginBottom: 14 },
  block: { width: "48%" },
  label: { fontSize: 8.5, color: INK_SOFT, marginBottom: 2 },
  strong: { fontWeight: 700 },
  table: { borderTopWidth: 1, borderTopColor: LINE, marginTop: 8, paddingTop: 8 },
  line: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  totalLine: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 6,
    borderTopWidth: 1,
    borderTopColor: INK,
  },
  note: { marginTop: 18, fontSize: 8.5, color: INK_SOFT },
});
