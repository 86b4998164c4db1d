import type { i18n as I18n, Namespace, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useReactI18next } from "react-i18next";

/**
 * `useTranslation`, as react-i18next's, for every component. In the browser it is react-i18next's
 * own, which re-renders on a language change. On the server nothing changes during a render and
 * each language's i18next instance is made once per process (i18n.server.ts), yet react-i18next
 * copies every property of the instance into a fresh wrapper on each call: with a hundred calls
 * a page that copy was the largest single cost of rendering the staff's pages. Here the server
 * answers each (instance, namespaces, key prefix) with one object made once.
 */
type Answer = ReturnType<typeof useReactI18next>;

const answers = new WeakMap<I18n, Map<string, Answer>>();

function answerFor(i18n: I18n, ns: string | readonly string[] | undefined, keyPrefix: string | undefined): Answer {
  let byKey = answers.get(i18n);
  if (!byKey) {
    byKey = new Map();
    answers.set(i18n, byKey);
  }
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS ?? "translation")] : [ns].flat();
  const key = `${namespaces.join(",")}|${keyPrefix ?? ""}`;
  const known = byKey.get(key);
  if (known) return known;
  const t = wordsOnce(i18n.getFixedT(null, namespaces[0] as Namespace, keyPrefix as never) as TFunction);
  const ready = namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const answer = Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Answer;
  // A namespace still loading is asked again next time instead of being remembered as missing.
  if (ready) byKey.set(key, answer);
  return answer;
}

/**
 * A key asked alone (no count, no values) has one answer per language for the life of the
 * process, yet i18next resolves it afresh on every call: a staff page asks the same few words
 * for each of its rows ("Assign", "Unassigned", a status). Those answers are kept; a call with
 * options is i18next's own.
 */
function wordsOnce(t: TFunction): TFunction {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const known = new Map<string, string>();
  const once = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== "string") return translate(...args);
    let words = known.get(key);
    if (words === undefined) {
      words = String(translate(key));
      // Bounded all the same: a catalogue holds a few thousand keys, so more can only be keys
      // made from data, which must not grow a process's memory.
      if (known.size < 10_000) known.set(key, words);
    }
    return words;
  };
  // i18next's own function carries its language, namespaces and key prefix (`lng`, `ns`,
  // `keyPrefix`), which <Trans t={t}> reads to find the key: without them it looked in the
  // default namespace and rendered the key itself.
  return Object.assign(once, t) as unknown as TFunction;
}

function useServerTranslation(ns?: string | readonly string[], options?: { i18n?: I18n; keyPrefix?: string }): Answer {
  const context = useContext(I18nContext);
  const i18n = options?.i18n ?? context?.i18n ?? getI18n();
  return answerFor(i18n, ns, options?.keyPrefix);
}

export const useTranslation: typeof useReactI18next =
  typeof document === "undefined" ? (useServerTranslation as typeof useReactI18next) : useReactI18next;
