import { IMAGE_WIDTHS, PAGE_FORMATS, type ImageFormat, type ImageWidth, type PageFormat } from "#core/images.ts";
import { log } from "#server/log.ts";
import type { FileStorage, StoredObject } from "#server/storage/storage.ts";
import { assertSafeKey } from "#server/storage/storage.ts";
import {
  copiesPrefix,
  copyOf,
  copyWork,
  describeStored,
  isPicture,
  makeCopies,
  resized,
  sameBytes,
  thumbnailSpec,
  variantEtag,
  type CopyWork,
  type Stored,
} from "./image-copies";

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

/**
 * Resized copies of stored pictures, kept in the same file store as the originals
 * (a folder, or the shared S3 bucket), so every instance uses the copies any one of
 * them made: `copies/{key}/{version}-{width}.{format}` and `copies/{key}/{version}.json`
 * (the size). They are made when a picture is stored (`warm`), or at the latest on
 * first request, and removed with their original (`forget`).
 */
export function createImageVariants({ storage }: { storage: FileStorage }): ImageVariants {
  const work = copyWork(storage);
  const { pending, warming, requested, infos } = work;
  return {
    async describe(key) {
      assertSafeKey(key);
      const stat = await storage.stat(key);
      return isPicture(stat) ? describeStored(work, key, stat) : null;
    },

    variantEtag,

    async variant(key, width, format, { waitMs = VARIANT_WAIT_MS } = {}) {
      return copyOf(work, key, resized(width, format), width, waitMs);
    },

    async thumbnail(key, format) {
      const made = await copyOf(work, key, thumbnailSpec(format), "thumb", THUMBNAIL_WAIT_MS);
      return made === "pending" ? null : made;
    },

    warm(keys) {
      const job = warm(work, keys).finally(() => warming.delete(job));
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
      work.closed = true;
      await Promise.allSettled([...warming, ...pending.values(), ...requested]);
    },
  };
}

/** Every copy of the pictures made ahead, thumbnails first, stopping when the process closes. */
async function warm(work: CopyWork, keys: readonly string[]): Promise<void> {
  const pictures: (Stored & { info: ImageInfo })[] = [];
  for (const key of keys) {
    const stat = await work.storage.stat(key);
    const info = isPicture(stat) ? await describeStored(work, key, stat) : null;
    if (stat && info) pictures.push({ key, stat, info });
  }
  const groups = await sameBytes(work, pictures);
  // The list cards' thumbnails first: small, and shown on every list page with the picture.
  for (const format of PAGE_FORMATS) {
    for (const group of groups) {
      if (work.closed) return;
      await makeCopies(work, group, thumbnailSpec(format), "background").catch((error) =>
        log.warn("thumbnail could not be made in advance", { key: group[0].key, format, error }),
      );
    }
  }
  for (const [width, format] of WARM_ORDER) {
    for (const group of groups) {
      if (work.closed) return;
      // A see-through picture falls back to PNG, any other to JPEG: only that one is ever asked for.
      if (format === (group[0].info.hasAlpha ? "jpg" : "png")) continue;
      await makeCopies(work, group, resized(width, format), "background").catch((error) =>
        log.warn("picture copy could not be made in advance", { key: group[0].key, width, format, error }),
      );
    }
  }
}
