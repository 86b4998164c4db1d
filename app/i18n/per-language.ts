/**
 * What `make` builds from a translation function, built once per function and kept: a form's
 * schema with its messages in the reader's language. On the server each language's `t` lives as
 * long as the process (use-translation.ts), so a page of twenty forms builds none after the first
 * request; in the browser a language change brings a new `t`, and with it a new schema. `make`
 * is a module's constant: a function made during a render would never be found again.
 */
const made = new WeakMap<object, WeakMap<object, unknown>>();

export function perLanguage<T, Words extends object>(make: (t: Words) => T, t: Words): T {
  let byWords = made.get(make);
  if (!byWords) {
    byWords = new WeakMap();
    made.set(make, byWords);
  }
  if (byWords.has(t)) return byWords.get(t) as T;
  const value = make(t);
  byWords.set(t, value);
  return value;
}
