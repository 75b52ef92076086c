import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { FILE_KIND_INFO } from "#core/file-kinds.ts";
import { FINISHED_STATES, type ImportFields, type ItemState, type OnDuplicate } from "#core/imports.ts";
import type { Db } from "#server/db/client.ts";
import { contents, fileHashes, importItems, imports } from "#server/db/schema.ts";

/* What the admin's import pages and the import API show of an import (import-service.ts). */

export interface ImportItemView {
  id: number;
  position: number;
  path: string;
  size: number;
  fields: ImportFields;
  state: ItemState;
  /** 'pdf', 'image' or 'audio' once the bytes are known. */
  fileType: "pdf" | "image" | "audio" | null;
  error: string | null;
  errors: Record<string, string> | null;
  /** The entry it became (done), or the one it is a copy of (skipped). */
  entry: { id: number; title: string; url: string } | null;
  replaced: boolean;
  /** Before it is imported: the entry that already has these very bytes. */
  alreadyOnSite: { id: number; title: string; url: string } | null;
}

export interface ImportCounts {
  total: number;
  waiting: number;
  pending: number;
  done: number;
  skipped: number;
  failed: number;
}

export interface ImportView {
  id: number;
  onDuplicate: OnDuplicate;
  started: boolean;
  finished: boolean;
  createdAt: Date;
  counts: ImportCounts;
  /** Bytes of all rows, and of the finished ones (progress by size). */
  bytes: { total: number; finished: number };
  items: ImportItemView[];
}

export interface ImportSummary {
  id: number;
  createdAt: Date;
  started: boolean;
  counts: ImportCounts;
}

function countsOf(states: ItemState[]): ImportCounts {
  const c: ImportCounts = { total: states.length, waiting: 0, pending: 0, done: 0, skipped: 0, failed: 0 };
  for (const s of states) {
    if (s === "waiting") c.waiting++;
    else if (s === "ready" || s === "working") c.pending++;
    else c[s]++;
  }
  return c;
}

const entryLink = (e: Pick<ContentEntry, "id" | "sinif" | "konuIng" | "konuTr">) => ({
  id: e.id,
  title: e.konuIng,
  url: contentPath(e),
});

export async function importSummary(
  db: Db,
  importId: number,
): Promise<{ onDuplicate: OnDuplicate; startedAt: Date | null; createdAt: Date } | null> {
  const [row] = await db
    .select({ onDuplicate: imports.onDuplicate, startedAt: imports.startedAt, createdAt: imports.createdAt })
    .from(imports)
    .where(eq(imports.id, importId));
  return row ?? null;
}

/** Rows of an import as the table shows them (all, or one), in order. */
export async function itemViews(db: Db, importId: number, itemId?: number): Promise<ImportItemView[]> {
  const rows = await db
    .select({
      id: importItems.id,
      position: importItems.position,
      path: importItems.path,
      size: importItems.size,
      fields: importItems.fields,
      state: importItems.state,
      kind: importItems.kind,
      error: importItems.error,
      errors: importItems.errors,
      replaced: importItems.replaced,
      contentId: importItems.contentId,
      entry: sql<{
        id: number;
        sinif: number;
        konuIng: string;
        konuTr: string;
      } | null>`(select json_build_object('id', c.id, 'sinif', c.sinif, 'konuIng', c.konu_ing, 'konuTr', c.konu_tr) from ${contents} c where c.id = ${importItems}.content_id)`,
      // Before the row is imported: an entry whose current file has the same bytes.
      existing: sql<{
        id: number;
        sinif: number;
        konuIng: string;
        konuTr: string;
      } | null>`(select json_build_object('id', c.id, 'sinif', c.sinif, 'konuIng', c.konu_ing, 'konuTr', c.konu_tr) from ${fileHashes} h join ${contents} c on c.id = h.content_id and c.file = h.file where h.sha256 = ${importItems}.sha256 and ${importItems}.state in ('ready', 'failed'))`,
    })
    .from(importItems)
    .where(and(eq(importItems.importId, importId), itemId === undefined ? undefined : eq(importItems.id, itemId)))
    .orderBy(asc(importItems.position));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    path: r.path,
    size: Number(r.size),
    fields: r.fields,
    state: r.state,
    fileType: r.kind ? FILE_KIND_INFO[r.kind].fileType : null,
    error: r.error,
    errors: r.errors,
    entry: r.entry ? entryLink(r.entry) : null,
    replaced: r.replaced,
    alreadyOnSite: r.existing ? entryLink(r.existing) : null,
  }));
}

export async function importView(db: Db, importId: number): Promise<ImportView | null> {
  const job = await importSummary(db, importId);
  if (!job) return null;
  const items = await itemViews(db, importId);
  const counts = countsOf(items.map((i) => i.state));
  return {
    id: importId,
    onDuplicate: job.onDuplicate,
    started: job.startedAt !== null,
    finished: job.startedAt !== null && counts.waiting === 0 && counts.pending === 0,
    createdAt: job.createdAt,
    counts,
    bytes: {
      total: items.reduce((n, i) => n + i.size, 0),
      finished: items.filter((i) => FINISHED_STATES.includes(i.state)).reduce((n, i) => n + i.size, 0),
    },
    items,
  };
}

export async function recentImports(db: Db, limit = 10): Promise<ImportSummary[]> {
  const jobs = await db
    .select({ id: imports.id, createdAt: imports.createdAt, startedAt: imports.startedAt })
    .from(imports)
    .orderBy(desc(imports.id))
    .limit(limit);
  if (!jobs.length) return [];
  const states = await db
    .select({ importId: importItems.importId, state: importItems.state })
    .from(importItems)
    .where(
      inArray(
        importItems.importId,
        jobs.map((j) => j.id),
      ),
    );
  return jobs.map((j) => ({
    id: j.id,
    createdAt: j.createdAt,
    started: j.startedAt !== null,
    counts: countsOf(states.filter((s) => s.importId === j.id).map((s) => s.state)),
  }));
}
