import type { ReactNode } from "react";
import { Container } from "~/features/public/components/section";
import { INTL_LOCALE, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * The layout the privacy policy and the terms share: eyebrow, title, last update, the note that
 * the Spanish text prevails (when the catalogue has one), anything the page puts before the
 * outline (privacy's data controller), the numbered outline, then the numbered sections.
 * `page` names the block of words in the "pages" catalogue.
 */
export function LegalPage({
  page,
  language,
  updatedOn,
  sections,
  beforeOutline,
}: {
  page: "privacy" | "terms";
  language: Language;
  /** The day of the last change, YYYY-MM-DD. */
  updatedOn: string;
  sections: LegalSection[];
  beforeOutline?: ReactNode;
}) {
  const { t } = useTranslation("pages");
  const updated = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${updatedOn}T12:00:00Z`),
  );
  return (
    <main className="bg-canvas py-14 sm:py-20">
      <Container className="max-w-3xl">
        <p className="eyebrow">{t(`${page}.eyebrow`)}</p>
        <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-5xl">{t(`${page}.title`)}</h1>
        <p className="mt-4 text-ink-soft">
          {t(`${page}.updated`)} <time dateTime={updatedOn}>{updated}</time>
        </p>
        {t(`${page}.prevails`) && <p className="mt-4 rounded-xl bg-info-soft p-4 text-ink">{t(`${page}.prevails`)}</p>}
        {beforeOutline}

        <nav aria-label={t(`${page}.onThisPage`)} className="mt-10 rounded-2xl bg-surface p-6 ring-1 ring-line">
          <p className="text-sm font-semibold tracking-widest text-ink-soft uppercase">{t(`${page}.onThisPage`)}</p>
          <ol className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-strong underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-6 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 text-lg leading-relaxed text-ink-soft [&_strong]:text-ink"
          >
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold text-ink sm:text-3xl">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </Container>
    </main>
  );
}
