import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

/** A tab that is a link (so it works without JavaScript), marked aria-current when open. */
export function TabLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "-mb-px border-b-2 px-3 py-2 text-sm font-semibold sm:px-4 sm:text-base",
        current ? "border-brand text-ink" : "border-transparent text-ink-soft hover:text-ink",
      )}
    >
      {children}
    </Link>
  );
}
