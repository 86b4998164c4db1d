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
