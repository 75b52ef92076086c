import { createHash } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_MIME, type ImageFormat, type ImageWidth } from "../../core/images";
import { log } from "../log";
import type { FileStorage, StoredObject } from "../storage/storage";
import { assertSafeKey } from "../storage/storage";

/** What the page needs to know about a stored picture (size after EXIF rotation). */
export interface ImageInfo {
  width: number;
  height: number;
  hasAlpha: boolean;
}

export interface ImageVariant {
  /** The cached copy on local disk. */
  path: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface ImageVariants {
  /** Size of a stored picture; null when the file is missing or is not a picture we can read. */
  describe(key: string): Promise<ImageInfo | null>;
  /** The strong ETag a copy will have, without making it (for 304 answers). */
  variantEtag(stat: StoredObject, width: ImageWidth, format: ImageFormat): string;
  /** A resized copy, made on first request and kept on disk; null when there is no such picture. */
  variant(key: string, width: ImageWidth, format: ImageFormat): Promise<ImageVariant | null>;
}

/** Originals larger than this are not resized (the page links to them as they are). */
const MAX_INPUT_BYTES = 40 * 1024 * 1024;
const MAX_INPUT_PIXELS = 60_000_000;
/** Resizing is CPU-heavy: at most this many at once, the rest wait their turn. */
const CONCURRENCY = 2;

function isPicture(stat: StoredObject | null): stat is StoredObject {
  return stat !== null && stat.contentType.startsWith("image/") && stat.size <= MAX_INPUT_BYTES;
}

/** Short, file-name-safe digest of the original's ETag: a new original gets new copies. */
function versionOf(stat: StoredObject): string {
  return createHash("sha1").update(stat.etag).digest("base64url").slice(0, 16);
}

function variantEtag(stat: StoredObject, width: ImageWidth, format: ImageFormat): string {
  return `"${versionOf(stat)}-${width}-${format}"`;
}

function limiter(max: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.part`;
  await fsp.writeFile(temp, body);
  await fsp.rename(temp, file);
}

function encode(image: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 3 });
    case "webp":
      return image.webp({ quality: 75 });
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
  }
}

/**
 * Resized copies of stored pictures, cached under `cacheDir` (DATA_DIR/cache/images):
 * `{key}/{version}-{width}.{format}` and `{key}/{version}.json` (the size). The cache
 * can be deleted at any time; copies are made again on the next request.
 */
export function createImageVariants({ storage, cacheDir }: { storage: FileStorage; cacheDir: string }): ImageVariants {
  const run = limiter(CONCURRENCY);
  const pending = new Map<string, Promise<void>>();
  const infos = new Map<string, { version: string; info: ImageInfo }>();

  const folderOf = (key: string) => {
    assertSafeKey(key);
    return path.join(cacheDir, ...key.split("/"));
  };

  /** One job per file at a time: two pupils opening a new picture together make it once. */
  function once(file: string, make: () => Promise<void>): Promise<void> {
    let job = pending.get(file);
    if (!job) {
      job = run(make).finally(() => pending.delete(file));
      pending.set(file, job);
    }
    return job;
  }

  async function describeStored(key: string, stat: StoredObject): Promise<ImageInfo | null> {
    const version = versionOf(stat);
    const known = infos.get(key);
    if (known?.version === version) return known.info;
    const file = path.join(folderOf(key), `${version}.json`);
    let info: ImageInfo | null = null;
    try {
      info = JSON.parse(await fsp.readFile(file, "utf8")) as ImageInfo;
    } catch {
      try {
        const meta = await sharp(await readAll(storage, key), { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        const { width, height } = meta.autoOrient;
        if (!width || !height) return null;
        info = { width, height, hasAlpha: meta.hasAlpha };
        await writeAtomically(file, JSON.stringify(info));
      } catch (error) {
        log.warn("picture cannot be read", { key, error });
        return null;
      }
    }
    if (infos.size > 2000) infos.clear();
    infos.set(key, { version, info });
    return info;
  }

  return {
    async describe(key) {
      const stat = await storage.stat(key);
      return isPicture(stat) ? describeStored(key, stat) : null;
    },

    variantEtag,

    async variant(key, width, format) {
      const stat = await storage.stat(key);
      if (!isPicture(stat)) return null;
      const file = path.join(folderOf(key), `${versionOf(stat)}-${width}.${format}`);
      let size = await fsp.stat(file).then((s) => s.size, () => null);
      if (size === null) {
        try {
          await once(file, async () => {
            const input = await readAll(storage, key);
            const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
              .rotate()
              .resize({ width, withoutEnlargement: true });
            await writeAtomically(file, await encode(image, format).toBuffer());
          });
        } catch (error) {
          log.warn("picture cannot be resized", { key, width, format, error });
          return null;
        }
        size = (await fsp.stat(file)).size;
      }
      return {
        path: file,
        size,
        contentType: IMAGE_MIME[format],
        etag: variantEtag(stat, width, format),
        lastModified: stat.lastModified,
      };
    },
  };
}
