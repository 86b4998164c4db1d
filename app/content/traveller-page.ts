import type { RouteHandle } from "~/utils/route-handle";

/**
 * The handle of the static traveller pages (landing, about, privacy): the same top bar,
 * and no React runtime (see RouteHandle.hydrate).
 */
export const travellerPageHandle = {
  nav: () => [
    { to: "/creators", label: "For Creators" },
    { to: "/clients", label: "Get started", variant: "button" as const },
  ],
  hydrate: false,
} satisfies RouteHandle;

/** The same for a page that exists in every language: its links and labels follow the page's language. */
export const translatedPageHandle = {
  nav: () => [
    { to: "/creators", label: "For Creators", labelKey: "nav.forCreators" as const },
    {
      to: "/clients",
      label: "Get started",
      labelKey: "nav.getStarted" as const,
      translated: true,
      variant: "button" as const,
    },
  ],
  hydrate: false,
  localized: true,
} satisfies RouteHandle;
