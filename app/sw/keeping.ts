/**
 * What the service worker keeps (docs/decisions/0008): public answers stored with their time,
 * size and title as the page reads them, fetched once when a unit is saved, and evicted oldest
 * first past the budget, never a saved unit's. The rules are core/offline.ts's.
 */
import {
  entriesToEvict,
  isNeverKept,
  KEPT_HEADERS,
  mayKeep,
  OFFLINE_BUDGET_BYTES,
  OFFLINE_CACHES,
  pageTitleIn,
  referencesIn,
} from "#core/offline.ts";
import { readKept, readUnitRecords } from "#app/browser/offline-store.ts";
import type { FetchEvent } from "./worker-types";
import { origin } from "./worker-scope";

/** The address an answer is kept under: a file's query (`?indir`) is not part of what the file is. */
export function keyOf(url: URL): string {
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
export async function keep(
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
export async function fetchAndKeep(path: string, cacheName?: string): Promise<string[]> {
  const url = new URL(path, origin);
  const response = await fetch(url, { credentials: "omit" });
  if (!keepable(url, response)) throw new Error(`${path} cannot be kept (${response.status})`);
  return keep(keyOf(url), response, await response.blob(), cacheName);
}

/** Hashed assets and stored files never change under their address: a kept one is never fetched again. */
export async function keepUnlessKept(path: string): Promise<string[]> {
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
export function keepWhenRead(event: FetchEvent, url: URL, response: Response): Response {
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
export function scheduleEviction(): Promise<void> {
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

/** Kept by this device within the budget (the shell, replaced by every deploy, does not count). */
export async function kept(key: string): Promise<Response | undefined> {
  return (await caches.open(OFFLINE_CACHES.kept)).match(key);
}

/** What a page refers to that is not one of the unit's files (of a picture's many sizes, the plan keeps one). */
export const isPageResource = (path: string) => !path.startsWith("/files/");
