import { translator } from "~/i18n/i18n.server";
import { languageOfPath } from "~/i18n/languages";
import type { Route } from "../../../routes/public/+types/creators";

/** The creators page's data (the page is creators.tsx): its title and description, in the path's language. */

export async function creatorsLoader({ request }: Route.LoaderArgs) {
  const t = await translator(languageOfPath(new URL(request.url).pathname), "pages");
  return { meta: { title: t("creators.meta.title"), description: t("creators.meta.description") } };
}
