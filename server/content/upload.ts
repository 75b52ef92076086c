import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { CONTENT_FIELDS } from "#core/content-fields.ts";
import { type FileFacts } from "#core/content-form.ts";
import { checkAudioStructure, type ByteSource } from "#core/audio-sniff.ts";
import { FILE_KIND_INFO, isAudioKind, MAGIC_BYTES_NEEDED, MAX_UPLOAD_BYTES } from "#core/file-kinds.ts";
import { detectFileKind } from "#core/file-sniff.ts";
import { MAX_TRANSCRIPT_CHARS, TRANSCRIPT_FIELDS, type SentTranscript } from "#core/transcript.ts";
import { tr } from "#core/messages.ts";
import {
  MAX_PRACTICE_FILE_BYTES,
  PRACTICE_FIELDS,
  PREVIEW_INTENT,
  quizFormatOf,
  type PracticePart,
} from "#core/practice-form.ts";
import { type PracticeDraft } from "#core/practice-draft.ts";
import { multipartBoundary, MultipartError, partText, readMultipart } from "./multipart";
import { log } from "#server/log.ts";
import { isStorageFault, storageError } from "#server/storage/local-storage.ts";

/**
 * The form's own fields are small. A word list and a quiz may each come as text
 * and as a file of up to 1 MiB; the whole body is at most the largest file plus all that.
 */
const MAX_FIELD_BYTES = 4 * 1024;
/** A transcript's text in UTF-8: up to four bytes a character. */
const MAX_TRANSCRIPT_BYTES = 4 * MAX_TRANSCRIPT_CHARS;
const FORM_OVERHEAD_BYTES = 256 * 1024 + 4 * MAX_PRACTICE_FILE_BYTES + 2 * MAX_TRANSCRIPT_BYTES;
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;
const TEXT_FIELDS = new Set<string>([...CONTENT_FIELDS, PRACTICE_FIELDS.quizFormat, PREVIEW_INTENT.name]);
const PRACTICE_TEXTS = new Map<string, PracticePart>([
  [PRACTICE_FIELDS.words, "words"],
  [PRACTICE_FIELDS.quiz, "quiz"],
]);
const PRACTICE_FILES = new Map<string, PracticePart>([
  [PRACTICE_FIELDS.wordsFile, "words"],
  [PRACTICE_FIELDS.quizFile, "quiz"],
]);

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
  /** Set (with `kind` null) when the first bytes claimed audio and the structure did not hold. */
  forged?: boolean;
  /** The temp file; null when the bytes were not kept (not a kind we accept, or too large). */
  path: string | null;
  /** SHA-256 of the kept bytes, hex: the same file imported again is recognised by it. */
  sha256: string | null;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: SpooledFile | null;
  /** The entry's word list and quiz as sent: a chosen file's text over the field's (none: left as stored). */
  practice?: PracticeDraft;
  /** "onizle" when the form's preview button sent it (the page without JavaScript). */
  intent?: string | null;
  /** An audio entry's transcript as sent (a chosen file over the field); undefined when neither was sent. */
  transcript?: SentTranscript;
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
    const practice = new PracticeParts();
    const transcript = new TranscriptParts();
    for (const [key, value] of new URLSearchParams(text)) {
      const part = PRACTICE_TEXTS.get(key);
      if (part) practice.text(part, value);
      else if (key === TRANSCRIPT_FIELDS.text) transcript.text(value);
      else if (TEXT_FIELDS.has(key) && !(key in fields)) fields[key] = value;
    }
    return received(fields, null, practice, async () => {}, transcript);
  }

  const boundary = multipartBoundary(contentType);
  if (!boundary || !request.body) throw new UploadError(415, "unsupported-media-type", tr.admin.badForm);

  const fields: Record<string, string> = {};
  const practice = new PracticeParts();
  const transcript = new TranscriptParts();
  let file: SpooledFile | null = null;
  const discard = async () => {
    if (file?.path) await fsp.rm(file.path, { force: true }).catch(() => {});
  };
  try {
    for await (const part of readMultipart(request.body, boundary, { maxBytes: MAX_REQUEST_BYTES })) {
      // A word list's or quiz's file is read as text (an empty input may come without a file name).
      const practiceFile = PRACTICE_FILES.get(part.name);
      if (practiceFile) {
        await practice.file(practiceFile, part.body);
        continue;
      }
      if (part.name === TRANSCRIPT_FIELDS.file) {
        await transcript.file(part.body);
        continue;
      }
      if (part.name === TRANSCRIPT_FIELDS.text) {
        const value = await partText(part, MAX_TRANSCRIPT_BYTES);
        transcript.text(value ?? "", value === null);
        continue;
      }
      const practicePart = PRACTICE_TEXTS.get(part.name);
      if (part.filename !== null) {
        // Only one file, in the field "file"; an empty file input sends a part without a name or bytes.
        if (part.name !== "file" || file) continue;
        file = await spool(part.body, uploadDir, (spooled) => (file = spooled));
        if (file.size === 0 && part.filename === "") file = null;
        continue;
      }
      const text = await partText(part, practicePart ? MAX_PRACTICE_FILE_BYTES : MAX_FIELD_BYTES);
      if (text === null)
        throw new UploadError(413, "field-too-large", practicePart ? tr.practiceAdmin.fileTooLarge : tr.admin.badForm);
      if (practicePart) practice.text(practicePart, text);
      else if (TEXT_FIELDS.has(part.name) && !(part.name in fields)) fields[part.name] = text;
    }
  } catch (error) {
    await discard();
    if (error instanceof UploadError) throw error;
    if (error instanceof MultipartError) {
      throw error.status === 413
        ? new UploadError(413, "too-large", tr.admin.requestTooLarge)
        : new UploadError(400, "bad-form", tr.admin.badForm);
    }
    if (isStorageFault(error)) throw storageError(error);
    // Anything else while reading the body: the connection broke or the client went away.
    log.warn("upload interrupted", { error });
    throw new UploadError(400, "interrupted", tr.admin.uploadInterrupted);
  }
  return received(fields, file, practice, discard, transcript);
}

function received(
  fields: Record<string, string>,
  file: SpooledFile | null,
  practice: PracticeParts,
  discard: () => Promise<void>,
  transcript: TranscriptParts,
): ReceivedForm {
  const { [PRACTICE_FIELDS.quizFormat]: format, [PREVIEW_INTENT.name]: intent, ...own } = fields;
  const sent = transcript.sent();
  return {
    fields: own,
    file,
    practice: practice.draft(quizFormatOf(format)),
    intent: intent ?? null,
    discard,
    ...(sent ? { transcript: sent } : {}),
  };
}

/** Reads a text file's part whole, up to `maxBytes`: its UTF-8 text, "empty", or why it cannot be read. */
async function readTextFile(
  body: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<{ text: string } | "empty" | "tooLarge" | "notText"> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size === 0) return "empty";
  if (size > maxBytes) return "tooLarge";
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return "notText";
  }
}

/** An audio entry's transcript as the form sends it: the text field's, or a chosen file's, which wins. */
class TranscriptParts {
  private field: SentTranscript | undefined;
  private chosen: SentTranscript | undefined;

  text(value: string, tooLarge = false) {
    this.field ??= tooLarge ? { unreadable: tr.admin.transcriptTooLarge } : { text: value };
  }

  async file(body: AsyncIterable<Buffer>) {
    const read = await readTextFile(body, MAX_TRANSCRIPT_BYTES);
    if (read === "empty" || this.chosen) return;
    this.chosen =
      typeof read === "object"
        ? read
        : { unreadable: read === "tooLarge" ? tr.admin.transcriptTooLarge : tr.admin.transcriptNotText };
  }

  sent(): SentTranscript | undefined {
    return this.chosen ?? this.field;
  }
}

/**
 * A word list's and a quiz's text as the form sends them: the field's, or a chosen file's
 * (UTF-8, at most 1 MiB), which wins; a file that cannot be read is the part's problem.
 */
class PracticeParts {
  private texts: Partial<Record<PracticePart, string>> = {};
  private files: Partial<Record<PracticePart, string>> = {};
  private unreadable: Partial<Record<PracticePart, string>> = {};

  text(part: PracticePart, value: string) {
    this.texts[part] ??= value;
  }

  async file(part: PracticePart, body: AsyncIterable<Buffer>) {
    const read = await readTextFile(body, MAX_PRACTICE_FILE_BYTES);
    // An empty file input sends a part without a name or bytes; an empty file says nothing either.
    if (read === "empty" || part in this.files || part in this.unreadable) return;
    if (typeof read === "object") this.files[part] = read.text;
    else this.unreadable[part] = read === "tooLarge" ? tr.practiceAdmin.fileTooLarge : tr.practiceAdmin.fileNotText;
  }

  draft(quizFormat: PracticeDraft["quizFormat"]): PracticeDraft {
    const draft: PracticeDraft = { quizFormat, unreadable: this.unreadable };
    for (const part of ["words", "quiz"] as const) {
      const text = this.files[part] ?? this.texts[part] ?? (part in this.unreadable ? "" : undefined);
      if (text !== undefined) draft[part] = text;
    }
    return draft;
  }
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
export async function spool(
  body: AsyncIterable<Buffer>,
  uploadDir: string,
  track: (file: SpooledFile) => void = () => {},
): Promise<SpooledFile> {
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
    // Audio is more than its first bytes: a file that only starts like audio is refused and not kept.
    if (result.path && isAudioKind(result.kind) && !(await holdsTogether(result.kind, result.path, result.size))) {
      await fsp.rm(result.path, { force: true });
      Object.assign(result, { path: null, kind: null, sha256: null, forged: true });
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

/** Whether a spooled audio file's frames, boxes or pages hold together (core/audio-sniff.ts), read from its temp file. */
async function holdsTogether(kind: "mp3" | "m4a" | "ogg", file: string, size: number): Promise<boolean> {
  const handle = await fsp.open(file, "r");
  try {
    const source: ByteSource = {
      size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await checkAudioStructure(kind, source);
  } finally {
    await handle.close();
  }
}
