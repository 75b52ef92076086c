/**
 * Resized copies of stored pictures (docs/product.md: fast on cheap phones). The server
 * makes them once, on first request, and only in these widths and formats: a
 * request for any other size is refused, so nobody can make the server resize at will.
 *
 * A copy's address is its original's address plus `/{width}.{format}`:
 * `/files/images/5/ates-1a2b3c4d.png/800.avif`.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_FORMATS = ["avif", "webp", "jpg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MIME: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The width the page shows a picture at: the main column is 72rem minus 2rem padding. */
export const IMAGE_SIZES = "(min-width: 1152px) 1120px, calc(100vw - 2rem)";

export function isImageWidth(n: number): n is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(n);
}

export function isImageFormat(s: string): s is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(s);
}

export function variantUrl(fileUrl: string, width: ImageWidth, format: ImageFormat): string {
  return `${fileUrl}/${width}.${format}`;
}

/** The formats a PDF page's copies and every thumbnail come in (never PNG: a page is opaque). */
export const PAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

function isPageFormat(s: string): s is PageFormat {
  return (PAGE_FORMATS as readonly string[]).includes(s);
}

/**
 * A list card's thumbnail of a picture or of a PDF's first page: a small
 * upright box, twice the size it is shown at (CSS pixels 80 × 112, the ratio of A4).
 */
export const THUMBNAIL = { width: 160, height: 224, shownWidth: 80, shownHeight: 112 } as const;

/**
 * A copy the server makes of a stored original, below the original's address:
 * - a picture resized: `{width}.{format}` (`/files/images/5/kedi-1a2b.png/800.avif`);
 * - a PDF's page drawn as a picture: `p{page}-{width}.{format}` (`…/odev-9f8e.pdf/p2-800.avif`);
 * - a thumbnail, of a picture or of a PDF's first page: `thumb.{format}`.
 */
export type CopyRequest =
  | { kind: "picture"; key: string; width: ImageWidth; format: ImageFormat }
  | { kind: "page"; key: string; page: number; width: ImageWidth; format: PageFormat }
  | { kind: "thumb"; key: string; format: PageFormat };

/** Pages drawn of one PDF at most (core/pdf-pages.ts): an address past it is refused before any lookup. */
const MAX_PAGE_NUMBER = 9999;

/**
 * Reads a storage path below /files/: `null` when it is not a copy's address (then
 * it may be an original), "refused" for a copy in a width or format we do not make.
 */
export function parseCopyPath(rest: string): CopyRequest | "refused" | null {
  if (rest.length > 300) return "refused";
  const match = /^(images\/[^/]+\/[^/]+)\/([^/]*)$/.exec(rest);
  if (!match) return null;
  const [, key, name] = match;
  const thumb = /^thumb\.([a-z]{3,4})$/.exec(name);
  if (thumb) return isPageFormat(thumb[1]) ? { kind: "thumb", key, format: thumb[1] } : "refused";
  const parts = /^(?:p(\d{1,4})-)?(\d{1,5})\.([a-z]{3,4})$/.exec(name);
  if (!parts) return "refused";
  const width = Number(parts[2]);
  const format = parts[3];
  if (!isImageWidth(width)) return "refused";
  if (parts[1] === undefined) return isImageFormat(format) ? { kind: "picture", key, width, format } : "refused";
  const page = Number(parts[1]);
  if (page < 1 || page > MAX_PAGE_NUMBER || !isPageFormat(format) || !key.endsWith(".pdf")) return "refused";
  return { kind: "page", key, page, width, format };
}

/** A thumbnail's address: `{original}/thumb.{format}`. */
export function thumbnailUrl(fileUrl: string, format: PageFormat): string {
  return `${fileUrl}/thumb.${format}`;
}

/**
 * What kept copies can stand in for one another offline (the service worker): every size
 * and format of one picture (and its original), or of one page of a PDF. Addresses with
 * the same family are interchangeable; null for an address no copy may stand in for (a
 * PDF itself, a thumbnail, anything not below /files/).
 */
export function copyFamily(path: string): string | null {
  if (!path.startsWith("/files/")) return null;
  const rest = path.slice("/files/".length);
  const copy = parseCopyPath(rest);
  if (copy === "refused") return null;
  if (copy === null) return /^images\/[^/]+\/[^/]+$/.test(rest) && !rest.endsWith(".pdf") ? `picture:${rest}` : null;
  if (copy.kind === "thumb") return null;
  return copy.kind === "page" ? `page:${copy.key}:${copy.page}` : `picture:${copy.key}`;
}

/**
 * The widths a picture is really served at: never wider than the original (the
 * server does not enlarge), each once. `url` keeps the fixed width the server knows.
 */
export function servedWidths(intrinsicWidth: number): { width: ImageWidth; actual: number }[] {
  const out: { width: ImageWidth; actual: number }[] = [];
  for (const width of IMAGE_WIDTHS) {
    const actual = Math.min(width, intrinsicWidth);
    if (out.some((o) => o.actual === actual)) continue;
    out.push({ width, actual });
  }
  return out;
}

export interface PictureOptions {
  /**
   * Data-saver mode: every srcset holds only the smallest copy, whatever the screen
   * (a phone with a dense screen would otherwise take the 1200-wide one).
   */
  smallestOnly?: boolean;
}

function widthsFor(
  intrinsicWidth: number,
  { smallestOnly = false }: PictureOptions,
): { width: ImageWidth; actual: number }[] {
  const widths = servedWidths(intrinsicWidth);
  return smallestOnly ? widths.slice(0, 1) : widths;
}

/** Builds the address of one copy: a picture's (`variantUrl`) or a PDF page's (`pageCopyUrl`). */
export type CopyUrl = (width: ImageWidth, format: ImageFormat) => string;

const pictureCopy =
  (fileUrl: string): CopyUrl =>
  (width, format) =>
    variantUrl(fileUrl, width, format);

function srcSetOf(copyUrl: CopyUrl, intrinsicWidth: number, format: ImageFormat, options: PictureOptions): string {
  return widthsFor(intrinsicWidth, options)
    .map(({ width, actual }) => `${copyUrl(width, format)} ${actual}w`)
    .join(", ");
}

export function srcSet(
  fileUrl: string,
  intrinsicWidth: number,
  format: ImageFormat,
  options: PictureOptions = {},
): string {
  return srcSetOf(pictureCopy(fileUrl), intrinsicWidth, format, options);
}

export interface PictureSources {
  /** Best first: AVIF, then WebP, for <source> elements. */
  sources: { type: string; srcSet: string }[];
  /** The <img> itself, for browsers that take neither: JPEG, or PNG when the picture is see-through. */
  img: { src: string; srcSet: string };
  sizes: string;
  /**
   * With `smallestOnly`, a larger copy to open on its own when the pupil asks (the
   * widest, in WebP, which every phone browser shows); null when the page already
   * shows the picture at its full width, or shows every size.
   */
  larger: string | null;
}

/** The <picture> of any copied image: a stored picture's, or a PDF page's (`copyUrl` names the copies). */
export function copySources(
  copyUrl: CopyUrl,
  info: { width: number; hasAlpha: boolean },
  sizes: string,
  options: PictureOptions = {},
): PictureSources {
  const fallback: ImageFormat = info.hasAlpha ? "png" : "jpg";
  const widths = widthsFor(info.width, options);
  const middle = widths.find((w) => w.width === 800) ?? widths[0];
  const all = servedWidths(info.width);
  const widest = all[all.length - 1];
  return {
    sources: (["avif", "webp"] as const).map((format) => ({
      type: IMAGE_MIME[format],
      srcSet: srcSetOf(copyUrl, info.width, format, options),
    })),
    img: { src: copyUrl(middle.width, fallback), srcSet: srcSetOf(copyUrl, info.width, fallback, options) },
    sizes,
    larger: widths.length < all.length ? copyUrl(widest.width, "webp") : null,
  };
}

export function pictureSources(
  fileUrl: string,
  info: { width: number; hasAlpha: boolean },
  options: PictureOptions = {},
): PictureSources {
  return copySources(pictureCopy(fileUrl), info, IMAGE_SIZES, options);
}
