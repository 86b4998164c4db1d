import { useTranslation } from "react-i18next";
import { LegalPage } from "~/components/public/legal-page";
import { TERMS_UPDATED, termsSections } from "~/content/terms";
import { translatedPageHandle } from "~/content/traveller-page";
import { languageOf } from "~/i18n/languages";
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
