import { publicPageData } from "~/features/public/routes/public-page.server";
import { translator } from "~/i18n/i18n.server";
import { languageOfPath } from "~/i18n/languages";
import type { Route } from "../../../routes/public/+types/privacy";

/** The privacy page's data (the page is privacy.tsx): the policy's facts and the page's words, in the path's language. */

export async function privacyLoader({ request }: Route.LoaderArgs) {
  const t = await translator(languageOfPath(new URL(request.url).pathname), "pages");
  return {
    ...publicPageData(),
    meta: { title: t("privacy.meta.title"), description: t("privacy.meta.description") },
  };
}
