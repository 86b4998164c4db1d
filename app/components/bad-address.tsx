import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The 400 page for an address whose %-escapes do not decode (a link cut short: `/trip/%E0%A4%A`,
 * a lone `%`). The server refuses such a path before any route sees it and has the root render
 * this page at the home of the path's language (server/middleware/malformed-path.ts), so the
 * location here is that home: the words and the way home are in its language.
 */

/** What the root's loader throws, with status 400, for that render. */
export const MALFORMED_PATH = "malformed-path";

export const isMalformedPath = (error: unknown) =>
  isRouteErrorResponse(error) && error.status === 400 && error.data === MALFORMED_PATH;

export function BadAddressPage() {
  const { t } = useTranslation("common");
  const language = languageOfPath(useLocation().pathname);
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{t("badAddress.title")}</title>
      <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">400</p>
      <h1 className="text-3xl font-bold">{t("badAddress.heading")}</h1>
      <p className="text-ink-soft">{t("badAddress.text")}</p>
      <Link to={pathInLanguage("/", language)} className={buttonClasses()}>
        {t("badAddress.home")}
      </Link>
    </main>
  );
}
