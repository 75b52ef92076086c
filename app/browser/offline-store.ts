/**
 * What the service worker keeps, read the same way by the worker (app/sw/) and by
 * the pages (unit button, offline page): the browser's Cache Storage holds the
 * answers, with the time, size and title in headers of their own (KEPT_HEADERS).
 */
import { KEPT_HEADERS, OFFLINE_CACHES, unitRecordUrl, type KeptEntry, type UnitPlan } from "#core/offline.ts";

export interface KeptItem extends KeptEntry {
  title: string | null;
  contentType: string;
}

function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** Every kept answer's address, size, time and title (headers only: no body is read). */
export async function readKept(): Promise<KeptItem[]> {
  const cache = await caches.open(OFFLINE_CACHES.kept);
  const items = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const headers = (await cache.match(request))?.headers;
      if (!headers) return null;
      const title = headers.get(KEPT_HEADERS.title);
      return {
        url: pathOf(request.url),
        size: Number(headers.get(KEPT_HEADERS.size)) || 0,
        keptAt: Number(headers.get(KEPT_HEADERS.at)) || 0,
        title: title ? decodeURIComponent(title) : null,
        contentType: headers.get("Content-Type") ?? "",
      };
    }),
  );
  return items.filter((i): i is KeptItem => i !== null);
}

/** A saved unit: everything it needs (not evicted before other answers) and what only it has (removed with it). */
export interface UnitRecord {
  key: string;
  urls: string[];
  own: string[];
  bytes: number;
  savedAt: number;
}

export async function readUnitRecords(): Promise<UnitRecord[]> {
  const cache = await caches.open(OFFLINE_CACHES.units);
  const records = await Promise.all(
    (await cache.keys()).map(async (request) => (await cache.match(request))?.json() as Promise<UnitRecord>),
  );
  return records.filter(Boolean);
}

export async function writeUnitRecord(record: UnitRecord | null, key: string): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHES.units);
  if (record)
    await cache.put(
      unitRecordUrl(key),
      new Response(JSON.stringify(record), { headers: { "Content-Type": "application/json" } }),
    );
  else await cache.delete(unitRecordUrl(key));
}

/** The unit's record when it is saved and every page and file of its plan is still kept (none evicted, nothing new). */
export async function savedUnit(plan: UnitPlan): Promise<UnitRecord | null> {
  const record = await (await caches.open(OFFLINE_CACHES.units)).match(unitRecordUrl(plan.key));
  if (!record) return null;
  const kept = await caches.open(OFFLINE_CACHES.kept);
  const present = await Promise.all([plan.gradePage, ...plan.pages, ...plan.files].map((url) => kept.match(url)));
  return present.every(Boolean) ? ((await record.json()) as UnitRecord) : null;
}

/** Messages from a page to the worker. */
export type WorkerRequest =
  /** The first page, loaded before the worker controlled it: its address and what it loaded. */
  | { type: "keep"; urls: string[] }
  /** Save a unit; progress comes back on the message's port. */
  | { type: "save-unit"; plan: UnitPlan; assets: string[] }
  | { type: "remove-unit"; key: string };

/** What the worker answers on a save's port. */
export type SaveProgress =
  | { kind: "progress"; done: number; total: number }
  | { kind: "saved"; bytes: number }
  | { kind: "failed"; reason: "network" | "tooBig" };
