import { Link, useMatches } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { RouteHandle } from "~/utils/route-handle";

export type NavItem = { to: string; label: string; variant?: "link" | "button" };

/** The shared top bar; a route adds links with `handle.nav(loaderData)`. */
export function SiteHeader() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const nav = (leaf?.handle as RouteHandle | undefined)?.nav?.(leaf?.loaderData) ?? [];
  return (
    <header className="border-b border-line bg-surface/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="font-display text-2xl font-bold tracking-tight text-brand-strong">
          Sobremesa
        </Link>
        {nav.length > 0 && (
          <nav aria-label="Main" className="flex flex-wrap items-center gap-2 sm:gap-4">
            {nav.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className={
                  item.variant === "button"
                    ? buttonClasses({ size: "sm" })
                    : "text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline"
                }
              >
                {item.label}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </header>
  );
}
