import type { ReactNode } from "react";
import { dateFormat } from "~/domain/date-formats";
import { formatCalendarDate, formatMoney, INTL_LOCALE, type Language } from "~/i18n/languages";
import type tripWords from "~/i18n/locales/en/trip";
import { useTranslation } from "~/i18n/use-translation";
import type { TravellerData } from "../my-data";

/**
 * Everything held about the traveller, readable: the same facts as the JSON download, section
 * by section, each with its dates, statuses and kinds of email in the page's words (the file
 * keeps the codes, for machines). Instants are shown in UTC (as the file holds them), a
 * table's date and time as the city's clock says them.
 */

/** "29 Nov 2026, 14:05 UTC": an instant as the file holds it, in the page's language. */
function instant(iso: string | null, language: Language): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = dateFormat(INTL_LOCALE[language], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return `${format.format(date)} UTC`;
}

const day = (iso: string | null, language: Language) => (iso ? formatCalendarDate(iso, language) : "—");

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation("trip");
  return (
    <section
      aria-labelledby={`my-data-${id}`}
      className="grid gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <h2 id={`my-data-${id}`} className="font-display text-xl font-bold">
        {title}
      </h2>
      {empty ? <p className="text-ink-soft">{t("myData.empty")}</p> : children}
    </section>
  );
}

/** A list of records, each a small set of facts. */
function Records<T>({ items, facts }: { items: T[]; facts: (item: T) => [string, ReactNode][] }) {
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => (
        // Records have no id of their own here; their order is the file's.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
        <li key={index} className="rounded-xl border border-line p-3">
          <Facts rows={facts(item)} />
        </li>
      ))}
    </ol>
  );
}

export function MyDataView({ data, language }: { data: TravellerData; language: Language }) {
  const { t } = useTranslation("trip");
  const f = (key: keyof typeof tripWords.myData.fields) => t(`myData.fields.${key}`);
  const { booking, preferences } = data;
  const money = (cents: number | null) => (cents === null ? "—" : formatMoney(cents, language));
  return (
    <>
      <Part id="booking" title={t("myData.sections.booking")} empty={false}>
        <Facts
          rows={[
            [f("reference"), booking.reference],
            [f("city"), booking.city],
            [f("checkIn"), day(booking.checkIn, language)],
            [f("checkOut"), day(booking.checkOut, language)],
            [f("meals"), String(booking.meals)],
            [f("status"), t(`myData.status.${booking.status}`)],
            [f("payment"), t(`myData.payment.${booking.paymentStatus}`)],
            [f("total"), money(booking.totalCents)],
            [f("paid"), money(booking.amountPaidCents)],
            [f("paidAt"), instant(booking.paidAt, language)],
            [f("consent"), instant(booking.serviceStartConsentAt, language)],
            [f("itinerarySent"), instant(data.itinerary?.sentAt ?? null, language)],
            [f("language"), booking.language],
            [f("createdAt"), instant(booking.createdAt, language)],
            [f("updatedAt"), instant(booking.updatedAt, language)],
          ]}
        />
      </Part>
      <Part id="contact" title={t("myData.sections.contact")} empty={false}>
        <Facts
          rows={[
            [f("name"), booking.contact.name],
            [f("email"), booking.contact.email],
            [f("phone"), booking.contact.phone],
          ]}
        />
      </Part>
      <Part id="history" title={t("myData.sections.history")} empty={data.history.length === 0}>
        <Records
          items={data.history}
          facts={(step) => [[instant(step.at, language), t(`myData.status.${step.status}`)]]}
        />
      </Part>
      <Part
        id="preferences"
        title={t("myData.sections.preferences")}
        empty={preferences.meals.length === 0 && !preferences.dietary}
      >
        <Records
          items={preferences.meals}
          facts={(meal) => [
            [f("meal"), String(meal.meal)],
            [f("date"), day(meal.date, language)],
            [
              f("answers"),
              [meal.kind, meal.vibe, meal.cuisine, meal.budget, meal.occasion].filter(Boolean).join(" · "),
            ],
            [f("partySize"), String(meal.partySize)],
            [f("note"), meal.note || "—"],
            [f("updatedAt"), instant(meal.updatedAt, language)],
          ]}
        />
        {preferences.dietary && (
          <Facts
            rows={[
              [
                f("dietary"),
                [...preferences.dietary.needs, preferences.dietary.other].filter(Boolean).join(", ") || "—",
              ],
              [f("consentedAt"), instant(preferences.dietary.consentedAt, language)],
            ]}
          />
        )}
      </Part>
      <Part id="messages" title={t("myData.sections.messages")} empty={data.messages.length === 0}>
        <Records
          items={data.messages}
          facts={(message) => [
            [
              t(`myData.from.${message.from}`),
              <span key="text" className="whitespace-pre-line">
                {message.text}
              </span>,
            ],
            [f("at"), instant(message.at, language)],
          ]}
        />
      </Part>
      <Part id="changes" title={t("myData.sections.changeRequests")} empty={data.changeRequests.length === 0}>
        <Records
          items={data.changeRequests}
          facts={(change) => [
            [f("meal"), String(change.meal)],
            [f("asked"), [change.newDate, change.newTime, change.newPartySize].filter((x) => x !== null).join(" · ")],
            [f("status"), t(`conversation.status.${change.status}`)],
            [f("at"), instant(change.at, language)],
            [f("resolvedAt"), instant(change.resolvedAt, language)],
          ]}
        />
      </Part>
      <Part id="reservations" title={t("myData.sections.reservations")} empty={data.reservations.length === 0}>
        <Records
          items={data.reservations}
          facts={(table) => [
            [f("meal"), String(table.meal)],
            [f("restaurant"), `${table.restaurant}, ${table.address}`],
            [f("when"), `${day(table.date, language)}, ${table.time} (${table.timeZone})`],
            [f("partySize"), String(table.partySize)],
            [f("tableName"), table.tableName],
            [f("updatedAt"), instant(table.updatedAt, language)],
          ]}
        />
      </Part>
      <Part id="ratings" title={t("myData.sections.ratings")} empty={data.ratings.length === 0}>
        <Records
          items={data.ratings}
          facts={(rating) => [
            [f("meal"), String(rating.meal)],
            [f("rating"), `${rating.rating}/5`],
            [f("comment"), rating.comment || "—"],
            [f("at"), instant(rating.ratedAt, language)],
          ]}
        />
      </Part>
      <Part id="invoices" title={t("myData.sections.invoices")} empty={data.invoices.length === 0}>
        <Records
          items={data.invoices}
          facts={(invoice) => [
            [f("number"), invoice.number],
            [f("issueDate"), day(invoice.issueDate, language)],
            [f("total"), money(invoice.totalCents)],
          ]}
        />
      </Part>
      <Part id="mails" title={t("myData.sections.mails")} empty={data.mails.length === 0}>
        <Records
          items={data.mails}
          facts={(mail) => [
            [f("subject"), mail.subject],
            [f("kind"), t(`myData.mail.${mail.kind}`)],
            [f("at"), instant(mail.at, language)],
          ]}
        />
      </Part>
    </>
  );
}
