/**
 * Resized copies of stored pictures (DESIGN.md: fast on cheap phones). The server
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

export type VariantRequest = { key: string; width: ImageWidth; format: ImageFormat };

/**
 * Reads a storage path below /files/: `null` when it is not a copy's address (then
 * it may be an original), "refused" for a copy in a width or format we do not make.
 */
export function parseVariantPath(rest: string): VariantRequest | "refused" | null {
  const match = /^(images\/[^/]+\/[^/]+)\/([^/]*)$/.exec(rest);
  if (!match) return null;
  const [, key, name] = match;
  const parts = /^(\d{1,5})\.([a-z]{3,4})$/.exec(name);
  if (!parts) return "refused";
  const width = Number(parts[1]);
  const format = parts[2];
  if (!isImageWidth(width) || !isImageFormat(format)) return "refused";
  return { key, width, format };
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

function widthsFor(intrinsicWidth: number, { smallestOnly = false }: PictureOptions): { width: ImageWidth; actual: number }[] {
  const widths = servedWidths(intrinsicWidth);
  return smallestOnly ? widths.slice(0, 1) : widths;
}

export function srcSet(fileUrl: string, intrinsicWidth: number, format: ImageFormat, options: PictureOptions = {}): string {
  return widthsFor(intrinsicWidth, options)
    .map(({ width, actual }) => `${variantUrl(fileUrl, width, format)} ${actual}w`)
    .join(", ");
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

export function pictureSources(fileUrl: string, info: { width: number; hasAlpha: boolean }, options: PictureOptions = {}): PictureSources {
  const fallback: ImageFormat = info.hasAlpha ? "png" : "jpg";
  const widths = widthsFor(info.width, options);
  const middle = widths.find((w) => w.width === 800) ?? widths[0];
  const all = servedWidths(info.width);
  const widest = all[all.length - 1];
  return {
    sources: (["avif", "webp"] as const).map((format) => ({ type: IMAGE_MIME[format], srcSet: srcSet(fileUrl, info.width, format, options) })),
    img: { src: variantUrl(fileUrl, middle.width, fallback), srcSet: srcSet(fileUrl, info.width, fallback, options) },
    sizes: IMAGE_SIZES,
    larger: widths.length < all.length ? variantUrl(fileUrl, widest.width, "webp") : null,
  };
}
