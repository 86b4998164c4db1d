import { Link, useLocation, useMatches } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { SupportLines } from "~/components/support/support-lines";
import type { SupportContact } from "~/domain/support-contact";
import { languageOf, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/utils/route-handle";
import { Container } from "./section";

const linkClass = "rounded-sm text-on-ink-soft underline-offset-4 hover:text-on-ink hover:underline";

/**
 * The public pages' footer: contact by phone (and WhatsApp when configured) and email, the Madrid
 * address, the legal pages (terms, privacy), and on translated pages the languages.
 */
export function SiteFooter({ support }: { support: SupportContact }) {
  const supportEmail = support.email;
  const { t, i18n, ready } = useTranslation("landing");
  const { pathname, search } = useLocation();
  const localized = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.localized);
  const language = languageOf(i18n);
  // After an in-app navigation the footer's words arrive a moment after the page: no keys on show meanwhile.
  if (!ready) return null;
  return (
    <footer className="bg-ink py-12 text-on-ink [--color-focus:var(--color-on-ink)]">
      <Container className="grid gap-10 sm:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl font-bold">Sobremesa</p>
          <p className="mt-3 max-w-xs text-on-ink-soft">{t("footer.tagline")}</p>
          {localized && (
            <div className="mt-4">
              <LanguageSwitcher current={language} pathname={pathname} search={search} placement="footer" />
            </div>
          )}
        </div>
        <nav aria-label={t("footer.footerNav")}>
          <p className="text-sm font-semibold tracking-widest text-on-ink uppercase">{t("footer.company")}</p>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                {t("footer.contact")}
              </a>
            </li>
            <li>
              <Link to={localized ? pathInLanguage("/about", language) : "/about"} className={linkClass}>
                {t("footer.about")}
              </Link>
            </li>
            <li>
              <Link to={localized ? pathInLanguage("/terms", language) : "/terms"} className={linkClass}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to={localized ? pathInLanguage("/privacy", language) : "/privacy"} className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={localized ? pathInLanguage("/creators", language) : "/creators"} className={linkClass}>
                {t("footer.forCreators")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold tracking-widest text-on-ink uppercase">{t("footer.inTouch")}</p>
          <address className="mt-3 grid gap-2 text-on-ink-soft not-italic">
            <SupportLines contact={support} linkClass={linkClass} />
            <span>{t("footer.place")}</span>
          </address>
        </div>
      </Container>
      <Container className="mt-10">
        <p className="border-t border-on-ink-soft/25 pt-6 text-sm text-on-ink-soft">{t("footer.rights")}</p>
      </Container>
    </footer>
  );
}
