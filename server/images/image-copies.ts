import { createHash } from "node:crypto";
import os from "node:os";
import sharp from "sharp";
import { IMAGE_MIME, THUMBNAIL, type ImageFormat, type ImageWidth } from "#core/images.ts";
import { log } from "#server/log.ts";
import type { FileStorage, StoredObject } from "#server/storage/storage.ts";
import { assertSafeKey, readWhole } from "#server/storage/storage.ts";
import type { ImageInfo, ImageVariant } from "./image-variants";

/**
 * How one copy of a stored picture is made and kept: where it lives in the store, how sharp
 * cuts and encodes it, the queue that bounds how many are made at once, and the jobs that make
 * each copy once however many ask for it. server/images/image-variants.ts answers with them.
 */

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

export interface Stored {
  key: string;
  stat: StoredObject;
}

/** Where copies of an original live: `copies/images/5/kedi-1a2b3c4d.png/…`. */
export const copiesPrefix = (key: string) => `copies/${key}/`;

export function isPicture(stat: StoredObject | null): stat is StoredObject {
  return stat !== null && stat.contentType.startsWith("image/") && stat.size <= MAX_INPUT_BYTES;
}

/** Short, key-safe digest of the original's ETag: a new original gets new copies. */
function versionOf(stat: StoredObject): string {
  return createHash("sha1").update(stat.etag).digest("base64url").slice(0, 16);
}

export function variantEtag(stat: StoredObject, width: ImageWidth | "thumb", format: ImageFormat): string {
  return `"${versionOf(stat)}-${width}-${format}"`;
}

/** Runs at most `max` jobs at once; urgent jobs (a pupil is waiting) go before background ones. */
interface JobQueue {
  run<T>(task: () => Promise<T>, priority: "urgent" | "background"): Promise<T>;
}

function jobQueue(max: number): JobQueue {
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
export interface CopySpec {
  name: string;
  format: ImageFormat;
  shape(image: sharp.Sharp): sharp.Sharp;
  thumb?: boolean;
}

export const resized = (width: ImageWidth, format: ImageFormat): CopySpec => ({
  name: String(width),
  format,
  shape: (image) => image.resize({ width, withoutEnlargement: true }),
});

/** A list card's thumbnail: the picture's most telling part (libvips' attention strategy) in the card's box. */
export const thumbnailSpec = (format: ImageFormat): CopySpec => ({
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

/** The copies being made, waited for or made ahead, shared by every request of one process. */
export interface CopyWork {
  storage: FileStorage;
  queue: JobQueue;
  pending: Map<string, Promise<void>>;
  warming: Set<Promise<void>>;
  /**
   * Copies asked for by a request, from the call on: a copy's job enters `pending` only
   * after the store said it is missing, and `idle()` must not slip through that gap.
   */
  requested: Set<Promise<unknown>>;
  /** Shutting down: copies made ahead stop after the one under way. */
  closed: boolean;
  infos: Map<string, { version: string; info: ImageInfo }>;
}

export function copyWork(storage: FileStorage): CopyWork {
  return {
    storage,
    queue: jobQueue(CONCURRENCY),
    pending: new Map(),
    warming: new Set(),
    requested: new Set(),
    closed: false,
    infos: new Map(),
  };
}

const copyKey = (key: string, stat: StoredObject, spec: CopySpec) =>
  `${copiesPrefix(key)}${versionOf(stat)}-${spec.name}.${spec.format}`;

/** One job per copy at a time: two pupils (or a pupil and the warm-up) opening a new picture make it once. */
function once(
  { queue, pending }: CopyWork,
  target: string,
  priority: "urgent" | "background",
  make: () => Promise<void>,
): Promise<void> {
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
export async function makeCopies(
  work: CopyWork,
  sources: readonly Stored[],
  spec: CopySpec,
  priority: "urgent" | "background",
): Promise<string> {
  const { storage } = work;
  const targets = sources.map(({ key, stat }) => copyKey(key, stat, spec));
  const missing = async () =>
    (await Promise.all(targets.map(async (t) => ((await storage.stat(t)) ? null : t)))).filter((t) => t !== null);
  const first = (await missing())[0];
  if (first === undefined) return targets[0];
  await once(work, first, priority, async () => {
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
export async function sameBytes({ storage }: CopyWork, pictures: readonly (Stored & { info: ImageInfo })[]) {
  const groups = new Map<string, (Stored & { info: ImageInfo })[]>();
  for (const picture of pictures) {
    const digest = createHash("sha1")
      .update(await readWhole(storage, picture.key))
      .digest("hex");
    groups.set(digest, [...(groups.get(digest) ?? []), picture]);
  }
  return [...groups.values()];
}

export async function describeStored(
  { storage, infos }: CopyWork,
  key: string,
  stat: StoredObject,
): Promise<ImageInfo | null> {
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

/** A copy of a stored picture, made now if nobody made it before (see ImageVariants.variant). */
export async function copyOf(
  work: CopyWork,
  key: string,
  spec: CopySpec,
  etagName: ImageWidth | "thumb",
  waitMs: number,
): Promise<ImageVariant | "pending" | null> {
  const { storage, requested } = work;
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
    const making = makeCopies(work, [{ key, stat }], spec, "urgent");
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
