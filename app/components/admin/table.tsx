import type { ReactNode } from "react";

/** A captioned data table that scrolls sideways on narrow screens. */
export function DataTable({
  caption,
  headers,
  empty,
  children,
  keyboardScroll,
}: {
  caption: string;
  headers: string[];
  empty: string;
  children: ReactNode[];
  /**
   * For a table with nothing focusable in it: the scrolling box takes the focus itself, so a
   * keyboard can scroll it sideways (WCAG 2.1.1; axe's scrollable-region-focusable).
   */
  keyboardScroll?: boolean;
}) {
  const scroll = keyboardScroll ? { tabIndex: 0, role: "region", "aria-label": caption } : {};
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-surface" {...scroll}>
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-ink">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {children.length ? (
            children
          ) : (
            <tr>
              <td colSpan={headers.length} className="px-3 py-6 text-center text-ink-soft">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export const cellClasses = "px-3 py-2 align-top";
