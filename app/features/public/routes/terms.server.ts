import { BASE_PRICE_CENTS, EXTRA_PRICE_CENTS, INCLUDED_RESERVATIONS, MAX_RESERVATIONS } from "~/domain/pricing";
import { env } from "~/env.server";
import type { TermsFacts } from "~/features/public/content/terms";
import { publicPageData } from "~/features/public/routes/public-page.server";
import { WITHDRAWAL_DAYS } from "~/features/withdrawal/withdrawal";
import { translator } from "~/i18n/i18n.server";
import { formatMoney, languageOfPath, pathInLanguage } from "~/i18n/languages";
import type { Route } from "../../../routes/public/+types/terms";

/**
 * The terms page's data (the page is terms.tsx): its facts from where they are decided (see
 * TermsFacts) and its words, in the path's language.
 */
export async function termsLoader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const [t, common] = await Promise.all([translator(language, "pages"), translator(language, "common")]);
  const page = publicPageData();
  const facts: TermsFacts = {
    company: page.company,
    support: page.support,
    basePrice: formatMoney(BASE_PRICE_CENTS, language),
    extraPrice: formatMoney(EXTRA_PRICE_CENTS, language),
    included: INCLUDED_RESERVATIONS,
    maxReservations: MAX_RESERVATIONS,
    vatRate: env().VAT_RATE,
    cancellation: common("policy.cancellation"),
    withdrawalDays: WITHDRAWAL_DAYS,
    privacyPath: pathInLanguage("/privacy", language),
  };
  return { ...page, facts, meta: { title: t("terms.meta.title"), description: t("terms.meta.description") } };
}
