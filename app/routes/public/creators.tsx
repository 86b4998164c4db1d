import { ClosingCta } from "~/features/public/components/closing-cta";
import { CtaLink } from "~/features/public/components/cta-link";
import { FeatureGrid } from "~/features/public/components/feature-grid";
import { Hero } from "~/features/public/components/hero";
import { StepList } from "~/features/public/components/how-it-works";
import { RequestCard } from "~/features/public/components/request-card";
import { Section } from "~/features/public/components/section";
import { creatorsLoader } from "~/features/public/routes/creators.server";
import { languageOf, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/creators";

export const handle = {
  nav: () => [
    { to: "/dashboard", label: "Creator Login", labelKey: "nav.creatorLogin" as const, translated: true },
    { to: "/creator-signup", label: "Apply", labelKey: "nav.apply" as const, translated: true, variant: "button" },
  ],
  hydrate: false,
  localized: true,
} satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export const loader = (args: Route.LoaderArgs) => creatorsLoader(args);

/** The benefits' icons, in the order of the catalog's items. */
const BENEFIT_ICONS = ["wallet", "users", "spark"] as const;

export default function Creators() {
  const { t, i18n, ready } = useTranslation("pages");
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  const list = <T,>(key: string): T => t(key as never, { returnObjects: true } as never) as T;
  const signup = pathInLanguage("/creator-signup", language);
  const cta = <CtaLink to={signup}>{t("creators.cta")}</CtaLink>;
  return (
    <main>
      <Hero
        eyebrow={t("creators.eyebrow")}
        title={t("creators.title")}
        lead={t("creators.lead")}
        action={cta}
        points={list<string[]>("creators.points")}
        aside={<RequestCard words={list("creators.card")} />}
      />
      <Section
        id="creator-benefits"
        tone="surface"
        eyebrow={t("creators.benefits.eyebrow")}
        title={t("creators.benefits.title")}
        intro={t("creators.benefits.intro")}
      >
        <FeatureGrid
          features={list<{ title: string; text: string }[]>("creators.benefits.items").map((item, index) => ({
            ...item,
            icon: BENEFIT_ICONS[index],
          }))}
          columns={3}
        />
      </Section>
      <Section id="creator-steps" eyebrow={t("creators.steps.eyebrow")} title={t("creators.steps.title")}>
        <StepList steps={list<{ title: string; text: string }[]>("creators.steps.items")} />
      </Section>
      <ClosingCta
        id="creator-closing"
        title={t("creators.closing.title")}
        text={t("creators.closing.text")}
        to={signup}
        label={t("creators.cta")}
      />
    </main>
  );
}
