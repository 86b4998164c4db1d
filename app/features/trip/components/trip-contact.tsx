import { SupportLines } from "~/components/support/support-lines";
import type { SupportContact } from "~/domain/support-contact";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The trip page's contact block: the concierge is on call all trip, by phone in
 * English, Spanish or French, by WhatsApp when configured, and by email in any language.
 */
export function TripContact({ contact, reference }: { contact: SupportContact; reference?: string }) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="trip-contact-title" className="rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6">
      <h2 id="trip-contact-title" className="font-display text-2xl font-bold">
        {t("support.tripTitle")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("support.tripText")}</p>
      {reference && <p className="mt-2 text-ink-soft">{t("support.quote", { reference })}</p>}
      <div className="mt-4">
        <SupportLines contact={contact} linkClass="font-medium text-brand-strong underline underline-offset-4" />
      </div>
    </section>
  );
}
