import { useTranslation } from "react-i18next";
import { Container } from "~/components/public/section";
import { TERMS_UPDATED, termsSections } from "~/content/terms";
import { translatedPageHandle } from "~/content/traveller-page";
import { INTL_LOCALE, languageOf } from "~/i18n/languages";
import type { Route } from "./+types/terms";
import { termsLoader } from "./terms.server";

export const loader = (args: Route.LoaderArgs) => termsLoader(args);

export const handle = translatedPageHandle;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

/** The terms of service (issue 32.1): who sells, what, at what price, cancellation and withdrawal. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t, i18n, ready } = useTranslation("pages");
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  const sections = termsSections(loaderData.facts, language);
  const updated = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${TERMS_UPDATED}T12:00:00Z`),
  );
  return (
    <main className="bg-canvas py-14 sm:py-20">
      <Container className="max-w-3xl">
        <p className="eyebrow">{t("terms.eyebrow")}</p>
        <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-5xl">{t("terms.title")}</h1>
        <p className="mt-4 text-ink-soft">
          {t("terms.updated")} <time dateTime={TERMS_UPDATED}>{updated}</time>
        </p>
        {t("terms.prevails") && <p className="mt-4 rounded-xl bg-info-soft p-4 text-ink">{t("terms.prevails")}</p>}
        <nav aria-label={t("terms.onThisPage")} className="mt-10 rounded-2xl bg-surface p-6 ring-1 ring-line">
          <p className="text-sm font-semibold tracking-widest text-ink-soft uppercase">{t("terms.onThisPage")}</p>
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
            className="mt-12 scroll-mt-6 [&_p]:mt-4 text-lg leading-relaxed text-ink-soft [&_strong]:text-ink"
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
