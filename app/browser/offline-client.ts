/**
 * The pages' side of offline reading (docs/decisions/0008) that every page loads:
 * registering the worker and telling it which pages were opened. Kept small; saving
 * units lives in offline-units.ts, loaded only by the pages that offer it.
 */
import type { WorkerRequest } from "./offline-store";

/** Offline reading needs a service worker and Cache Storage; the dev server has no worker. */
export function offlineSupported(): boolean {
  return (
    !import.meta.env.DEV &&
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof caches !== "undefined"
  );
}

/** Same-origin addresses this page loaded: itself, and what its markup and scripts asked for (not data requests). */
export function loadedHere(): string[] {
  const resources = performance
    .getEntriesByType("resource")
    .filter(
      (e) =>
        e.name.startsWith(location.origin) &&
        !["fetch", "xmlhttprequest", "beacon"].includes((e as PerformanceResourceTiming).initiatorType),
    )
    .map((e) => e.name);
  return [location.pathname + location.search, ...resources];
}

async function register(): Promise<void> {
  const controlled = Boolean(navigator.serviceWorker.controller);
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (controlled) return;
  // The first page was loaded before the worker existed: tell it what to keep, so this page opens offline too.
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: "keep", urls: loadedHere() } satisfies WorkerRequest);
}

/**
 * Offline (as the browser knows it), a link is followed as a full document
 * navigation, which the worker answers with the kept page or the offline page;
 * React Router's client navigation would first ask the network for data and routes.
 */
function followLinksAsDocumentsWhenOffline(event: MouseEvent) {
  if (
    navigator.onLine ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (
    !link ||
    link.origin !== location.origin ||
    link.hasAttribute("download") ||
    (link.target && link.target !== "_self")
  )
    return;
  if (link.pathname === location.pathname && link.search === location.search) return; // same page (e.g. #donem-1-unite-2)
  event.preventDefault();
  location.assign(link.href);
}

let started = false;

/** Registers the worker once the page has loaded, so it never competes with the page for a slow connection. */
export function startOfflineReading(): void {
  if (started || !offlineSupported()) return;
  started = true;
  window.addEventListener("click", followLinksAsDocumentsWhenOffline, true);
  const start = () => void register().catch((error) => console.warn("service worker not registered", error));
  if (document.readyState === "complete") setTimeout(start, 0);
  else window.addEventListener("load", () => setTimeout(start, 0), { once: true });
}

let documentSeen = false;

/**
 * A page reached by a client-side navigation came as data, not as a document:
 * the worker fetches the document itself so the page opens offline later (at
 * most a cheap 304 when it has it). That is extra data, so not in data-saver mode.
 */
export function keepOpenedPage(path: string, dataSaver: boolean): void {
  if (!documentSeen) {
    documentSeen = true; // the first render is the document itself: kept as it loaded
    return;
  }
  const controller = offlineSupported() ? navigator.serviceWorker.controller : null;
  if (!controller || dataSaver) return;
  controller.postMessage({ type: "keep", urls: [path] } satisfies WorkerRequest);
}
