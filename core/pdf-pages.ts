/**
 * A PDF's pages drawn once on the server as pictures (decision 0047): what is
 * drawn, where the copies live and how a page asks for them. Pure, shared by the server
 * that draws and serves them, the pages that show them and the service worker.
 */
import {
  copySources,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
  type PageFormat,
  type PictureOptions,
  type PictureSources,
} from "./images";

export const PDF_PAGE_LIMITS = {
  /**
   * Pages drawn of one document. A worksheet has a few, a book hundreds: past this the
   * page offers the PDF viewer and the download for the rest (their text is searched
   * up to core/pdf-text.ts's own limit).
   */
  pages: 200,
  /** The widest copy, in pixels: the picture viewer's widest (core/images.ts). */
  width: 1200,
  /** A page taller than this many times its width (a receipt, a banner) is drawn narrower. */
  maxAspect: 4,
  /** Processor time one page may take (drawing and encoding every copy), in seconds. */
  cpuSecondsPerPage: 30,
  /** Wall time one page may take even on a machine busy with pupils' requests. */
  wallSecondsPerPage: 600,
  /** Memory the drawing process may hold (resident, at its peak), in bytes; past it the page fails. */
  memoryBytes: 1024 * 1024 * 1024,
} as const;

/** The content page's query asking, in data-saver mode, for every page ('Tüm sayfaları göster'). */
export const ALL_PAGES_PARAM = "sayfalar";
export const ALL_PAGES_VALUE = "tumu";
export const ALL_PAGES_QUERY = `?${ALL_PAGES_PARAM}=${ALL_PAGES_VALUE}`;

/** How a page is shown: the column is at most 50rem (800 CSS px) wide, the screen's width on a phone. */
export const PAGE_SIZES = "(min-width: 52rem) 800px, calc(100vw - 2rem)";

/** Each drawn page's size in pixels (its widest copy), or null where it could not be drawn. */
export type PageSize = readonly [width: number, height: number] | null;

/** A page's copy: `{pdf's address}/p{page}-{width}.{format}`. */
export function pageCopyUrl(fileUrl: string, page: number, width: ImageWidth, format: PageFormat): string {
  return `${fileUrl}/p${page}-${width}.${format}`;
}

/** The copy's name below the original in the file store (`copies/{key}/…`). */
export function pageCopyName(page: number, width: ImageWidth, format: PageFormat): string {
  return `p${page}-${width}.${format}`;
}

/** Every copy one page is drawn to, most asked-for first (phones take AVIF at their width). */
export const PAGE_COPIES: readonly { width: ImageWidth; format: PageFormat }[] = (
  ["avif", "webp", "jpg"] as const
).flatMap((format) =>
  ([1200, 800, 480] as const)
    .filter((w) => (IMAGE_WIDTHS as readonly number[]).includes(w))
    .map((width) => ({ width, format })),
);

/** The <picture> of one drawn page; `smallestOnly` in data-saver mode. */
export function pageSources(
  fileUrl: string,
  page: number,
  size: readonly [number, number],
  options: PictureOptions = {},
): PictureSources {
  const copyUrl = (width: ImageWidth, format: ImageFormat) =>
    pageCopyUrl(fileUrl, page, width, format === "png" ? "jpg" : format);
  return copySources(copyUrl, { width: size[0], hasAlpha: false }, PAGE_SIZES, options);
}

/** What the content page needs of a PDF's drawn pages. */
export interface DrawnPages {
  /** Pages in the document. */
  count: number;
  /** The drawn pages in order (at most PDF_PAGE_LIMITS.pages); null where a page failed. */
  sizes: PageSize[];
}

/** The pages that could not be drawn (1-based), for the admin's notice. */
export function failedPages(pages: DrawnPages): number[] {
  return pages.sizes.flatMap((size, i) => (size ? [] : [i + 1]));
}
