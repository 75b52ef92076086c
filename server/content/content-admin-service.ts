import { and, eq, isNull, sql } from "drizzle-orm";
import { storageKey, type ContentEntry } from "#core/content.ts";
import { formValues, type ContentInput } from "#core/content-form.ts";
import { FILE_KIND_INFO, type FileKind } from "#core/file-kinds.ts";
import { tr } from "#core/messages.ts";
import { PREVIEW_INTENT } from "#core/practice-form.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import type { ImageVariants } from "#server/images/image-variants.ts";
import { contents, fileHashes } from "#server/db/schema.ts";
import { entryColumns } from "./content-service";
import { log } from "#server/log.ts";
import { writePractice } from "#server/practice/practice-service.ts";
import { StorageError, type FileStorage } from "#server/storage/storage.ts";
import { receiveContentForm, UploadError, type ReceivedForm } from "./upload";
import {
  check,
  failure,
  preview,
  rowValues,
  storageFailure,
  storePictures,
  type AdminFailure,
  type AdminPreview,
  type AdminResult,
  type DeleteResult,
} from "./content-admin-form";
import { createEntryFiles, type EntryFiles } from "./entry-files";
import { sweepOrphans, type SweepReport } from "./orphan-sweep";

// Callers import these with the service, from here.
export type { AdminFailure, AdminPreview, AdminResult, DeleteResult } from "./content-admin-form";
export { ORPHAN_GRACE_MS } from "#server/storage/orphan-grace.ts";
export { type SweepReport } from "./orphan-sweep";

/**
 * Records the SHA-256 of an entry's file (the same file imported again is
 * recognised). A row for that hash whose entry has since got another file (or none) is
 * taken over; a live one stays, and the answer is false: the bytes are already another
 * entry's.
 */
export async function recordFileHash(tx: Db, contentId: number, file: string, sha256: string): Promise<boolean> {
  const rows = await tx
    .insert(fileHashes)
    .values({ contentId, file, sha256 })
    .onConflictDoUpdate({
      target: fileHashes.sha256,
      set: { contentId, file },
      setWhere: sql`not exists (select 1 from ${contents} c where c.id = ${fileHashes.contentId} and c.file = ${fileHashes.file})`,
    })
    .returning({ id: fileHashes.contentId });
  return rows.length > 0;
}

/** Bytes already in the file store (an import's staged copy), to become an entry's file. */
export interface StoredSource {
  key: string;
  kind: FileKind;
  size: number;
  sha256: string;
}

export interface ContentAdminService {
  create(form: ReceivedForm): Promise<AdminResult>;
  update(id: number, form: ReceivedForm): Promise<AdminResult>;
  /**
   * An entry from bytes already in the file store (a bulk import's staged file): the same
   * rules and order as `create` — stored under a new name, then the row, whose transaction
   * also runs `within` — and the same clean-up when the row fails. The input is checked.
   */
  createFromStore(
    input: ContentInput,
    source: StoredSource,
    within: (tx: Db, entry: ContentEntry) => Promise<void>,
  ): Promise<ContentEntry>;
  createFromRequest(request: Request): Promise<AdminResult>;
  updateFromRequest(id: number, request: Request): Promise<AdminResult>;
  /** The pages' forms: their "Önizle" button (without JavaScript) previews, any other submit saves. */
  createFromPage(request: Request): Promise<AdminResult | AdminPreview | AdminFailure>;
  updateFromPage(id: number, request: Request): Promise<AdminResult | AdminPreview | AdminFailure>;
  /** Deletes the row, then its file. The row goes first: a file without a row is swept, never the reverse. */
  remove(id: number): Promise<DeleteResult>;
  /**
   * Removes files no entry refers to (older than `graceMs`, so an upload that
   * is between its file and its row is left alone) and unfinished uploads.
   */
  sweep(options?: { graceMs?: number; now?: number }): Promise<SweepReport>;
}

/** What the admin's writes need. */
interface AdminDeps {
  db: Db;
  storage: FileStorage;
  uploadDir: string;
  changes: ChangeBus;
  /** A stored picture's resized copies: made ahead after an upload, removed with it. */
  images: ImageVariants;
  files: EntryFiles;
}

/**
 * The admin's writes: add, edit, delete, and the sweep of orphan files. Used by
 * the form actions and the JSON API alike.
 *
 * The order keeps an entry and its file together: the file is stored first and
 * the row written after; a failed row removes the file again. A crash in between
 * leaves at worst a file nobody refers to, which `sweep` removes. There is never a
 * row without its file.
 */
export function createContentAdminService(options: Omit<AdminDeps, "files">): ContentAdminService {
  const deps: AdminDeps = { ...options, files: createEntryFiles(options.storage, options.images) };
  const create_ = (form: ReceivedForm) => create(deps, form);
  const update_ = (id: number, form: ReceivedForm) => update(deps, id, form);
  const fromRequest_ = <T>(request: Request, write: (form: ReceivedForm) => Promise<T> | T) =>
    fromRequest(deps.uploadDir, request, write);
  return {
    create: create_,
    update: update_,
    createFromStore: (input, source, within) => createFromStore(deps, input, source, within),
    createFromRequest: (request) => fromRequest_(request, create_),
    updateFromRequest: (id, request) => fromRequest_(request, (form) => update_(id, form)),
    createFromPage: (request) =>
      fromRequest_<AdminResult | AdminPreview>(request, (form) =>
        form.intent === PREVIEW_INTENT.value ? preview(form) : create_(form),
      ),
    updateFromPage: (id, request) =>
      fromRequest_<AdminResult | AdminPreview>(request, (form) =>
        form.intent === PREVIEW_INTENT.value ? preview(form) : update_(id, form),
      ),
    remove: (id) => remove(deps, id),
    sweep: (sweepOptions) => sweepOrphans(deps, sweepOptions),
  };
}

/** The row (and its file's hash) in one transaction, with the caller's own writes (an import marks its row done) in it too. */
async function insertEntry(
  db: Db,
  input: ContentInput,
  name: string | null,
  sha256: string | null,
  within?: (tx: Db, entry: ContentEntry) => Promise<void>,
  transcript: string | null = null,
): Promise<ContentEntry> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(contents)
      .values(rowValues(input, name, transcript))
      .returning(entryColumns);
    if (name && sha256) await recordFileHash(tx, entry.id, name, sha256);
    await within?.(tx, entry);
    return entry;
  });
}

async function create({ db, storage, changes, images, files }: AdminDeps, form: ReceivedForm): Promise<AdminResult> {
  const values = formValues(form.fields);
  const checked = check(form);
  if (!checked.ok) return checked;
  const pictured = await storePictures({ storage, images }, form, checked);
  if (!pictured.ok) return pictured;
  const { practice } = pictured;
  const { input, transcript } = checked;
  let name: string | null = null;
  try {
    if (input.fileType !== "video") name = await files.storeUpload(input, form.file!);
  } catch (error) {
    return storageFailure(error, values);
  }
  try {
    // The entry and its word list or quiz in one transaction: both, or neither.
    const entry = await insertEntry(
      db,
      input,
      name,
      form.file?.sha256 ?? null,
      async (tx, added) => {
        await writePractice(tx, added.id, practice);
      },
      transcript ?? null,
    );
    log.info("content added", { id: entry.id, grade: entry.sinif, type: entry.icerikTuru, file: name });
    await changes.publish();
    if (name && entry.fileType === "image") images.warm([storageKey(entry.sinif, name)]);
    images.warm(pictured.keys);
    return { ok: true, entry };
  } catch (error) {
    if (name) await files.removeQuietly(storageKey(input.sinif, name), "row insert failed");
    return storageFailure(error, values);
  }
}

async function update(
  { db, storage, changes, images, files }: AdminDeps,
  id: number,
  form: ReceivedForm,
): Promise<AdminResult> {
  const values = formValues(form.fields);
  const [current] = await db.select(entryColumns).from(contents).where(eq(contents.id, id)).limit(1);
  if (!current) return failure(404, "not-found", tr.admin.notFoundEntries, {}, values);
  const checked = check(form, { fileType: current.fileType, hasFile: current.file !== null });
  if (!checked.ok) return checked;
  const pictured = await storePictures({ storage, images }, form, checked);
  if (!pictured.ok) return pictured;
  const { practice } = pictured;
  const { input, transcript } = checked;
  const oldKey = current.file ? storageKey(current.sinif, current.file) : null;

  // 1. The new file (an upload, or the kept file copied when the grade changed) under a new name.
  let name: string | null = null;
  let newKey: string | null = null;
  try {
    if (input.fileType !== "video") {
      if (!input.keepFile) name = await files.storeUpload(input, form.file!);
      else if (current.sinif !== input.sinif) name = await files.copyFile(oldKey!, input);
      else name = current.file;
      newKey = name && name !== current.file ? storageKey(input.sinif, name) : null;
    }
  } catch (error) {
    return storageFailure(error, values);
  }

  // 2. The row, only if nobody changed its file meanwhile, and its word list or quiz with it.
  let entry: ContentEntry | undefined;
  try {
    entry = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(contents)
        .set({ ...rowValues(input, name, transcript), updatedAt: sql`now()` })
        .where(
          and(eq(contents.id, id), current.file === null ? isNull(contents.file) : eq(contents.file, current.file)),
        )
        .returning(entryColumns);
      if (row) await writePractice(tx, id, practice);
      return row;
    });
  } catch (error) {
    if (newKey) await files.removeQuietly(newKey, "row update failed");
    return storageFailure(error, values);
  }
  if (!entry) {
    if (newKey) await files.removeQuietly(newKey, "row changed meanwhile");
    const stillThere = await db.select({ id: contents.id }).from(contents).where(eq(contents.id, id));
    return stillThere.length
      ? failure(409, "conflict", tr.admin.changedMeanwhile, {}, values)
      : failure(404, "not-found", tr.admin.notFoundEntries, {}, values);
  }

  // The hash follows the file: a new upload's bytes, or the kept bytes under their new name.
  if (name !== current.file) {
    if (input.keepFile && name) await db.update(fileHashes).set({ file: name }).where(eq(fileHashes.contentId, id));
    else {
      await db.delete(fileHashes).where(eq(fileHashes.contentId, id));
      if (name && form.file?.sha256) await recordFileHash(db, id, name, form.file.sha256);
    }
  }
  await changes.publish();
  if (newKey && entry.fileType === "image") images.warm([newKey]);
  images.warm(pictured.keys);
  // 3. The old file, once nothing refers to it.
  if (oldKey && oldKey !== (entry.file ? storageKey(entry.sinif, entry.file) : null))
    await files.removeQuietly(oldKey, "replaced");
  log.info("content edited", { id, file: entry.file });
  return { ok: true, entry };
}

/** Receives a request's form, runs `write` on it, and always removes the temp file. */
async function fromRequest<T>(
  uploadDir: string,
  request: Request,
  write: (form: ReceivedForm) => Promise<T> | T,
): Promise<T | AdminFailure> {
  let form: ReceivedForm;
  try {
    form = await receiveContentForm(request, uploadDir);
  } catch (error) {
    if (error instanceof UploadError)
      return failure(error.status, error.code, error.message, error.status === 413 ? { file: error.message } : {});
    if (error instanceof StorageError) return storageFailure(error, {});
    throw error;
  }
  try {
    return await write(form);
  } finally {
    await form.discard();
  }
}

/** ContentAdminService.createFromStore. */
async function createFromStore(
  { db, storage, images, files }: AdminDeps,
  input: ContentInput,
  source: StoredSource,
  within: (tx: Db, entry: ContentEntry) => Promise<void>,
): Promise<ContentEntry> {
  const info = FILE_KIND_INFO[source.kind];
  const name = await files.putNew(input, info.ext, info.contentType, source.size, () => storage.read(source.key));
  try {
    const entry = await insertEntry(db, input, name, source.sha256, within);
    log.info("content imported", { id: entry.id, grade: entry.sinif, type: entry.icerikTuru, file: name });
    if (entry.fileType === "image") images.warm([storageKey(entry.sinif, name)]);
    return entry;
  } catch (error) {
    await files.removeQuietly(storageKey(input.sinif, name), "row insert failed");
    throw error;
  }
}

/** ContentAdminService.remove. */
async function remove({ db, storage, changes, files }: AdminDeps, id: number): Promise<DeleteResult> {
  let entry: ContentEntry | undefined;
  try {
    [entry] = await db.delete(contents).where(eq(contents.id, id)).returning(entryColumns);
  } catch (error) {
    log.error("content delete failed", { id, error });
    return { ok: false, status: 503, code: "delete-failed", message: tr.admin.deleteFailed };
  }
  if (!entry) return { ok: false, status: 404, code: "not-found", message: tr.admin.notFoundEntries };
  await changes.publish();
  let fileMissing = false;
  if (entry.file) {
    const key = storageKey(entry.sinif, entry.file);
    fileMissing = !(await storage.stat(key).catch(() => true));
    if (!fileMissing) await files.removeQuietly(key, "entry deleted");
    else log.warn(tr.admin.notFoundReference, { id, key });
  }
  log.info("content deleted", { id, file: entry.file });
  return { ok: true, entry, fileMissing };
}
