import { pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { NonceProvider } from "~/components/nonce";
import { coalescingStream } from "~/lib/coalescing-stream.server";
import { scriptsAfterFirstPaint } from "~/lib/scripts-after-first-paint.server";
import { applyCacheControl } from "~/modules/auth/cache-control";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  applyCacheControl(request, responseStatusCode, responseHeaders);

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, as does a page held until it is
    // complete (a page kept to be sent again); people get the shell streamed first.
    const whole =
      Boolean(userAgent && isbot(userAgent)) ||
      routerContext.isSpaMode ||
      loadContext.heldWhole === true;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A page sent whole gains nothing from React writing a finished
        // Suspense boundary (the lazy footer) apart, past its 12.8 kB chunk
        // size, for a script to move into place: that move lays the whole
        // page out again after the first paint, a long task on a phone.
        progressiveChunkSize: whole ? Number.POSITIVE_INFINITY : undefined,
        [readyOption]() {
          shellRendered = true;
          const body = coalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // The page paints before its scripts load (decision 0015).
          const html = pipeline(body, scriptsAfterFirstPaint(), () => {});
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (loadContext.render) loadContext.render.failed = true;
          if (shellRendered) loadContext.services.logger.error({ err: error }, "render error");
        },
      },
    );
  });
}

/** Loader and action data (client navigations) get the same caching rules as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCacheControl(request, response.status, response.headers);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router refuses cross-site form posts itself (answering 400): a
  // refused request, not a fault.
  if (error instanceof Error && /origin does not match/.test(error.message)) {
    context.services.logger.warn({ url: request.url }, "cross-site form post refused");
    return;
  }
  context.services.logger.error({ err: error, url: request.url }, "request failed");
};
