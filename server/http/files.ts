import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { parseRange, type ByteRange } from "#core/http-range.ts";
import { parseCopyPath, type CopyRequest } from "#core/images.ts";
import { pageCopyName } from "#core/pdf-pages.ts";
import { copyKey } from "#server/content/pdf-pages.ts";
import { tr } from "#core/messages.ts";
import type { ImageVariants } from "#server/images/image-variants.ts";
import type { FileStorage } from "#server/storage/storage.ts";
import { isSafeKey } from "#server/storage/storage.ts";
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

const missing = (c: Context) => c.text(tr.files.missing, 404, { "Cache-Control": "no-store" });

/** A copy the server made and stored (a PDF's page or thumbnail), as it is in the store; 404 until it is drawn. */
async function serveStoredCopy(c: Context, storage: FileStorage, key: string) {
  const stat = await storage.stat(key);
  if (!stat) return missing(c);
  const headers: Record<string, string> = {
    ETag: stat.etag,
    "Cache-Control": IMMUTABLE,
    "Last-Modified": stat.lastModified.toUTCString(),
  };
  if (matches(c.req.header("If-None-Match"), stat.etag)) return c.body(null, 304, headers);
  headers["Content-Type"] = stat.contentType;
  headers["Content-Length"] = String(stat.size);
  headers["Content-Security-Policy"] = PICTURE_CSP;
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(Readable.toWeb(await storage.read(key)) as ReadableStream, 200, headers);
}

/**
 * GET /files/images/{grade}/{name}/{copy}: a copy of a stored original (core/images.ts,
 * parseCopyPath): a picture's resized copy or thumbnail, made ahead when the picture was
 * stored or on first request; a PDF's page or thumbnail, drawn in the background
 * (server/content/pdf-pages.ts). Only the widths and formats core/images.ts names.
 */
async function serveCopy(c: Context, storage: FileStorage, images: ImageVariants, copy: CopyRequest) {
  const stat = isSafeKey(copy.key) ? await storage.stat(copy.key) : null;
  if (!stat) return missing(c);
  if (stat.contentType === "application/pdf") {
    if (copy.kind === "picture") return missing(c);
    return serveStoredCopy(
      c,
      storage,
      copyKey(
        copy.key,
        copy.kind === "page" ? pageCopyName(copy.page, copy.width, copy.format) : `thumb.${copy.format}`,
      ),
    );
  }
  if (!stat.contentType.startsWith("image/") || copy.kind === "page") return missing(c);
  const etag = images.variantEtag(stat, copy.kind === "thumb" ? "thumb" : copy.width, copy.format);
  const headers: Record<string, string> = {
    ETag: etag,
    "Cache-Control": IMMUTABLE,
    "Last-Modified": stat.lastModified.toUTCString(),
  };
  if (matches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);

  const variant =
    copy.kind === "thumb"
      ? await images.thumbnail(copy.key, copy.format)
      : await images.variant(copy.key, copy.width, copy.format);
  if (!variant) return missing(c);
  // Still being made (a burst of new pictures): the original now, never a pupil left waiting; browsers decode it whatever <source> type asked.
  if (variant === "pending") {
    c.header("Cache-Control", "no-store");
    return c.redirect(`/files/${copy.key}`, 307);
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
    const copy = images ? parseCopyPath(key) : null;
    if (copy === "refused") return c.text(tr.files.sizeRefused, 404, { "Cache-Control": "no-store" });
    if (copy) return serveCopy(c, storage, images!, copy);

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
