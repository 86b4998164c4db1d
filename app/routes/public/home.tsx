import { ClosingCta } from "~/components/public/closing-cta";
import { ComparisonTable } from "~/components/public/comparison-table";
import { CtaLink } from "~/components/public/cta-link";
import { Faq } from "~/components/public/faq";
import { FeatureGrid } from "~/components/public/feature-grid";
import { Gallery, galleryScript } from "~/components/public/gallery";
import { ConfirmedTablesCard, Hero } from "~/components/public/hero";
import { StepList } from "~/components/public/how-it-works";
import { CheckIcon } from "~/components/public/icons";
import { PricingCard } from "~/components/public/pricing-card";
import { Section } from "~/components/public/section";
import { Testimonials } from "~/components/public/testimonials";
import {
  BASE_PRICE,
  BENEFITS,
  COMPARISON,
  CTA_LABEL,
  FAQS,
  GALLERY_IMAGES,
  ITINERARY_FEATURES,
  PRICING_POINTS,
  REASONS,
  STEPS,
  TESTIMONIALS,
} from "~/content/landing";
import { travellerPageHandle } from "~/content/traveller-page";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/home";

/** Static but for the gallery, so no React: just the gallery's own small script. */
export const handle = { ...travellerPageHandle, scripts: [galleryScript] } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Sobremesa · Your dining concierge for Spain and beyond" },
  {
    name: "description",
    content:
      "Tell us your city, dates and meals. A local food expert picks the restaurants, we book the tables in your name, and you get a PDF itinerary with maps and dish tips. €39 flat per trip.",
  },
];

const Cta = () => <CtaLink to="/clients">{CTA_LABEL}</CtaLink>;

export default function Home() {
  return (
    <main>
      <Hero
        eyebrow="Dining concierge for travellers"
        title="We book, you enjoy the best."
        lead="Tell us your city, dates and how many meals. A local food expert picks the restaurants, your concierge books the tables in your name, and you get a PDF itinerary with confirmed reservations, maps and dish tips."
        action={<Cta />}
        points={[`${BASE_PRICE} flat per trip`, "Restaurants paid at the table", "No group-size limit"]}
        aside={<ConfirmedTablesCard />}
      />

      <Section
        id="how-it-works"
        tone="surface"
        eyebrow="Three steps"
        title="How it works"
        intro="You bring the appetite. We handle the research, the phone calls and the reservations."
      >
        <StepList steps={STEPS} />
      </Section>

      <Section
        id="sample-itinerary"
        eyebrow="Sample: two days in Madrid"
        title="See what lands in your inbox"
        intro="Every trip ends in a short, beautiful itinerary you can keep on your phone. Here are two pages from a real-format Madrid plan."
      >
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <ul className="order-2 grid gap-4 lg:order-1">
            {ITINERARY_FEATURES.map((feature) => (
              <li key={feature} className="flex gap-3 text-lg">
                <span className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
                  <CheckIcon className="size-4" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <div className="order-1 lg:order-2">
            <Gallery images={GALLERY_IMAGES} label="Sample Madrid itinerary pages" />
          </div>
        </div>
      </Section>

      <Section
        id="benefits"
        tone="surface"
        eyebrow="What you get"
        title="Everything handled, down to the dish"
        intro="The knowledge of a local, the persistence of a concierge, and one itinerary that holds it all."
      >
        <FeatureGrid features={BENEFITS} />
      </Section>

      <Section id="testimonials" tone="muted" eyebrow="From our travellers" title="Tables they still talk about">
        <Testimonials items={TESTIMONIALS} />
      </Section>

      <Section
        id="compare"
        eyebrow="Compare"
        title="Better tables for less than a tour"
        intro={`A food tour costs more for one evening than Sobremesa costs for your whole trip: ${BASE_PRICE} for up to four reservations, under €10 each.`}
      >
        <ComparisonTable rows={COMPARISON} caption="Ways to plan where you eat, with their price" />
      </Section>

      <Section id="pricing" tone="surface" eyebrow="Pricing" title="One flat fee per trip">
        <PricingCard
          price={BASE_PRICE}
          unit="per trip"
          note="Not per person. Restaurants are paid at the meal."
          points={PRICING_POINTS}
          action={<Cta />}
        />
      </Section>

      <Section id="why-travellers" eyebrow="No surprises" title="Why travellers love it">
        <FeatureGrid features={REASONS} />
      </Section>

      <Section id="faq" tone="muted" eyebrow="FAQ" title="Questions travellers ask">
        <Faq items={FAQS} name="faq" />
      </Section>

      <ClosingCta
        id="closing"
        title="Your table is waiting."
        text="Tell us where and when. Your concierge takes it from there, and you just show up hungry."
        to="/clients"
        label={CTA_LABEL}
      />
    </main>
  );
}
