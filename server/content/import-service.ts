import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { parseContentForm } from "#core/content-form.ts";
import { FILE_KIND_INFO, type FileKind } from "#core/file-kinds.ts";
import {
  asContentForm,
  FINISHED_STATES,
  IMPORT_LIMITS,
  importFieldsOf,
  isManifestName,
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
import { startBackgroundWorker } from "#server/background-worker.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { contents, fileHashes, importItems, imports } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { StorageError, type FileStorage } from "#server/storage/storage.ts";
import { isStorageFault, storageError } from "#server/storage/local-storage.ts";
import type { ContentAdminService } from "./content-admin-service";
import { entryColumns } from "./content-service";
import { multipartBoundary, MultipartError, partText, readMultipart } from "./multipart";
import { spool, type SpooledFile } from "./upload";
import type { UnitService } from "./unit-service";
import { readZipEntries, readZipEntry, ZipError } from "./zip-reader";

/** How long a claimed row is this instance's; renewed while it works, so a crash frees it after this (as pdf-text.ts). */
const LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;
/** A row claimed this often without finishing (each claim ended by a crash) fails rather than crash the next instance. */
const MAX_ATTEMPTS = 3;
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
  /** 'pdf' or 'image' once the bytes are known. */
  fileType: "pdf" | "image" | null;
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
interface Received {
  path: string;
  size: number;
  kind: FileKind | null;
  sha256: string | null;
  stagedKey: string | null;
  error: string | null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

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
export function createImportService({
  db,
  storage,
  uploadDir,
  contentAdmin,
  units,
  changes,
  pauseMs = 0,
  publishEveryMs = 2_000,
  singleProcess = false,
}: {
  db: Db;
  storage: FileStorage;
  uploadDir: string;
  contentAdmin: ContentAdminService;
  units: UnitService;
  changes: ChangeBus;
  /** A pause between rows, so a big import leaves the machine to pupils' pages (IMPORT_PAUSE_MS). */
  pauseMs?: number;
  /** Entries imported are announced (caches emptied) at most this often, not once a row. */
  publishEveryMs?: number;
  /** The embedded database: no other process can hold a row's lease. */
  singleProcess?: boolean;
}) {
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
    if (!spooled.kind) received.error = tr.imports.notAccepted;
    else if (!spooled.path) received.error = FILE_KIND_INFO[spooled.kind].fileType === "pdf" ? tr.admin.pdfTooLarge : tr.admin.imageTooLarge;
    else received.stagedKey = await stage(importId, spooled);
    return received;
  }

  /** Every file of a .zip on local disk, each staged or refused with its reason; a manifest inside it is returned. */
  async function receiveZip(importId: number, zipPath: string, prefix: string): Promise<{ files: Received[]; manifest: string | null }> {
    const handle = await fsp.open(zipPath, "r");
    try {
      const { size } = await handle.stat();
      const entries = await readZipEntries(handle, size);
      const files: Received[] = [];
      let manifest: string | null = null;
      let declared = 0;
      for (const entry of entries) {
        if (entry.isFolder || (!entry.problem && isSystemFile(entry.path))) continue;
        const filePath = normalisePath(prefix ? `${prefix}/${entry.path}` : entry.path) ?? entry.path;
        if (!entry.problem && isManifestName(entry.path) && manifest === null && entry.size <= IMPORT_LIMITS.manifestBytes) {
          // Decoded whole: a letter split between two chunks must not become two replacement marks.
          manifest = await readZipEntry(handle, entry, async (body) => {
            const chunks: Buffer[] = [];
            for await (const chunk of body) chunks.push(chunk);
            return Buffer.concat(chunks).toString("utf8");
          });
          continue;
        }
        declared += entry.size;
        if (declared > IMPORT_LIMITS.bytes) throw new ImportError(413, "too-large", tr.imports.tooLarge);
        if (entry.problem) {
          files.push({ path: filePath, size: entry.size, kind: null, sha256: null, stagedKey: null, error: entry.problem });
          continue;
        }
        try {
          files.push(await readZipEntry(handle, entry, (body) => receive(importId, filePath, body)));
        } catch (error) {
          if (!(error instanceof ZipError)) throw error;
          files.push({ path: filePath, size: entry.size, kind: null, sha256: null, stagedKey: null, error: error.message });
        }
      }
      return { files, manifest };
    } finally {
      await handle.close();
    }
  }

  const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

  /** Spools a body to a local temp file as it is (a .zip), up to the import's limit. */
  async function spoolRaw(body: AsyncIterable<Buffer>, first: Buffer): Promise<string> {
    await fsp.mkdir(uploadDir, { recursive: true });
    const file = path.join(uploadDir, `import-${Date.now()}-${randomBytes(6).toString("hex")}.zip`);
    const out = fs.createWriteStream(file, { flags: "wx" });
    let size = first.length;
    try {
      async function* all() {
        yield first;
        for await (const chunk of body) {
          size += chunk.length;
          if (size > IMPORT_LIMITS.bytes) throw new ImportError(413, "too-large", tr.imports.tooLarge);
          yield chunk;
        }
      }
      // One pipeline: an error on either side ends both and rejects here, never as a stray 'error' event.
      await pipeline(all, out);
      return file;
    } catch (error) {
      out.destroy();
      await fsp.rm(file, { force: true }).catch(() => {});
      throw error;
    }
  }

  /** A body's first bytes (to tell a .zip from a worksheet), and the rest as it comes. */
  async function peek(body: AsyncIterable<Buffer>): Promise<{ first: Buffer; rest: AsyncIterable<Buffer> }> {
    const iterator = body[Symbol.asyncIterator]();
    let first = Buffer.alloc(0);
    while (first.length < 4) {
      const { value, done } = await iterator.next();
      if (done) break;
      first = Buffer.concat([first, value]);
    }
    return { first, rest: { [Symbol.asyncIterator]: () => iterator } };
  }

  async function* prepend(first: Buffer, rest: AsyncIterable<Buffer>) {
    if (first.length) yield first;
    yield* rest;
  }

  /** A file part or body: a .zip is opened and each of its files received; anything else is one file. */
  async function receiveAny(importId: number, filePath: string, body: AsyncIterable<Buffer>): Promise<{ files: Received[]; manifest: string | null }> {
    const { first, rest } = await peek(body);
    const isZip = first.subarray(0, 4).equals(ZIP_MAGIC);
    if (!isZip && !filePath) throw new ImportError(415, "not-a-zip", tr.imports.zipUnreadable);
    if (isZip) {
      const zip = await spoolRaw(rest, first);
      try {
        const prefix = filePath.toLowerCase().endsWith(".zip") ? "" : filePath;
        return await receiveZip(importId, zip, prefix);
      } finally {
        await fsp.rm(zip, { force: true }).catch(() => {});
      }
    }
    return { files: [await receive(importId, filePath, prepend(first, rest))], manifest: null };
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
   * A new import from a request's body: multipart with any number of files (paths in their
   * file names, as a folder upload sends them), a .zip among them or alone, an optional
   * `manifest` (.csv) and `onDuplicate`; or a bare .zip (application/zip). Every file is
   * checked and staged as it streams in; the rows are written once the body is read.
   */
  async function createFromRequest(userId: number | null, request: Request): Promise<{ view: ImportView; start: boolean; manifestErrors: string[] }> {
    const declared = Number(request.headers.get("Content-Length") ?? "0");
    if (declared > IMPORT_LIMITS.bytes + 1024 * 1024) throw new ImportError(413, "too-large", tr.imports.tooLarge);
    if (!request.body) throw new ImportError(400, "no-files", tr.imports.noFiles);
    const contentType = request.headers.get("Content-Type") ?? "";
    const boundary = multipartBoundary(contentType);
    const bare = /^application\/(?:zip|x-zip-compressed|octet-stream)\b/i.test(contentType);
    if (!boundary && !bare) throw new ImportError(415, "unsupported-media-type", tr.imports.badRequest);

    const fields: Record<string, string> = {};
    const received: Received[] = [];
    let manifestText: string | null = null;
    const id = await newImport(userId, "skip");
    const add = (got: { files: Received[]; manifest: string | null }) => {
      received.push(...got.files);
      manifestText ??= got.manifest;
      if (received.length > IMPORT_LIMITS.files) throw new ImportError(413, "too-many-files", tr.imports.tooManyFiles(IMPORT_LIMITS.files));
    };
    try {
      if (bare) {
        add(await receiveAny(id, "", request.body as unknown as AsyncIterable<Buffer>));
      } else {
        for await (const part of readMultipart(request.body, boundary!, { maxBytes: IMPORT_LIMITS.bytes + 1024 * 1024, maxParts: IMPORT_LIMITS.files + 10 })) {
          if (part.filename === null) {
            const text = await partText(part, part.name === "manifest" ? IMPORT_LIMITS.manifestBytes : 1024);
            if (text === null) throw new ImportError(413, "too-large", part.name === "manifest" ? tr.imports.manifestTooLarge : tr.imports.badRequest);
            if (part.name === "manifest" && text.trim()) manifestText = text;
            else fields[part.name] = text;
            continue;
          }
          if (part.filename === "") continue; // an empty file input
          const filePath = normalisePath(part.filename);
          if (part.name === "manifest" || (filePath && isManifestName(filePath))) {
            const text = await partText(part, IMPORT_LIMITS.manifestBytes);
            if (text === null) throw new ImportError(413, "too-large", tr.imports.manifestTooLarge);
            manifestText = text;
            continue;
          }
          if (!filePath) {
            for await (const chunk of part.body) void chunk;
            received.push({ path: part.filename.slice(0, IMPORT_LIMITS.pathLength) || "?", size: 0, kind: null, sha256: null, stagedKey: null, error: tr.imports.badPath });
            continue;
          }
          if (isSystemFile(filePath)) {
            for await (const chunk of part.body) void chunk;
            continue;
          }
          add(await receiveAny(id, filePath, part.body));
        }
      }
      if (!received.length) throw new ImportError(400, "no-files", tr.imports.noFiles);
      const manifest = manifestText ? parseManifest(manifestText) : null;
      const onDuplicate = onDuplicateOf(fields.onDuplicate);
      await db.update(imports).set({ onDuplicate }).where(eq(imports.id, id));
      await addRows(
        id,
        received.map((r) => ({ path: r.path, size: r.size, received: r })),
        manifest,
      );
      return { view: (await view(id))!, start: fields.start === "1" || fields.start === "true", manifestErrors: manifest?.errors ?? [] };
    } catch (error) {
      // Nothing of a refused request stays: its staged files and its empty import go.
      await Promise.all(received.filter((r) => r.stagedKey).map((r) => storage.delete(r.stagedKey!).catch(() => {})));
      await db.delete(imports).where(eq(imports.id, id));
      if (error instanceof ImportError) throw error;
      if (error instanceof ZipError) throw new ImportError(400, "bad-zip", error.message);
      if (error instanceof MultipartError) throw error.status === 413 ? new ImportError(413, "too-large", tr.imports.tooLarge) : new ImportError(400, "bad-form", tr.imports.badRequest);
      if (error instanceof StorageError) throw error;
      if (isStorageFault(error)) throw storageError(error);
      log.warn("import upload interrupted", { error });
      throw new ImportError(400, "interrupted", tr.admin.uploadInterrupted);
    }
  }

  /** A row's bytes, sent on their own (the page sends each file of a folder so): staged, or the row fails with the reason. */
  async function receiveFile(importId: number, itemId: number, body: ReadableStream<Uint8Array> | null): Promise<ImportItemView> {
    const [item] = await db
      .select({ state: importItems.state, stagedKey: importItems.stagedKey, path: importItems.path })
      .from(importItems)
      .where(and(eq(importItems.id, itemId), eq(importItems.importId, importId)));
    if (!item) throw new ImportError(404, "not-found", tr.imports.itemNotFound);
    if (item.state !== "waiting" && !(item.state === "failed" && !item.stagedKey)) throw new ImportError(409, "has-bytes", tr.imports.alreadyHasBytes);
    if (!body) throw new ImportError(400, "no-files", tr.imports.noFiles);
    let got: Received;
    try {
      got = await receive(importId, item.path, body as unknown as AsyncIterable<Buffer>);
    } catch (error) {
      if (isStorageFault(error)) throw storageError(error);
      if (error instanceof StorageError) throw error;
      log.warn("import file upload interrupted", { error });
      throw new ImportError(400, "interrupted", tr.admin.uploadInterrupted);
    }
    // Only a row still without bytes takes them: two uploads of the same row keep the first.
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

  // ------------------------------------------------------------------ the worker

  /** Claims the next due row of a started import: a ready one, or one whose claimer died (lease over). */
  async function claim(): Promise<(typeof importItems.$inferSelect & { onDuplicate: OnDuplicate; token: string }) | null> {
    const token = randomBytes(12).toString("hex");
    const [row] = await db
      .update(importItems)
      .set({ state: "working", leaseToken: token, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${importItems.attempts} + 1`, updatedAt: sql`now()` })
      .where(
        eq(
          importItems.id,
          sql`(select i.id from ${importItems} i join ${imports} m on m.id = i.import_id
               where m.started_at is not null and (i.state = 'ready' or (i.state = 'working' and i.lease_until < now()))
               order by i.import_id, i.position limit 1 for update of i skip locked)`,
        ),
      )
      .returning();
    if (!row) return null;
    const [job] = await db.select({ onDuplicate: imports.onDuplicate }).from(imports).where(eq(imports.id, row.importId));
    return { ...row, onDuplicate: job?.onDuplicate ?? "skip", token };
  }

  /** Finishes a claimed row, only while the claim is still this one's; false when the lease was lost. */
  async function finish(tx: Db, itemId: number, token: string, set: Partial<typeof importItems.$inferInsert>): Promise<boolean> {
    const rows = await tx
      .update(importItems)
      .set({ ...set, leaseToken: null, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(importItems.id, itemId), eq(importItems.leaseToken, token)))
      .returning({ id: importItems.id });
    return rows.length > 0;
  }

  class LeaseLost extends Error {}

  /** The entry whose current file has these bytes. */
  async function existingWith(sha256: string): Promise<ContentEntry | null> {
    const [row] = await db
      .select(entryColumns)
      .from(fileHashes)
      .innerJoin(contents, and(eq(contents.id, fileHashes.contentId), eq(contents.file, fileHashes.file)))
      .where(eq(fileHashes.sha256, sha256))
      .limit(1);
    return row ?? null;
  }

  async function dropStaged(key: string | null) {
    if (key) await storage.delete(key).catch((error) => log.warn("staged file not removed; the sweep will", { key, error }));
  }

  let lastPublish = 0;
  let unpublished = false;
  async function announce(force = false) {
    unpublished = true;
    if (!force && Date.now() - lastPublish < publishEveryMs) return;
    lastPublish = Date.now();
    unpublished = false;
    await changes.publish();
  }

  async function importRow(item: NonNullable<Awaited<ReturnType<typeof claim>>>): Promise<void> {
    const fail = async (error: string, errors: Record<string, string> | null = null) => {
      await finish(db, item.id, item.token, { state: "failed", error, errors });
    };
    if (item.attempts > MAX_ATTEMPTS) return fail(tr.admin.saveFailed);
    if (!item.stagedKey || !item.kind || !item.sha256) return fail(tr.imports.bytesMissing);
    const info = FILE_KIND_INFO[item.kind];
    const skipIfThere = async () => {
      const existing = item.onDuplicate === "skip" ? await existingWith(item.sha256!) : null;
      if (existing && (await finish(db, item.id, item.token, { state: "skipped", contentId: existing.id, error: tr.imports.duplicate(existing.konuIng), errors: null }))) await dropStaged(item.stagedKey);
      return existing !== null;
    };
    // Bytes already on the site are skipped whatever the row's fields say.
    if (await skipIfThere()) return;
    const parsed = parseContentForm(asContentForm(item.fields, info.fileType), { size: item.size, kind: item.kind });
    if (!parsed.success) return fail(Object.values(parsed.errors)[0] ?? tr.api.badRequest, parsed.errors);
    const input = parsed.data;

    for (let round = 0; round < 2; round++) {
      if (round > 0 && (await skipIfThere())) return;
      const existing = await existingWith(item.sha256);
      if (existing) {
        // The same bytes are there: 'replace' gives that entry this row's fields (and moves its file with a new grade).
        const values = { ...asContentForm(item.fields, info.fileType) } as Record<string, string>;
        const result = await contentAdmin.update(existing.id, { fields: values, file: null, discard: async () => {} });
        if (!result.ok) return fail(result.message, Object.keys(result.errors).length ? result.errors : null);
        if (await finish(db, item.id, item.token, { state: "done", contentId: existing.id, replaced: true, error: null, errors: null })) await dropStaged(item.stagedKey);
        return;
      }
      try {
        await contentAdmin.createFromStore(input, { key: item.stagedKey, kind: item.kind, size: item.size, sha256: item.sha256 }, async (tx, entry) => {
          if (!(await finish(tx, item.id, item.token, { state: "done", contentId: entry.id, error: null, errors: null }))) throw new LeaseLost();
        });
        await dropStaged(item.stagedKey);
        await announce();
        return;
      } catch (error) {
        // Another instance imported the same bytes this very moment: now it is a duplicate.
        if (isUniqueViolation(error) && round === 0) continue;
        throw error;
      }
    }
  }

  async function pass(): Promise<number> {
    let handled = 0;
    try {
      for (;;) {
        if (stopped) break;
        const item = await claim();
        if (!item) break;
        // The lease is renewed while the row's file is copied: a slow store does not hand it to another instance.
        const heartbeat = setInterval(() => {
          void db
            .update(importItems)
            .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
            .where(and(eq(importItems.id, item.id), eq(importItems.leaseToken, item.token)))
            .catch(() => {});
        }, HEARTBEAT_MS);
        try {
          await importRow(item);
        } catch (error) {
          if (error instanceof LeaseLost) {
            log.warn("import row taken over by another instance", { item: item.id });
          } else {
            const message = error instanceof StorageError ? error.message : tr.admin.saveFailed;
            log.error("import row failed", { item: item.id, error });
            await finish(db, item.id, item.token, { state: "failed", error: message }).catch(() => {});
          }
        } finally {
          clearInterval(heartbeat);
        }
        handled++;
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    } finally {
      if (unpublished) await announce(true).catch((error) => log.warn("change notice failed", { error }));
    }
    return handled;
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

  let stopped = false;
  const worker = startBackgroundWorker("import", pass, { intervalMs: 30_000 });
  // After a restart: ready rows go at once; rows whose claimer died wait for their lease,
  // except on the embedded database, which has one process (decision 0003): a row it
  // claimed before it stopped has no claimer left now.
  const first = setTimeout(async () => {
    if (singleProcess) await db.update(importItems).set({ state: "ready", leaseToken: null, leaseUntil: null }).where(eq(importItems.state, "working")).catch(() => {});
    worker.wake();
  }, 1_000);
  first.unref();

  return {
    view,
    recent,
    createFromList,
    createFromRequest,
    receiveFile,
    edit,
    start,
    retry,
    discard,
    sweep,
    runOnce: worker.runOnce,
    wake: worker.wake,
    async close() {
      stopped = true;
      clearTimeout(first);
      await worker.stop();
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
