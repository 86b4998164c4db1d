import { createInstance, type TFunction } from "i18next";
import { loadCatalogs } from "~/i18n/catalog";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import { i18nextOptions } from "~/i18n/options";

/**
 * The admin words in the language the page was rendered in (<html lang>), for code that runs in
 * the browser outside a component: a client action's toast has no hook to ask.
 */
export async function documentAdminWords(): Promise<TFunction<"admin">> {
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const i18n = createInstance();
  await i18n.init(i18nextOptions(language, await loadCatalogs(language, ["admin"])));
  return i18n.getFixedT(language, "admin");
}
