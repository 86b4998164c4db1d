import { Link, useMatches } from "react-router";
import { useStaffPerson } from "~/components/admin/use-staff-person";
import { buttonClasses } from "~/components/ui/button";
import { type Language, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/utils/route-handle";
import { LanguageSwitcher } from "./language-switcher";

/**
 * A link of the top bar; `labelKey` (a common-catalog key) translates it on translated pages.
 * Every link leads to the page in the current language (`translated` is kept for the routes
 * that still say so; it changes nothing now).
 */
export type NavItem = {
  to: string;
  label: string;
  labelKey?: "nav.forCreators" | "nav.creatorLogin" | "nav.getStarted" | "nav.apply";
  translated?: boolean;
  variant?: "link" | "button";
};

/**
 * The shared top bar; a route adds links with `handle.nav(loaderData)`; a page that exists in
 * every language adds the switcher (a page reached by a private link, such as set-password,
 * does not: its alternates would carry the link).
 */
export function SiteHeader({
  language,
  pathname,
  search,
  switcher,
}: {
  language: Language;
  pathname: string;
  search: string;
  switcher: boolean;
}) {
  const { t } = useTranslation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  // A signed-in team member has the staff bar's menu instead of the page's own links.
  const staffBar = useStaffPerson() !== null;
  const nav = staffBar ? [] : ((leaf?.handle as RouteHandle | undefined)?.nav?.(leaf?.loaderData) ?? []);
  return (
    <header className="border-b border-line bg-surface/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        {/* Home in the reader's language: the logo under /es leads to /es, not to the English page. */}
        <Link
          to={pathInLanguage("/", language)}
          className="font-display text-2xl font-bold tracking-tight text-brand-strong"
        >
          Sobremesa
        </Link>
        {switcher && <LanguageSwitcher current={language} pathname={pathname} search={search} />}
        {nav.length > 0 && (
          <nav aria-label="Main" className="flex flex-wrap items-center gap-2 sm:gap-4">
            {nav.map((item) => (
              <Link
                key={item.to}
                // Every traveller page exists in each language (staff pages are English only, at their bare path).
                to={pathInLanguage(item.to, language)}
                className={
                  item.variant === "button"
                    ? buttonClasses({ size: "sm" })
                    : "text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline"
                }
              >
                {item.labelKey ? t(item.labelKey) : item.label}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </header>
  );
}
