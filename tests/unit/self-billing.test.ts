import { describe, expect, it } from "vitest";
import { AGREEMENT_VERSION, agreementParagraphs, agreementText } from "~/features/self-billing/agreement";
import { selfBilledHash, verifySelfBilledChain } from "~/features/self-billing/self-billed-chain.server";
import { bilingual, serviceDescription } from "~/features/self-billing/self-billed-words";
import { mentionsFor, selfBilledAmounts, seriesOf, shareOf } from "~/features/self-billing/self-billing";
import type { SelfBilledInvoiceRow } from "~/features/self-billing/self-billing-tables";
import { LANGUAGES } from "~/i18n/languages";

/** Self-billed invoices' rules (decision 0074): the figures by tax status, the series, the words and the chain. */

describe("the figures", () => {
  it("a Spanish professional: 21 % VAT added, IRPF withheld at their rate", () => {
    expect(selfBilledAmounts(1800, "es_professional", 1500)).toEqual({
      baseCents: 1800,
      vatBasisPoints: 2100,
      vatCents: 378,
      withholdingBasisPoints: 1500,
      withholdingCents: 270,
      totalCents: 1908,
    });
    expect(selfBilledAmounts(1800, "es_professional", 700)).toMatchObject({ withholdingCents: 126, totalCents: 2052 });
  });

  it("an EU business and a creator outside the EU: the base, no VAT, nothing withheld", () => {
    for (const status of ["eu_business", "non_eu"] as const) {
      expect(selfBilledAmounts(1800, status, 1500)).toEqual({
        baseCents: 1800,
        vatBasisPoints: 0,
        vatCents: 0,
        withholdingBasisPoints: 0,
        withholdingCents: 0,
        totalCents: 1800,
      });
    }
  });

  it("rounds each share half up to the cent, in integers", () => {
    expect(shareOf(250, 2100)).toBe(53); // 52.5
    expect(shareOf(249, 2100)).toBe(52); // 52.29
    expect(shareOf(10, 1500)).toBe(2); // 1.5
    expect(shareOf(0, 2100)).toBe(0);
    expect(() => shareOf(1.5, 2100)).toThrow(RangeError);
  });

  it("says who issued it, and reverse charge where the company owes the VAT", () => {
    expect(mentionsFor("es_professional")).toEqual(["selfBilled"]);
    expect(mentionsFor("eu_business")).toEqual(["selfBilled", "reverseCharge"]);
    expect(mentionsFor("non_eu")).toEqual(["selfBilled", "reverseCharge"]);
  });
});

describe("the words", () => {
  it("has the agreement's current wording in every language", () => {
    for (const language of LANGUAGES) {
      expect(agreementParagraphs(AGREEMENT_VERSION, language)?.length).toBe(4);
      expect(agreementText(AGREEMENT_VERSION, language)).toContain("1619/2012");
    }
    expect(agreementText("1999-01", "en")).toBeNull();
  });

  it("prints the law's Spanish beside the creator's language", () => {
    expect(bilingual("base", "en")).toBe("Base imponible / Taxable base");
    expect(bilingual("base", "fr")).toBe("Base imponible / Base imposable");
    expect(bilingual("base", "es")).toBe("Base imponible");
    expect(serviceDescription(1, "2026-11", "es")).toBe(
      "Recomendaciones de restaurantes para viajeros de Sobremesa, periodo 2026-11: 1 comida reservada",
    );
    expect(seriesOf(12, 2026)).toBe("AF-12-2026");
  });
});

function chain(count: number): SelfBilledInvoiceRow[] {
  const rows: SelfBilledInvoiceRow[] = [];
  for (let i = 1; i <= count; i++) {
    const fields = {
      sellerTaxId: "12345678Z",
      fullNumber: `AF-7-2026-00000${i}`,
      issueDate: "2026-11-05",
      issuedAt: `2026-11-05T10:0${i}:00.000Z`,
      buyerTaxId: "B12345674",
      ...selfBilledAmounts(600 * i, "es_professional", 1500),
      previousHash: rows.at(-1)?.hash ?? "",
    };
    rows.push({ ...fields, hash: selfBilledHash(fields), id: i } as SelfBilledInvoiceRow);
  }
  return rows;
}

describe("the chain", () => {
  it("verifies as issued, and a changed amount breaks it at that invoice", () => {
    const rows = chain(3);
    expect(verifySelfBilledChain(rows)).toEqual({ ok: true, count: 3 });
    const changed = rows.map((row) => (row.id === 2 ? { ...row, totalCents: row.totalCents + 1 } : row));
    expect(verifySelfBilledChain(changed)).toEqual({ ok: false, count: 3, brokenAt: "AF-7-2026-000002" });
  });

  it("breaks where an invoice is removed, even with its own hash intact", () => {
    const rows = chain(3);
    expect(verifySelfBilledChain([rows[0], rows[2]])).toMatchObject({ ok: false, brokenAt: "AF-7-2026-000003" });
  });
});
