import type { RouteHandle } from "~/utils/route-handle";

/**
 * The handle of the static traveller pages (landing, about, privacy): the same top bar,
 * and no React runtime (see RouteHandle.hydrate).
 */
/** The static traveller pages (landing, about, privacy, creators' page): in every language, their links and labels following the page's. */
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
