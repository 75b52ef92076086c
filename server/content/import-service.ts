import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { extensionAgrees, FILE_KIND_INFO, type FileKind } from "#core/file-kinds.ts";
import { tooLargeMessage } from "#core/content-form.ts";
import {
  FINISHED_STATES,
  IMPORT_LIMITS,
  importFieldsOf,
  isSystemFile,
  normalisePath,
  ON_DUPLICATE,
  parseManifest,
  proposeFields,
  type ImportFields,
  type ItemState,
  type Manifest,
  type OnDuplicate,
} from "#core/imports.ts";
import { tr } from "#core/messages.ts";
import { contents, fileHashes, importItems, imports } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { startImportWorker, type ImportWorkerOptions } from "./import-worker";
import { spool, type SpooledFile } from "./upload";
import type { UnitService } from "./unit-service";

/** Finished imports, with the staged bytes of rows that failed, are kept this long. */
export const IMPORT_KEEP_DAYS = 30;
/** A staged file no unfinished row refers to is removed after this (a request between staging and its rows is never touched). */
const STAGED_GRACE_MS = 60 * 60 * 1000;

/** The key of a row's bytes while it waits: under imports/, server-made, never served. */
const stagedKey = (importId: number, kind: FileKind) => `imports/${importId}/${randomBytes(8).toString("hex")}.${FILE_KIND_INFO[kind].ext}`;

export class ImportError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ImportError";
  }
}

/**
 * An ImportError's or StorageError's answer, or null for anything else. By name, not
 * `instanceof`: the pages' server build carries its own copy of these classes.
 */
export function importFailure(error: unknown): { status: number; code: string; message: string } | null {
  const e = error as { name?: unknown; status?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || typeof e.message !== "string" || typeof e.code !== "string") return null;
  if (e.name === "ImportError" && typeof e.status === "number") return { status: e.status, code: e.code, message: e.message };
  if (e.name === "StorageError") return { status: 503, code: e.code, message: e.message };
  return null;
}

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

/** A file as it came in (a part of a post, an entry of a zip), staged or refused. */
export interface Received {
  path: string;
  size: number;
  kind: FileKind | null;
  sha256: string | null;
  stagedKey: string | null;
  error: string | null;
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

const entryLink = (e: Pick<ContentEntry, "id" | "sinif" | "konuIng" | "konuTr">) => ({ id: e.id, title: e.konuIng, url: contentPath(e) });

/**
 * Bulk import (issue 22; decision 0046). An import is a job in the database: its rows
 * (one per file) get their bytes staged in the file store, the admin corrects their
 * fields, and once started the worker on any instance imports each ready row alone,
 * through the single form's rules and the admin service's file-first order. Every row
 * succeeds, is skipped or fails with its reason; a failed row can be retried.
 */
export function createImportService(options: ImportWorkerOptions & { uploadDir: string; units: UnitService }) {
  const { db, storage, uploadDir, units } = options;
  // The worker (its own module) imports the rows once started; the service wakes it.
  const worker = startImportWorker(options);

  // ------------------------------------------------------------------ reading

  async function summary(importId: number): Promise<{ onDuplicate: OnDuplicate; startedAt: Date | null; createdAt: Date } | null> {
    const [row] = await db.select({ onDuplicate: imports.onDuplicate, startedAt: imports.startedAt, createdAt: imports.createdAt }).from(imports).where(eq(imports.id, importId));
    return row ?? null;
  }

  /** Rows of an import as the table shows them (all, or one), in order. */
  async function itemViews(importId: number, itemId?: number): Promise<ImportItemView[]> {
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
        entry: sql<{ id: number; sinif: number; konuIng: string; konuTr: string } | null>`(select json_build_object('id', c.id, 'sinif', c.sinif, 'konuIng', c.konu_ing, 'konuTr', c.konu_tr) from ${contents} c where c.id = ${importItems}.content_id)`,
        // Before the row is imported: an entry whose current file has the same bytes.
        existing: sql<{ id: number; sinif: number; konuIng: string; konuTr: string } | null>`(select json_build_object('id', c.id, 'sinif', c.sinif, 'konuIng', c.konu_ing, 'konuTr', c.konu_tr) from ${fileHashes} h join ${contents} c on c.id = h.content_id and c.file = h.file where h.sha256 = ${importItems}.sha256 and ${importItems}.state in ('ready', 'failed'))`,
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

  async function view(importId: number): Promise<ImportView | null> {
    const job = await summary(importId);
    if (!job) return null;
    const items = await itemViews(importId);
    const counts = countsOf(items.map((i) => i.state));
    return {
      id: importId,
      onDuplicate: job.onDuplicate,
      started: job.startedAt !== null,
      finished: job.startedAt !== null && counts.waiting === 0 && counts.pending === 0,
      createdAt: job.createdAt,
      counts,
      bytes: { total: items.reduce((n, i) => n + i.size, 0), finished: items.filter((i) => FINISHED_STATES.includes(i.state)).reduce((n, i) => n + i.size, 0) },
      items,
    };
  }

  async function recent(limit = 10): Promise<ImportSummary[]> {
    const jobs = await db.select({ id: imports.id, createdAt: imports.createdAt, startedAt: imports.startedAt }).from(imports).orderBy(desc(imports.id)).limit(limit);
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
    return jobs.map((j) => ({ id: j.id, createdAt: j.createdAt, started: j.startedAt !== null, counts: countsOf(states.filter((s) => s.importId === j.id).map((s) => s.state)) }));
  }

  // ------------------------------------------------------------------ receiving files

  /** Stages bytes that are already checked and spooled on local disk; the temp file is removed. */
  async function stage(importId: number, spooled: SpooledFile): Promise<string> {
    const key = stagedKey(importId, spooled.kind!);
    try {
      // Opened first, so a failure to open rejects here: a stream that opens by itself could
      // emit its 'error' while the store is still preparing, with no one listening (issue 32).
      const handle = await fsp.open(spooled.path!, "r");
      try {
        await storage.put(key, handle.createReadStream(), FILE_KIND_INFO[spooled.kind!].contentType, spooled.size);
      } finally {
        await handle.close().catch(() => {});
      }
    } finally {
      await fsp.rm(spooled.path!, { force: true }).catch(() => {});
    }
    return key;
  }

  /** One file's bytes: checked by their first bytes and size as on the single form, hashed, staged. */
  async function receive(importId: number, filePath: string, body: AsyncIterable<Buffer>): Promise<Received> {
    const spooled = await spool(body, uploadDir);
    const received: Received = { path: filePath, size: spooled.size, kind: spooled.kind, sha256: spooled.sha256, stagedKey: null, error: null };
    // Audio by its name and its bytes together (issue 36); a name that claims audio for other bytes is refused too.
    const agrees = extensionAgrees(spooled.kind, filePath);
    if (!agrees || !spooled.kind) {
      received.kind = null;
      received.error = !agrees ? tr.imports.audioNameMismatch : spooled.forged ? tr.admin.audioForged : tr.imports.notAccepted;
      if (spooled.path) await fsp.rm(spooled.path, { force: true }).catch(() => {});
    } else if (!spooled.path) received.error = tooLargeMessage(FILE_KIND_INFO[spooled.kind].fileType);
    else received.stagedKey = await stage(importId, spooled);
    return received;
  }

  /** The rows of received files, fields proposed from the path, the manifest and the unit table, written in one statement. */
  async function addRows(importId: number, files: { path: string; size: number; received?: Received }[], manifest: Manifest | null, startAt = 0) {
    const known = await units.all();
    const rows = files.map((f, i) => {
      const r = f.received;
      return {
        importId,
        position: startAt + i,
        path: f.path,
        size: r?.size ?? f.size,
        fields: proposeFields(f.path, manifest, known),
        state: (r ? (r.error ? "failed" : "ready") : "waiting") as ItemState,
        kind: r?.kind ?? null,
        sha256: r?.sha256 ?? null,
        stagedKey: r?.stagedKey ?? null,
        error: r?.error ?? null,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await db.insert(importItems).values(rows.slice(i, i + 200));
  }

  async function newImport(userId: number | null, onDuplicate: OnDuplicate): Promise<number> {
    const [row] = await db.insert(imports).values({ createdBy: userId, onDuplicate }).returning({ id: imports.id });
    return row.id;
  }

  const onDuplicateOf = (raw: unknown): OnDuplicate => (ON_DUPLICATE.includes(raw as OnDuplicate) ? (raw as OnDuplicate) : "skip");

  /**
   * A new import from the list of files the page is about to send (JSON): each row
   * waits for its bytes (`receiveFile`), its fields proposed at once.
   */
  async function createFromList(userId: number | null, input: { files: { path: string; size: number }[]; manifest?: string | null; onDuplicate?: unknown }): Promise<ImportView> {
    if (!input.files.length) throw new ImportError(400, "no-files", tr.imports.noFiles);
    const manifest = input.manifest ? parseManifest(input.manifest) : null;
    const files: { path: string; size: number }[] = [];
    let total = 0;
    for (const f of input.files) {
      const p = normalisePath(f.path);
      if (!p) throw new ImportError(400, "bad-path", tr.imports.badPath);
      if (isSystemFile(p)) continue;
      total += f.size;
      files.push({ path: p, size: f.size });
    }
    if (files.length > IMPORT_LIMITS.files) throw new ImportError(413, "too-many-files", tr.imports.tooManyFiles(IMPORT_LIMITS.files));
    if (total > IMPORT_LIMITS.bytes) throw new ImportError(413, "too-large", tr.imports.tooLarge);
    const id = await newImport(userId, onDuplicateOf(input.onDuplicate));
    await addRows(id, files, manifest);
    return (await view(id))!;
  }

  /**
   * The rows of a new import's received files (the HTTP intake, server/http/import-intake.ts,
   * reads the body), their fields proposed from the paths and the manifest.
   */
  async function fill(importId: number, received: Received[], manifestText: string | null, onDuplicate: unknown): Promise<{ view: ImportView; manifestErrors: string[] }> {
    if (!received.length) throw new ImportError(400, "no-files", tr.imports.noFiles);
    const manifest = manifestText ? parseManifest(manifestText) : null;
    await db.update(imports).set({ onDuplicate: onDuplicateOf(onDuplicate) }).where(eq(imports.id, importId));
    await addRows(
      importId,
      received.map((r) => ({ path: r.path, size: r.size, received: r })),
      manifest,
    );
    return { view: (await view(importId))!, manifestErrors: manifest?.errors ?? [] };
  }

  /** Nothing of a refused request stays: its staged files and its empty import go. */
  async function abandon(importId: number, received: Received[]): Promise<void> {
    await Promise.all(received.filter((r) => r.stagedKey).map((r) => storage.delete(r.stagedKey!).catch(() => {})));
    await db.delete(imports).where(eq(imports.id, importId));
  }

  /** The path of a row that can take bytes sent on their own (still waiting, or failed without any). */
  async function pathAwaitingBytes(importId: number, itemId: number): Promise<string> {
    const [item] = await db
      .select({ state: importItems.state, stagedKey: importItems.stagedKey, path: importItems.path })
      .from(importItems)
      .where(and(eq(importItems.id, itemId), eq(importItems.importId, importId)));
    if (!item) throw new ImportError(404, "not-found", tr.imports.itemNotFound);
    if (item.state !== "waiting" && !(item.state === "failed" && !item.stagedKey)) throw new ImportError(409, "has-bytes", tr.imports.alreadyHasBytes);
    return item.path;
  }

  /** A row takes the bytes received for it (or fails with their reason); only a row still without bytes does: two uploads of it keep the first. */
  async function takeBytes(importId: number, itemId: number, got: Received): Promise<ImportItemView> {
    const [updated] = await db
      .update(importItems)
      .set({ size: got.size, kind: got.kind, sha256: got.sha256, stagedKey: got.stagedKey, state: got.error ? "failed" : "ready", error: got.error, errors: null, updatedAt: sql`now()` })
      .where(and(eq(importItems.id, itemId), or(eq(importItems.state, "waiting"), and(eq(importItems.state, "failed"), sql`${importItems.stagedKey} is null`))))
      .returning({ id: importItems.id });
    if (!updated) {
      if (got.stagedKey) await storage.delete(got.stagedKey).catch(() => {});
      throw new ImportError(409, "has-bytes", tr.imports.alreadyHasBytes);
    }
    if (!got.error) worker.wake();
    // This row only: a 500-row import's PUTs must not each read the whole table.
    return (await itemViews(importId, itemId))[0];
  }

  // ------------------------------------------------------------------ the admin's changes

  /** New fields for rows not finished (and the duplicate choice); a row that failed on its fields is ready again. */
  async function edit(importId: number, changes: { onDuplicate?: unknown; items?: { id: number; fields: unknown }[] }): Promise<ImportView> {
    if (!(await summary(importId))) throw new ImportError(404, "not-found", tr.imports.notFound);
    await db.transaction(async (tx) => {
      if (changes.onDuplicate !== undefined) await tx.update(imports).set({ onDuplicate: onDuplicateOf(changes.onDuplicate), updatedAt: sql`now()` }).where(eq(imports.id, importId));
      for (const item of (changes.items ?? []).slice(0, IMPORT_LIMITS.files)) {
        await tx
          .update(importItems)
          .set({ fields: importFieldsOf(item.fields), errors: null, updatedAt: sql`now()` })
          .where(and(eq(importItems.id, item.id), eq(importItems.importId, importId), inArray(importItems.state, ["waiting", "ready", "failed"])));
      }
    });
    return (await view(importId))!;
  }

  /** Starts importing: ready rows now, waiting rows as their bytes come. */
  async function start(importId: number): Promise<ImportView> {
    const [row] = await db.update(imports).set({ startedAt: sql`coalesce(${imports.startedAt}, now())`, updatedAt: sql`now()` }).where(eq(imports.id, importId)).returning({ id: imports.id });
    if (!row) throw new ImportError(404, "not-found", tr.imports.notFound);
    worker.wake();
    return (await view(importId))!;
  }

  /** Failed rows (all, or these) are tried again: with their bytes when they have them, else they wait for new ones. */
  async function retry(importId: number, itemIds?: number[]): Promise<ImportView> {
    if (!(await summary(importId))) throw new ImportError(404, "not-found", tr.imports.notFound);
    await db
      .update(importItems)
      .set({ state: sql`case when ${importItems.stagedKey} is null then 'waiting' else 'ready' end`, error: null, errors: null, attempts: 0, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(importItems.importId, importId), eq(importItems.state, "failed"), itemIds ? inArray(importItems.id, itemIds.slice(0, IMPORT_LIMITS.files)) : undefined));
    return start(importId);
  }

  /** Removes an import, its rows and its staged bytes; the entries it made stay. */
  async function discard(importId: number): Promise<boolean> {
    const staged = await db.select({ key: importItems.stagedKey }).from(importItems).where(and(eq(importItems.importId, importId), isNotNull(importItems.stagedKey)));
    const [gone] = await db.delete(imports).where(eq(imports.id, importId)).returning({ id: imports.id });
    await Promise.all(staged.map((s) => storage.delete(s.key!).catch(() => {})));
    return Boolean(gone);
  }

  /**
   * Removes what imports leave: finished imports after IMPORT_KEEP_DAYS (their failed rows'
   * bytes with them), and staged files no unfinished or failed row refers to (a request that
   * died between staging and its rows, a row finished just before a crash).
   */
  async function sweep({ now = Date.now() }: { now?: number } = {}): Promise<{ imports: number; staged: number }> {
    const old = await db
      .select({ id: imports.id })
      .from(imports)
      .where(and(lt(imports.updatedAt, new Date(now - IMPORT_KEEP_DAYS * 86_400_000)), sql`not exists (select 1 from ${importItems} i where i.import_id = ${imports.id} and i.state in ('ready', 'working'))`));
    for (const { id } of old) await discard(id);
    const keep = new Set((await db.select({ key: importItems.stagedKey }).from(importItems).where(and(isNotNull(importItems.stagedKey), inArray(importItems.state, ["ready", "working", "failed", "waiting"])))).map((r) => r.key));
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

  return {
    view,
    recent,
    createFromList,
    /** Where a request's .zip is spooled before it is opened (the upload folder). */
    scratchDir: uploadDir,
    newImport,
    receive,
    fill,
    abandon,
    pathAwaitingBytes,
    takeBytes,
    edit,
    start,
    retry,
    discard,
    sweep,
    runOnce: worker.runOnce,
    wake: worker.wake,
    close: worker.close,
  };
}

export type ImportService = ReturnType<typeof createImportService>;
