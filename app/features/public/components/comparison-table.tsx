import { cn } from "~/utils/cn";

type Row = { option: string; price: string; detail: string; ours?: boolean };

/** The options a traveller weighs, as a real table; ours is the highlighted last row. */
export function ComparisonTable({
  rows,
  caption,
  headings,
}: {
  rows: readonly Row[];
  caption: string;
  headings: { option: string; price: string; detail: string };
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-sm text-ink-soft">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {headings.option}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {headings.price}
            </th>
            <th scope="col" className="hidden px-6 py-3 font-semibold sm:table-cell">
              {headings.detail}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.option} className={cn("border-t border-line align-top", row.ours && "bg-brand-soft")}>
              <th scope="row" className="px-4 py-4 font-semibold sm:px-6 sm:py-5">
                {row.ours ? <span className="font-display text-lg text-brand-strong">{row.option}</span> : row.option}
                {/* On phones the third column folds under the name, so nothing is lost. */}
                <span className="mt-1 block text-sm font-normal text-ink-soft sm:hidden">{row.detail}</span>
              </th>
              <td className={cn("px-4 py-4 sm:px-6 sm:py-5", row.ours ? "font-bold text-brand-strong" : "font-medium")}>
                {row.price}
              </td>
              <td className="hidden px-6 py-5 text-ink-soft sm:table-cell">{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
