/**
 * The service worker (/sw.js, scope /): offline reading, see
 * docs/decisions/0008-offline-reading.md. Built into the client folder as one
 * small script by scripts/vite-service-worker.ts; every rule it follows lives in
 * core/offline.ts (unit-tested), this file only wires them to the caches.
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
  entriesToEvict,
  isNeverKept,
  KEPT_HEADERS,
  mayKeep,
  OFFLINE_BUDGET_BYTES,
  OFFLINE_CACHES,
  OFFLINE_PAGE_PATH,
  offlinePageFor,
  pageCopiesToKeep,
  pageTitleIn,
  referencesIn,
  SHELL_PAGES,
  type UnitPlan,
} from "#core/offline.ts";
import {
  readKept,
  readUnitRecords,
  writeUnitRecord,
  type SaveProgress,
  type WorkerRequest,
} from "#app/browser/offline-store.ts";
import type { ExtendableMessageEvent, FetchEvent, WorkerScope } from "./worker-types";

/** Set by the build: a new deploy gets a new offline page (and its assets). */
declare const __BUILD_ID__: string;

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const SHELL = OFFLINE_CACHES.shellPrefix + __BUILD_ID__;

// ---------------------------------------------------------------- keeping

/** The address an answer is kept under: a file's query (`?indir`) is not part of what the file is. */
function keyOf(url: URL): string {
  return url.pathname.startsWith("/files/") ? url.pathname : url.pathname + url.search;
}

/** Only whole, public, same-origin answers of addresses that may be kept. */
function keepable(url: URL, response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    !isNeverKept(url.pathname) &&
    mayKeep(response.headers.get("Cache-Control"))
  );
}

/** Stores an answer's bytes with the time, size and (pages) title; returns what a page refers to. */
async function keep(
  key: string,
  response: Response,
  body: Blob,
  cacheName: string = OFFLINE_CACHES.kept,
): Promise<string[]> {
  const headers = new Headers(response.headers);
  // The body is kept decoded, so its encoding and length headers would lie; a file is kept to be shown, not downloaded.
  headers.delete("Content-Encoding");
  headers.set("Content-Length", String(body.size));
  // Kept by address alone: a Vary (Save-Data, Cookie) would make the Cache API refuse the copy to a request that differs in them.
  headers.delete("Vary");
  const disposition = headers.get("Content-Disposition");
  if (disposition) headers.set("Content-Disposition", disposition.replace(/^attachment/, "inline"));
  headers.set(KEPT_HEADERS.at, String(Date.now()));
  headers.set(KEPT_HEADERS.size, String(body.size));
  let refs: string[] = [];
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    const html = await body.text();
    refs = referencesIn(html);
    const title = pageTitleIn(html);
    if (title) headers.set(KEPT_HEADERS.title, encodeURIComponent(title));
  }
  await (
    await caches.open(cacheName)
  ).put(key, new Response(body, { status: 200, statusText: response.statusText, headers }));
  return refs;
}

/** Fetches an address without cookies (always the anonymous public answer, never a session) and keeps it. */
async function fetchAndKeep(path: string, cacheName?: string): Promise<string[]> {
  const url = new URL(path, origin);
  const response = await fetch(url, { credentials: "omit" });
  if (!keepable(url, response)) throw new Error(`${path} cannot be kept (${response.status})`);
  return keep(keyOf(url), response, await response.blob(), cacheName);
}

/** Hashed assets and stored files never change under their address: a kept one is never fetched again. */
async function keepUnlessKept(path: string): Promise<string[]> {
  const url = new URL(path, origin);
  const immutable = url.pathname.startsWith("/assets/") || url.pathname.startsWith("/files/");
  if (immutable && (await kept(keyOf(url)))) return [];
  return fetchAndKeep(path);
}

/**
 * Hands the page the network's answer and keeps the bytes as the page reads
 * them: kept only when read to the end (pdf.js stops the whole-file request of a
 * big PDF and asks for ranges; keeping it anyway would download it twice).
 */
function keepWhenRead(event: FetchEvent, url: URL, response: Response): Response {
  if (!response.body || !keepable(url, response)) return response;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let settle!: () => void;
  event.waitUntil(new Promise<void>((resolve) => (settle = resolve)));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await reader.read();
        if (!done) {
          chunks.push(value);
          controller.enqueue(value);
          return;
        }
        controller.close();
        await keep(keyOf(url), response, new Blob(chunks as BlobPart[])).then(scheduleEviction, () => {});
        settle();
      } catch (error) {
        controller.error(error);
        settle();
      }
    },
    cancel(reason) {
      settle();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

let evictionQueued = false;
let eviction: Promise<void> = Promise.resolve();

/** Runs the eviction once after the current one; keeps coming in meanwhile share that run. */
function scheduleEviction(): Promise<void> {
  if (!evictionQueued) {
    evictionQueued = true;
    eviction = eviction.then(() => {
      evictionQueued = false;
      return evictOverBudget();
    });
  }
  return eviction.catch(() => {});
}

/** Drops the oldest kept answers until the rest fits the budget (policy: core/offline.ts). */
async function evictOverBudget(): Promise<void> {
  const entries = await readKept();
  if (entries.reduce((sum, e) => sum + e.size, 0) <= OFFLINE_BUDGET_BYTES) return;
  const cache = await caches.open(OFFLINE_CACHES.kept);
  // Only now, when over budget, are the pages read: what they refer to is as recent as they are.
  for (const entry of entries) {
    if (entry.contentType.startsWith("text/html"))
      entry.refs = referencesIn((await (await cache.match(entry.url))?.text()) ?? "");
  }
  const pinned = new Set((await readUnitRecords()).flatMap((r) => r.urls));
  for (const url of entriesToEvict(entries, pinned, OFFLINE_BUDGET_BYTES)) await cache.delete(url);
}

// ---------------------------------------------------------------- answering

/** Kept by this device within the budget (the shell, replaced by every deploy, does not count). */
async function kept(key: string): Promise<Response | undefined> {
  return (await caches.open(OFFLINE_CACHES.kept)).match(key);
}

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

/** Runs `run` over `items`, `limit` at a time: a few requests in flight use a slow connection well. */
async function eachLimited<T>(items: Iterable<T>, limit: number, run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      while (queue.length) await run(queue.shift()!);
    }),
  );
}

/** What a page refers to that is not one of the unit's files (of a picture's many sizes, the plan keeps one). */
const isPageResource = (path: string) => !path.startsWith("/files/");

async function saveUnit(plan: UnitPlan, assets: string[], report: (progress: SaveProgress) => void): Promise<void> {
  const pages = [plan.gradePage, ...plan.pages];
  // A PDF's drawn pages are found on its page as it is saved (pageCopiesToKeep): they join the files then.
  const files = new Set(plan.files);
  let total = pages.length + files.size;
  let done = 0;
  const step = () => report({ kind: "progress", done: ++done, total });
  const needed = new Set(assets.filter(isPageResource));
  report({ kind: "progress", done, total });
  try {
    // Pages first: what they refer to (their scripts and styles, the pictures of a PDF's pages) is saved with them.
    await eachLimited(pages, 3, async (page) => {
      const refs = await fetchAndKeep(page);
      for (const ref of refs) if (isPageResource(ref)) needed.add(ref);
      for (const copy of pageCopiesToKeep(refs)) {
        if (files.has(copy)) continue;
        files.add(copy);
        total++;
      }
      step();
    });
    await eachLimited(needed, 3, async (asset) => void (await keepUnlessKept(asset)));
    await eachLimited(files, 3, async (file) => void (await keepUnlessKept(file), step()));
  } catch {
    return report({ kind: "failed", reason: "network" });
  }
  const own = [...plan.pages, ...files];
  const urls = [...pages, ...files, ...needed];
  // Recorded before evicting, so the unit's own entries count as pinned; then checked: a unit larger than the budget evicts itself.
  await writeUnitRecord({ key: plan.key, urls, own, bytes: 0, savedAt: Date.now() }, plan.key);
  await scheduleEviction();
  const kept = new Map((await readKept()).map((e) => [e.url, e.size]));
  if (!urls.every((u) => kept.has(u))) {
    await writeUnitRecord(null, plan.key);
    return report({ kind: "failed", reason: "tooBig" });
  }
  const bytes = urls.reduce((sum, u) => sum + kept.get(u)!, 0);
  await writeUnitRecord({ key: plan.key, urls, own, bytes, savedAt: Date.now() }, plan.key);
  report({ kind: "saved", bytes });
}

/** Removes a unit: its own pages and files unless another saved unit needs them; shared pages and assets stay kept. */
async function removeUnit(key: string): Promise<void> {
  const records = await readUnitRecords();
  const record = records.find((r) => r.key === key);
  if (!record) return;
  const needed = new Set(records.filter((r) => r !== record).flatMap((r) => r.urls));
  const cache = await caches.open(OFFLINE_CACHES.kept);
  for (const url of record.own) if (!needed.has(url)) await cache.delete(url);
  await writeUnitRecord(null, key);
}

/** The first page was loaded before the worker controlled it: keep it and what it loaded (mostly from the HTTP cache). */
async function keepVisited(urls: string[]): Promise<void> {
  const paths = urls.flatMap((u) => {
    const url = new URL(u, origin);
    return url.origin === origin && !isNeverKept(url.pathname) ? [keyOf(url)] : [];
  });
  await eachLimited(new Set(paths), 3, (path) =>
    keepUnlessKept(path).then(
      () => {},
      () => {},
    ),
  );
  await scheduleEviction();
}

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
