import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { parseRange, type ByteRange } from "../../core/http-range";
import { parseVariantPath, type VariantRequest } from "../../core/images";
import { tr } from "../../core/messages";
import type { ImageVariants } from "../images/image-variants";
import type { FileStorage } from "../storage/storage";
import { isSafeKey } from "../storage/storage";
import { ifNoneMatchTags } from "./etag";

const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * A picture opened on its own ("Tam boyutta aç"): Chromium styles its image page
 * with inline styles, which `default-src 'none'` would block (and log). Nothing else
 * is allowed; a stored file is never HTML.
 */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

function downloadName(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatchTags(ifNoneMatch).includes(etag);
}

/**
 * GET /files/images/{grade}/{name}/{width}.{format}: a resized copy of a stored
 * picture, made ahead when the picture was stored or on first request (only the
 * widths and formats of core/images.ts).
 */
async function serveVariant(c: Context, storage: FileStorage, images: ImageVariants, request: VariantRequest) {
  const { key, width, format } = request;
  const stat = isSafeKey(key) ? await storage.stat(key) : null;
  if (!stat || !stat.contentType.startsWith("image/")) return c.text(tr.files.missing, 404, { "Cache-Control": "no-store" });
  const etag = images.variantEtag(stat, width, format);
  const headers: Record<string, string> = { ETag: etag, "Cache-Control": IMMUTABLE, "Last-Modified": stat.lastModified.toUTCString() };
  if (matches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);

  const variant = await images.variant(key, width, format);
  if (!variant) return c.text(tr.files.missing, 404, { "Cache-Control": "no-store" });
  // Still being made (a burst of new pictures): the original now, never a pupil left waiting; browsers decode it whatever <source> type asked.
  if (variant === "pending") {
    c.header("Cache-Control", "no-store");
    return c.redirect(`/files/${key}`, 307);
  }
  headers["Content-Type"] = variant.contentType;
  headers["Content-Length"] = String(variant.size);
  headers["Content-Security-Policy"] = PICTURE_CSP;
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(Readable.toWeb(await storage.read(variant.key)) as ReadableStream, 200, headers);
}

/**
 * GET /files/images/{grade}/{name}: stored files with ETag/304, byte ranges and a
 * year of caching (names carry a random id and are never reused for other bytes).
 * With `images`, also the resized copies of pictures below each picture's address.
 */
export function filesRoutes(storage: FileStorage, images?: ImageVariants) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.replace(/^\/files\//, ""));
    } catch {
      return c.text(tr.files.missing, 404, { "Cache-Control": "no-store" });
    }
    const variant = images ? parseVariantPath(key) : null;
    if (variant === "refused") return c.text(tr.files.sizeRefused, 404, { "Cache-Control": "no-store" });
    if (variant) return serveVariant(c, storage, images!, variant);

    const stat = isSafeKey(key) ? await storage.stat(key) : null;
    if (!stat) return c.text(tr.files.missing, 404, { "Cache-Control": "no-store" });

    const headers: Record<string, string> = {
      "Content-Type": stat.contentType,
      ETag: stat.etag,
      "Last-Modified": stat.lastModified.toUTCString(),
      "Cache-Control": IMMUTABLE,
      "Accept-Ranges": "bytes",
      "Content-Disposition": `${c.req.query("indir") !== undefined ? "attachment" : "inline"}; filename="${downloadName(key)}"`,
    };
    if (stat.contentType.startsWith("image/")) headers["Content-Security-Policy"] = PICTURE_CSP;
    if (matches(c.req.header("If-None-Match"), stat.etag)) return c.body(null, 304, headers);

    let range: ByteRange | null = null;
    const rangeHeader = c.req.header("Range");
    const ifRange = c.req.header("If-Range");
    if (rangeHeader && (!ifRange || ifRange === stat.etag)) {
      const parsed = parseRange(rangeHeader, stat.size);
      if (parsed === "invalid") {
        return c.text(tr.files.rangeNotSatisfiable, 416, { "Content-Range": `bytes */${stat.size}` });
      }
      range = parsed;
    }

    const length = range ? range.end - range.start + 1 : stat.size;
    headers["Content-Length"] = String(length);
    if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${stat.size}`;
    const status = range ? 206 : 200;
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    const stream = await storage.read(key, range ?? undefined);
    return c.body(Readable.toWeb(stream) as ReadableStream, status, headers);
  });
  return app;
}
