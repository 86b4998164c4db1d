import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { i18nextFor } from "~/i18n/i18n.server";
import { pageLanguage } from "~/i18n/languages";
import { loggablePath, logger } from "~/logger.server";
import { NonceProvider } from "~/utils/nonce";

export const streamTimeout = 5_000;

declare module "react-router" {
  interface AppLoadContext {
    /** This response's CSP script nonce. */
    nonce: string;
    requestId: string;
    /** The client's IP address: the socket's, or behind trusted proxies the first untrusted X-Forwarded-For hop from the right. */
    clientAddress: string;
    /** The path asked for did not decode: the root answers the site's 400 page (server/middleware/malformed-path.ts). */
    malformedPath?: boolean;
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? "";
  // The page's language (its path's, or the booking's on a trip page); one shared instance per language.
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const language = pageLanguage(
    matches.map((match) => loaderData?.[match.route.id]),
    new URL(request.url).pathname,
  );
  const i18n = await i18nextFor(language);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Aborts a render still streaming after the timeout, so rejected boundaries are flushed.
    // Cleared once the body is written: a pending timer holds the request, the response and the
    // rendered stream alive for six seconds, which under load was most of the server's memory.
    let timeout: NodeJS.Timeout | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const clear = () => {
      clearTimeout(timeout);
      timeout = undefined;
    };
    // Crawlers and no-JS clients get the whole document at once.
    const readyEvent =
      isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clear();
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clear();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, requestId: loadContext?.requestId }, "render error");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests and expected answers (a 404, a 405 for a POST to a page without an action) are not errors.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error(
    { err: error, requestId: context?.requestId, path: loggablePath(new URL(request.url).pathname) },
    "unhandled error",
  );
};
