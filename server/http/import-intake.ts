import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { IMPORT_LIMITS, isManifestName, isSystemFile, normalisePath } from "#core/imports.ts";
import { tr } from "#core/messages.ts";
import {
  ImportError,
  type ImportItemView,
  type ImportService,
  type ImportView,
  type Received,
} from "#server/content/import-service.ts";
import { multipartBoundary, MultipartError, partText, readMultipart } from "#server/content/multipart.ts";
import { readZipEntries, readZipEntry, ZipError } from "#server/content/zip-reader.ts";
import { log } from "#server/log.ts";
import { isStorageFault, storageError } from "#server/storage/local-storage.ts";
import { StorageError } from "#server/storage/storage.ts";

/**
 * The way bytes come into an import over HTTP (decision 0046), apart from the service so
 * that it keeps only the import's rules: a request's body read as multipart (files with
 * their paths, a .csv list, the duplicate choice) or as a bare .zip, each .zip spooled and
 * opened here, every file then handed to the service (`receive`: checked as on the single
 * form, hashed, staged). The pages' action and /api/v1/imports both come through here.
 */

/** Every file of a .zip on local disk, each staged or refused with its reason; a manifest inside it is returned. */
async function receiveZip(
  imports: ImportService,
  importId: number,
  zipPath: string,
  prefix: string,
): Promise<{ files: Received[]; manifest: string | null }> {
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
      if (
        !entry.problem &&
        isManifestName(entry.path) &&
        manifest === null &&
        entry.size <= IMPORT_LIMITS.manifestBytes
      ) {
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
        files.push({
          path: filePath,
          size: entry.size,
          kind: null,
          sha256: null,
          stagedKey: null,
          error: entry.problem,
        });
        continue;
      }
      try {
        files.push(await readZipEntry(handle, entry, (body) => imports.receive(importId, filePath, body)));
      } catch (error) {
        if (!(error instanceof ZipError)) throw error;
        files.push({
          path: filePath,
          size: entry.size,
          kind: null,
          sha256: null,
          stagedKey: null,
          error: error.message,
        });
      }
    }
    return { files, manifest };
  } finally {
    await handle.close();
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Spools a body to a local temp file as it is (a .zip), up to the import's limit. */
async function spoolRaw(scratchDir: string, body: AsyncIterable<Buffer>, first: Buffer): Promise<string> {
  await fsp.mkdir(scratchDir, { recursive: true });
  const file = path.join(scratchDir, `import-${Date.now()}-${randomBytes(6).toString("hex")}.zip`);
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
async function receiveAny(
  imports: ImportService,
  importId: number,
  filePath: string,
  body: AsyncIterable<Buffer>,
): Promise<{ files: Received[]; manifest: string | null }> {
  const { first, rest } = await peek(body);
  const isZip = first.subarray(0, 4).equals(ZIP_MAGIC);
  if (!isZip && !filePath) throw new ImportError(415, "not-a-zip", tr.imports.zipUnreadable);
  if (isZip) {
    const zip = await spoolRaw(imports.scratchDir, rest, first);
    try {
      const prefix = filePath.toLowerCase().endsWith(".zip") ? "" : filePath;
      return await receiveZip(imports, importId, zip, prefix);
    } finally {
      await fsp.rm(zip, { force: true }).catch(() => {});
    }
  }
  return { files: [await imports.receive(importId, filePath, prepend(first, rest))], manifest: null };
}

/** What a request has brought so far: its files, its form fields and the manifest's text. */
interface Intake {
  fields: Record<string, string>;
  received: Received[];
  manifestText: string | null;
}

/** A file part's or a body's files added; past the import's count of files the request is refused. */
function add(intake: Intake, got: { files: Received[]; manifest: string | null }): void {
  intake.received.push(...got.files);
  intake.manifestText ??= got.manifest;
  if (intake.received.length > IMPORT_LIMITS.files)
    throw new ImportError(413, "too-many-files", tr.imports.tooManyFiles(IMPORT_LIMITS.files));
}

/** A multipart body's parts: its fields, its manifest (a field or a .csv file) and its files. */
async function receiveParts(
  imports: ImportService,
  importId: number,
  body: ReadableStream<Uint8Array>,
  boundary: string,
  intake: Intake,
): Promise<void> {
  for await (const part of readMultipart(body, boundary, {
    maxBytes: IMPORT_LIMITS.bytes + 1024 * 1024,
    maxParts: IMPORT_LIMITS.files + 10,
  })) {
    if (part.filename === null) {
      const text = await partText(part, part.name === "manifest" ? IMPORT_LIMITS.manifestBytes : 1024);
      if (text === null)
        throw new ImportError(
          413,
          "too-large",
          part.name === "manifest" ? tr.imports.manifestTooLarge : tr.imports.badRequest,
        );
      if (part.name === "manifest" && text.trim()) intake.manifestText = text;
      else intake.fields[part.name] = text;
      continue;
    }
    if (part.filename === "") continue; // an empty file input
    const filePath = normalisePath(part.filename);
    if (part.name === "manifest" || (filePath && isManifestName(filePath))) {
      const text = await partText(part, IMPORT_LIMITS.manifestBytes);
      if (text === null) throw new ImportError(413, "too-large", tr.imports.manifestTooLarge);
      intake.manifestText = text;
      continue;
    }
    if (!filePath) {
      for await (const chunk of part.body) void chunk;
      intake.received.push({
        path: part.filename.slice(0, IMPORT_LIMITS.pathLength) || "?",
        size: 0,
        kind: null,
        sha256: null,
        stagedKey: null,
        error: tr.imports.badPath,
      });
      continue;
    }
    if (isSystemFile(filePath)) {
      for await (const chunk of part.body) void chunk;
      continue;
    }
    add(intake, await receiveAny(imports, importId, filePath, part.body));
  }
}

/** What a refused request answers: the import's own refusals as they are, a reader's as the import's codes. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof ImportError) return error;
  if (error instanceof ZipError) return new ImportError(400, "bad-zip", error.message);
  if (error instanceof MultipartError)
    return error.status === 413
      ? new ImportError(413, "too-large", tr.imports.tooLarge)
      : new ImportError(400, "bad-form", tr.imports.badRequest);
  if (error instanceof StorageError) return error;
  if (isStorageFault(error)) return storageError(error);
  log.warn("import upload interrupted", { error });
  return new ImportError(400, "interrupted", tr.admin.uploadInterrupted);
}

/**
 * A new import from a request's body: multipart with any number of files (paths in their
 * file names, as a folder upload sends them), a .zip among them or alone, an optional
 * `manifest` (.csv) and `onDuplicate`; or a bare .zip (application/zip). Every file is
 * checked and staged as it streams in; the rows are written once the body is read.
 */
export async function createFromRequest(
  imports: ImportService,
  userId: number | null,
  request: Request,
): Promise<{ view: ImportView; start: boolean; manifestErrors: string[] }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > IMPORT_LIMITS.bytes + 1024 * 1024) throw new ImportError(413, "too-large", tr.imports.tooLarge);
  if (!request.body) throw new ImportError(400, "no-files", tr.imports.noFiles);
  const contentType = request.headers.get("Content-Type") ?? "";
  const boundary = multipartBoundary(contentType);
  const bare = /^application\/(?:zip|x-zip-compressed|octet-stream)\b/i.test(contentType);
  if (!boundary && !bare) throw new ImportError(415, "unsupported-media-type", tr.imports.badRequest);

  const intake: Intake = { fields: {}, received: [], manifestText: null };
  const id = await imports.newImport(userId, "skip");
  try {
    if (bare) add(intake, await receiveAny(imports, id, "", request.body as unknown as AsyncIterable<Buffer>));
    else await receiveParts(imports, id, request.body, boundary!, intake);
    const { fields, received, manifestText } = intake;
    if (!received.length) throw new ImportError(400, "no-files", tr.imports.noFiles);
    const { view, manifestErrors } = await imports.fill(id, received, manifestText, fields.onDuplicate);
    return { view, start: fields.start === "1" || fields.start === "true", manifestErrors };
  } catch (error) {
    // Nothing of a refused request stays: its staged files and its empty import go.
    await imports.abandon(id, intake.received);
    throw uploadFailure(error);
  }
}

/** A row's bytes, sent on their own (the page sends each file of a folder so): staged, or the row fails with the reason. */
export async function receiveFile(
  imports: ImportService,
  importId: number,
  itemId: number,
  body: ReadableStream<Uint8Array> | null,
): Promise<ImportItemView> {
  const filePath = await imports.pathAwaitingBytes(importId, itemId);
  if (!body) throw new ImportError(400, "no-files", tr.imports.noFiles);
  let got: Received;
  try {
    got = await imports.receive(importId, filePath, body as unknown as AsyncIterable<Buffer>);
  } catch (error) {
    if (isStorageFault(error)) throw storageError(error);
    if (error instanceof StorageError) throw error;
    log.warn("import file upload interrupted", { error });
    throw new ImportError(400, "interrupted", tr.admin.uploadInterrupted);
  }
  return imports.takeBytes(importId, itemId, got);
}
