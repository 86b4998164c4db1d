import { ClosingCta } from "~/components/public/closing-cta";
import { CtaLink } from "~/components/public/cta-link";
import { FeatureGrid } from "~/components/public/feature-grid";
import { Hero } from "~/components/public/hero";
import { StepList } from "~/components/public/how-it-works";
import { RequestCard } from "~/components/public/request-card";
import { Section } from "~/components/public/section";
import { CREATOR_BENEFITS, CREATOR_CTA, CREATOR_STEPS } from "~/content/creators";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/creators";

export const handle = {
  nav: () => [
    { to: "/dashboard", label: "Creator Login" },
    { to: "/creator-signup", label: "Apply", variant: "button" },
  ],
  hydrate: false,
} satisfies RouteHandle;

export const meta: Route.MetaFunction = () => [
  { title: "For creators · Sobremesa" },
  {
    name: "description",
    content:
      "Local food creators: curate restaurant picks for travellers visiting your city, get paid for your taste and grow your audience. Apply to join Sobremesa.",
  },
];

const Cta = () => <CtaLink to="/creator-signup">{CREATOR_CTA}</CtaLink>;

export default function Creators() {
  return (
    <main>
      <Hero
        eyebrow="For local food creators"
        title="Turn your food knowledge into income."
        lead="Travellers want to eat where you eat. Join Sobremesa as a local food expert: pick the restaurants for real trips in your city, get paid for your recommendations and grow your audience along the way."
        action={<Cta />}
        points={["Audiences of any size welcome", "An answer within 2–3 business days", "Your own creator dashboard"]}
        aside={<RequestCard />}
      />
      <Section
        id="creator-benefits"
        tone="surface"
        eyebrow="Why creators join"
        title="Your taste, working for you"
        intro="You already know where to eat. Sobremesa puts that knowledge in front of travellers who value it."
      >
        <FeatureGrid features={CREATOR_BENEFITS} columns={3} />
      </Section>
      <Section id="creator-steps" eyebrow="Three steps" title="How it works">
        <StepList steps={CREATOR_STEPS} />
      </Section>
      <ClosingCta
        id="creator-closing"
        title="Share the tables you love."
        text="Tell us about yourself and your city. We read every application."
        to="/creator-signup"
        label={CREATOR_CTA}
      />
    </main>
  );
}
