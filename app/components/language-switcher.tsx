import { LANGUAGE_NAMES, LANGUAGES, type Language, languageInSentence, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The same page in the other languages: plain links (a full page load, so the new language's
 * words and catalogs come with it), each marked with the language it leads to. A link keeps the
 * address's query, which may be what the page shows (/success?session_id=…); a page whose query
 * is private has no switcher (set-password).
 */
export function LanguageSwitcher({
  current,
  pathname,
  search,
  placement = "header",
}: {
  current: Language;
  pathname: string;
  /** The current address's query string, "?…" or "". */
  search: string;
  /** The footer's copy sits on the dark footer and names itself apart (two landmarks, two names). */
  placement?: "header" | "footer";
}) {
  const { t } = useTranslation();
  const tone = placement === "footer" ? "text-on-ink-soft hover:text-on-ink" : "text-ink-soft hover:text-ink";
  return (
    <nav aria-label={placement === "footer" ? t("languages.footerLabel") : t("languages.label")}>
      <ul className="flex flex-wrap items-center gap-3 text-sm">
        {LANGUAGES.filter((language) => language !== current).map((language) => (
          <li key={language}>
            <a
              href={`${pathInLanguage(pathname, language)}${search}`}
              lang={language}
              hrefLang={language}
              title={t("languages.switchTo", { language: languageInSentence(language, current) })}
              className={`font-medium underline underline-offset-4 ${tone}`}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * hreflang alternates for a page that exists in every language, plus x-default (the English
 * one): by path alone, the page a search engine lists, never a visitor's query.
 */
export function LanguageAlternates({ origin, pathname }: { origin: string; pathname: string }) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={`${origin}${pathInLanguage(pathname, language)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathInLanguage(pathname, "en")}`} />
    </>
  );
}
