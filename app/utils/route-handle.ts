import type { NavItem } from "~/components/site-header";

/** What a route module may declare in `export const handle`. */
export type RouteHandle = {
  /** Links for the shared top bar, from the route's loader data. */
  nav?: (data: unknown) => NavItem[];
  /**
   * false: the page ships without the React runtime (about 113 kB gzip), because it has
   * nothing interactive that plain HTML (plus `scripts`) cannot do. Links still work;
   * they are ordinary page loads.
   */
  hydrate?: boolean;
  /** URLs of small standalone module scripts for a page that is not hydrated (e.g. a `?worker&url` build). */
  scripts?: string[];
  /**
   * An admin page: its title (and, while the token form shows, `lockedTitle`, else 'Admin
   * Access'), its description, and what its token form says it opens.
   */
  admin?: { title: string; lockedTitle?: string; description: string; gate: string };
  /**
   * The page exists in every language (/…, /es/…, /fr/…): it gets hreflang alternates and the
   * language switcher. Pages without it are English only.
   */
  localized?: boolean;
};
