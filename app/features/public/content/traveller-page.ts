import type { RouteHandle } from "~/utils/route-handle";

/**
 * The handle of the static traveller pages (landing, about, privacy), each in every language
 * (localized): one top bar whose labels are the page's language's (labelKey) and whose "Get
 * started" link stays in it (translated), and no React runtime (see RouteHandle.hydrate).
 */
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
