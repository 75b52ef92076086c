import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { isPictureKey } from "#core/picture-password.ts";
import { log } from "#server/log.ts";
import { Picture } from "./components/pictures/picture";
import { NonceProvider } from "./lib/nonce";
import { holdScriptsInStream } from "./lib/paint-first.server";

export const streamTimeout = 5_000;

/**
 * One of the site's drawings as a stand-alone SVG file, for the Moodle XML export's `<file>`
 * (decision 0077): the server's API reads it from the build, as it never imports app/.
 */
export function drawingSvg(key: string): string | null {
  if (!isPictureKey(key)) return null;
  return renderToStaticMarkup(<Picture picture={key} className="" />).replace(
    "<svg ",
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" ',
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let renderError: { error: unknown } | null = null;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A <Suspense> the render has finished stays in place in the HTML, whatever its size:
        // React would otherwise send a big one (the page's <main>) apart, to be put in place by
        // a script, and a browser without scripts would never show it. The <Suspense>s are
        // there for the browser's hydration (docs/decisions/0058), not for streaming.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every visitor gets the whole document at once: the pages render from their loaders'
        // data, so the shell is ready when all is, and only a finished render can be judged.
        onAllReady() {
          // A component that threw inside a <Suspense> is left by React for the browser to render
          // again (an empty part, status 200). Handing the error back instead lets React Router
          // render the page's error boundary with 500, as for an error anywhere else.
          if (renderError) {
            reject(renderError.error);
            return;
          }
          shellRendered = true;
          // The page is painted before its scripts are fetched (app/lib/paint-first.ts).
          const body = holdScriptsInStream();
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
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error, requestId: loadContext.requestId });
          else renderError ??= { error };
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Loader, action and render errors: the trace goes to the log, never to the visitor. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error("request failed", { error, url: request.url });
};
