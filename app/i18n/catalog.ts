import type { Language } from "./languages";
import type enAdmin from "./locales/en/admin";
import type enBooking from "./locales/en/booking";
import type enCommon from "./locales/en/common";
import type enCreator from "./locales/en/creator";
import type enDashboard from "./locales/en/dashboard";
import type enLanding from "./locales/en/landing";
import type enMail from "./locales/en/mail";
import type enMoney from "./locales/en/money";
import type enPages from "./locales/en/pages";
import type enTrip from "./locales/en/trip";
import type enWorkspace from "./locales/en/workspace";

/**
 * The translation catalogs: one module per language and namespace, English the reference.
 * Another language's catalog is typed `Catalog<typeof en…>`: the same keys (and list lengths),
 * each a string, so a key missing in Spanish or French fails the typecheck. Plural forms follow
 * i18next's suffixes (`_one`, `_other`), which tests/unit/translations.test.ts allows for.
 */
export type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

export type Resources = {
  common: typeof enCommon;
  booking: typeof enBooking;
  landing: typeof enLanding;
  mail: typeof enMail;
  trip: typeof enTrip;
  creator: typeof enCreator;
  dashboard: typeof enDashboard;
  pages: typeof enPages;
  admin: typeof enAdmin;
  workspace: typeof enWorkspace;
  money: typeof enMoney;
};
export type Namespace = keyof Resources;
export const NAMESPACES: readonly Namespace[] = [
  "common",
  "booking",
  "landing",
  "mail",
  "trip",
  "creator",
  "dashboard",
  "pages",
  "admin",
  "workspace",
  "money",
];

/**
 * What the browser loads before it hydrates a page: the namespaces of that page's area. The
 * static pages (the landing page) are rendered on the server only, so their words never reach
 * the browser; a namespace a later in-app navigation needs is fetched then (`catalogBackend`).
 */
export function namespacesForPath(pathname: string): Namespace[] {
  const bare = pathname.replace(/^\/(es|fr)(?=\/|$)/, "");
  if (bare.startsWith("/trip")) return ["common", "trip"];
  if (bare.startsWith("/creator-signup")) return ["common", "creator"];
  if (bare.startsWith("/dashboard") || bare.startsWith("/set-password")) return ["common", "dashboard"];
  // The admin pages kept the default set they had before the team spoke its own language, plus theirs.
  if (bare === "/admin" || bare.startsWith("/admin/") || bare === "/payment-admin")
    return ["common", "booking", "admin", "workspace", "money"];
  return ["common", "booking"];
}

/** An i18next backend that loads a language's namespace from its own chunk, on demand. */
export const catalogBackend = {
  type: "backend" as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data?: unknown) => void) {
    const loader = (LOADERS as Record<string, Record<string, Loader> | undefined>)[language]?.[namespace];
    if (!loader) return callback(new Error(`No ${language}/${namespace} catalog`));
    loader().then(
      (module) => callback(null, module.default),
      (error) => callback(error),
    );
  },
};

export type LanguageResources = { [N in Namespace]?: Catalog<Resources[N]> };

type Loader = () => Promise<{ default: unknown }>;

/** Each language and namespace its own module: the browser downloads only the page's language. */
const LOADERS: Record<Language, Record<Namespace, Loader>> = {
  en: {
    common: () => import("./locales/en/common"),
    booking: () => import("./locales/en/booking"),
    landing: () => import("./locales/en/landing"),
    mail: () => import("./locales/en/mail"),
    trip: () => import("./locales/en/trip"),
    creator: () => import("./locales/en/creator"),
    dashboard: () => import("./locales/en/dashboard"),
    pages: () => import("./locales/en/pages"),
    admin: () => import("./locales/en/admin"),
    workspace: () => import("./locales/en/workspace"),
    money: () => import("./locales/en/money"),
  },
  es: {
    common: () => import("./locales/es/common"),
    booking: () => import("./locales/es/booking"),
    landing: () => import("./locales/es/landing"),
    mail: () => import("./locales/es/mail"),
    trip: () => import("./locales/es/trip"),
    creator: () => import("./locales/es/creator"),
    dashboard: () => import("./locales/es/dashboard"),
    pages: () => import("./locales/es/pages"),
    admin: () => import("./locales/es/admin"),
    workspace: () => import("./locales/es/workspace"),
    money: () => import("./locales/es/money"),
  },
  fr: {
    common: () => import("./locales/fr/common"),
    booking: () => import("./locales/fr/booking"),
    landing: () => import("./locales/fr/landing"),
    mail: () => import("./locales/fr/mail"),
    trip: () => import("./locales/fr/trip"),
    creator: () => import("./locales/fr/creator"),
    dashboard: () => import("./locales/fr/dashboard"),
    pages: () => import("./locales/fr/pages"),
    admin: () => import("./locales/fr/admin"),
    workspace: () => import("./locales/fr/workspace"),
    money: () => import("./locales/fr/money"),
  },
};

/** One language's catalogs (by default all of them; the browser asks for BROWSER_NAMESPACES). */
export async function loadCatalogs<N extends Namespace = Namespace>(
  language: Language,
  namespaces: readonly N[] = NAMESPACES as readonly N[],
): Promise<{ [K in N]: Catalog<Resources[K]> }> {
  const modules = await Promise.all(namespaces.map((namespace) => LOADERS[language][namespace]()));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, modules[index].default])) as {
    [K in N]: Catalog<Resources[K]>;
  };
}
