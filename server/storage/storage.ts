import type { Readable } from "node:stream";

/** What the site knows about a stored file. */
export interface StoredObject {
  size: number;
  contentType: string;
  /** Strong validator, quoted, usable as an HTTP ETag. */
  etag: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

/**
 * One small interface for file storage (DESIGN.md): a folder under data/ by
 * default, an S3-compatible bucket when configured. Keys are always made by the
 * server (images/{grade}/{name}) and checked by `assertSafeKey` before use.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<string>;
}

const SAFE_KEY = /^images\/(?:[2-9]|1[0-2])\/[a-z0-9][a-z0-9._-]{0,150}$/;

export class UnsafeKeyError extends Error {}

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(`Refusing storage key ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
