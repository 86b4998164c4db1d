import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadCatalogs } from "~/i18n/catalog";
import type { Language } from "~/i18n/languages";
import { i18nextOptions } from "~/i18n/options";

/**
 * A team screen's component as a staff member of that language reads it: rendered with the
 * admin catalogue, as the admin layout provides it, and returned as its visible text.
 */
export async function adminText(language: Language, node: ReactNode): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nextOptions(language, await loadCatalogs(language, ["admin"])));
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
