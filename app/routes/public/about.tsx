import { SupportLines } from "~/components/support/support-lines";
import { ClosingCta } from "~/features/public/components/closing-cta";
import { CtaLink } from "~/features/public/components/cta-link";
import { FactCard } from "~/features/public/components/fact-card";
import { Hero } from "~/features/public/components/hero";
import { Container } from "~/features/public/components/section";
import { priceWords } from "~/features/public/content/landing";
import { translatedPageHandle } from "~/features/public/content/traveller-page";
import { aboutLoader } from "~/features/public/routes/about.server";
import { languageOf, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/about";

export const handle = translatedPageHandle;

/** The sections' anchors, the same in every language. */
const SECTION_IDS = ["mission", "what-we-do", "who-we-serve", "promise"];

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export const loader = (args: Route.LoaderArgs) => aboutLoader(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const { t, i18n, ready } = useTranslation(["pages", "landing", "common"]);
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  const prices = priceWords(language);
  const list = <T,>(key: string): T => t(key as never, { ...prices, returnObjects: true } as never) as T;
  const clients = pathInLanguage("/clients", language);
  const cta = t("landing:cta");
  return (
    <main>
      <Hero
        eyebrow={t("about.eyebrow")}
        title={t("about.title")}
        lead={t("about.lead")}
        action={
          <div className="grid justify-items-start gap-4">
            <CtaLink to={clients}>{cta}</CtaLink>
            <p className="font-medium text-ink-soft">{t("about.tagline", prices)}</p>
          </div>
        }
        aside={<FactCard facts={list<{ value: string; label: string }[]>("about.facts")} />}
      />
      <section aria-label={t("about.sectionsLabel")} className="bg-surface py-16 sm:py-24">
        <Container className="grid gap-6 md:grid-cols-2">
          {list<{ title: string; text: string }[]>("about.sections").map((section, index) => (
            <article
              key={section.title}
              id={SECTION_IDS[index]}
              aria-labelledby={`${SECTION_IDS[index]}-title`}
              className="rounded-2xl bg-canvas p-7 ring-1 ring-line sm:p-10"
            >
              <p className="font-display text-lg font-bold text-brand" aria-hidden="true">
                0{index + 1}
              </p>
              <h2 id={`${SECTION_IDS[index]}-title`} className="mt-2 font-display text-2xl font-bold sm:text-3xl">
                {section.title}
              </h2>
              <p className="mt-4 text-lg text-ink-soft">{section.text}</p>
            </article>
          ))}
        </Container>
      </section>
      <section aria-labelledby="about-contact-title" className="bg-canvas py-16 sm:py-20">
        <Container className="grid gap-4 sm:grid-cols-[1.2fr_1fr] sm:items-start">
          <div>
            <h2 id="about-contact-title" className="font-display text-3xl font-bold">
              {t("common:support.aboutTitle")}
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{t("common:support.aboutText")}</p>
          </div>
          <div className="rounded-2xl bg-surface p-6 text-lg ring-1 ring-line">
            <SupportLines
              contact={loaderData.support}
              linkClass="font-medium text-brand-strong underline underline-offset-4"
            />
          </div>
        </Container>
      </section>
      <ClosingCta
        id="about-closing"
        title={t("about.closing.title")}
        text={t("about.closing.text")}
        to={clients}
        label={cta}
      />
    </main>
  );
}
