import { configuredSupport } from "~/content/support-contact.server";
import { priceWords } from "~/features/public/content/landing";
import { translator } from "~/i18n/i18n.server";
import { languageOfPath } from "~/i18n/languages";
import type { Route } from "../../../routes/public/+types/about";

/** The about page's data (the page is about.tsx): its title and description, in the path's language. */

export async function aboutLoader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = await translator(language, "pages");
  return {
    support: configuredSupport(),
    meta: { title: t("about.meta.title"), description: t("about.meta.description", priceWords(language)) },
  };
}
