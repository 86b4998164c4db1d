import type { CompanyIdentity } from "~/domain/support-contact";
import { LegalPage } from "~/features/public/components/legal-page";
import { PRIVACY_UPDATED, privacySections } from "~/features/public/content/privacy";
import { translatedPageHandle } from "~/features/public/content/traveller-page";
import { privacyLoader } from "~/features/public/routes/privacy.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/privacy";

export const loader = (args: Route.LoaderArgs) => privacyLoader(args);

export const handle = translatedPageHandle;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

/** Who is responsible for the data (GDPR art. 13(1)(a)): the company from configuration, as on the invoices. */
function DataController({ company, email }: { company: CompanyIdentity; email: string }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="controller-title" className="mt-8 rounded-2xl bg-surface p-6 ring-1 ring-line">
      <h2 id="controller-title" className="font-display text-xl font-bold">
        {t("privacy.controller")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("privacy.controllerText")}</p>
      <p className="mt-2 text-ink">
        <strong>{company.legalName}</strong> (NIF {company.taxId}), {company.address} ·{" "}
        <a href={`mailto:${email}`} className="font-medium text-brand-strong underline underline-offset-4">
          {email}
        </a>
      </p>
    </section>
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { i18n, ready } = useTranslation("pages");
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  return (
    <LegalPage
      page="privacy"
      language={language}
      updatedOn={PRIVACY_UPDATED}
      sections={privacySections(loaderData.supportEmail, language)}
      beforeOutline={<DataController company={loaderData.company} email={loaderData.supportEmail} />}
    />
  );
}
