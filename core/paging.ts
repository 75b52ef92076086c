/**
 * Paging of long lists (list pages, grade pages): page numbers live in the URL
 * (`?sayfa=3`) so page links work without JavaScript and can be shared.
 */
export const LIST_PAGE_SIZE = 24;
/** A grade page groups its cards by term and unit; a typical grade (a few dozen entries) fits on one page. */
export const GRADE_PAGE_SIZE = 48;

/** `?sayfa=` as a page number: 1 when absent, null when it is not a page number at all. */
export function parsePageParam(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === "") return 1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page (1-based) on which the item at `index` (0-based) stands. */
export function pageOfIndex(index: number, pageSize: number): number {
  return Math.floor(index / pageSize) + 1;
}

export type PageLink = number | "gap";

/**
 * The page numbers worth a link: the first, the last, and a few around the
 * current one, with gaps between ("1 … 4 5 6 … 43"), so a list of 100,000
 * entries does not print thousands of links.
 */
export function pageWindow(page: number, pages: number, radius = 1): PageLink[] {
  const shown = new Set<number>([1, pages]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: PageLink[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    // A gap of exactly one page is shown as that page: a "…" would hide nothing.
    if (typeof previous === "number" && n - previous === 2) out.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) out.push("gap");
    out.push(n);
  }
  return out;
}
