import type { ContentEntry } from "#core/content.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { sitePath } from "#core/site-path.ts";

/** Addresses of the admin's pages for one entry (all under /notekle, all behind requireAdmin). */
export const editPath = (id: number) => `/notekle/${id}/duzenle`;
export const deletePath = (id: number) => `/notekle/${id}/sil`;

/** The list page an entry appears on: its type's page with its grade selected. */
export function listPath(entry: Pick<ContentEntry, "sinif" | "icerikTuru">): string {
  return `${contentTypeByCode(entry.icerikTuru).path}?sinif=${entry.sinif}`;
}

/**
 * Where to go after a delete: the page the admin came from, when it is a path on
 * this site (never `//other.site` or a full URL) and not the deleted entry's own
 * page; otherwise `fallback` (the entry's list page when it is known).
 */
export function returnPathAfterDelete(raw: unknown, id: number, fallback: string): string {
  const path = sitePath(raw);
  if (path === null) return fallback;
  const ownPage = new RegExp(`^/classes/\\d+/${id}(?:[-/?#]|$)`).test(path) || path.startsWith(`/notekle/${id}/`);
  return ownPage ? fallback : path;
}
