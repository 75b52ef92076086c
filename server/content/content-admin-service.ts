import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { storageKey, type ContentEntry } from "#core/content.ts";
import { formValues, parseContentForm, type ContentFormValues, type ContentInput, type CurrentContent } from "#core/content-form.ts";
import { isContentTypeCode } from "#core/content-types.ts";
import { FILE_KIND_INFO, type FileKind } from "#core/file-kinds.ts";
import { tr } from "#core/messages.ts";
import { checkTranscript } from "#core/transcript.ts";
import { checkPractice, PREVIEW_INTENT, type PracticeAnswers, type PracticePlan } from "#core/practice-draft.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import type { ImageVariants } from "#server/images/image-variants.ts";
import { contents, fileHashes } from "#server/db/schema.ts";
import { entryColumns } from "./content-service";
import { log } from "#server/log.ts";
import { writePractice } from "#server/practice/practice-service.ts";
import { storedFileName } from "#server/storage/file-names.ts";
import { contentTypeForKey, isSafeKey, StorageError, type FileStorage } from "#server/storage/storage.ts";
import { receiveContentForm, UploadError, type ReceivedForm, type SpooledFile } from "./upload";


/** The stored columns of a checked form, with the server-made file name; the transcript only when one was sent (or the type has none). */
function rowValues(input: ContentInput, file: string | null, transcript?: string | null) {
  const { sinif, unite, konuIng, konuTr, icerikTuru, donem, fileType, link } = input;
  return { sinif, unite, konuIng, konuTr, icerikTuru, donem, fileType, file, link, ...(transcript !== undefined ? { transcript } : {}) };
}

/** Why a write was refused, in the shape both the form and the JSON API answer with. */
export interface AdminFailure {
  ok: false;
  status: 400 | 404 | 409 | 413 | 415 | 503;
  code: string;
  message: string;
  /** Field name → Turkish message, shown next to the field. */
  errors: Record<string, string>;
  /** What was sent, to fill the form again. */
  values: ContentFormValues;
  /** The word list and quiz as sent, each with its bad lines (issue 20). */
  practice?: PracticeAnswers;
}
export type AdminResult = { ok: true; entry: ContentEntry } | AdminFailure;

/** The form's "Önizle" (without JavaScript): what was sent, the word list and quiz parsed, nothing stored. */
export interface AdminPreview {
  ok: "preview";
  values: ContentFormValues;
  practice: PracticeAnswers;
  /** An entry's file was chosen: a browser cannot be handed it back, so the admin chooses it again. */
  fileDropped: boolean;
}

export type DeleteResult =
  | { ok: true; entry: ContentEntry; fileMissing: boolean }
  | { ok: false; status: 404 | 503; code: "not-found" | "delete-failed"; message: string };

export interface SweepReport {
  /** Storage keys removed: files no entry refers to, older than the grace period. */
  removed: string[];
  /** Unfinished uploads removed from the temp folder. */
  tempRemoved: number;
  /** Resized copies of pictures that are gone. */
  copiesRemoved: number;
  /** Files that are referenced, or too young to judge. */
  kept: number;
}

/**
 * Records the SHA-256 of an entry's file (issue 22: the same file imported again is
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

/** A crash can leave a file without a row only for the time one upload takes; an hour is plenty. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

function failure(status: AdminFailure["status"], code: string, message: string, errors: Record<string, string> = {}, values: ContentFormValues = {}, practice?: PracticeAnswers): AdminFailure {
  return { ok: false, status, code, message, errors, values, ...(practice ? { practice } : {}) };
}

function storageFailure(error: unknown, values: ContentFormValues): AdminFailure {
  if (error instanceof StorageError) return failure(503, error.code, error.message, {}, values);
  log.error("content write failed", { error });
  return failure(503, "save-failed", tr.admin.saveFailed, {}, values);
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
export function createContentAdminService({
  db,
  storage,
  uploadDir,
  changes,
  images,
}: {
  db: Db;
  storage: FileStorage;
  uploadDir: string;
  changes: ChangeBus;
  /** A stored picture's resized copies: made ahead after an upload, removed with it. */
  images: ImageVariants;
}) {
  /**
   * Stores bytes under a fresh server-made name for this entry's grade; returns the name.
   * 32 random bits make a clash unlikely; checking first makes overwriting another entry's file impossible.
   */
  async function putNew(input: ContentInput, ext: string, contentType: string, size: number, open: () => Promise<Readable>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const name = storedFileName(input.konuIng, ext);
      const key = storageKey(input.sinif, name);
      if (attempt < 3 && (await storage.stat(key))) continue;
      try {
        await storage.put(key, await open(), contentType, size);
      } catch (error) {
        // The key is new: whatever a store kept of a broken write is nobody's.
        await removeQuietly(key, "put failed");
        throw error;
      }
      return name;
    }
  }

  /** The row (and its file's hash) in one transaction, with the caller's own writes (an import marks its row done) in it too. */
  async function insertEntry(input: ContentInput, name: string | null, sha256: string | null, within?: (tx: Db, entry: ContentEntry) => Promise<void>, transcript: string | null = null): Promise<ContentEntry> {
    return db.transaction(async (tx) => {
      const [entry] = await tx.insert(contents).values(rowValues(input, name, transcript)).returning(entryColumns);
      if (name && sha256) await recordFileHash(tx, entry.id, name, sha256);
      await within?.(tx, entry);
      return entry;
    });
  }

  function storeUpload(input: ContentInput, file: SpooledFile): Promise<string> {
    if (!file.kind || !file.path) throw new Error("an accepted upload always has its kind and temp file");
    const info = FILE_KIND_INFO[file.kind];
    const tempPath = file.path;
    return putNew(input, info.ext, info.contentType, file.size, async () => fs.createReadStream(tempPath));
  }

  /** Copies a kept file to a new name under another grade (an edit that moves the entry). */
  async function copyFile(fromKey: string, input: ContentInput): Promise<string> {
    const stat = await storage.stat(fromKey);
    if (!stat) throw new StorageError(404);
    const ext = fromKey.slice(fromKey.lastIndexOf(".") + 1);
    return putNew(input, ext, stat.contentType || contentTypeForKey(fromKey), stat.size, () => storage.read(fromKey));
  }

  /** Removes a stored original and its picture copies. */
  async function removeQuietly(key: string, reason: string) {
    try {
      await storage.delete(key);
      await images.forget(key);
    } catch (error) {
      // Left for the sweep: a file without a row is harmless, a row without a file is not.
      log.warn("could not remove a file; the sweep will", { key, reason, error });
    }
  }

  /**
   * The form's rules, its word list and quiz included: every field's problem and every bad
   * line at once, before a byte is stored.
   */
  function check(form: ReceivedForm, current?: CurrentContent): { ok: true; input: ContentInput; practice: PracticePlan; transcript: string | null | undefined } | AdminFailure {
    const file = form.file && { size: form.file.size, kind: form.file.kind, forged: form.file.forged };
    const parsed = parseContentForm(form.fields, file, current);
    const practice = checkPractice(parsed.success ? parsed.data.icerikTuru : null, form.practice ?? { quizFormat: "gift" });
    const transcript = checkTranscript(form.fields.fileType ?? "", form.transcript);
    if (parsed.success && practice.ok && transcript.ok) return { ok: true, input: parsed.data, practice: practice.plan, transcript: transcript.value };
    const errors = { ...(parsed.success ? {} : parsed.errors), ...(practice.ok ? {} : practice.errors), ...(transcript.ok ? {} : { transcript: transcript.error }) };
    return failure(400, "invalid", Object.values(errors)[0] ?? tr.api.badRequest, errors, formValues(form.fields), practice.answers);
  }

  function preview(form: ReceivedForm): AdminPreview {
    const type = Number(form.fields.icerikTuru);
    return {
      ok: "preview",
      values: formValues(form.fields),
      practice: checkPractice(isContentTypeCode(type) ? type : null, form.practice ?? { quizFormat: "gift" }).answers,
      fileDropped: form.file !== null,
    };
  }

  async function create(form: ReceivedForm): Promise<AdminResult> {
    const values = formValues(form.fields);
    const checked = check(form);
    if (!checked.ok) return checked;
    const { input, practice, transcript } = checked;
    let name: string | null = null;
    try {
      if (input.fileType !== "video") name = await storeUpload(input, form.file!);
    } catch (error) {
      return storageFailure(error, values);
    }
    try {
      // The entry and its word list or quiz in one transaction: both, or neither.
      const entry = await insertEntry(
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
      return { ok: true, entry };
    } catch (error) {
      if (name) await removeQuietly(storageKey(input.sinif, name), "row insert failed");
      return storageFailure(error, values);
    }
  }

  async function update(id: number, form: ReceivedForm): Promise<AdminResult> {
    const values = formValues(form.fields);
    const [current] = await db.select(entryColumns).from(contents).where(eq(contents.id, id)).limit(1);
    if (!current) return failure(404, "not-found", tr.admin.notFoundEntries, {}, values);
    const checked = check(form, { fileType: current.fileType, hasFile: current.file !== null });
    if (!checked.ok) return checked;
    const { input, practice, transcript } = checked;
    const oldKey = current.file ? storageKey(current.sinif, current.file) : null;

    // 1. The new file (an upload, or the kept file copied when the grade changed) under a new name.
    let name: string | null = null;
    let newKey: string | null = null;
    try {
      if (input.fileType !== "video") {
        if (!input.keepFile) name = await storeUpload(input, form.file!);
        else if (current.sinif !== input.sinif) name = await copyFile(oldKey!, input);
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
          .where(and(eq(contents.id, id), current.file === null ? isNull(contents.file) : eq(contents.file, current.file)))
          .returning(entryColumns);
        if (row) await writePractice(tx, id, practice);
        return row;
      });
    } catch (error) {
      if (newKey) await removeQuietly(newKey, "row update failed");
      return storageFailure(error, values);
    }
    if (!entry) {
      if (newKey) await removeQuietly(newKey, "row changed meanwhile");
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
    // 3. The old file, once nothing refers to it.
    if (oldKey && oldKey !== (entry.file ? storageKey(entry.sinif, entry.file) : null)) await removeQuietly(oldKey, "replaced");
    log.info("content edited", { id, file: entry.file });
    return { ok: true, entry };
  }

  /** Receives a request's form, runs `write` on it, and always removes the temp file. */
  async function fromRequest<T>(request: Request, write: (form: ReceivedForm) => Promise<T> | T): Promise<T | AdminFailure> {
    let form: ReceivedForm;
    try {
      form = await receiveContentForm(request, uploadDir);
    } catch (error) {
      if (error instanceof UploadError) return failure(error.status, error.code, error.message, error.status === 413 ? { file: error.message } : {});
      if (error instanceof StorageError) return storageFailure(error, {});
      throw error;
    }
    try {
      return await write(form);
    } finally {
      await form.discard();
    }
  }

  /**
   * An entry from bytes already in the file store (a bulk import's staged file): the same
   * rules and order as `create` — stored under a new name, then the row, whose transaction
   * also runs `within` — and the same clean-up when the row fails. The input is checked.
   */
  async function createFromStore(input: ContentInput, source: StoredSource, within: (tx: Db, entry: ContentEntry) => Promise<void>): Promise<ContentEntry> {
    const info = FILE_KIND_INFO[source.kind];
    const name = await putNew(input, info.ext, info.contentType, source.size, () => storage.read(source.key));
    try {
      const entry = await insertEntry(input, name, source.sha256, within);
      log.info("content imported", { id: entry.id, grade: entry.sinif, type: entry.icerikTuru, file: name });
      if (entry.fileType === "image") images.warm([storageKey(entry.sinif, name)]);
      return entry;
    } catch (error) {
      await removeQuietly(storageKey(input.sinif, name), "row insert failed");
      throw error;
    }
  }

  return {
    create,
    update,
    createFromStore,
    createFromRequest: (request: Request): Promise<AdminResult> => fromRequest(request, create),
    updateFromRequest: (id: number, request: Request): Promise<AdminResult> => fromRequest(request, (form) => update(id, form)),
    /** The pages' forms: their "Önizle" button (without JavaScript) previews, any other submit saves. */
    createFromPage: (request: Request) => fromRequest<AdminResult | AdminPreview>(request, (form) => (form.intent === PREVIEW_INTENT.value ? preview(form) : create(form))),
    updateFromPage: (id: number, request: Request) => fromRequest<AdminResult | AdminPreview>(request, (form) => (form.intent === PREVIEW_INTENT.value ? preview(form) : update(id, form))),

    /** Deletes the row, then its file. The row goes first: a file without a row is swept, never the reverse. */
    async remove(id: number): Promise<DeleteResult> {
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
        if (!fileMissing) await removeQuietly(key, "entry deleted");
        else log.warn(tr.admin.notFoundReference, { id, key });
      }
      log.info("content deleted", { id, file: entry.file });
      return { ok: true, entry, fileMissing };
    },

    /**
     * Removes files no entry refers to (older than `graceMs`, so an upload that
     * is between its file and its row is left alone) and unfinished uploads.
     */
    async sweep({ graceMs = ORPHAN_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {}): Promise<SweepReport> {
      const cutoff = now - graceMs;
      const report: SweepReport = { removed: [], tempRemoved: 0, copiesRemoved: 0, kept: 0 };
      // Referenced keys are read first: a row written after this read belongs to a file newer than the cutoff.
      const rows = await db.select({ sinif: contents.sinif, file: contents.file }).from(contents).where(isNotNull(contents.file));
      const referenced = new Set(rows.map((r) => storageKey(r.sinif, r.file!)));
      for await (const key of storage.list("images/")) {
        // Only keys the site could have made; anything else in the store is not ours to judge.
        if (referenced.has(key) || !isSafeKey(key)) {
          report.kept++;
          continue;
        }
        const stat = await storage.stat(key).catch(() => null);
        if (stat && stat.lastModified.getTime() > cutoff) {
          report.kept++;
          continue;
        }
        await storage.delete(key);
        report.removed.push(key);
      }
      // Picture copies whose original no entry refers to any more (deleted while an instance was down, say).
      for await (const key of storage.list("copies/")) {
        const original = key.slice("copies/".length, key.lastIndexOf("/"));
        if (referenced.has(original)) continue;
        const stat = await storage.stat(key).catch(() => null);
        if (stat && stat.lastModified.getTime() > cutoff) continue;
        await storage.delete(key);
        report.copiesRemoved++;
      }
      for (const name of await fs.promises.readdir(uploadDir).catch(() => [] as string[])) {
        const file = path.join(uploadDir, name);
        const s = await fs.promises.stat(file).catch(() => null);
        if (s?.isFile() && s.mtimeMs <= cutoff) {
          await fs.promises.rm(file, { force: true });
          report.tempRemoved++;
        }
      }
      if (report.removed.length || report.tempRemoved || report.copiesRemoved) {
        log.info("orphan files swept", { removed: report.removed.length, tempRemoved: report.tempRemoved, copiesRemoved: report.copiesRemoved });
      }
      return report;
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
