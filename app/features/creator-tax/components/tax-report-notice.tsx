import type { TaxWords } from "../tax-details";

/** What the platform reports of the creator each year under DAC7, why, and how long it keeps it. */
export function TaxReportNotice({ words }: { words: TaxWords }) {
  return (
    <section aria-labelledby="dac7-title" className="grid gap-2 rounded-2xl border border-line bg-canvas p-5">
      <h2 id="dac7-title" className="text-lg font-semibold text-ink">
        {words.dac7.title}
      </h2>
      <p className="text-ink">{words.dac7.why}</p>
      <p className="text-ink">{words.dac7.what}</p>
      <p className="text-sm text-ink-soft">{words.dac7.keep}</p>
    </section>
  );
}
