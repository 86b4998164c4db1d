import type { ReactNode } from "react";

/** One part of the workspace: a titled landmark that the page's in-page links can reach. */
export function WorkspaceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value, in a description list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

export const factsClasses = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
