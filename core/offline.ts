/**
 * Offline reading (docs/decisions/0008-offline-reading.md): the rules that the
 * service worker (app/sw/) and the pages share. Pure, so every rule is unit-tested
 * here and the worker only wires them to the browser's caches.
 */
import { contentPath, fileUrl, type ContentEntry } from "./content";
import { copyFamily, parseCopyPath, variantUrl } from "./images";
import { isPrivatePath, isUnderPrefix, REVIEW_PATH, SAVED_PATH } from "./site-path";

/** What the pages and files kept on a device may take: a few units of PDFs on a cheap phone. */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024;

/** The page shown for anything not kept on the device, precached when the worker installs. */
export const OFFLINE_PAGE_PATH = "/cevrimdisi";
/**
 * Pages the worker keeps at install, beside the offline page and outside the budget:
 * a visitor's saved list ('Kaydettiklerim'), whose entries are in localStorage, so it
 * opens offline even if it was never opened online (docs/decisions/0030). Fetched
 * without cookies, as every page the worker fetches: always the visitor's copy.
 */
export const SHELL_PAGES = [SAVED_PATH] as const;

/** Its query parameter naming the page the pupil wanted (so it can offer to try again). */
export const OFFLINE_FROM_PARAM = "sayfa";

export const OFFLINE_CACHES = {
  /** Pages, assets and files kept as the pupil reads or saves them; bounded by the budget. */
  kept: "merdiven-kept",
  /** One small JSON record per saved unit: which addresses it needs (they are not evicted first). */
  units: "merdiven-units",
  /** The offline page and its assets, one cache per build (`merdiven-shell-{build}`), outside the budget. */
  shellPrefix: "merdiven-shell-",
} as const;

/** Headers the worker adds to what it keeps; header values must be Latin-1, so the title is URI-encoded. */
export const KEPT_HEADERS = { at: "X-Kept-At", size: "X-Kept-Size", title: "X-Kept-Title" } as const;

/** Addresses that are not pages: the API, the operations' probes and the worker itself. */
const NOT_PAGES = ["/api", "/healthz", "/readyz", "/metrics", "/sw.js"] as const;

/**
 * Pages open to all whose copy for everyone (the one the worker fetches, without cookies) would
 * be wrong offline: a pupil offline on 'Bugünün tekrarı' gets the offline page standing in with
 * the day's cards the device keeps (decision 0120), not a visitor's page asking to sign in.
 */
const NOT_KEPT_PUBLIC = [REVIEW_PATH] as const;

/**
 * Addresses whose answers are never kept: the private pages of core/site-path.ts (accounts,
 * admin, one-time links, a pupil's marks), with their single-fetch `.data` twins (e.g.
 * `/login.data`), the public pages above, and what is not a page.
 */
export function isNeverKept(pathname: string): boolean {
  return isPrivatePath(pathname) || isUnderPrefix(pathname, NOT_KEPT_PUBLIC) || isUnderPrefix(pathname, NOT_PAGES);
}

/** Signed-in pupils' pages are sent `private, no-store`: only answers meant for everyone are kept. */
export function mayKeep(cacheControl: string | null): boolean {
  return !/(?:^|[\s,])(?:private|no-store)(?:[\s,=]|$)/i.test(cacheControl ?? "");
}

/**
 * The page a single-fetch data address stands for (`/kelimeler.data?sinif=5&_routes=x`
 * → `/kelimeler?sinif=5`, `/_root.data` → `/`): offline, React Router is sent
 * there as a full document navigation, which the worker can answer.
 */
export function documentPathOfData(url: URL): string {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The offline page's address for a page the pupil wanted but the device does not have. */
export function offlinePageFor(wanted: string): string {
  return `${OFFLINE_PAGE_PATH}?${new URLSearchParams({ [OFFLINE_FROM_PARAM]: wanted })}`;
}

/** An address inside this site from the offline page's `?sayfa=`, or null (never another site). */
export function safeReturnPath(raw: string | null): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith("/") || raw.startsWith("//") || /[\\\s]/.test(raw)) return null;
  return raw;
}

/**
 * What a page needs offline, and what is as recent as the page when evicting:
 * the same-origin addresses of its `<link>`s (icons, stylesheets, module
 * preloads) and every asset and stored file it names (the route manifest,
 * pictures, download links), without query.
 */
export function referencesIn(html: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*?\shref="(\/(?!\/)[^"?#]*)"/g)].map((m) => m[1]);
  const named = html.match(/\/(?:assets|files)\/[^"'\s?#<>,)\\]+/g) ?? [];
  return [...new Set([...links, ...named])];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** A kept page's `<title>`, as the pupil saw it in the tab. */
export function pageTitleIn(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  if (!match) return null;
  return match[1].replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]).trim() || null;
}

/** The width and format kept of a picture: the worker serves it offline for any size the screen asks for. */
export const OFFLINE_PICTURE = { width: 800, format: "webp" } as const;

/**
 * The drawn pages of PDFs a saved page names: one copy of each page, the same
 * width and format as a picture's (OFFLINE_PICTURE) when the page names it; offline the
 * worker answers every size and format of that page with it (copyFamily).
 */
export function pageCopiesToKeep(refs: readonly string[]): string[] {
  const chosen = new Map<string, string>();
  for (const ref of refs) {
    const copy = ref.startsWith("/files/") ? parseCopyPath(ref.slice("/files/".length)) : null;
    if (!copy || copy === "refused" || copy.kind !== "page") continue;
    const family = copyFamily(ref)!;
    const preferred = copy.width === OFFLINE_PICTURE.width && copy.format === OFFLINE_PICTURE.format;
    if (!chosen.has(family) || preferred) chosen.set(family, ref);
  }
  return [...chosen.values()];
}

export interface UnitPlan {
  /** Names the unit's record: `{grade}-{term}-{unit}`. */
  key: string;
  grade: number;
  term: number;
  unit: number;
  /** The grade page the unit is on (shared with the grade's other units). */
  gradePage: string;
  /** Each entry's page. */
  pages: string[];
  /** A PDF's original or one copy of a picture; videos live on the video site and have none. */
  files: string[];
  /** Whether a page shows a PDF: then the pdf.js viewer and its worker are saved too. */
  needsPdfViewer: boolean;
  /** How many entries are videos, which cannot be saved. */
  videos: number;
}

/**
 * A page of the read API with every entry of one unit. A grade page is paged, so
 * the entries it shows may be only part of a unit: saving asks the API for all.
 */
export function unitEntriesUrl(plan: Pick<UnitPlan, "grade" | "term" | "unit">, page: number): string {
  return `/api/v1/contents?grade=${plan.grade}&term=${plan.term}&unit=${plan.unit}&pageSize=100&page=${page}`;
}

/** What saving one unit of a grade stores. */
export function unitPlan(
  grade: number,
  term: number,
  unit: number,
  entries: readonly ContentEntry[],
  gradePage = `/classes/${grade}`,
): UnitPlan {
  const files: string[] = [];
  for (const entry of entries) {
    const url = fileUrl(entry);
    if (url && entry.fileType !== "video")
      files.push(entry.fileType === "image" ? variantUrl(url, OFFLINE_PICTURE.width, OFFLINE_PICTURE.format) : url);
  }
  return {
    key: `${grade}-${term}-${unit}`,
    grade,
    term,
    unit,
    gradePage,
    pages: entries.map(contentPath),
    files,
    needsPdfViewer: entries.some((e) => e.fileType === "pdf" && e.file),
    videos: entries.filter((e) => e.fileType === "video").length,
  };
}

/** Where a saved unit's record is kept in its cache (an address nothing ever fetches). */
export function unitRecordUrl(key: string): string {
  return `/__cevrimdisi/unite/${key}`;
}

export interface KeptEntry {
  url: string;
  /** Bytes of the body as kept. */
  size: number;
  /** When it was kept (ms since the epoch); kept again on every visit for pages. */
  keptAt: number;
  /** For pages: the assets and files they refer to (see `referencesIn`). */
  refs?: readonly string[];
}

/**
 * Which kept entries to drop so the rest fits in `budget`: the oldest first.
 * An asset or file is as recent as the most recent page that refers to it (the
 * shared scripts would otherwise always be "oldest" and every kept page would
 * lose its JavaScript first), and it is pinned when such a page is. Entries of
 * saved units (`pinned`) go only after every other one.
 */
export function entriesToEvict(entries: readonly KeptEntry[], pinned: ReadonlySet<string>, budget: number): string[] {
  let total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total <= budget) return [];
  const lastUse = new Map(entries.map((e) => [e.url, e.keptAt]));
  const held = new Set(pinned);
  for (const page of entries) {
    for (const ref of page.refs ?? []) {
      if (!lastUse.has(ref)) continue;
      lastUse.set(ref, Math.max(lastUse.get(ref)!, page.keptAt));
      if (pinned.has(page.url)) held.add(ref);
    }
  }
  const order = [...entries].sort(
    (a, b) =>
      Number(held.has(a.url)) - Number(held.has(b.url)) ||
      lastUse.get(a.url)! - lastUse.get(b.url)! ||
      a.url.localeCompare(b.url),
  );
  const evicted: string[] = [];
  for (const entry of order) {
    if (total <= budget) break;
    evicted.push(entry.url);
    total -= entry.size;
  }
  return evicted;
}
