/**
 * Saving and removing units, and listing what is kept: offline reading's parts
 * that only the grade page and the offline page need (docs/decisions/0008).
 */
import { contentPageParts } from "./content-page-parts";
import type { ContentEntry } from "#core/content.ts";
import { OFFLINE_CACHES, OFFLINE_PAGE_PATH, unitEntriesUrl, unitPlan, type UnitPlan } from "#core/offline.ts";
import { loadedHere, offlineSupported } from "./offline-client";
import { readKept, type SaveProgress, type WorkerRequest } from "./offline-store";

/** Sends a request to the active worker and passes on what comes back on its port until `onMessage` says it is done. */
function ask<T>(request: WorkerRequest, onMessage: (message: T) => boolean, idleMs = 30_000): Promise<void> {
  const channel = new MessageChannel();
  return new Promise<void>((resolve, reject) => {
    // A worker that never became active, or was stopped by the browser mid-way, never answers: silence is failure.
    const silent = () => {
      channel.port1.close();
      reject(new Error("the service worker did not answer"));
    };
    let timer = setTimeout(silent, idleMs);
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      clearTimeout(timer);
      if (!onMessage(event.data)) timer = setTimeout(silent, idleMs);
      else {
        channel.port1.close();
        resolve();
      }
    };
    navigator.serviceWorker.ready.then(({ active }) => active?.postMessage(request, [channel.port2]), reject);
  });
}

/**
 * The pdf.js viewer is loaded on demand by PDF pages: loading the same chunk here
 * puts it (and its stylesheet) among this page's resources, and its worker's
 * address comes with it.
 */
async function pdfViewerAssets(): Promise<string[]> {
  const { pdfWorkerUrl } = await import("#app/components/viewers/pdf-document.tsx");
  return [new URL(pdfWorkerUrl, location.href).pathname];
}

/** The whole unit, from the read API: the grade page shows one page of the grade, which may hold only part of it. */
async function wholeUnit(plan: UnitPlan): Promise<UnitPlan> {
  const entries: ContentEntry[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(unitEntriesUrl(plan, page));
    if (!res.ok) throw new Error(`unit entries: ${res.status}`);
    const body = (await res.json()) as { items: ContentEntry[]; total: number };
    entries.push(...body.items);
    if (body.items.length === 0 || entries.length >= body.total) break;
  }
  return unitPlan(plan.grade, plan.term, plan.unit, entries, plan.gradePage);
}

/** Saves a unit for offline reading; `onProgress` hears each step, the promise the outcome. */
export async function saveUnit(
  shown: UnitPlan,
  onProgress: (done: number, total: number) => void,
): Promise<Extract<SaveProgress, { kind: "saved" | "failed" }>> {
  let outcome: Extract<SaveProgress, { kind: "saved" | "failed" }> = { kind: "failed", reason: "network" };
  try {
    const plan = await wholeUnit(shown);
    const extra = plan.needsPdfViewer ? await pdfViewerAssets() : [];
    // The content pages' lazily loaded parts: loading them here puts their chunks among this page's resources.
    await Promise.all(Object.values(contentPageParts).map((load) => load()));
    const assets = [
      ...extra,
      ...loadedHere()
        .map((u) => new URL(u, location.href).pathname)
        .filter((p) => p.startsWith("/assets/")),
    ];
    await ask<SaveProgress>({ type: "save-unit", plan, assets }, (message) => {
      if (message.kind === "progress") onProgress(message.done, message.total);
      else outcome = message;
      return message.kind !== "progress";
    });
  } catch {
    // The outcome stays "failed": offline, the chunk or the worker did not answer.
  }
  return outcome;
}

export async function removeUnit(key: string): Promise<void> {
  await ask({ type: "remove-unit", key }, () => true);
}

export interface KeptPage {
  url: string;
  title: string | null;
}

/** The pages kept on this device, newest first (the offline page lists them). */
export async function keptPages(): Promise<KeptPage[]> {
  if (!offlineSupported() || !(await caches.has(OFFLINE_CACHES.kept))) return [];
  return (await readKept())
    .filter(
      (e) => e.contentType.startsWith("text/html") && new URL(e.url, location.href).pathname !== OFFLINE_PAGE_PATH,
    )
    .sort((a, b) => b.keptAt - a.keptAt)
    .map(({ url, title }) => ({ url, title }));
}
