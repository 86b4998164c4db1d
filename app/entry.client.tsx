import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { catalogBackend, loadCatalogs, namespacesForPath } from "~/i18n/catalog";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import { i18nextOptions } from "~/i18n/options";

// The page's language is the one the server rendered (<html lang>): the same catalogs, so
// hydration sees the same words. Only this language's catalogs for this page's area are
// downloaded first; another area's are fetched when a navigation needs them.
const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
const i18n = createInstance();
const resources = await loadCatalogs(language, namespacesForPath(location.pathname));
await i18n
  .use(catalogBackend)
  .use(initReactI18next)
  .init({ ...i18nextOptions(language, resources), partialBundledLanguages: true });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
