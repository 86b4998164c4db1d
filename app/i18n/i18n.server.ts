import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { LanguageDetector, RemixI18Next } from "remix-i18next/server";
import type { BookingMessages } from "~/features/booking/booking-schema";
import { type ChangeWords, mealKind } from "~/features/itinerary/itinerary";
import { loadCatalogs, type Namespace } from "./catalog";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, languageOfPath, pathInLanguage } from "./languages";
import enTrip from "./locales/en/trip";
import { i18nextOptions } from "./options";

/**
 * The server's i18next: one instance per language, made once per process and shared by every
 * request in that language (an instance fixed to one language holds no per-request state), so a
 * request pays for no set-up. The request's language is its path's (/es/…, /fr/…, else English).
 */
const instances = new Map<Language, Promise<i18n>>();
const ready = new Map<Language, i18n>();

export function i18nextFor(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loadCatalogs(language).then(async (resources) => {
      const created = createInstance();
      await created.use(initReactI18next).init(i18nextOptions(language, resources));
      ready.set(language, created);
      return created;
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Every language loaded, so `fixedT` can be used where nothing may be awaited (inside a write transaction). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(i18nextFor));
}

/** A translation function, synchronously: for code that runs after `loadAllLanguages`. */
export function fixedT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  const instance = ready.get(language);
  if (!instance) throw new Error(`The ${language} catalogs are not loaded yet (call loadAllLanguages first)`);
  return instance.getFixedT(language, namespace) as TFunction<N>;
}

/**
 * The booking form's refusals in a language (English for the JSON API), the very object the
 * catalogue holds: the schema is cached per messages object, so it is built once per day and language.
 */
export async function bookingMessages(language: Language): Promise<BookingMessages> {
  return (await i18nextFor(language)).getResource(language, "booking", "validation") as BookingMessages;
}

/** The language of a request: the one its URL is in. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname),
  },
});

const browserLanguage = new LanguageDetector({
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  order: ["header"],
});

/**
 * The language the browser prefers among ours, from Accept-Language: what the English landing
 * page suggests (never forces) to a visitor whose browser asks for Spanish or French.
 */
export async function suggestedLanguage(request: Request): Promise<Language | null> {
  if (!request.headers.get("accept-language")) return null;
  const preferred = await browserLanguage.detect(request);
  return preferred === "es" || preferred === "fr" ? preferred : null;
}

/**
 * The language of a page where nobody is known yet (the team's sign-in): the one the browser
 * asks for among ours, else English.
 */
export async function browserLanguageOf(request: Request): Promise<Language> {
  if (!request.headers.get("accept-language")) return DEFAULT_LANGUAGE;
  const preferred = await browserLanguage.detect(request);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/** A translation function for one language and namespace (emails, Stripe, server messages). */
export async function translator<N extends Namespace>(language: Language, namespace: N): Promise<TFunction<N>> {
  return (await i18nextFor(language)).getFixedT(language, namespace) as TFunction<N>;
}

/**
 * A page's language (its path's) and its words in one namespace, for a loader or an action;
 * `page` turns one of the site's paths into the same language's.
 */
export async function requestWords<N extends Namespace>(request: Request, namespace: N) {
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    language,
    t: await translator(language, namespace),
    page: (path: string) => pathInLanguage(path, language),
  };
}

/** What the itinerary's PDF and calendar need to speak a language: the trip words and the meals' names. */
export type ItineraryWords = { t: TFunction<"trip">; kind: (localTime: string) => string };

export function itineraryWords(language: Language): ItineraryWords {
  const common = fixedT(language, "common");
  return { t: fixedT(language, "trip"), kind: (localTime) => common(`mealKinds.${mealKind(localTime)}`) };
}

/** How an itinerary update's changes are worded in a language (the traveller's email). */
export function changeWordsFor(language: Language): ChangeWords {
  return changeWordsWith(fixedT(language, "trip"));
}

function changeWordsWith(t: TFunction<"trip">): ChangeWords {
  return {
    label: (key) => t(`changes.labels.${key}`),
    meal: (position, restaurant) => t("changes.meal", { position, restaurant }),
    line: (meal, what) => t("changes.line", { meal, what }),
    added: t("changes.added"),
    short: (label, after, before) => t("changes.short", { label, after, before }),
    long: (label) => t("changes.long", { label }),
    removed: t("changes.removed"),
    none: t("changes.none"),
  };
}

/**
 * The changes as the concierge reads them: the English catalogue's words, through an i18next of
 * their own set up synchronously from the catalogue module, because they are worded inside a
 * write transaction that may run before any English request has loaded the catalogues.
 */
const englishTrip = createInstance();
englishTrip.init({ ...i18nextOptions("en", { trip: enTrip }), initAsync: false });
export const ENGLISH_CHANGE_WORDS: ChangeWords = changeWordsWith(englishTrip.getFixedT("en", "trip"));
