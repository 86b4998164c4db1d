import { ClosingCta } from "~/components/public/closing-cta";
import { CtaLink } from "~/components/public/cta-link";
import { FactCard } from "~/components/public/fact-card";
import { Hero } from "~/components/public/hero";
import { Container } from "~/components/public/section";
import { ABOUT_FACTS, ABOUT_SECTIONS, ABOUT_TAGLINE } from "~/content/about";
import { CTA_LABEL } from "~/content/landing";
import { travellerPageHandle } from "~/content/traveller-page";
import type { Route } from "./+types/about";

export const handle = travellerPageHandle;

export const meta: Route.MetaFunction = () => [
  { title: "About · Sobremesa" },
  {
    name: "description",
    content:
      "Sobremesa is a dining concierge for travellers: local food experts pick the restaurants, we book the tables in your name. €39 flat fee, concierge included.",
  },
];

export default function About() {
  return (
    <main>
      <Hero
        eyebrow="About Sobremesa"
        title="The best part of a trip often happens at the table."
        lead="In Spain, sobremesa is the time spent lingering at the table after a meal, talking long after the plates are cleared. We started Sobremesa so travellers get more of those moments, and spend less of their trip scrolling through reviews."
        action={
          <div className="grid justify-items-start gap-4">
            <CtaLink to="/clients">{CTA_LABEL}</CtaLink>
            <p className="font-medium text-ink-soft">{ABOUT_TAGLINE}</p>
          </div>
        }
        aside={<FactCard facts={ABOUT_FACTS} />}
      />
      <section aria-label="About us" className="bg-surface py-16 sm:py-24">
        <Container className="grid gap-6 md:grid-cols-2">
          {ABOUT_SECTIONS.map((section, index) => (
            <article
              key={section.id}
              aria-labelledby={`${section.id}-title`}
              className="rounded-2xl bg-canvas p-7 ring-1 ring-line sm:p-10"
            >
              <p className="font-display text-lg font-bold text-brand" aria-hidden="true">
                0{index + 1}
              </p>
              <h2 id={`${section.id}-title`} className="mt-2 font-display text-2xl font-bold sm:text-3xl">
                {section.title}
              </h2>
              <p className="mt-4 text-lg text-ink-soft">{section.text}</p>
            </article>
          ))}
        </Container>
      </section>
      <ClosingCta
        id="about-closing"
        title="Let's find your next great table."
        text="Tell us where you're going. A concierge takes it from there."
        to="/clients"
        label={CTA_LABEL}
      />
    </main>
  );
}
