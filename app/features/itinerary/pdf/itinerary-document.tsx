import { Document, Link, Page, Path, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { SupportContact } from "~/domain/support-contact";
import {
  daysOf,
  formatLongDate,
  type ItineraryDay,
  type ItineraryDocument,
  type ItineraryMeal,
} from "~/features/itinerary/itinerary";
import type { ItineraryWords } from "~/i18n/i18n.server";
import { QrCode } from "./qr-code";

/**
 * The itinerary on paper (A4): a cover with the whole trip at a glance and how to reach the
 * concierge, then the days, as many whole days to a page as fit, with each meal's table, map
 * and dish tips, as the landing page's sample pages show it. Colours are the site's design tokens (app/app.css).
 */

const ink = "#1f1a17";
const inkSoft = "#574e48";
const line = "#e4d9cd";
const brand = "#a63d24";
const brandStrong = "#86301b";
const brandSoft = "#fbeae4";
const muted = "#f3ece4";
const success = "#067647";

const s = StyleSheet.create({
  page: { fontFamily: "Sans", fontSize: 10.5, color: ink, paddingTop: 40, paddingBottom: 64, paddingHorizontal: 44 },
  body: {},
  brandName: { fontFamily: "Serif", fontWeight: 700, fontSize: 24, lineHeight: 1.25, color: brandStrong },
  eyebrow: { fontSize: 8, letterSpacing: 1.6, color: inkSoft, textTransform: "uppercase" },
  runningHeader: { paddingBottom: 8, borderBottomWidth: 2, borderBottomColor: brand, marginBottom: 12 },
  day: { marginBottom: 8 },
  dayHeading: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    paddingBottom: 4,
    borderBottomWidth: 1,
    borderBottomColor: line,
    marginBottom: 8,
  },
  dayTitle: { fontFamily: "Serif", fontWeight: 700, fontSize: 17, lineHeight: 1.2 },
  dayDate: { fontSize: 11, color: inkSoft, textAlign: "right" },
  meal: { flexDirection: "row", marginBottom: 8 },
  whenColumn: { width: 78, paddingTop: 4 },
  time: { fontFamily: "Serif", fontWeight: 700, fontSize: 19, lineHeight: 1.2 },
  kind: {
    marginTop: 4,
    lineHeight: 1.3,
    alignSelf: "flex-start",
    backgroundColor: brand,
    color: "#ffffff",
    fontSize: 7.5,
    letterSpacing: 1.4,
    paddingVertical: 2,
    paddingHorizontal: 7,
    borderRadius: 8,
    textTransform: "uppercase",
  },
  card: { flex: 1, borderWidth: 1, borderColor: line, borderRadius: 8, paddingVertical: 9, paddingHorizontal: 12 },
  cardTop: { flexDirection: "row", justifyContent: "space-between" },
  restaurant: { fontFamily: "Serif", fontWeight: 700, fontSize: 16, lineHeight: 1.25, marginBottom: 2 },
  address: { color: inkSoft, marginBottom: 4 },
  confirmed: { flexDirection: "row", alignItems: "center", marginBottom: 2 },
  confirmedText: { color: success, fontWeight: 700, marginLeft: 5 },
  facts: { color: inkSoft },
  map: { width: 80, alignItems: "center", marginLeft: 12 },
  mapLink: { marginTop: 3, fontSize: 8.5, fontWeight: 700, color: brandStrong },
  tip: { marginTop: 6, backgroundColor: brandSoft, borderRadius: 6, paddingVertical: 5, paddingHorizontal: 8 },
  tipLabel: { fontWeight: 700, color: brandStrong },
  note: { marginTop: 8, color: inkSoft },
  rhythm: { marginBottom: 12, borderLeftWidth: 3, borderLeftColor: brand, paddingLeft: 12, paddingVertical: 2 },
  rhythmTitle: { fontFamily: "Serif", fontWeight: 700, fontSize: 12.5, lineHeight: 1.3, marginBottom: 2 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 44,
    right: 150,
    borderTopWidth: 1,
    borderTopColor: line,
    paddingTop: 8,
    fontSize: 8.5,
    color: inkSoft,
  },
  pageNumber: {
    position: "absolute",
    bottom: 28,
    left: 44,
    right: 44,
    paddingTop: 8,
    borderTopWidth: 1,
    borderTopColor: line,
    textAlign: "right",
    fontSize: 8.5,
    color: inkSoft,
  },
  coverTitle: { fontFamily: "Serif", fontWeight: 700, fontSize: 40, marginTop: 28, lineHeight: 1.15 },
  coverDates: { fontSize: 15, lineHeight: 1.3, color: inkSoft, marginTop: 6 },
  coverFor: { fontSize: 12, marginTop: 14 },
  sectionTitle: { fontFamily: "Serif", fontWeight: 700, fontSize: 14, lineHeight: 1.3, marginBottom: 8 },
  glance: { marginTop: 28 },
  glanceRow: { flexDirection: "row", paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: line },
  glanceDay: { width: 150, color: inkSoft },
  glanceTime: { width: 50, fontWeight: 700 },
  glanceName: { flex: 1 },
  concierge: { marginTop: 28, backgroundColor: muted, borderRadius: 8, padding: 16 },
  small: { fontSize: 9, color: inkSoft, marginTop: 6 },
  link: { color: brandStrong },
});

export type ItineraryLinks = {
  /** The private trip page, printed as text for the traveller's own use. */
  tripUrl: string;
  /** The HTML twin: the accessible format (this PDF is not tagged for screen readers). */
  accessibleUrl: string;
  supportEmail: string;
  /** The support phone and WhatsApp, printed with tel: and wa.me links. */
  support?: SupportContact;
};

const stay = (d: ItineraryDocument) =>
  `${formatLongDate(d.checkIn, d.language)} – ${formatLongDate(d.checkOut, d.language)}`;

type Props = { document: ItineraryDocument; words: ItineraryWords };

function Footer({ document, supportEmail, words }: Props & { supportEmail: string }) {
  return (
    <>
      <Text
        style={s.pageNumber}
        render={({ pageNumber, totalPages }) => `${document.reference} · ${pageNumber} / ${totalPages}`}
        fixed
      />
      <View style={s.footer} fixed>
        <Text>{words.t("pdf.footer", { email: supportEmail })}</Text>
      </View>
    </>
  );
}

function Cover({ document, links, words }: Props & { links: ItineraryLinks }) {
  const { t } = words;
  return (
    <Page size="A4" style={s.page}>
      <Text style={s.brandName}>Sobremesa</Text>
      <Text style={s.eyebrow}>{t("pdf.eyebrow", { reference: document.reference })}</Text>
      <Text style={s.coverTitle}>{document.city}</Text>
      <Text style={s.coverDates}>{stay(document)}</Text>
      <Text style={s.coverFor}>
        {t("pdf.prepared", {
          name: document.traveller,
          count: document.meals.length,
          city: document.city,
          zone: document.timeZone,
        })}
      </Text>
      <View style={s.glance}>
        <Text style={s.sectionTitle}>{t("pdf.glance")}</Text>
        {document.meals.map((meal) => (
          <View key={meal.id} style={s.glanceRow} wrap={false}>
            <Text style={s.glanceDay}>
              {formatLongDate(meal.localDate, document.language).replace(/,? (de )?\d{4}$/, "")}
            </Text>
            <Text style={s.glanceTime}>{meal.localTime}</Text>
            <Text style={s.glanceName}>
              {meal.restaurant} · {words.kind(meal.localTime).toLowerCase()}
            </Text>
          </View>
        ))}
      </View>
      <View style={s.concierge} wrap={false}>
        <Text style={s.sectionTitle}>{t("pdf.concierge")}</Text>
        <Text style={s.body}>
          {t("pdf.writeTo")}{" "}
          <Link style={s.link} src={`mailto:${links.supportEmail}`}>
            {links.supportEmail}
          </Link>{" "}
          {t("pdf.writeToEnd")}
        </Text>
        {links.support && (
          <Text style={s.body}>
            {t("pdf.callUs")}{" "}
            <Link style={s.link} src={links.support.phone.href}>
              {links.support.phone.shown}
            </Link>
            {links.support.whatsapp && (
              <>
                {" · "}
                <Link style={s.link} src={links.support.whatsapp.href}>
                  WhatsApp {links.support.whatsapp.shown}
                </Link>
              </>
            )}
          </Text>
        )}
        <Text style={s.small}>{t("pdf.tripPage", { url: links.tripUrl })}</Text>
        <Text style={s.small}>
          {t("pdf.accessible")}{" "}
          <Link style={s.link} src={links.accessibleUrl}>
            {links.accessibleUrl}
          </Link>
        </Text>
      </View>
      <Footer document={document} supportEmail={links.supportEmail} words={words} />
    </Page>
  );
}

function CheckMark() {
  return (
    <Svg width={10} height={10} viewBox="0 0 10 10">
      <Path d="M1.5 5.2 L4 7.6 L8.6 2.4" stroke={success} strokeWidth={1.6} fill="none" />
    </Svg>
  );
}

function Meal({ meal, words }: { meal: ItineraryMeal; words: ItineraryWords }) {
  const { t } = words;
  return (
    <View style={s.meal} wrap={false}>
      <View style={s.whenColumn}>
        <Text style={s.time}>{meal.localTime}</Text>
        <Text style={s.kind}>{words.kind(meal.localTime)}</Text>
      </View>
      <View style={s.card}>
        <View style={s.cardTop}>
          <View style={{ flex: 1 }}>
            <Text style={s.restaurant}>{meal.restaurant}</Text>
            <Text style={s.address}>{meal.address}</Text>
            <View style={s.confirmed}>
              <CheckMark />
              <Text style={s.confirmedText}>{t("itineraryPage.confirmed", { name: meal.tableName })}</Text>
            </View>
            <Text style={s.facts}>
              {t("itineraryPage.guests", { count: meal.partySize })}
              {meal.confirmationCode ? ` · ${t("itineraryPage.ref", { code: meal.confirmationCode })}` : ""}
            </Text>
          </View>
          {meal.mapsUrl && (
            <View style={s.map}>
              <QrCode value={meal.mapsUrl} size={64} />
              <Link style={s.mapLink} src={meal.mapsUrl}>
                {t("reservations.openMaps")}
              </Link>
            </View>
          )}
        </View>
        {meal.dishTips ? (
          <Text style={s.tip}>
            <Text style={s.tipLabel}>{t("itineraryPage.dishTip").replace(/\s*:$/, "")} </Text> {meal.dishTips}
          </Text>
        ) : null}
        {meal.note ? <Text style={s.note}>{meal.note}</Text> : null}
      </View>
    </View>
  );
}

/**
 * The trip's running title, repeated at the top of every page of days. Its two lines stack in
 * the header's own column, unwrapped: react-pdf reads flex: 1 as a flex-basis of 0, and in a
 * column of no set height that squeezes a wrapper, and the lines in it, to no height at all:
 * they would print over each other, the rule through them and the page's first line under them.
 * The gap under the wordmark keeps its descenders off the title's capitals.
 */
function DaysHeader({ document, words }: Props) {
  return (
    <View style={s.runningHeader} fixed>
      <Text style={[s.brandName, { fontSize: 18, marginBottom: 3 }]}>Sobremesa</Text>
      <Text style={s.eyebrow}>{words.t("pdf.dayHeader", { city: document.city, name: document.traveller })}</Text>
    </View>
  );
}

/** One day, never split across pages (wrap={false}): a page holds as many whole days as fit. */
function Day({ document, day, words }: Props & { day: ItineraryDay }) {
  const { t } = words;
  return (
    <View style={s.day} wrap={false}>
      <View style={s.dayHeading}>
        <Text style={s.dayTitle}>{t("itineraryPage.day", { number: day.dayNumber })}</Text>
        <Text style={s.dayDate}>{formatLongDate(day.date, document.language)}</Text>
      </View>
      {day.meals.map((meal) => (
        <Meal key={meal.id} meal={meal} words={words} />
      ))}
    </View>
  );
}

/**
 * The days flow on as many pages as they need. The city's rhythm is a tip for the whole trip,
 * so it is printed once, before the first day, not under every day.
 */
function Days({ document, supportEmail, words }: Props & { supportEmail: string }) {
  const { t } = words;
  return (
    <Page size="A4" style={s.page}>
      <DaysHeader document={document} words={words} />
      <View style={s.rhythm} wrap={false}>
        <Text style={s.rhythmTitle}>{t("itineraryPage.rhythm").replace(/\s*:$/, "")}</Text>
        <Text style={[s.body, { color: inkSoft }]}>
          {document.rhythm} {t("pdf.followCity")}
        </Text>
      </View>
      {daysOf(document).map((day) => (
        <Day key={day.date} document={document} day={day} words={words} />
      ))}
      <Footer document={document} supportEmail={supportEmail} words={words} />
    </Page>
  );
}

export function ItineraryPdf({ document, links, words }: Props & { links: ItineraryLinks }) {
  const { t } = words;
  return (
    <Document
      title={t("pdf.title", { city: document.city, stay: stay(document) })}
      author="Sobremesa"
      subject={t("pdf.subject", { city: document.city, name: document.traveller })}
      creator="Sobremesa"
      producer="Sobremesa"
      language={document.language ?? "en"}
    >
      <Cover document={document} links={links} words={words} />
      <Days document={document} supportEmail={links.supportEmail} words={words} />
    </Document>
  );
}
