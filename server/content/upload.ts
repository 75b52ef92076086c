import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { CONTENT_FIELDS, type FileFacts } from "../../core/content-form";
import { detectFileKind, FILE_KIND_INFO, MAGIC_BYTES_NEEDED, MAX_UPLOAD_BYTES } from "../../core/file-kinds";
import { tr } from "../../core/messages";
import { multipartBoundary, MultipartError, partText, readMultipart } from "./multipart";
import { log } from "../log";
import { isStorageFault, storageError } from "../storage/local-storage";

/** The form's text fields are small; the whole body is at most the largest file plus this. */
const MAX_FIELD_BYTES = 4 * 1024;
const FORM_OVERHEAD_BYTES = 256 * 1024;
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;
const TEXT_FIELDS = new Set<string>(CONTENT_FIELDS);

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** An uploaded file, checked by its first bytes and written to a temp file while it arrived. */
export interface SpooledFile extends FileFacts {
  /** The temp file; null when the bytes were not kept (not a kind we accept, or too large). */
  path: string | null;
  /** SHA-256 of the kept bytes, hex: the same file imported again is recognised by it (issue 22). */
  sha256: string | null;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: SpooledFile | null;
  /** Removes the temp file (call it in a finally). */
  discard(): Promise<void>;
}

/**
 * Reads an admin form post (multipart, or urlencoded when it has no file) as it
 * streams in. The file's first bytes decide what it is: bytes of a kind we do not
 * accept are never written anywhere, and writing stops at that kind's size limit
 * (the rest of the body is read and dropped so the browser gets the answer).
 */
export async function receiveContentForm(request: Request, uploadDir: string): Promise<ReceivedForm> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_REQUEST_BYTES) throw new UploadError(413, "too-large", tr.admin.requestTooLarge);
  const contentType = request.headers.get("Content-Type");

  if (contentType && /^application\/x-www-form-urlencoded/i.test(contentType)) {
    const text = await readText(request, FORM_OVERHEAD_BYTES);
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) if (TEXT_FIELDS.has(key) && !(key in fields)) fields[key] = value;
    return { fields, file: null, discard: async () => {} };
  }

  const boundary = multipartBoundary(contentType);
  if (!boundary || !request.body) throw new UploadError(415, "unsupported-media-type", tr.admin.badForm);

  const fields: Record<string, string> = {};
  let file: SpooledFile | null = null;
  const discard = async () => {
    if (file?.path) await fsp.rm(file.path, { force: true }).catch(() => {});
  };
  try {
    for await (const part of readMultipart(request.body, boundary, { maxBytes: MAX_REQUEST_BYTES })) {
      if (part.filename !== null) {
        // Only one file, in the field "file"; an empty file input sends a part without a name or bytes.
        if (part.name !== "file" || file) continue;
        file = await spool(part.body, uploadDir, (spooled) => (file = spooled));
        if (file.size === 0 && part.filename === "") file = null;
        continue;
      }
      const text = await partText(part, MAX_FIELD_BYTES);
      if (text === null) throw new UploadError(413, "field-too-large", tr.admin.badForm);
      if (TEXT_FIELDS.has(part.name) && !(part.name in fields)) fields[part.name] = text;
    }
  } catch (error) {
    await discard();
    if (error instanceof UploadError) throw error;
    if (error instanceof MultipartError) {
      throw error.status === 413 ? new UploadError(413, "too-large", tr.admin.requestTooLarge) : new UploadError(400, "bad-form", tr.admin.badForm);
    }
    if (isStorageFault(error)) throw storageError(error);
    // Anything else while reading the body: the connection broke or the client went away.
    log.warn("upload interrupted", { error });
    throw new UploadError(400, "interrupted", tr.admin.uploadInterrupted);
  }
  return { fields, file, discard };
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new UploadError(413, "too-large", tr.admin.requestTooLarge);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Streams one file part into a temp file under `uploadDir`. `track` learns the temp
 * file as soon as it exists, so the caller can remove it even if reading fails.
 */
export async function spool(body: AsyncIterable<Buffer>, uploadDir: string, track: (file: SpooledFile) => void = () => {}): Promise<SpooledFile> {
  const result: SpooledFile = { path: null, size: 0, kind: null, sha256: null };
  const hash = createHash("sha256");
  let head: Buffer = Buffer.alloc(0);
  let out: fs.WriteStream | null = null;
  let decided = false;
  let limit = 0;

  const write = async (chunk: Buffer) => {
    if (!out) return;
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, "drain");
  };
  const stopWriting = async () => {
    if (!out) return;
    const stream = out;
    out = null;
    stream.end();
    await finished(stream).catch(() => {});
    await fsp.rm(result.path!, { force: true });
    result.path = null;
  };
  const decide = async () => {
    decided = true;
    result.kind = detectFileKind(head);
    if (!result.kind) return; // not a kind we accept: its bytes go nowhere
    limit = FILE_KIND_INFO[result.kind].maxBytes;
    await fsp.mkdir(uploadDir, { recursive: true });
    result.path = path.join(uploadDir, `upload-${Date.now()}-${randomBytes(6).toString("hex")}.part`);
    out = fs.createWriteStream(result.path, { flags: "wx" });
    track(result);
    out.on("error", () => {}); // surfaced by write/finished below
    await write(head);
  };

  try {
    for await (const chunk of body) {
      result.size += chunk.length;
      if (!decided) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= MAGIC_BYTES_NEEDED) await decide();
        continue;
      }
      if (!out) continue;
      if (result.size > limit) await stopWriting();
      else await write(chunk);
    }
    if (!decided) await decide();
    if (out && result.size > limit) await stopWriting();
    if (out) {
      const stream: fs.WriteStream = out;
      stream.end();
      await finished(stream);
      result.sha256 = hash.digest("hex");
    }
    return result;
  } catch (error) {
    const stream = out as fs.WriteStream | null;
    stream?.destroy();
    if (result.path) await fsp.rm(result.path, { force: true }).catch(() => {});
    result.path = null;
    throw error;
  }
}
