// First: it must run before any module builds a zod schema (zod-without-eval.ts says why).
import "~/utils/zod-without-eval";
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { BadAddressPage, isMalformedPath, MALFORMED_PATH } from "~/components/bad-address";
import { FallbackScreen } from "~/components/fallback-screen";
import { LanguageAlternates } from "~/components/language-switcher";
import { NotFoundPage } from "~/components/not-found";
import { SiteHeader } from "~/components/site-header";
import { ServerToast, Toaster } from "~/components/ui/toast";
import { env } from "~/env.server";
import { takeToast } from "~/http/toast.server";
import { i18nServer } from "~/i18n/i18n.server";
import { type Language, pageLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { useNonce } from "~/utils/nonce";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // A stylesheet resource (precedence): React puts it ahead of the pages' module preloads in <head>,
  // so the first paint waits for the CSS alone, not for the scripts queued before it on a slow link.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A path that did not decode, rendered at its language's home by the server (server/middleware/malformed-path.ts).
  if (context.malformedPath) throw data(MALFORMED_PATH, { status: 400 });
  const { toast, headers } = await takeToast(request);
  const language = (await i18nServer.getLocale(request)) as Language;
  // Absolute addresses for the hreflang alternates: the site's public origin, never the request's Host.
  const origin = env().PUBLIC_URL ?? new URL(request.url).origin;
  return data({ toast, language, origin }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { t } = useTranslation();
  const location = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const language = pageLanguage(
    matches.map((match) => match.data),
    location.pathname,
  );
  // The page for a path that did not decode is rendered at another path than the browser's: plain
  // HTML, never hydrated (the browser's router would match the path it shows, not the one rendered).
  const handles: RouteHandle[] = isMalformedPath(useRouteError())
    ? [{ hydrate: false }]
    : matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const hydrate = handles.every((handle) => handle.hydrate !== false);
  const scripts = handles.flatMap((handle) => handle.scripts ?? []);
  const localized = handles.some((handle) => handle.localized);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a63d24" />
        <Meta />
        <Links />
        {localized && root && <LanguageAlternates origin={root.origin} pathname={location.pathname} />}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader language={language} pathname={location.pathname} search={location.search} switcher={localized} />
        <div id="main" className="flex flex-1 flex-col">
          {children}
        </div>
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          scripts.map((src) => <script key={src} type="module" src={src} nonce={nonce} />)
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServerToast message={loaderData.toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isMalformedPath(error)) return <BadAddressPage />;
  return <FallbackScreen />;
}
