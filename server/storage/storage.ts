import type { Readable } from "node:stream";
import type { ByteRange } from "#core/http-range.ts";
import { tr } from "#core/messages.ts";

/** What the site knows about a stored file. */
export interface StoredObject {
  size: number;
  contentType: string;
  /** Strong validator, quoted, usable as an HTTP ETag. */
  etag: string;
  lastModified: Date;
}

export type { ByteRange } from "#core/http-range.ts";

/**
 * One small interface for file storage (docs/product.md): a folder under data/ by
 * default, an S3-compatible bucket when configured. Keys are always made by the
 * server (images/{grade}/{name}) and checked by `assertSafeKey` before use.
 */
export interface FileStorage {
  /**
   * Stores a whole file under `key`: readers see the old bytes or the new ones,
   * never half a file. A stream body needs its `size` (S3 wants the length up front).
   */
  put(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void>;
  /** Size, type, ETag and time of a stored file; null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's bytes (or one range of them); a missing file throws StorageError 404. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (e.g. "images/"), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
}

/**
 * docs/product.md's storage errors: 401 (unauthenticated), 402 (quota exceeded), 403
 * (unauthorized), 404 (object not found); 503 for a store that does not answer.
 * Every implementation throws these, each with its Turkish message.
 */
export const STORAGE_ERRORS = {
  401: { code: "storage-unauthenticated", message: tr.storage.unauthenticated },
  402: { code: "storage-quota-exceeded", message: tr.storage.quotaExceeded },
  403: { code: "storage-unauthorized", message: tr.storage.unauthorized },
  404: { code: "storage-object-not-found", message: tr.storage.objectNotFound },
  503: { code: "storage-unavailable", message: tr.storage.unavailable },
} as const;
export type StorageErrorStatus = keyof typeof STORAGE_ERRORS;

export class StorageError extends Error {
  readonly code: string;
  constructor(
    readonly status: StorageErrorStatus,
    options?: { cause?: unknown },
  ) {
    super(STORAGE_ERRORS[status].message, options);
    this.name = "StorageError";
    this.code = STORAGE_ERRORS[status].code;
  }
}

const SAFE_KEY = /^images\/(?:[2-9]|1[0-2])\/[a-z0-9][a-z0-9._-]{0,150}$/;
/** A resized copy (or the size record) of an original: `copies/{original key}/{version}-{width}.{format}`. */
const COPY_KEY =
  /^copies\/images\/(?:[2-9]|1[0-2])\/[a-z0-9][a-z0-9._-]{0,150}\/[\w-]{1,40}(?:-\d{1,5})?\.(?:avif|webp|jpg|png|json)$/;

/** A bulk import's staged file: `imports/{import id}/{random}.{ext}`, never served. */
const STAGED_KEY = /^imports\/\d{1,9}\/[a-f0-9]{16}\.(?:pdf|png|jpg|webp|gif|mp3|m4a|ogg)$/;

export class UnsafeKeyError extends Error {}

/** An original's key: what /files/ serves and what entries refer to. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

/** What the store accepts: originals, the copies the server makes of pictures, and an import's staged files. */
export function isStorageKey(key: string): boolean {
  return isSafeKey(key) || (COPY_KEY.test(key) && !key.includes("..")) || STAGED_KEY.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(`Refusing storage key ${JSON.stringify(key)}`);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new UnsafeKeyError(`Refusing storage key ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  json: "application/json",
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** A stored file's bytes in memory, for the server's own readers (pictures, PDF text); never more than `maxBytes`. */
export async function readWhole(storage: FileStorage, key: string, maxBytes = Infinity): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.read(key)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error(`${key} is larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
