import type { InitOptions } from "i18next";
import type { LanguageResources } from "./catalog";
import type { Language } from "./languages";

/** The one i18next set-up, on the server and in the browser: one language, its catalogs, no fallback chain. */
export function i18nextOptions(language: Language, resources: LanguageResources): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    supportedLngs: [language],
    ns: Object.keys(resources),
    defaultNS: "common",
    resources: { [language]: resources },
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  } as InitOptions;
}
