import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The 404 page, in the language of the address asked for (/es/… in Spanish, /fr/… in French,
 * else English): the root renders it with that language's catalogue, and "home" is that
 * language's home.
 */
export function NotFoundPage() {
  const { t } = useTranslation("common");
  const language = languageOfPath(useLocation().pathname);
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{t("notFound.title")}</title>
      <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">404</p>
      <h1 className="text-3xl font-bold">{t("notFound.heading")}</h1>
      <p className="text-ink-soft">{t("notFound.text")}</p>
      <Link to={pathInLanguage("/", language)} className={buttonClasses()}>
        {t("notFound.home")}
      </Link>
    </main>
  );
}
