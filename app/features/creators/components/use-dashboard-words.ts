import { createContext, useContext } from "react";
import { dateFormat } from "~/domain/date-formats";
import { formatSubmitted } from "~/features/creators/creator-stats";
import { formatCalendarDate, formatCalendarRange, INTL_LOCALE, languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The dashboard's words and dates in the page's language. Dates of a request are calendar days
 * (no time), so they are formatted in UTC, the zone they were stored in.
 */
export function useDashboardWords() {
  const { t, i18n } = useTranslation("dashboard");
  const { t: common } = useTranslation("common");
  const language = languageOf(i18n);
  const locale = INTL_LOCALE[language];
  return {
    t,
    common,
    language,
    /** "10 Dec 2026": a stay's first or last day. */
    day: (iso: string) => formatCalendarDate(iso, language),
    /** "3–6 May": a stay, as a request is named in words. */
    stay: (from: string, to: string) => formatCalendarRange(from, to, language),
    /** "Thu 10 Dec": a meal's day. */
    mealDay: (iso: string) =>
      dateFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      ),
    submitted: (iso: string | null | undefined) => formatSubmitted(iso, locale, t("dashboard.unknownDate")),
  };
}

export type DashboardWords = ReturnType<typeof useDashboardWords>;

/**
 * The words DashboardView made, shared with the parts inside it (each card, its meals, its form):
 * twenty request cards would otherwise each work out the same words and date formats again.
 * DashboardView re-renders on a language change, so the shared words follow it.
 */
export const DashboardWordsContext = createContext<DashboardWords | null>(null);

/** The dashboard's words inside DashboardView (which provides them), without asking i18next again. */
export function useSharedDashboardWords(): DashboardWords {
  const shared = useContext(DashboardWordsContext);
  if (!shared) throw new Error("useSharedDashboardWords is for the parts inside DashboardView");
  return shared;
}
