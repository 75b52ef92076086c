import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import { and, eq, or, sql } from "drizzle-orm";
import { extensionAgrees, FILE_KIND_INFO, type FileKind } from "#core/file-kinds.ts";
import { tooLargeMessage } from "#core/content-form.ts";
import {
  IMPORT_LIMITS,
  isSystemFile,
  normalisePath,
  ON_DUPLICATE,
  parseManifest,
  proposeFields,
  type ItemState,
  type Manifest,
  type OnDuplicate,
} from "#core/imports.ts";
import { tr } from "#core/messages.ts";
import type { Db } from "#server/db/client.ts";
import { importItems, imports } from "#server/db/schema.ts";
import type { FileStorage } from "#server/storage/storage.ts";
import { ImportError } from "./import-error";
import { importView, itemViews, type ImportItemView, type ImportView } from "./import-views";
import { spool, type SpooledFile } from "./upload";
import type { UnitService } from "./unit-service";

/*
 * An import's files coming in (import-service.ts): the list the page is about to send, the
 * bytes of each file checked, hashed and staged, and the rows they become.
 */

/** What receiving files needs: the database, the file store, the upload folder, the unit table, and the worker's bell. */
export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  uploadDir: string;
  units: UnitService;
  /** Wakes the import worker: a row is ready. */
  wake(): void;
}

/** The key of a row's bytes while it waits: under imports/, server-made, never served. */
const stagedKey = (importId: number, kind: FileKind) =>
  `imports/${importId}/${randomBytes(8).toString("hex")}.${FILE_KIND_INFO[kind].ext}`;

/** A file as it came in (a part of a post, an entry of a zip), staged or refused. */
export interface Received {
  path: string;
  size: number;
  kind: FileKind | null;
  sha256: string | null;
  stagedKey: string | null;
  error: string | null;
}

/** Stages bytes that are already checked and spooled on local disk; the temp file is removed. */
async function stage(storage: FileStorage, importId: number, spooled: SpooledFile): Promise<string> {
  const key = stagedKey(importId, spooled.kind!);
  try {
    // Opened first, so a failure to open rejects here: a stream that opens by itself could
    // emit its 'error' while the store is still preparing, with no one listening.
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
export async function receiveFile(
  { storage, uploadDir }: ImportDeps,
  importId: number,
  filePath: string,
  body: AsyncIterable<Buffer>,
): Promise<Received> {
  const spooled = await spool(body, uploadDir);
  const received: Received = {
    path: filePath,
    size: spooled.size,
    kind: spooled.kind,
    sha256: spooled.sha256,
    stagedKey: null,
    error: null,
  };
  // Audio by its name and its bytes together; a name that claims audio for other bytes is refused too.
  const agrees = extensionAgrees(spooled.kind, filePath);
  if (!agrees || !spooled.kind) {
    received.kind = null;
    received.error = !agrees
      ? tr.imports.audioNameMismatch
      : spooled.forged
        ? tr.admin.audioForged
        : tr.imports.notAccepted;
    if (spooled.path) await fsp.rm(spooled.path, { force: true }).catch(() => {});
  } else if (!spooled.path) received.error = tooLargeMessage(FILE_KIND_INFO[spooled.kind].fileType);
  else received.stagedKey = await stage(storage, importId, spooled);
  return received;
}

/** The rows of received files, fields proposed from the path, the manifest and the unit table, written in one statement. */
async function addRows(
  { db, units }: ImportDeps,
  importId: number,
  files: { path: string; size: number; received?: Received }[],
  manifest: Manifest | null,
  startAt = 0,
) {
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

export async function newImport(db: Db, userId: number | null, onDuplicate: OnDuplicate): Promise<number> {
  const [row] = await db.insert(imports).values({ createdBy: userId, onDuplicate }).returning({ id: imports.id });
  return row.id;
}

export const onDuplicateOf = (raw: unknown): OnDuplicate =>
  ON_DUPLICATE.includes(raw as OnDuplicate) ? (raw as OnDuplicate) : "skip";

/**
 * A new import from the list of files the page is about to send (JSON): each row
 * waits for its bytes (`receiveFile`), its fields proposed at once.
 */
export async function createFromList(
  deps: ImportDeps,
  userId: number | null,
  input: { files: { path: string; size: number }[]; manifest?: string | null; onDuplicate?: unknown },
): Promise<ImportView> {
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
  if (files.length > IMPORT_LIMITS.files)
    throw new ImportError(413, "too-many-files", tr.imports.tooManyFiles(IMPORT_LIMITS.files));
  if (total > IMPORT_LIMITS.bytes) throw new ImportError(413, "too-large", tr.imports.tooLarge);
  const id = await newImport(deps.db, userId, onDuplicateOf(input.onDuplicate));
  await addRows(deps, id, files, manifest);
  return (await importView(deps.db, id))!;
}

/**
 * The rows of a new import's received files (the HTTP intake, server/http/import-intake.ts,
 * reads the body), their fields proposed from the paths and the manifest.
 */
export async function fill(
  deps: ImportDeps,
  importId: number,
  received: Received[],
  manifestText: string | null,
  onDuplicate: unknown,
): Promise<{ view: ImportView; manifestErrors: string[] }> {
  if (!received.length) throw new ImportError(400, "no-files", tr.imports.noFiles);
  const manifest = manifestText ? parseManifest(manifestText) : null;
  await deps.db
    .update(imports)
    .set({ onDuplicate: onDuplicateOf(onDuplicate) })
    .where(eq(imports.id, importId));
  await addRows(
    deps,
    importId,
    received.map((r) => ({ path: r.path, size: r.size, received: r })),
    manifest,
  );
  return { view: (await importView(deps.db, importId))!, manifestErrors: manifest?.errors ?? [] };
}

/** Nothing of a refused request stays: its staged files and its empty import go. */
export async function abandon({ db, storage }: ImportDeps, importId: number, received: Received[]): Promise<void> {
  await Promise.all(received.filter((r) => r.stagedKey).map((r) => storage.delete(r.stagedKey!).catch(() => {})));
  await db.delete(imports).where(eq(imports.id, importId));
}

/** The path of a row that can take bytes sent on their own (still waiting, or failed without any). */
export async function pathAwaitingBytes(db: Db, importId: number, itemId: number): Promise<string> {
  const [item] = await db
    .select({ state: importItems.state, stagedKey: importItems.stagedKey, path: importItems.path })
    .from(importItems)
    .where(and(eq(importItems.id, itemId), eq(importItems.importId, importId)));
  if (!item) throw new ImportError(404, "not-found", tr.imports.itemNotFound);
  if (item.state !== "waiting" && !(item.state === "failed" && !item.stagedKey))
    throw new ImportError(409, "has-bytes", tr.imports.alreadyHasBytes);
  return item.path;
}

/** A row takes the bytes received for it (or fails with their reason); only a row still without bytes does: two uploads of it keep the first. */
export async function takeBytes(
  { db, storage, wake }: ImportDeps,
  importId: number,
  itemId: number,
  got: Received,
): Promise<ImportItemView> {
  const [updated] = await db
    .update(importItems)
    .set({
      size: got.size,
      kind: got.kind,
      sha256: got.sha256,
      stagedKey: got.stagedKey,
      state: got.error ? "failed" : "ready",
      error: got.error,
      errors: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(importItems.id, itemId),
        or(
          eq(importItems.state, "waiting"),
          and(eq(importItems.state, "failed"), sql`${importItems.stagedKey} is null`),
        ),
      ),
    )
    .returning({ id: importItems.id });
  if (!updated) {
    if (got.stagedKey) await storage.delete(got.stagedKey).catch(() => {});
    throw new ImportError(409, "has-bytes", tr.imports.alreadyHasBytes);
  }
  if (!got.error) wake();
  // This row only: a 500-row import's PUTs must not each read the whole table.
  return (await itemViews(db, importId, itemId))[0];
}
