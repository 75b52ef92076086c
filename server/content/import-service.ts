import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { IMPORT_LIMITS, importFieldsOf, type OnDuplicate } from "#core/imports.ts";
import { tr } from "#core/messages.ts";
import type { Db } from "#server/db/client.ts";
import { importItems, imports } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { startImportWorker, type ImportWorkerOptions } from "./import-worker";
import { ImportError } from "./import-error";
import {
  abandon,
  createFromList,
  fill,
  newImport,
  onDuplicateOf,
  pathAwaitingBytes,
  receiveFile,
  takeBytes,
  type ImportDeps,
  type Received,
} from "./import-files";
import {
  importSummary,
  importView,
  recentImports,
  type ImportItemView,
  type ImportSummary,
  type ImportView,
} from "./import-views";
import type { UnitService } from "./unit-service";

// Callers import these with the service, from here.
export { ImportError, importFailure } from "./import-error";
export { type Received } from "./import-files";
export type { ImportCounts, ImportItemView, ImportSummary, ImportView } from "./import-views";

/** Finished imports, with the staged bytes of rows that failed, are kept this long. */
export const IMPORT_KEEP_DAYS = 30;
/** A staged file no unfinished row refers to is removed after this (a request between staging and its rows is never touched). */
const STAGED_GRACE_MS = 60 * 60 * 1000;

/**
 * Bulk import (decision 0046). An import is a job in the database: its rows
 * (one per file) get their bytes staged in the file store, the admin corrects their
 * fields, and once started the worker on any instance imports each ready row alone,
 * through the single form's rules and the admin service's file-first order. Every row
 * succeeds, is skipped or fails with its reason; a failed row can be retried.
 */
export interface ImportService {
  view(importId: number): Promise<ImportView | null>;
  recent(limit?: number): Promise<ImportSummary[]>;
  /**
   * A new import from the list of files the page is about to send (JSON): each row
   * waits for its bytes (`receiveFile`), its fields proposed at once.
   */
  createFromList(
    userId: number | null,
    input: { files: { path: string; size: number }[]; manifest?: string | null; onDuplicate?: unknown },
  ): Promise<ImportView>;
  /** Where a request's .zip is spooled before it is opened (the upload folder). */
  scratchDir: string;
  newImport(userId: number | null, onDuplicate: OnDuplicate): Promise<number>;
  /** One file's bytes: checked by their first bytes and size as on the single form, hashed, staged. */
  receive(importId: number, filePath: string, body: AsyncIterable<Buffer>): Promise<Received>;
  /**
   * The rows of a new import's received files (the HTTP intake, server/http/import-intake.ts,
   * reads the body), their fields proposed from the paths and the manifest.
   */
  fill(
    importId: number,
    received: Received[],
    manifestText: string | null,
    onDuplicate: unknown,
  ): Promise<{ view: ImportView; manifestErrors: string[] }>;
  /** Nothing of a refused request stays: its staged files and its empty import go. */
  abandon(importId: number, received: Received[]): Promise<void>;
  /** The path of a row that can take bytes sent on their own (still waiting, or failed without any). */
  pathAwaitingBytes(importId: number, itemId: number): Promise<string>;
  /** A row takes the bytes received for it (or fails with their reason); only a row still without bytes does: two uploads of it keep the first. */
  takeBytes(importId: number, itemId: number, got: Received): Promise<ImportItemView>;
  /** New fields for rows not finished (and the duplicate choice); a row that failed on its fields is ready again. */
  edit(
    importId: number,
    changes: { onDuplicate?: unknown; items?: { id: number; fields: unknown }[] },
  ): Promise<ImportView>;
  /** Starts importing: ready rows now, waiting rows as their bytes come. */
  start(importId: number): Promise<ImportView>;
  /** Failed rows (all, or these) are tried again: with their bytes when they have them, else they wait for new ones. */
  retry(importId: number, itemIds?: number[]): Promise<ImportView>;
  /** Removes an import, its rows and its staged bytes; the entries it made stay. */
  discard(importId: number): Promise<boolean>;
  /**
   * Removes what imports leave: finished imports after IMPORT_KEEP_DAYS (their failed rows'
   * bytes with them), and staged files no unfinished or failed row refers to (a request that
   * died between staging and its rows, a row finished just before a crash).
   */
  sweep(options?: { now?: number }): Promise<{ imports: number; staged: number }>;
  /** One pass of the worker (tests, the command line): how many rows it imported. */
  runOnce(): Promise<number>;
  wake(): void;
  close(): Promise<void>;
}

export function createImportService(
  options: ImportWorkerOptions & { uploadDir: string; units: UnitService },
): ImportService {
  const { db, storage, uploadDir, units } = options;
  // The worker (its own module) imports the rows once started; the service wakes it.
  const worker = startImportWorker(options);
  const deps: ImportDeps = { db, storage, uploadDir, units, wake: worker.wake };
  return {
    view: (importId) => importView(db, importId),
    recent: (limit) => recentImports(db, limit),
    createFromList: (userId, input) => createFromList(deps, userId, input),
    scratchDir: uploadDir,
    newImport: (userId, onDuplicate) => newImport(db, userId, onDuplicate),
    receive: (importId, filePath, body) => receiveFile(deps, importId, filePath, body),
    fill: (importId, received, manifestText, onDuplicate) => fill(deps, importId, received, manifestText, onDuplicate),
    abandon: (importId, received) => abandon(deps, importId, received),
    pathAwaitingBytes: (importId, itemId) => pathAwaitingBytes(db, importId, itemId),
    takeBytes: (importId, itemId, got) => takeBytes(deps, importId, itemId, got),
    edit: (importId, changes) => edit(db, importId, changes),
    start: (importId) => start(deps, importId),
    retry: (importId, itemIds) => retry(deps, importId, itemIds),
    discard: (importId) => discard(deps, importId),
    sweep: (options) => sweep(deps, options),
    runOnce: worker.runOnce,
    wake: worker.wake,
    close: worker.close,
  };
}

/** New fields for rows not finished (and the duplicate choice); a row that failed on its fields is ready again. */
async function edit(
  db: Db,
  importId: number,
  changes: { onDuplicate?: unknown; items?: { id: number; fields: unknown }[] },
): Promise<ImportView> {
  if (!(await importSummary(db, importId))) throw new ImportError(404, "not-found", tr.imports.notFound);
  await db.transaction(async (tx) => {
    if (changes.onDuplicate !== undefined)
      await tx
        .update(imports)
        .set({ onDuplicate: onDuplicateOf(changes.onDuplicate), updatedAt: sql`now()` })
        .where(eq(imports.id, importId));
    for (const item of (changes.items ?? []).slice(0, IMPORT_LIMITS.files)) {
      await tx
        .update(importItems)
        .set({ fields: importFieldsOf(item.fields), errors: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(importItems.id, item.id),
            eq(importItems.importId, importId),
            inArray(importItems.state, ["waiting", "ready", "failed"]),
          ),
        );
    }
  });
  return (await importView(db, importId))!;
}

/** Starts importing: ready rows now, waiting rows as their bytes come. */
async function start({ db, wake }: ImportDeps, importId: number): Promise<ImportView> {
  const [row] = await db
    .update(imports)
    .set({ startedAt: sql`coalesce(${imports.startedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(imports.id, importId))
    .returning({ id: imports.id });
  if (!row) throw new ImportError(404, "not-found", tr.imports.notFound);
  wake();
  return (await importView(db, importId))!;
}

/** Failed rows (all, or these) are tried again: with their bytes when they have them, else they wait for new ones. */
async function retry(deps: ImportDeps, importId: number, itemIds?: number[]): Promise<ImportView> {
  if (!(await importSummary(deps.db, importId))) throw new ImportError(404, "not-found", tr.imports.notFound);
  await deps.db
    .update(importItems)
    .set({
      state: sql`case when ${importItems.stagedKey} is null then 'waiting' else 'ready' end`,
      error: null,
      errors: null,
      attempts: 0,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(importItems.importId, importId),
        eq(importItems.state, "failed"),
        itemIds ? inArray(importItems.id, itemIds.slice(0, IMPORT_LIMITS.files)) : undefined,
      ),
    );
  return start(deps, importId);
}

/** Removes an import, its rows and its staged bytes; the entries it made stay. */
async function discard({ db, storage }: ImportDeps, importId: number): Promise<boolean> {
  const staged = await db
    .select({ key: importItems.stagedKey })
    .from(importItems)
    .where(and(eq(importItems.importId, importId), isNotNull(importItems.stagedKey)));
  const [gone] = await db.delete(imports).where(eq(imports.id, importId)).returning({ id: imports.id });
  await Promise.all(staged.map((s) => storage.delete(s.key!).catch(() => {})));
  return Boolean(gone);
}

/**
 * Removes what imports leave: finished imports after IMPORT_KEEP_DAYS (their failed rows'
 * bytes with them), and staged files no unfinished or failed row refers to (a request that
 * died between staging and its rows, a row finished just before a crash).
 */
async function sweep(
  deps: ImportDeps,
  { now = Date.now() }: { now?: number } = {},
): Promise<{ imports: number; staged: number }> {
  const { db, storage } = deps;
  const old = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        lt(imports.updatedAt, new Date(now - IMPORT_KEEP_DAYS * 86_400_000)),
        sql`not exists (select 1 from ${importItems} i where i.import_id = ${imports.id} and i.state in ('ready', 'working'))`,
      ),
    );
  for (const { id } of old) await discard(deps, id);
  const keep = new Set(
    (
      await db
        .select({ key: importItems.stagedKey })
        .from(importItems)
        .where(
          and(isNotNull(importItems.stagedKey), inArray(importItems.state, ["ready", "working", "failed", "waiting"])),
        )
    ).map((r) => r.key),
  );
  let staged = 0;
  for await (const key of storage.list("imports/")) {
    if (keep.has(key)) continue;
    const stat = await storage.stat(key).catch(() => null);
    if (stat && stat.lastModified.getTime() > now - STAGED_GRACE_MS) continue;
    await storage.delete(key);
    staged++;
  }
  if (old.length || staged) log.info("imports swept", { imports: old.length, staged });
  return { imports: old.length, staged };
}
