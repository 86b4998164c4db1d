import { ClosingCta } from "~/features/public/components/closing-cta";
import { ComparisonTable } from "~/features/public/components/comparison-table";
import { CtaLink } from "~/features/public/components/cta-link";
import { Faq } from "~/features/public/components/faq";
import { FeatureGrid } from "~/features/public/components/feature-grid";
import { Gallery, galleryScript } from "~/features/public/components/gallery";
import { ConfirmedTablesCard, Hero } from "~/features/public/components/hero";
import { StepList } from "~/features/public/components/how-it-works";
import { CheckIcon } from "~/features/public/components/icons";
import { PricingCard } from "~/features/public/components/pricing-card";
import { Section } from "~/features/public/components/section";
import { Testimonials } from "~/features/public/components/testimonials";
import {
  BENEFIT_ICONS,
  galleryBases,
  priceWords,
  REASON_ICONS,
  TESTIMONIAL_NAMES,
} from "~/features/public/content/landing";
import { translatedPageHandle } from "~/features/public/content/traveller-page";
import { homeLoader } from "~/features/public/routes/home.server";
import { languageOf, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/home";

/** Static but for the gallery, so no React: just the gallery's own small script. In every language. */
export const handle = { ...translatedPageHandle, scripts: [galleryScript] } satisfies RouteHandle;

/** The English page suggests the browser's language: caches keep one copy per Accept-Language. */
export const headers: Route.HeadersFunction = () => ({ Vary: "Accept-Language" });

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export const loader = (args: Route.LoaderArgs) => homeLoader(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n, ready } = useTranslation("landing");
  // Rendered in the browser only after an in-app navigation: its words arrive a moment later.
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  const prices = priceWords(language);
  // Lists and groups of the catalog, with the prices filled in (their keys are checked by the page's tests).
  const list = <T,>(key: string): T => t(key as never, { ...prices, returnObjects: true } as never) as T;
  const clients = pathInLanguage("/clients", language);
  const cta = <CtaLink to={clients}>{t("cta")}</CtaLink>;
  const suggestion = loaderData?.suggestion;
  return (
    <main>
      {suggestion && (
        <p className="bg-brand-soft px-4 py-2 text-center text-sm">
          <a
            href={suggestion.href}
            lang={suggestion.language}
            hrefLang={suggestion.language}
            className="font-semibold text-brand-strong underline underline-offset-4"
          >
            {suggestion.text}
          </a>
        </p>
      )}
      <Hero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        action={cta}
        points={list<string[]>("hero.points")}
        aside={<ConfirmedTablesCard words={list<{ guests: string; ready: string; days: string[] }>("hero.card")} />}
      />

      <Section
        id="how-it-works"
        tone="surface"
        eyebrow={t("how.eyebrow")}
        title={t("how.title")}
        intro={t("how.intro")}
      >
        <StepList steps={list<{ title: string; text: string }[]>("how.steps")} />
      </Section>

      <Section id="sample-itinerary" eyebrow={t("sample.eyebrow")} title={t("sample.title")} intro={t("sample.intro")}>
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <ul className="order-2 grid gap-4 lg:order-1">
            {list<string[]>("sample.features").map((feature) => (
              <li key={feature} className="flex gap-3 text-lg">
                <span className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
                  <CheckIcon className="size-4" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <div className="order-1 lg:order-2">
            <Gallery
              images={list<string[]>("sample.images").map((alt, index) => ({
                base: galleryBases(language)[index],
                alt,
              }))}
              labels={{
                label: t("sample.gallery.label"),
                previous: t("sample.gallery.previous"),
                next: t("sample.gallery.next"),
                stop: t("sample.gallery.stop"),
                start: t("sample.gallery.start"),
                show: (page) => t("sample.gallery.show", { page }),
                position: (page, total) => t("sample.gallery.position", { page, total }),
              }}
            />
          </div>
        </div>
      </Section>

      <Section
        id="benefits"
        tone="surface"
        eyebrow={t("benefits.eyebrow")}
        title={t("benefits.title")}
        intro={t("benefits.intro")}
      >
        <FeatureGrid
          features={list<{ title: string; text: string }[]>("benefits.items").map((item, index) => ({
            ...item,
            icon: BENEFIT_ICONS[index],
          }))}
        />
      </Section>

      <Section id="testimonials" tone="muted" eyebrow={t("testimonials.eyebrow")} title={t("testimonials.title")}>
        <Testimonials
          starsLabel={t("testimonials.stars")}
          items={list<{ quote: string; city: string }[]>("testimonials.items").map((item, index) => ({
            ...item,
            name: TESTIMONIAL_NAMES[index],
          }))}
        />
      </Section>

      <Section
        id="compare"
        eyebrow={t("compare.eyebrow")}
        title={t("compare.title")}
        intro={t("compare.intro", prices)}
      >
        <ComparisonTable
          rows={list<{ option: string; price: string; detail: string }[]>("compare.rows").map((row, index, rows) => ({
            ...row,
            ours: index === rows.length - 1,
          }))}
          caption={t("compare.caption")}
          headings={list<{ option: string; price: string; detail: string }>("compare.headings")}
        />
      </Section>

      <Section id="pricing" tone="surface" eyebrow={t("pricing.eyebrow")} title={t("pricing.title")}>
        <PricingCard
          price={prices.base}
          unit={t("pricing.unit")}
          note={t("pricing.note")}
          points={list<string[]>("pricing.points")}
          action={cta}
        />
      </Section>

      <Section id="why-travellers" eyebrow={t("reasons.eyebrow")} title={t("reasons.title")}>
        <FeatureGrid
          features={list<{ title: string; text: string }[]>("reasons.items").map((item, index) => ({
            ...item,
            icon: REASON_ICONS[index],
          }))}
        />
      </Section>

      <Section id="faq" tone="muted" eyebrow={t("faq.eyebrow")} title={t("faq.title")}>
        <Faq items={list<{ question: string; answer: string }[]>("faq.items")} name="faq" />
      </Section>

      <ClosingCta id="closing" title={t("closing.title")} text={t("closing.text")} to={clients} label={t("cta")} />
    </main>
  );
}
