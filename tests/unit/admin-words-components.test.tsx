import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "~/features/admin-dashboard/components/list-controls";
import { FirstOwnerBanner } from "~/features/staff/components/first-owner-banner";
import type { Language } from "~/i18n/languages";
import { adminText } from "../support/admin-words";

/** The database's paging and the first-owner banner in the reader's language. */
const paging = (language: Language, page: number, total: number, more: boolean) =>
  adminText(
    language,
    <MemoryRouter>
      <Pagination query={{ q: "Capcount", page }} total={total} more={more} label="bookings pages" />
    </MemoryRouter>,
  );

describe("the database's paging in the reader's language", () => {
  it("stays as English has always read it", async () => {
    const text = await paging("en", 1, 1000, true);
    expect(text).toContain("Showing 1–50 of 1,000+ matching “Capcount”");
    expect(text).toContain("Page 1 of 20+");
  });

  it("counts past the cap with the Spanish and French grouping", async () => {
    const es = await paging("es", 21, 1050, true);
    // Spanish groups only from five digits, as Intl writes it for es-ES.
    expect(es).toContain("Mostrando 1001–1050 de 1050+ que coinciden con «Capcount»");
    expect(es).toContain("Página anterior");
    expect(es).toContain("Página 21 de 21+");
    expect(es).toContain("Página siguiente");
    const fr = await paging("fr", 1, 1000, true);
    expect(fr).toContain("Affichage de 1 à 50 sur 1\u202f000+ correspondant à « Capcount »");
    expect(fr).toContain("Page 1 sur 20+");
  });
});

describe("the first-owner banner in the reader's language", () => {
  it("says in Spanish and French that nobody has an account yet", async () => {
    const es = await adminText(
      "es",
      <MemoryRouter>
        <FirstOwnerBanner />
      </MemoryRouter>,
    );
    expect(es).toContain("Nadie tiene cuenta todavía");
    expect(es).toContain("Crea la cuenta del primer propietario");
    const fr = await adminText(
      "fr",
      <MemoryRouter>
        <FirstOwnerBanner />
      </MemoryRouter>,
    );
    expect(fr).toContain("Personne n'a encore de compte");
    expect(fr).toContain("Créer le compte du premier propriétaire");
  });
});
