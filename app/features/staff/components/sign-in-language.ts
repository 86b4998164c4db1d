import { useEffect, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { type StaffMessages, staffMessages } from "~/features/staff/staff-forms";
import { languageOf, pageLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The browser's words were loaded in the language the document was served in. A client
 * navigation that lands on a page in another (a sign-in that learns who the person is, a new
 * choice saved, the admin after a sign-in page in the browser's language) loads the page again,
 * whole, so its words and catalogues come in that language and a page never mixes two.
 */
export function useSpokenLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = pageLanguage(
    useMatches().map((match) => match.data),
    pathname,
  );
  useEffect(() => {
    if (languageOf(i18n) !== language) window.location.reload();
  }, [i18n, language]);
}

/** The sign-in refusals in the page's language, for the browser's half of a form's check. */
export function useStaffMessages(): StaffMessages {
  const { t } = useTranslation("admin");
  return useMemo(() => staffMessages(t), [t]);
}
