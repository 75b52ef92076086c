import type { ContentTypeCode, FileType } from "./content-types";
import { slugify } from "./text";

/** A content entry as every layer sees it: docs/product.md field names plus `id`. */
export interface ContentEntry {
  id: number;
  sinif: number;
  unite: number;
  konuIng: string;
  konuTr: string;
  icerikTuru: ContentTypeCode;
  donem: 1 | 2;
  file: string | null;
  fileType: FileType;
  link: string | null;
}

/** What the home page counts: entries, and grades that have any. */
export interface ContentStats {
  contentCount: number;
  gradeCount: number;
}

/** The page of an entry: /classes/{grade}/{id}-{slug}. */
export function contentPath(entry: Pick<ContentEntry, "id" | "sinif" | "konuIng" | "konuTr">): string {
  const slug = slugify(entry.konuIng) || slugify(entry.konuTr);
  return `/classes/${entry.sinif}/${entry.id}${slug ? `-${slug}` : ""}`;
}

/** The storage key of a file of grade `grade`: images/{grade}/{file} (docs/product.md). The one place this shape is written. */
export function storageKey(grade: number, file: string): string {
  return `images/${grade}/${file}`;
}

/** The storage key of an entry's file, or null for a video. */
export function fileKey(entry: Pick<ContentEntry, "sinif" | "file">): string | null {
  return entry.file ? storageKey(entry.sinif, entry.file) : null;
}

export function fileUrl(entry: Pick<ContentEntry, "sinif" | "file">): string | null {
  const key = fileKey(entry);
  return key ? `/files/${key}` : null;
}

/** An entry as the JSON API and the admin's form show it: docs/product.md's fields plus its page and its file's address (docs/product.md). */
export type EntryJson = ContentEntry & { url: string; fileUrl: string | null };

export function entryJson(entry: ContentEntry): EntryJson {
  return { ...entry, url: contentPath(entry), fileUrl: fileUrl(entry) };
}

/** An entry id from a URL: plain digits only (no signs, no exponents), within int4. */
export function parseEntryId(raw: string | null | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Parses the `{id}-{slug}` segment; only the id matters, the slug is decoration. */
export function parseContentSegment(segment: string | undefined): number | null {
  const match = /^(\d+)(?:-[a-z0-9-]*)?$/.exec(segment ?? "");
  return match ? parseEntryId(match[1]) : null;
}
