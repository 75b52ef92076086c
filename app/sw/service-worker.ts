/**
 * The service worker (/sw.js, scope /): offline reading, see
 * docs/decisions/0008-offline-reading.md. Built into the client folder as one
 * small script by scripts/vite-service-worker.ts; every rule it follows lives in
 * core/offline.ts (unit-tested), this file only wires them to the caches: what
 * is kept and evicted is keeping.ts, saving a unit units.ts; this file answers
 * requests and runs the worker's life cycle.
 *
 * - Pages, .data and other public files: network first; a public answer is kept
 *   as the page reads it; offline, the kept copy, else the offline page (pages)
 *   or a full document navigation (React Router's data and route requests).
 * - /assets/* (hashed) and /files/* (names never reused): kept copies first.
 * - Nothing is ever fetched twice to be kept: the bytes the page reads are kept.
 */
import { parseRange } from "#core/http-range.ts";
import { copyFamily, parseCopyPath } from "#core/images.ts";
import {
  documentPathOfData,
  isNeverKept,
  OFFLINE_CACHES,
  OFFLINE_PAGE_PATH,
  offlinePageFor,
  SHELL_PAGES,
} from "#core/offline.ts";
import type { WorkerRequest } from "#app/browser/offline-store.ts";
import { fetchAndKeep, isPageResource, kept, keepWhenRead, keyOf } from "./keeping";
import { keepVisited, removeUnit, saveUnit } from "./units";
import type { ExtendableMessageEvent, FetchEvent } from "./worker-types";
import { OFFLINE_MODULES, origin, SHELL, worker } from "./worker-scope";

// ---------------------------------------------------------------- answering

/** Whatever this device has for an address, offline: kept, else in the offline page's shell. */
async function stored(key: string): Promise<Response | undefined> {
  return (await kept(key)) ?? (await caches.open(SHELL)).match(key);
}

/** The navigation preload's answer when there is one (the worker's start-up then costs no time), else a fetch. */
async function network(event: FetchEvent): Promise<Response> {
  return (await event.preloadResponse) ?? fetch(event.request);
}

type Fallback = () => Response | Promise<Response>;
const networkError: Fallback = () => Response.error();

async function networkFirst(event: FetchEvent, url: URL, offline: Fallback): Promise<Response> {
  try {
    return keepWhenRead(event, url, await network(event));
  } catch {
    return (await stored(keyOf(url))) ?? offline();
  }
}

async function cacheFirst(event: FetchEvent, url: URL, offline: Fallback): Promise<Response> {
  return (await kept(keyOf(url))) ?? networkFirst(event, url, offline);
}

/**
 * Offline, React Router's data and route-discovery requests get the answer its
 * client code reads as "load this address as a new document" (single fetch: a 204
 * with X-Remix-Redirect and X-Remix-Reload-Document), which this worker can answer.
 */
function reloadDocument(path?: string): Response {
  const headers: Record<string, string> = { "X-Remix-Reload-Document": "true" };
  if (path) headers["X-Remix-Redirect"] = path;
  return new Response(null, { status: 204, headers });
}

/**
 * Any kept copy of the same picture, or of the same page of a PDF: which size and format
 * the browser asks for depends on the screen (core/images.ts, copyFamily).
 */
async function keptCopyOf(key: string): Promise<Response | undefined> {
  const family = copyFamily(key);
  if (!family) return undefined;
  const cache = await caches.open(OFFLINE_CACHES.kept);
  const copy = (await cache.keys()).find((request) => copyFamily(new URL(request.url).pathname) === family);
  return copy && cache.match(copy);
}

/** A kept file as the request wants it: a byte range (pdf.js) or a download (`?indir`). */
async function shapedFile(kept: Response, request: Request, url: URL): Promise<Response> {
  const range = request.headers.get("Range");
  const download = url.searchParams.has("indir");
  if (!range && !download) return kept;
  const headers = new Headers(kept.headers);
  if (download)
    headers.set(
      "Content-Disposition",
      (headers.get("Content-Disposition") || "inline").replace(/^inline/, "attachment"),
    );
  const body = await kept.blob();
  const parsed = range ? parseRange(range, body.size) : null;
  if (parsed === "invalid")
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${body.size}` } });
  if (!parsed) return new Response(body, { status: 200, headers });
  headers.set("Content-Range", `bytes ${parsed.start}-${parsed.end}/${body.size}`);
  headers.set("Content-Length", String(parsed.end - parsed.start + 1));
  return new Response(body.slice(parsed.start, parsed.end + 1), { status: 206, headers });
}

async function fileAnswer(event: FetchEvent, url: URL): Promise<Response> {
  const key = keyOf(url);
  const hit = await kept(key);
  if (hit) return shapedFile(hit, event.request, url);
  try {
    const response = await network(event);
    // A range is part of a file: only whole files are kept.
    return event.request.headers.has("Range") ? response : keepWhenRead(event, url, response);
  } catch {
    const copy = await keptCopyOf(key);
    if (copy) return shapedFile(copy, event.request, url);
    // A list card's thumbnail is decoration: offline, one never kept is an empty picture, not a failed request.
    return isThumbnail(key)
      ? new Response(EMPTY_PICTURE, { headers: { "Content-Type": "image/svg+xml" } })
      : Response.error();
  }
}

const EMPTY_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function isThumbnail(key: string): boolean {
  const copy = key.startsWith("/files/") ? parseCopyPath(key.slice("/files/".length)) : null;
  return copy !== null && copy !== "refused" && copy.kind === "thumb";
}

/**
 * A page the device does not have: the offline page at its own address (the
 * hydrated app must find the route it was rendered for), naming the wanted page.
 */
async function offlineAnswer(url: URL): Promise<Response> {
  if (url.pathname !== OFFLINE_PAGE_PATH) return Response.redirect(offlinePageFor(keyOf(url)), 302);
  return (await stored(OFFLINE_PAGE_PATH)) ?? Response.error();
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return;
  const path = url.pathname;
  if (path.startsWith("/files/")) event.respondWith(fileAnswer(event, url));
  else if (path.startsWith("/assets/")) event.respondWith(cacheFirst(event, url, networkError));
  // Route discovery answers are immutable for their version (part of the address).
  else if (path === "/__manifest") event.respondWith(cacheFirst(event, url, () => reloadDocument()));
  else if (path.endsWith(".data"))
    event.respondWith(networkFirst(event, url, () => reloadDocument(documentPathOfData(url))));
  else if (request.mode === "navigate") event.respondWith(networkFirst(event, url, () => offlineAnswer(url)));
  else if (!isNeverKept(path)) event.respondWith(networkFirst(event, url, networkError));
});

// ---------------------------------------------------------------- saving units

worker.addEventListener("message", (event: ExtendableMessageEvent) => {
  if (event.origin !== origin) return;
  const message = event.data as WorkerRequest;
  const port = event.ports[0];
  if (message?.type === "keep") event.waitUntil(keepVisited(message.urls));
  else if (message?.type === "save-unit")
    event.waitUntil(saveUnit(message.plan, message.assets, (p) => port?.postMessage(p)));
  else if (message?.type === "remove-unit")
    event.waitUntil(removeUnit(message.key).finally(() => port?.postMessage({ kind: "removed" })));
});

// ---------------------------------------------------------------- life cycle

/** A page and what it needs to run, kept in this build's shell (apart from the budget). */
async function precacheShellPage(path: string): Promise<void> {
  const refs = await fetchAndKeep(path, SHELL);
  // Without one of these the page still reads; an icon must not stop offline reading from installing.
  await Promise.all(refs.filter(isPageResource).map((ref) => fetchAndKeep(ref, SHELL).catch(() => {})));
}

/**
 * The offline page (its scripts list the saved pages) must be there for the worker to
 * install; the other shell pages are a bonus that a failed fetch must not cost the pupil.
 */
async function precacheShell(): Promise<void> {
  await Promise.all([
    precacheShellPage(OFFLINE_PAGE_PATH),
    // The offline page's homework code, loaded on demand: offline it can come from nowhere else.
    // Like the page's own scripts, a failed one must not cost the pupil offline reading.
    ...OFFLINE_MODULES.map((path) => fetchAndKeep(path, SHELL).catch(() => {})),
    ...SHELL_PAGES.map((path) => precacheShellPage(path).catch(() => {})),
  ]);
}

worker.addEventListener("install", (event) => {
  event.waitUntil(precacheShell().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await worker.registration.navigationPreload?.enable();
      for (const name of await caches.keys())
        if (name.startsWith(OFFLINE_CACHES.shellPrefix) && name !== SHELL) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});
