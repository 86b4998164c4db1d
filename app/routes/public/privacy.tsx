import { useTranslation } from "react-i18next";
import { Container } from "~/components/public/section";
import { PRIVACY_UPDATED, privacySections } from "~/content/privacy";
import { translatedPageHandle } from "~/content/traveller-page";
import type { CompanyIdentity } from "~/domain/support-contact";
import { INTL_LOCALE, languageOf } from "~/i18n/languages";
import type { Route } from "./+types/privacy";
import { privacyLoader } from "./privacy.server";

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
  const { t, i18n, ready } = useTranslation("pages");
  if (!ready) return <main aria-busy="true" className="min-h-screen" />;
  const language = languageOf(i18n);
  const sections = privacySections(loaderData.supportEmail, language);
  const updated = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${PRIVACY_UPDATED}T12:00:00Z`),
  );
  return (
    <main className="bg-canvas py-14 sm:py-20">
      <Container className="max-w-3xl">
        <p className="eyebrow">{t("privacy.eyebrow")}</p>
        <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-5xl">{t("privacy.title")}</h1>
        <p className="mt-4 text-ink-soft">
          {t("privacy.updated")} <time dateTime={PRIVACY_UPDATED}>{updated}</time>
        </p>
        {t("privacy.prevails") && <p className="mt-4 rounded-xl bg-info-soft p-4 text-ink">{t("privacy.prevails")}</p>}
        <DataController company={loaderData.company} email={loaderData.supportEmail} />

        <nav aria-label={t("privacy.onThisPage")} className="mt-10 rounded-2xl bg-surface p-6 ring-1 ring-line">
          <p className="text-sm font-semibold tracking-widest text-ink-soft uppercase">{t("privacy.onThisPage")}</p>
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
            className="mt-12 scroll-mt-6 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 text-lg leading-relaxed text-ink-soft [&_strong]:text-ink"
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
