import type { CountryChoice, TaxWords } from "../tax-details";
import type { CreatorTaxDetailsRow } from "../tax-tables";

/** A creator's stored tax details, as the owners read them before correcting anything. */
export function TaxDetailsFacts({
  details,
  words,
  countries,
}: {
  details: CreatorTaxDetailsRow;
  words: TaxWords;
  countries: CountryChoice[];
}) {
  const country = (code: string) => `${countries.find((c) => c.code === code)?.name ?? code} (${code})`;
  const facts: [string, string][] = [
    [words.kindLegend, words.kinds[details.kind]],
    [words.legalName, details.legalName],
    [words.addressLegend, `${details.addressLine}, ${details.postalCode} ${details.city}, ${country(details.country)}`],
    [words.dateOfBirth, details.dateOfBirth ?? "—"],
    [words.tin, `${details.tin} · ${country(details.tinCountry)}`],
    [words.vatNumber, details.vatNumber ?? "—"],
    [words.statusLegend, words.statuses[details.taxStatus]],
    [
      words.withholdingLegend,
      details.withholdingBasisPoints === null ? "—" : `${details.withholdingBasisPoints / 100} %`,
    ],
    ["Last saved", `${details.updatedAt.slice(0, 16).replace("T", " ")} by ${details.updatedBy}`],
  ];
  return (
    <section aria-labelledby="facts-title" className="grid gap-3">
      <h2 id="facts-title" className="font-display text-xl font-bold text-ink">
        As stored
      </h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
