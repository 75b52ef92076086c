import { createHash } from "node:crypto";
import os from "node:os";
import sharp from "sharp";
import {
  IMAGE_MIME,
  IMAGE_WIDTHS,
  PAGE_FORMATS,
  THUMBNAIL,
  type ImageFormat,
  type ImageWidth,
  type PageFormat,
} from "#core/images.ts";
import { log } from "#server/log.ts";
import type { FileStorage, StoredObject } from "#server/storage/storage.ts";
import { assertSafeKey, readWhole } from "#server/storage/storage.ts";

/** What the page needs to know about a stored picture (size after EXIF rotation). */
export interface ImageInfo {
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** A resized copy, kept in the file store beside the originals. */
export interface ImageVariant {
  /** Its storage key (read it with `storage.read`). */
  key: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface ImageVariants {
  /** Size of a stored picture; null when the file is missing or is not a picture we can read. */
  describe(key: string): Promise<ImageInfo | null>;
  /** The strong ETag a copy will have, without making it (for 304 answers): `width` or "thumb". */
  variantEtag(stat: StoredObject, width: ImageWidth | "thumb", format: ImageFormat): string;
  /**
   * A resized copy, made on first request if nobody made it before; null when there
   * is no such picture; "pending" when it is still being made after `waitMs` (the
   * caller then serves the original rather than keep the pupil waiting).
   */
  variant(
    key: string,
    width: ImageWidth,
    format: ImageFormat,
    options?: { waitMs?: number },
  ): Promise<ImageVariant | "pending" | null>;
  /** A list card's thumbnail (core/images.ts THUMBNAIL), made on first request: small enough to wait for. */
  thumbnail(key: string, format: PageFormat): Promise<ImageVariant | null>;
  /**
   * Makes every copy of newly stored pictures in the background, after any copy a
   * pupil is waiting for: the most asked-for copy of every picture first, then the next.
   */
  warm(keys: readonly string[]): void;
  /** Removes the copies of an original that is gone (deleted or replaced). */
  forget(key: string): Promise<void>;
  /** Copies being made or waiting, and runs of copies made ahead (for /metrics). */
  jobs(): number;
  /** Resolves when no copy is being made or waiting (tests, the seed script). */
  idle(): Promise<void>;
  /** Shutting down: copies made ahead stop after the one under way (the rest are made on request later). */
  close(): Promise<void>;
}

/** How long a pupil waits for a copy being made before getting the original instead. */
export const VARIANT_WAIT_MS = 3000;
/** A thumbnail is small to make and its original far too big to send instead: it is waited for. */
const THUMBNAIL_WAIT_MS = 30_000;

/** The order copies are made ahead: what phones ask for first (AVIF, the middle width) comes first. */
const WARM_ORDER: [ImageWidth, ImageFormat][] = (["avif", "webp", "jpg", "png"] as const).flatMap((format) =>
  ([800, 480, 1200] as const)
    .filter((w) => (IMAGE_WIDTHS as readonly number[]).includes(w))
    .map((width): [ImageWidth, ImageFormat] => [width, format]),
);

/** Originals larger than this are not resized (the page links to them as they are). */
const MAX_INPUT_BYTES = 40 * 1024 * 1024;
const MAX_INPUT_PIXELS = 60_000_000;
/**
 * Resizing is CPU-heavy. Each job gets one thread and at most all cores but one
 * work at once, so pages keep being answered while a burst of new pictures is
 * encoded (the 200-pupil soak on 2 cores showed pages waiting seconds behind AVIF).
 */
const CONCURRENCY = Math.max(1, os.availableParallelism() - 1);
sharp.concurrency(1);
// libvips' own operation cache only grows the process: every copy is encoded once and then stored.
sharp.cache(false);

interface Stored {
  key: string;
  stat: StoredObject;
}

/** Where copies of an original live: `copies/images/5/kedi-1a2b3c4d.png/…`. */
const copiesPrefix = (key: string) => `copies/${key}/`;

function isPicture(stat: StoredObject | null): stat is StoredObject {
  return stat !== null && stat.contentType.startsWith("image/") && stat.size <= MAX_INPUT_BYTES;
}

/** Short, key-safe digest of the original's ETag: a new original gets new copies. */
function versionOf(stat: StoredObject): string {
  return createHash("sha1").update(stat.etag).digest("base64url").slice(0, 16);
}

function variantEtag(stat: StoredObject, width: ImageWidth | "thumb", format: ImageFormat): string {
  return `"${versionOf(stat)}-${width}-${format}"`;
}

/** Runs at most `max` jobs at once; urgent jobs (a pupil is waiting) go before background ones. */
function jobQueue(max: number) {
  let active = 0;
  const urgent: (() => void)[] = [];
  const background: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>, priority: "urgent" | "background"): Promise<T> {
      if (active >= max)
        await new Promise<void>((resolve) => (priority === "urgent" ? urgent : background).push(resolve));
      active++;
      try {
        return await task();
      } finally {
        active--;
        (urgent.shift() ?? background.shift())?.();
      }
    },
  };
}

function encode(image: sharp.Sharp, format: ImageFormat, thumb = false): sharp.Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: thumb ? 45 : 50, effort: 3 });
    case "webp":
      return image.webp({ quality: thumb ? 55 : 75 });
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: thumb ? 55 : 78, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
  }
}

/** One copy of an original: its name in the store, its format and how it is cut from the original. */
interface CopySpec {
  name: string;
  format: ImageFormat;
  shape(image: sharp.Sharp): sharp.Sharp;
  thumb?: boolean;
}

const resized = (width: ImageWidth, format: ImageFormat): CopySpec => ({
  name: String(width),
  format,
  shape: (image) => image.resize({ width, withoutEnlargement: true }),
});

/** A list card's thumbnail: the picture's most telling part (libvips' attention strategy) in the card's box. */
const thumbnailSpec = (format: ImageFormat): CopySpec => ({
  name: "thumb",
  format,
  shape: (image) =>
    image.resize({
      width: THUMBNAIL.width,
      height: THUMBNAIL.height,
      fit: "cover",
      position: sharp.strategy.attention,
    }),
  thumb: true,
});

/**
 * Resized copies of stored pictures, kept in the same file store as the originals
 * (a folder, or the shared S3 bucket), so every instance uses the copies any one of
 * them made: `copies/{key}/{version}-{width}.{format}` and `copies/{key}/{version}.json`
 * (the size). They are made when a picture is stored (`warm`), or at the latest on
 * first request, and removed with their original (`forget`).
 */
export function createImageVariants({ storage }: { storage: FileStorage }): ImageVariants {
  const queue = jobQueue(CONCURRENCY);
  const pending = new Map<string, Promise<void>>();
  const warming = new Set<Promise<void>>();
  /**
   * Copies asked for by a request, from the call on: a copy's job enters `pending` only
   * after the store said it is missing, and `idle()` must not slip through that gap.
   */
  const requested = new Set<Promise<unknown>>();
  let closed = false;
  const infos = new Map<string, { version: string; info: ImageInfo }>();

  const copyKey = (key: string, stat: StoredObject, spec: CopySpec) =>
    `${copiesPrefix(key)}${versionOf(stat)}-${spec.name}.${spec.format}`;

  /** One job per copy at a time: two pupils (or a pupil and the warm-up) opening a new picture make it once. */
  function once(target: string, priority: "urgent" | "background", make: () => Promise<void>): Promise<void> {
    let job = pending.get(target);
    if (!job) {
      job = queue.run(make, priority).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    return job;
  }

  /**
   * One copy of pictures with the same bytes (`sources`; usually one): encoded
   * once, stored for each. Returns the first source's copy key.
   */
  async function makeCopies(
    sources: readonly Stored[],
    spec: CopySpec,
    priority: "urgent" | "background",
  ): Promise<string> {
    const targets = sources.map(({ key, stat }) => copyKey(key, stat, spec));
    const missing = async () =>
      (await Promise.all(targets.map(async (t) => ((await storage.stat(t)) ? null : t)))).filter((t) => t !== null);
    const first = (await missing())[0];
    if (first === undefined) return targets[0];
    await once(first, priority, async () => {
      const todo = await missing(); // another instance may have made some meanwhile
      if (todo.length === 0) return;
      const image = spec.shape(
        sharp(await readWhole(storage, sources[0].key), { limitInputPixels: MAX_INPUT_PIXELS }).rotate(),
      );
      const bytes = await encode(image, spec.format, spec.thumb).toBuffer();
      for (const target of todo) await storage.put(target, bytes, IMAGE_MIME[spec.format]);
    });
    return targets[0];
  }

  /** Pictures grouped by their bytes: the same picture stored twice is resized once. */
  async function sameBytes(pictures: readonly (Stored & { info: ImageInfo })[]) {
    const groups = new Map<string, (Stored & { info: ImageInfo })[]>();
    for (const picture of pictures) {
      const digest = createHash("sha1")
        .update(await readWhole(storage, picture.key))
        .digest("hex");
      groups.set(digest, [...(groups.get(digest) ?? []), picture]);
    }
    return [...groups.values()];
  }

  async function describeStored(key: string, stat: StoredObject): Promise<ImageInfo | null> {
    const version = versionOf(stat);
    const known = infos.get(key);
    if (known?.version === version) return known.info;
    const record = `${copiesPrefix(key)}${version}.json`;
    let info: ImageInfo | null = null;
    try {
      info = JSON.parse((await readWhole(storage, record)).toString("utf8")) as ImageInfo;
    } catch {
      try {
        const meta = await sharp(await readWhole(storage, key), { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        const { width, height } = meta.autoOrient;
        if (!width || !height) return null;
        info = { width, height, hasAlpha: meta.hasAlpha };
        await storage.put(record, Buffer.from(JSON.stringify(info)), "application/json");
      } catch (error) {
        log.warn("picture cannot be read", { key, error });
        return null;
      }
    }
    if (infos.size > 2000) infos.clear();
    infos.set(key, { version, info });
    return info;
  }

  /** A copy of a stored picture, made now if nobody made it before (see `variant`). */
  async function copyOf(
    key: string,
    spec: CopySpec,
    etagName: ImageWidth | "thumb",
    waitMs: number,
  ): Promise<ImageVariant | "pending" | null> {
    assertSafeKey(key);
    const stat = await storage.stat(key);
    if (!isPicture(stat)) return null;
    const found = (target: string, copy: StoredObject): ImageVariant => ({
      key: target,
      size: copy.size,
      contentType: IMAGE_MIME[spec.format],
      etag: variantEtag(stat, etagName, spec.format),
      lastModified: stat.lastModified,
    });
    try {
      // The usual case, answered before any wait can run out: the copy is already there.
      const target = copyKey(key, stat, spec);
      const existing = await storage.stat(target);
      if (existing) return found(target, existing);
      const making = makeCopies([{ key, stat }], spec, "urgent");
      requested.add(making);
      void making.finally(() => requested.delete(making)).catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"pending">((resolve) => (timer = setTimeout(() => resolve("pending"), waitMs)));
      const made = await Promise.race([making, late]).finally(() => clearTimeout(timer));
      if (made === "pending") {
        // It goes on being made; the next request gets it.
        making.catch((error) =>
          log.warn("picture cannot be resized", { key, copy: spec.name, format: spec.format, error }),
        );
        return "pending";
      }
      const copy = await storage.stat(made);
      return copy ? found(made, copy) : null;
    } catch (error) {
      log.warn("picture cannot be resized", { key, copy: spec.name, format: spec.format, error });
      return null;
    }
  }

  return {
    async describe(key) {
      assertSafeKey(key);
      const stat = await storage.stat(key);
      return isPicture(stat) ? describeStored(key, stat) : null;
    },

    variantEtag,

    async variant(key, width, format, { waitMs = VARIANT_WAIT_MS } = {}) {
      return copyOf(key, resized(width, format), width, waitMs);
    },

    async thumbnail(key, format) {
      const made = await copyOf(key, thumbnailSpec(format), "thumb", THUMBNAIL_WAIT_MS);
      return made === "pending" ? null : made;
    },

    warm(keys) {
      const job = (async () => {
        const pictures: (Stored & { info: ImageInfo })[] = [];
        for (const key of keys) {
          const stat = await storage.stat(key);
          const info = isPicture(stat) ? await describeStored(key, stat) : null;
          if (stat && info) pictures.push({ key, stat, info });
        }
        const groups = await sameBytes(pictures);
        // The list cards' thumbnails first: small, and shown on every list page with the picture.
        for (const format of PAGE_FORMATS) {
          for (const group of groups) {
            if (closed) return;
            await makeCopies(group, thumbnailSpec(format), "background").catch((error) =>
              log.warn("thumbnail could not be made in advance", { key: group[0].key, format, error }),
            );
          }
        }
        for (const [width, format] of WARM_ORDER) {
          for (const group of groups) {
            if (closed) return;
            // A see-through picture falls back to PNG, any other to JPEG: only that one is ever asked for.
            if (format === (group[0].info.hasAlpha ? "jpg" : "png")) continue;
            await makeCopies(group, resized(width, format), "background").catch((error) =>
              log.warn("picture copy could not be made in advance", { key: group[0].key, width, format, error }),
            );
          }
        }
      })().finally(() => warming.delete(job));
      warming.add(job);
    },

    async forget(key) {
      assertSafeKey(key);
      infos.delete(key);
      for await (const copy of storage.list(copiesPrefix(key))) await storage.delete(copy);
    },

    jobs: () => warming.size + pending.size,

    async idle() {
      while (warming.size || pending.size || requested.size)
        await Promise.allSettled([...warming, ...pending.values(), ...requested]);
    },

    async close() {
      closed = true;
      await Promise.allSettled([...warming, ...pending.values(), ...requested]);
    },
  };
}
