import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogs, NAMESPACES } from "~/i18n/catalog";

/**
 * The person who books the tables has one name in Spanish. The pages say "concierge" (as Spain's
 * travel trade does), so an invitation that says "conserje" reads as a different job. The
 * service's own name, "conserjería gastronómica" on invoices, is a different word and stays.
 */

type Tree = { readonly [key: string]: string | Tree };
const strings = (tree: Tree, prefix: string): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}.${key}`, value]] : strings(value, `${prefix}.${key}`),
  );

/** "conserje", "conserjes", never "conserjería". */
const CONSERJE = /\bconserjes?\b/i;
const CONCIERGE = /\bconcierges?\b/i;

/** The Spanish legal pages are written as pages, outside the catalogues. */
const SPANISH_PAGES = ["app/features/public/content/terms/es.tsx", "app/features/public/content/privacy/es.tsx"];

describe("the Spanish word for the concierge", async () => {
  const spanish = await loadCatalogs("es");
  const texts: [string, string][] = [
    ...NAMESPACES.flatMap((namespace) => strings(spanish[namespace] as Tree, namespace)),
    ...SPANISH_PAGES.map((path): [string, string] => [path, readFileSync(path, "utf8")]),
  ];

  it("is the one the pages use, everywhere: no text says conserje for the role", () => {
    expect(texts.filter(([, text]) => CONCIERGE.test(text)).length).toBeGreaterThan(0);
    expect(texts.filter(([, text]) => CONSERJE.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it("invites a concierge to the team as a concierge", () => {
    expect(spanish.mail.staffRoles.concierge).toBe("concierge");
  });
});
