import { priceWords } from "~/features/public/content/landing";
import { suggestedLanguage, translator } from "~/i18n/i18n.server";
import { languageInSentence, languageOfPath, pathInLanguage } from "~/i18n/languages";
import type { Route } from "../../../routes/public/+types/home";

/** The home page's data (the page is home.tsx): its words, and the suggestion of the browser's language. */

export async function homeLoader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = await translator(language, "landing");
  // The English page suggests the browser's language, in that language (the page answers Vary: Accept-Language).
  const suggested = language === "en" ? await suggestedLanguage(request) : null;
  const suggestion = suggested
    ? {
        language: suggested,
        href: pathInLanguage("/", suggested),
        text: (await translator(suggested, "landing"))("suggestion", {
          language: languageInSentence(suggested, suggested),
        }),
      }
    : null;
  return {
    meta: { title: t("meta.title"), description: t("meta.description", priceWords(language)) },
    suggestion,
  };
}
