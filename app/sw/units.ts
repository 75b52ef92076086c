/**
 * Saving a unit for offline reading ('Çevrimdışı kullan', docs/decisions/0008) and removing it,
 * asked for by the grade page through app/browser/offline-units.ts; and keeping the first page,
 * loaded before the worker controlled it. Each unit's record says which kept answers it holds.
 */
import { isNeverKept, OFFLINE_CACHES, pageCopiesToKeep, type UnitPlan } from "#core/offline.ts";
import { readKept, readUnitRecords, writeUnitRecord, type SaveProgress } from "#app/browser/offline-store.ts";
import { fetchAndKeep, isPageResource, keepUnlessKept, keyOf, scheduleEviction } from "./keeping";
import { origin } from "./worker-scope";

/** Runs `run` over `items`, `limit` at a time: a few requests in flight use a slow connection well. */
async function eachLimited<T>(items: Iterable<T>, limit: number, run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      while (queue.length) await run(queue.shift()!);
    }),
  );
}

export async function saveUnit(
  plan: UnitPlan,
  assets: string[],
  report: (progress: SaveProgress) => void,
): Promise<void> {
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
export async function removeUnit(key: string): Promise<void> {
  const records = await readUnitRecords();
  const record = records.find((r) => r.key === key);
  if (!record) return;
  const needed = new Set(records.filter((r) => r !== record).flatMap((r) => r.urls));
  const cache = await caches.open(OFFLINE_CACHES.kept);
  for (const url of record.own) if (!needed.has(url)) await cache.delete(url);
  await writeUnitRecord(null, key);
}

/** The first page was loaded before the worker controlled it: keep it and what it loaded (mostly from the HTTP cache). */
export async function keepVisited(urls: string[]): Promise<void> {
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
