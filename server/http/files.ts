import { Readable } from "node:stream";
import { Hono } from "hono";
import { tr } from "../../core/messages";
import type { FileStorage, ByteRange } from "../storage/storage";
import { isSafeKey } from "../storage/storage";

/** Parses a single `bytes=` range (the only kind a PDF viewer or video player sends). */
export function parseRange(header: string, size: number): ByteRange | "invalid" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // multiple or unknown ranges: answer with the whole file
  const [, startText, endText] = match;
  if (startText === "" && endText === "") return null;
  let start: number;
  let end: number;
  if (startText === "") {
    const suffix = Number(endText);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

function downloadName(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

/**
 * GET /files/images/{grade}/{name}: stored files with ETag/304, byte ranges and a
 * year of caching (names carry a random id and are never reused for other bytes).
 */
export function filesRoutes(storage: FileStorage) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/*", async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^\/files\//, ""));
    const stat = isSafeKey(key) ? await storage.stat(key) : null;
    if (!stat) return c.text(tr.files.missing, 404, { "Cache-Control": "no-store" });

    const headers: Record<string, string> = {
      "Content-Type": stat.contentType,
      ETag: stat.etag,
      "Last-Modified": stat.lastModified.toUTCString(),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Accept-Ranges": "bytes",
      "Content-Disposition": `${c.req.query("indir") !== undefined ? "attachment" : "inline"}; filename="${downloadName(key)}"`,
    };
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(stat.etag)) {
      return c.body(null, 304, headers);
    }

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
