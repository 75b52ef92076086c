import type { FileHandle } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { MAX_UPLOAD_BYTES } from "#core/file-kinds.ts";
import { IMPORT_LIMITS, normalisePath } from "#core/imports.ts";
import { tr } from "#core/messages.ts";

/**
 * A small reader of .zip files (PKWARE APPNOTE 6.3: stored and deflated entries, ZIP64
 * sizes, UTF-8 names) over a file on disk, built on Node's zlib so no native or
 * downloaded code is needed. It trusts nothing the archive says:
 *
 * - only the central directory is read, and only up to IMPORT_LIMITS.zipEntries entries;
 * - every offset and length (end record, comment, directory, names, extras, local headers,
 *   compressed sizes) is checked against the archive's bounds before it is used; an
 *   archive that fails is refused whole with a Turkish reason (decision 0053);
 * - an entry's data must lie inside the file and not overlap another's (the overlapping
 *   "quine" bombs reuse one compressed block for many entries);
 * - an entry may not claim more than the largest accepted file, nor grow more than
 *   IMPORT_LIMITS.zipRatio times its stored size, and the inflater stops at the size the
 *   entry declared: a lying header cannot make it write more;
 * - names are checked, never used as paths: '..', absolute paths and drive letters make
 *   the entry fail (files are stored under server-made keys anyway);
 * - the CRC-32 of what was inflated must match.
 */

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipError";
  }
}

export interface ZipEntry {
  /** The entry's path, normalised; the raw name when it was refused. */
  path: string;
  /** Why this entry cannot be imported (its row fails with this reason); null when it can be read. */
  problem: string | null;
  /** A folder entry: no row. */
  isFolder: boolean;
  size: number;
  compressedSize: number;
  crc32: number;
  method: number;
  /** Where its local header starts, as the directory says. */
  offset: number;
  /** Where its bytes start, past its local header (checked to lie inside the archive); -1 for a folder. */
  dataStart: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A central directory larger than this is not one of a folder of worksheets. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

/** Code page 857 (Turkish DOS), which Windows' own zipping used for names without the UTF-8 flag: its Turkish letters. */
const CP857: Record<number, string> = {
  0x80: "Ç",
  0x81: "ü",
  0x82: "é",
  0x83: "â",
  0x84: "ä",
  0x85: "à",
  0x87: "ç",
  0x88: "ê",
  0x89: "ë",
  0x8a: "è",
  0x8b: "ï",
  0x8c: "î",
  0x8d: "ı",
  0x8e: "Ä",
  0x90: "É",
  0x93: "ô",
  0x94: "ö",
  0x95: "ò",
  0x96: "û",
  0x97: "ù",
  0x98: "İ",
  0x99: "Ö",
  0x9a: "Ü",
  0x9e: "Ş",
  0x9f: "ş",
  0xa0: "á",
  0xa1: "í",
  0xa2: "ó",
  0xa3: "ú",
  0xa6: "Ğ",
  0xa7: "ğ",
};
const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeName(bytes: Buffer, utf8Flag: boolean, unicodeExtra: Buffer | null): string {
  if (unicodeExtra) return unicodeExtra.toString("utf8");
  try {
    // Flagged, or valid UTF-8 anyway (macOS writes UTF-8 without the flag).
    return utf8.decode(bytes);
  } catch {
    if (utf8Flag) return bytes.toString("latin1");
    return Array.from(bytes, (b) => (b < 0x80 ? String.fromCharCode(b) : (CP857[b] ?? "_"))).join("");
  }
}

/**
 * `length` bytes at `position`, all of them inside the file, or a ZipError: every offset
 * and length the archive states is checked here as well as where it is read, so a lying
 * field can neither read past the end nor make Node refuse the position (a RangeError
 * would not be the Turkish answer).
 */
async function readAt(file: FileHandle, fileSize: number, position: number, length: number): Promise<Buffer> {
  if (
    !Number.isSafeInteger(position) ||
    !Number.isSafeInteger(length) ||
    position < 0 ||
    length < 0 ||
    position + length > fileSize
  )
    throw new ZipError(tr.imports.zipUnreadable);
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipError(tr.imports.zipUnreadable);
  return buffer;
}

/** The end of central directory record, ZIP64's when the classic one is saturated. */
async function directoryOf(
  file: FileHandle,
  fileSize: number,
): Promise<{ count: number; size: number; offset: number }> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  if (tailLength < 22) throw new ZipError(tr.imports.zipUnreadable);
  const tail = await readAt(file, fileSize, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    // The record's comment must end inside the file: the signature inside a comment or a file is not the record.
    if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) <= tail.length) {
      at = i;
      break;
    }
  }
  if (at === -1) throw new ZipError(tr.imports.zipUnreadable);
  const disk = tail.readUInt16LE(at + 4);
  const cdDisk = tail.readUInt16LE(at + 6);
  let count = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (disk !== 0 || cdDisk !== 0) throw new ZipError(tr.imports.zipUnreadable);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locatorAt = fileSize - tailLength + at - 20;
    const locator = await readAt(file, fileSize, locatorAt, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw new ZipError(tr.imports.zipUnreadable);
    const record = await readAt(file, fileSize, Number(locator.readBigUInt64LE(8)), 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipError(tr.imports.zipUnreadable);
    count = Number(record.readBigUInt64LE(32));
    size = Number(record.readBigUInt64LE(40));
    offset = Number(record.readBigUInt64LE(48));
  }
  if (count > IMPORT_LIMITS.zipEntries) throw new ZipError(tr.imports.zipTooManyEntries(IMPORT_LIMITS.zipEntries));
  // Each directory record is at least 46 bytes; the directory lies inside the file.
  if (size > MAX_DIRECTORY_BYTES || size < count * 46 || !Number.isSafeInteger(offset) || offset + size > fileSize)
    throw new ZipError(tr.imports.zipUnreadable);
  return { count, size, offset };
}

/** A path inside an archive that names a place outside it, or no place: '..', '/x', 'C:x', NUL. */
function unsafeName(name: string): boolean {
  const slashed = name.replaceAll("\\", "/");
  return (
    slashed.includes("\0") || slashed.startsWith("/") || /^[a-z]:/i.test(slashed) || slashed.split("/").includes("..")
  );
}

/** An entry's sizes and offset as its central record states them, to be replaced by ZIP64's where saturated. */
type Extents = { size: number; compressedSize: number; entryOffset: number };

/**
 * Reads a central record's extra fields: ZIP64's sizes replace the saturated ones in
 * `extents`, and Info-ZIP's Unicode path field is returned when there is one.
 */
function readExtraFields(extra: Buffer, extents: Extents): Buffer | null {
  let unicodeName: Buffer | null = null;
  for (let e = 0; e + 4 <= extra.length;) {
    const id = extra.readUInt16LE(e);
    const length = extra.readUInt16LE(e + 2);
    // A field running past the extra block is padding or junk: the rest is not read.
    if (e + 4 + length > extra.length) break;
    const data = extra.subarray(e + 4, e + 4 + length);
    if (id === 0x0001) {
      // ZIP64: only the saturated fields are present, in this order.
      let z = 0;
      const next = () => {
        if (z + 8 > data.length) throw new ZipError(tr.imports.zipUnreadable);
        const v = Number(data.readBigUInt64LE(z));
        z += 8;
        return v;
      };
      if (extents.size === 0xffffffff) extents.size = next();
      if (extents.compressedSize === 0xffffffff) extents.compressedSize = next();
      if (extents.entryOffset === 0xffffffff) extents.entryOffset = next();
    } else if (id === 0x7075 && data.length > 5 && data[0] === 1) {
      unicodeName = data.subarray(5);
    }
    e += 4 + length;
  }
  return unicodeName;
}

/** Why an entry cannot be imported, or null: its name, encryption, method, size and ratio, in that order. */
function entryProblem(
  rawName: string,
  path: string | null,
  flags: number,
  method: number,
  { size, compressedSize }: Extents,
): string | null {
  if (!path) return unsafeName(rawName) ? tr.imports.zipBadPath : tr.imports.badPath;
  if (flags & 0x0001) return tr.imports.zipEncrypted;
  if (method !== 0 && method !== 8) return tr.imports.zipMethod;
  if (size > MAX_UPLOAD_BYTES) return tr.admin.requestTooLarge;
  if (size > compressedSize * IMPORT_LIMITS.zipRatio + 1024 * 1024) return tr.imports.zipBomb;
  if (method === 0 && size !== compressedSize) return tr.imports.zipCorrupt;
  return null;
}

/** The central record at `at` as an entry (its data not yet located), and where the next record starts. */
function centralRecord(directory: Buffer, at: number): { entry: ZipEntry; end: number } {
  if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL)
    throw new ZipError(tr.imports.zipUnreadable);
  const flags = directory.readUInt16LE(at + 8);
  const method = directory.readUInt16LE(at + 10);
  const crc32 = directory.readUInt32LE(at + 16);
  const extents: Extents = {
    compressedSize: directory.readUInt32LE(at + 20),
    size: directory.readUInt32LE(at + 24),
    entryOffset: directory.readUInt32LE(at + 42),
  };
  const nameLength = directory.readUInt16LE(at + 28);
  const extraLength = directory.readUInt16LE(at + 30);
  const commentLength = directory.readUInt16LE(at + 32);
  const end = at + 46 + nameLength + extraLength + commentLength;
  if (end > directory.length) throw new ZipError(tr.imports.zipUnreadable);
  const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
  const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
  const unicodeName = readExtraFields(extra, extents);
  const rawName = decodeName(nameBytes, (flags & 0x0800) !== 0, unicodeName);
  const path = unsafeName(rawName) ? null : normalisePath(rawName);
  const entry: ZipEntry = {
    path: path ?? rawName.slice(0, IMPORT_LIMITS.pathLength),
    problem: entryProblem(rawName, path, flags, method, extents),
    isFolder: rawName.endsWith("/") || rawName.endsWith("\\"),
    size: extents.size,
    compressedSize: extents.compressedSize,
    crc32,
    method,
    offset: extents.entryOffset,
    dataStart: -1,
  };
  return { entry, end };
}

/**
 * Sets each entry's `dataStart` from its local header. Each entry's bytes lie after its own
 * local header, inside the file before the directory (at `directoryOffset`), and no two share
 * any (the overlapping "quine" bombs reuse one block for many entries).
 */
async function locateEntryData(
  file: FileHandle,
  fileSize: number,
  entries: ZipEntry[],
  directoryOffset: number,
): Promise<void> {
  const byOffset = entries.filter((e) => !e.isFolder || e.compressedSize > 0).sort((a, b) => a.offset - b.offset);
  for (let i = 0; i < byOffset.length; i++) {
    const e = byOffset[i];
    if (!Number.isSafeInteger(e.compressedSize) || e.offset + 30 + e.compressedSize > directoryOffset)
      throw new ZipError(tr.imports.zipUnreadable);
    const local = await readAt(file, fileSize, e.offset, 30);
    if (local.readUInt32LE(0) !== LOCAL) throw new ZipError(tr.imports.zipUnreadable);
    e.dataStart = e.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    if (e.dataStart + e.compressedSize > directoryOffset) throw new ZipError(tr.imports.zipUnreadable);
    const next = i + 1 < byOffset.length ? byOffset[i + 1].offset : directoryOffset;
    if (e.dataStart + e.compressedSize > next) throw new ZipError(tr.imports.zipBomb);
  }
}

/**
 * Reads and checks the central directory and every entry's local header: every entry with
 * the reason it cannot be imported, if any. An archive whose records point outside
 * themselves is refused whole (ZipError), before a byte of it is inflated or staged.
 */
export async function readZipEntries(file: FileHandle, fileSize: number): Promise<ZipEntry[]> {
  const { count, size, offset } = await directoryOf(file, fileSize);
  const directory = await readAt(file, fileSize, offset, size);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    const { entry, end } = centralRecord(directory, at);
    entries.push(entry);
    at = end;
  }
  await locateEntryData(file, fileSize, entries, offset);
  return entries;
}

/**
 * Hands an entry's bytes as they were before zipping (inflated, or copied when stored) to
 * `consume`, and returns what it returns. Never more than the entry declared is inflated,
 * and the CRC-32 is checked at the end. The stages are one `pipeline`: an error in any of
 * them (a read, the inflater, the check, the consumer) ends them all and rejects here, so
 * none is left to throw an unhandled 'error' event. A bad entry's errors are
 * ZipErrors with the Turkish reason; the consumer's own errors come through as they are.
 */
export async function readZipEntry<T>(
  file: FileHandle,
  entry: ZipEntry,
  consume: (body: AsyncIterable<Buffer>) => Promise<T>,
): Promise<T> {
  if (entry.problem) throw new ZipError(entry.problem);
  if (entry.dataStart < 0) throw new ZipError(tr.imports.zipUnreadable);
  const fileSize = entry.dataStart + entry.compressedSize;
  // Read in slices by position: the archive stays open for the next entry (a stream would close it).
  async function* stored() {
    for (let at = 0; at < entry.compressedSize;) {
      const length = Math.min(256 * 1024, entry.compressedSize - at);
      yield await readAt(file, fileSize, entry.dataStart + at, length);
      at += length;
    }
  }
  async function* checked(source: AsyncIterable<Buffer>) {
    let size = 0;
    let crc = 0;
    for await (const chunk of source) {
      size += chunk.length;
      if (size > entry.size) throw new ZipError(tr.imports.zipBomb);
      crc = zlib.crc32(chunk, crc);
      yield chunk;
    }
    if (size !== entry.size || crc !== entry.crc32) throw new ZipError(tr.imports.zipCorrupt);
  }
  let result: T | undefined;
  const sink = async (body: AsyncIterable<Buffer>) => {
    result = await consume(body);
  };
  const inflate = entry.method === 8 ? zlib.createInflateRaw() : null;
  let inflateError: unknown = null;
  inflate?.once("error", (error) => (inflateError = error));
  try {
    if (inflate) await pipeline(stored, inflate, checked, sink);
    else await pipeline(stored, checked, sink);
  } catch (error) {
    if (error instanceof ZipError) throw error;
    // The inflater's own complaint (bad Huffman codes, a stream cut short) is this entry's corruption.
    if (inflateError !== null && error === inflateError) throw new ZipError(tr.imports.zipCorrupt);
    throw error;
  }
  return result as T;
}
