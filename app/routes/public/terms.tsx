import { LegalPage } from "~/features/public/components/legal-page";
import { TERMS_UPDATED, termsSections } from "~/features/public/content/terms";
import { translatedPageHandle } from "~/features/public/content/traveller-page";
import { termsLoader } from "~/features/public/routes/terms.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/terms";

export const loader = (args: Route.LoaderArgs) => termsLoader(args);

export const handle = translatedPageHandle;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

/** The terms of service: who sells, what, at what price, cancellation and withdrawal. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { i18n, ready } = useTranslation("pages");
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  return (
    <LegalPage
      page="terms"
      language={language}
      updatedOn={TERMS_UPDATED}
      sections={termsSections(loaderData.facts, language)}
    />
  );
}
