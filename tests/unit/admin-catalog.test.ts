import { describe, expect, it } from "vitest";
import { loadCatalogs, NAMESPACES } from "~/i18n/catalog";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/i18n/languages";

/**
 * The team's screens have the same completeness check as the traveller's (translations.test.ts
 * runs it over every namespace in NAMESPACES): the "admin" catalogue is one of them, and here
 * its own rules are checked besides: nothing left empty, every count through i18next's plural
 * forms, and language names in lower case inside a Spanish or French sentence.
 */

type Tree = { readonly [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the admin catalogue", async () => {
  const catalogs = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (language) => [language, await loadCatalogs(language, ["admin"])] as const)),
  );
  const english = new Map(flatten(catalogs.en.admin as Tree));

  it("is one of the namespaces every completeness check walks", () => {
    expect(NAMESPACES).toContain("admin");
  });

  for (const language of LANGUAGES) {
    it(`${language}: has every English key, none empty, with the English placeholders`, () => {
      const entries = new Map(flatten(catalogs[language].admin as Tree));
      expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) {
        expect(text.trim(), `${language}/admin:${key}`).not.toBe("");
        expect(variables(text), `${language}/admin:${key}`).toEqual(variables(english.get(key) ?? ""));
      }
    });

    it(`${language}: counts go through plural forms ("1 booking", "2 bookings")`, async () => {
      await loadAllLanguages();
      const t = fixedT(language, "admin");
      const one = t("toasts.bookingCount", { count: 1 });
      const two = t("toasts.bookingCount", { count: 2 });
      expect(one).toMatch(/^1 \S+$/);
      expect(two).toMatch(/^2 \S+s$/);
      expect(t("today.tables", { count: 1 })).not.toBe(t("today.tables", { count: 2 }).replace(/^2/, "1"));
      // Every key counted (a `count` placeholder) has its one and other forms.
      for (const key of english.keys()) {
        if (!key.endsWith("_one")) continue;
        expect(english.has(key.replace(/_one$/, "_other")), key).toBe(true);
      }
    });
  }

  it("writes language names in lower case inside Spanish and French sentences", async () => {
    await loadAllLanguages();
    const capitalised = /\S\s+(Inglés|Español|Francés|Anglais|Espagnol|Français)\b/;
    for (const language of ["es", "fr"] as const) {
      for (const [key, text] of flatten(catalogs[language].admin as Tree)) {
        expect(capitalised.test(text), `${language}/admin:${key}: ${text}`).toBe(false);
      }
    }
    expect(fixedT("es", "admin")("account.invalid")).toBe("Elige inglés, español o francés.");
  });
});
